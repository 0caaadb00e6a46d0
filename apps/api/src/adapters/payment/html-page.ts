import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export { esc as escapeHtml };

/** Hidden inputs of a form. */
export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

/**
 * Sends a small HTML page (provider pages and callback hand-offs). Its inline script may run only with this reply's
 * nonce; forms may post only to `formAction` hosts.
 */
export function sendHtml(
  reply: FastifyReply,
  build: (nonce: string) => { title: string; body: string },
  formAction: string[] = [],
  status = 200,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const { title, body } = build(nonce);
  reply
    .code(status)
    .header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'nonce-${nonce}'`,
        "style-src 'unsafe-inline'",
        `form-action 'self' ${formAction.join(' ')}`.trim(),
        "frame-ancestors 'self'",
        "base-uri 'none'",
      ].join('; '),
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  return reply.send(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${PAGE_CSS}</style></head><body>${body}</body></html>`,
  );
}

/** A page that posts `fields` to `action` as soon as it loads (the provider's hand-offs do this). */
export const autoPostBody = (
  nonce: string,
  action: string,
  fields: Record<string, string>,
  opts: { charset?: string; target?: string } = {},
) =>
  `<p class="muted">처리 중입니다…</p><form id="f" method="post" action="${esc(action)}"${
    opts.charset ? ` accept-charset="${esc(opts.charset)}"` : ''
  }${opts.target ? ` target="${esc(opts.target)}"` : ''}>${hiddenFields(fields)}<noscript><button>계속</button></noscript></form><script nonce="${nonce}">document.getElementById('f').submit();</script>`;

const PAGE_CSS =
  "body{font-family:system-ui,'Noto Sans KR',sans-serif;margin:0;padding:24px;color:#222;background:#f6f7f9}" +
  '.card{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}' +
  'h1{font-size:20px;margin:0 0 4px}.muted{color:#666;font-size:14px}dl{display:grid;grid-template-columns:90px 1fr;gap:8px;margin:20px 0}' +
  'dt{color:#666}dd{margin:0;font-weight:600}.row{display:flex;gap:8px;flex-wrap:wrap}' +
  'button{flex:1;min-height:44px;border-radius:8px;border:1px solid #ccc;background:#fff;font-size:15px;cursor:pointer}' +
  'button.primary{background:#fe5f40;border-color:#fe5f40;color:#fff}.badge{display:inline-block;background:#222;color:#fff;border-radius:4px;padding:2px 6px;font-size:12px}';
