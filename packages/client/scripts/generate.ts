import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildPublicApiDocument } from '../../../apps/api/src/public-api-document';
import { SCHEMA_FILE, schemaSourceOf } from './schema-source';

// The document of an app built in-process on an empty in-memory database: no server or network needed.
const document = await buildPublicApiDocument();
await writeFile(SCHEMA_FILE, await schemaSourceOf(document));
console.info(`wrote ${fileURLToPath(SCHEMA_FILE)}`);
