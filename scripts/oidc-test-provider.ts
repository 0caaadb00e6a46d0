import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { clientId: 'pcs-test', clientSecret: 'pcs-test-secret-0123456789' };

/**
 * oidc-provider 9 in this process on 127.0.0.1 (decision 038 tests): its dev login form takes any login as `sub`,
 * and the ID token carries employee_number = sub (scope openid; conformIdTokenClaims off puts it in the ID token)
 * and the e-mail sub@corp.test. A login written as an e-mail, `E7000@other.test`, is employee E7000 with that
 * e-mail: one provider vouching for people of several companies' domains.
 */
export async function startOidcProvider(redirectUris: string[]) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub', 'employee_number'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => {
          const at = sub.indexOf('@');
          const employeeNumber = at > 0 ? sub.slice(0, at) : sub;
          const email = at > 0 ? sub : `${sub}@corp.test`;
          return { sub, email, email_verified: true, employee_number: employeeNumber };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny browser for the provider's pages: cookies, redirects, and the dev login and consent forms. */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  stopAt: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(stopAt)) return url;
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) cookies.set(k.trim(), v.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status}`);
    body = new URLSearchParams();
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      body.set(m[1] as string, m[2] as string);
    if (html.includes('name="login"')) {
      body.set('login', login);
      body.set('password', 'any-password');
    }
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    method = 'POST';
  }
  throw new Error('too many steps at the provider');
}
