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
});
