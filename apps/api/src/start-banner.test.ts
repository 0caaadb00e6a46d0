import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner } from './start-banner';

const banner = (env: Record<string, string>) =>
  startBanner(
    loadConfig({ PUBLIC_URL: 'https://gift.example.kr', DATA_DIR: '/srv/pcs', ...env }),
    'postgres',
  );

describe('start banner', () => {
  it('prints the docs address only when the docs are served', () => {
    expect(banner({})).toContain('API docs: https://gift.example.kr/docs');
    expect(banner({ API_DOCS: 'false' })).not.toContain('/docs');
    expect(banner({ NODE_ENV: 'production' })).not.toContain('/docs');
    expect(banner({ NODE_ENV: 'production', API_DOCS: 'true' })).toContain(
      'API docs: https://gift.example.kr/docs',
    );
  });

  it('prints the address, the database and the demo logins only with demo data', () => {
    const text = banner({ DEMO_DATA: 'false' });
    expect(text).toContain('PCS gift platform is running: https://gift.example.kr');
    expect(text).toContain('database: PostgreSQL (DATABASE_URL)');
    expect(text).not.toContain('demo-admin');
    expect(banner({})).toContain('demo-admin');
  });
});
