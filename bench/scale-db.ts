/** Where the scale scenario's data lives: its own database on the DATABASE_URL server, never the tests' one. */
export const SCALE_DB = process.env.SCALE_DB ?? 'pcs_scale';

if (!/^[a-z_][a-z0-9_]*$/.test(SCALE_DB)) throw new Error(`SCALE_DB must be a plain name, got ${SCALE_DB}`);
if (SCALE_DB === 'test') throw new Error('SCALE_DB must not be the test database');

export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    process.exit(2);
  }
  return url;
}

export function dbUrl(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}
