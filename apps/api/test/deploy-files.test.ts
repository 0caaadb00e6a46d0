import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDeployFiles, parseDockerfile } from '../../../scripts/check-deploy.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** A copy of the three production files and the config they name, to break one thing at a time. */
function copyOfDeployFiles(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pcs-deploy-'));
  for (const file of ['Dockerfile', 'compose.yaml', 'deploy/nginx.conf', 'apps/api/src/config.ts'])
    cpSync(path.join(root, file), path.join(dir, file));
  return dir;
}

describe('production files (Dockerfile, compose.yaml, deploy/nginx.conf)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const checkEdited = (file: string, edit: (text: string) => string): string[] => {
    const dir = copyOfDeployFiles();
    dirs.push(dir);
    const full = path.join(dir, file);
    writeFileSync(full, edit(readFileSync(full, 'utf8')));
    return checkDeployFiles(dir, root);
  };

  it('agree with each other and with the variables the product reads', () => {
    expect(checkDeployFiles()).toEqual([]);
  });

  it('build in stages and run the compiled server as a non-root user with a health check', () => {
    const stages = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    const final = stages[1]?.steps ?? [];
    expect(final.find((s) => s.op === 'USER')?.args).toBe('node');
    expect(final.find((s) => s.op === 'HEALTHCHECK')?.args).toContain('/readyz');
  });

  it('name what is wrong when one of them drifts', () => {
    expect(checkEdited('compose.yaml', (t) => t.replace('S3_BUCKET:', 'S3_BUKET:'))).toEqual(
      expect.arrayContaining([
        'compose.yaml app1: S3_BUKET is not a variable the product reads',
        'compose.yaml app1: S3_BUCKET missing',
      ]),
    );
    expect(checkEdited('deploy/nginx.conf', (t) => t.replace('server app2:3000', '# app2'))).toEqual([
      'deploy/nginx.conf: upstream lacks app2:3000',
    ]);
    expect(checkEdited('Dockerfile', (t) => t.replace('USER node', 'USER root'))).toEqual([
      'Dockerfile: the final stage runs as root',
    ]);
  });

  it('serve the public side over HTTPS with HTTP/2 only, the certificate mounted', () => {
    expect(checkEdited('deploy/nginx.conf', (t) => t.replace('http2 on;', ''))).toEqual([
      'deploy/nginx.conf: HTTPS without HTTP/2 (http2 on)',
    ]);
    expect(checkEdited('deploy/nginx.conf', (t) => t.replace('listen 443 ssl;', 'listen 443;'))).toEqual([
      'deploy/nginx.conf: no HTTPS server (listen 443 ssl)',
    ]);
    expect(
      checkEdited('deploy/nginx.conf', (t) =>
        t.replace('return 308 https://$host$request_uri;', 'proxy_pass http://pcs_app;'),
      ),
    ).toEqual(['deploy/nginx.conf: cleartext HTTP does more than redirect to HTTPS']);
    expect(
      checkEdited('compose.yaml', (t) =>
        t.replace('./deploy/certs:/etc/nginx/certs:ro', './certs:/certs:ro'),
      ),
    ).toEqual([
      'deploy/nginx.conf: ssl_certificate /etc/nginx/certs/fullchain.pem is in no mounted folder',
      'deploy/nginx.conf: ssl_certificate_key /etc/nginx/certs/privkey.pem is in no mounted folder',
    ]);
  });
});
