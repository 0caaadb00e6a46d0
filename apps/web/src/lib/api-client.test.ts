import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, stubFetch } from '../test/fetch-stub';
import { ApiError, callApi } from './api-client';
import { useSession } from './session-store';

describe('callApi: one envelope path', () => {
  afterEach(() => {
    useSession.setState({ loginUserData: null });
  });

  it('sends JSON with the bearer token and returns resultData', async () => {
    useSession.setState({ loginUserData: { loginUserToken: 'tok' } as never });
    const fetch = stubFetch(() => envelope('2000', { n: 1 }));
    await expect(
      callApi('/x.json', { body: { a: 1 }, schema: z.object({ n: z.number() }) }),
    ).resolves.toEqual({
      n: 1,
    });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
  });

  it('sends FormData as multipart, leaving the content type (and its boundary) to the browser', async () => {
    const fetch = stubFetch(() => envelope('2000', { fileId: '9' }));
    const form = new FormData();
    form.append('profileImage', new Blob(['x']), 'a.png');
    await callApi('/upload.json', { body: form, schema: z.object({ fileId: z.string() }) });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a non-2000 reply into an ApiError with the server text', async () => {
    stubFetch(() => envelope('4000', null, '입력값을 확인해주세요.', 400));
    const error = await callApi('/x.json', { schema: z.null() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ messageCode: '4000', messageText: '입력값을 확인해주세요.', status: 400 });
  });

  it('a missing envelope is "not processed normally" (spec §8), and an expired token signs out', async () => {
    stubFetch(() => new Response('<html>', { status: 502 }));
    await expect(callApi('/x.json', { schema: z.null() })).rejects.toMatchObject({
      messageCode: '5000',
      messageText: '데이터가 정상적으로 처리되지 않았습니다.',
    });
    useSession.setState({ loginUserData: { loginUserToken: 'tok' } as never });
    stubFetch(() => envelope('4011', null, '로그인이 만료되었습니다.', 401));
    await expect(callApi('/x.json', { schema: z.null() })).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().loginUserData).toBeNull();
  });
});
