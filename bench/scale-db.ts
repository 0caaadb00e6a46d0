export { adminUrl, dbUrl } from './bench-support';

/** Where the scale scenario's data lives: its own database on the DATABASE_URL server, never the tests' one. */
export const SCALE_DB = process.env.SCALE_DB ?? 'pcs_scale';

if (!/^[a-z_][a-z0-9_]*$/.test(SCALE_DB)) throw new Error(`SCALE_DB must be a plain name, got ${SCALE_DB}`);
if (SCALE_DB === 'test') throw new Error('SCALE_DB must not be the test database');
