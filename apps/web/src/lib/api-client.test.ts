import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi } from './api-client';
import { useSession } from './session-store';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (resultData: unknown) =>
  reply({ resultStatus: { messageCode: '2000', messageText: '' }, resultData });

function stubFetch(response: Response) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callApi: one envelope path', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ loginUserData: null });
  });

  it('sends JSON with the bearer token and returns resultData', async () => {
    useSession.setState({ loginUserData: { loginUserToken: 'tok' } as never });
    const fetch = stubFetch(ok({ n: 1 }));
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
    const fetch = stubFetch(ok({ fileId: '9' }));
    const form = new FormData();
    form.append('profileImage', new Blob(['x']), 'a.png');
    await callApi('/upload.json', { body: form, schema: z.object({ fileId: z.string() }) });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a non-2000 reply into an ApiError with the server text', async () => {
    stubFetch(reply({ resultStatus: { messageCode: '4000', messageText: '입력값을 확인해주세요.' } }, 400));
    const error = await callApi('/x.json', { schema: z.null() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ messageCode: '4000', messageText: '입력값을 확인해주세요.', status: 400 });
  });

  it('a missing envelope is "not processed normally" (spec §8), and an expired token signs out', async () => {
    stubFetch(new Response('<html>', { status: 502 }));
    await expect(callApi('/x.json', { schema: z.null() })).rejects.toMatchObject({
      messageCode: '5000',
      messageText: '데이터가 정상적으로 처리되지 않았습니다.',
    });
    useSession.setState({ loginUserData: { loginUserToken: 'tok' } as never });
    stubFetch(reply({ resultStatus: { messageCode: '4011', messageText: '로그인이 만료되었습니다.' } }, 401));
    await expect(callApi('/x.json', { schema: z.null() })).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().loginUserData).toBeNull();
  });
});
