import { ADDRESS_BOOK_MESSAGES, AUTH_CD, LANGUAGE_HEADER } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { ADDRESS_INPUT, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const SAVE = '/v1/ebmp/pcs/user/addr/save.json';
const HANGUL = /[\uAC00-\uD7A3]/;
const messageOf = (reply: { body: { resultStatus: { messageText: string } } }) =>
  reply.body.resultStatus.messageText;

describe("a recipient's refused input in the page's language (decision 055)", () => {
  it("the address book's own refusals: Vietnamese with vi, the spec's Korean without", async () => {
    const u = await createUser(t.database.db);
    const token = await loginAs(t.app, u.userId);
    const inVi = await post(t.app, SAVE, { ...ADDRESS_INPUT, addrNm: ' ' }, token, {
      [LANGUAGE_HEADER]: 'vi',
    });
    expect(inVi.statusCode).toBe(400);
    expect(messageOf(inVi)).toBe('Vui lòng nhập tên địa chỉ.');
    const inKo = await post(t.app, SAVE, { ...ADDRESS_INPUT, addrNm: ' ' }, token);
    expect(messageOf(inKo)).toBe(ADDRESS_BOOK_MESSAGES.addrNmRequired);
    const long = await post(t.app, SAVE, { ...ADDRESS_INPUT, addrDtl: 'x'.repeat(101) }, token, {
      [LANGUAGE_HEADER]: 'zh-Hans',
    });
    expect(messageOf(long)).toBe('详细地址最多 100 个字。');
  });

  it("zod's own words where the schema has none: in the page's language, the field named; Korean unchanged", async () => {
    const u = await createUser(t.database.db);
    const token = await loginAs(t.app, u.userId);
    const body = { ...ADDRESS_INPUT, defaultYn: 'X' };
    const inKo = await post(t.app, SAVE, body, token);
    expect(inKo.statusCode).toBe(400);
    expect(messageOf(inKo)).toBe('잘못된 옵션: "Y"또는 "N" 중 하나여야 합니다 (defaultYn)');
    const inVi = await post(t.app, SAVE, body, token, { [LANGUAGE_HEADER]: 'vi' });
    expect(inVi.statusCode).toBe(400);
    expect(messageOf(inVi)).toBe('Tùy chọn không hợp lệ: mong đợi một trong các giá trị "Y"|"N" (defaultYn)');
    const inEn = await post(t.app, SAVE, body, token, { [LANGUAGE_HEADER]: 'en' });
    expect(messageOf(inEn)).toBe('Invalid option: expected one of "Y"|"N" (defaultYn)');
    // The issues list stays the schema's, for developers.
    expect(inVi.body.resultData).toEqual({
      issues: [{ field: 'defaultYn', message: '잘못된 옵션: "Y"또는 "N" 중 하나여야 합니다' }],
    });
    for (const language of ['zh-Hans', 'ne', 'km']) {
      const reply = await post(t.app, SAVE, body, token, { [LANGUAGE_HEADER]: language });
      expect(messageOf(reply), language).not.toMatch(HANGUL);
      expect(messageOf(reply), language).toMatch(/\(defaultYn\)$/);
    }
  });

  it('a wrong type before sign-in names the type it received, in the language', async () => {
    const reply = await post(t.app, '/v1/ebmp/login.json', { userId: 12345, password: 'x' }, undefined, {
      [LANGUAGE_HEADER]: 'en',
    });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toBe('Invalid input: expected string, received number (userId)');
  });

  it("the back office's people read Korean whatever the page's language", async () => {
    const manager = await createUser(t.database.db, AUTH_CD.clientManager);
    const token = await loginAs(t.app, manager.userId);
    const reply = await post(t.app, SAVE, { ...ADDRESS_INPUT, defaultYn: 'X' }, token, {
      [LANGUAGE_HEADER]: 'vi',
    });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toBe('잘못된 옵션: "Y"또는 "N" 중 하나여야 합니다 (defaultYn)');
  });
});
