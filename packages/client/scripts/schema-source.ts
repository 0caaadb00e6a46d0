import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types are kept (committed, so a user of the client needs no server to build). */
export const SCHEMA_FILE = new URL('../src/schema.d.ts', import.meta.url);

const HEADER =
  '// Generated from the public API document (/api/v1/openapi.json) by `npm run generate -w @pcs/client`.\n' +
  '// apps/api/test/public-api-client.test.ts fails when it differs from what the document gives now.\n';

/** The TypeScript of schema.d.ts for a document, exactly as `npm run generate` writes it. */
export async function schemaSourceOf(document: Record<string, unknown>): Promise<string> {
  // As JSON text: openapi-typescript parses and validates it itself (its object input is typed as OpenAPI 3 only).
  const ast = await openapiTS(JSON.stringify(document));
  return HEADER + astToString(ast);
}
