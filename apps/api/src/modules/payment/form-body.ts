import type { FastifyInstance } from 'fastify';

/**
 * Provider callbacks and the test provider's pages are classic form posts. The body is kept as the raw string so
 * each route decodes it in its own charset (the mobile form arrives in EUC-KR); registered in the payment plugin's
 * scope only, so the JSON API stays JSON.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, body),
  );
}
