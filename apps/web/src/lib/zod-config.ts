import { config } from 'zod';

/**
 * The page's Content-Security-Policy allows no 'unsafe-eval' (apps/api app.ts), so zod's compiled object parsers can
 * never run here, and its probe for them (a `new Function` it catches) was reported as a policy violation on the
 * first reply each page parsed. zod reads the setting as each object schema is built: the entries import this
 * module before anything that builds one.
 */
config({ jitless: true });
