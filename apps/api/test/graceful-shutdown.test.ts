import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Connects, or tells why not ('ECONNREFUSED' once the listener is closed). */
const tryConnect = (port: number) =>
  new Promise<'connected' | string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server process (TypeScript sources, embedded PGlite on a temporary DATA_DIR), as an orchestrator stops
 * it: a request is under way (its body half sent) when SIGTERM arrives. The server must refuse new connections at
 * once, answer that request in full and close its connection, and exit 0 (not through its 10 s timer, which exits
 * 1).
 */
describe.runIf(process.env.PCS_TEST_BACKEND !== 'postgres')('SIGTERM', () => {
  it('refuses new connections, finishes the request under way and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pcs-sigterm-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // Ready: started, database migrated.
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready === 200) break;
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`server never ready:\n${output}`);
        await sleep(250);
      }

      // A request under way: headers and half its body sent.
      const body = JSON.stringify({ solutionCodes: [{ cdGrup: '001', solCd: '1020' }] });
      const slow = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => slow.once('connect', resolve));
      let reply = '';
      slow.on('data', (chunk: Buffer) => {
        reply += chunk.toString();
      });
      const replied = new Promise((resolve) => slow.once('end', resolve));
      slow.write(
        'POST /v1/ebmp/code/multiSolutionCodes.json HTTP/1.1\r\nHost: localhost\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      slow.write(body.slice(0, 10));
      await sleep(300);

      child.kill('SIGTERM');
      // New connections are refused while that request is still open.
      let attempt = await tryConnect(port);
      for (let i = 0; attempt === 'connected' && i < 50; i += 1) {
        await sleep(100);
        attempt = await tryConnect(port);
      }
      expect(attempt).toBe('ECONNREFUSED');
      expect(reply).toBe('');
      expect(child.exitCode).toBeNull();

      // The rest of the body: the request is answered in full.
      slow.write(body.slice(10));
      await replied;
      expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(reply).toContain('"messageCode":"2000"');
      // And its kept-alive connection is closed, or it would hold the shutdown until the client let go.
      expect(reply.toLowerCase()).toContain('connection: close');

      const code = await exited;
      expect({ code, output: output.slice(-4000) }).toMatchObject({ code: 0 });
      expect(output).toContain('shutting down');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
