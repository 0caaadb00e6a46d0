// Checks the production files (Dockerfile, compose.yaml, deploy/nginx.conf) where Docker may not be available.
//   node scripts/check-deploy.mjs           parses them and checks they agree with each other and with the product
//   node scripts/check-deploy.mjs --build   also runs the Dockerfile's stages without Docker (each stage in its own
//                                           temporary root), starts the final image's command and waits for its
//                                           HEALTHCHECK, then stops it with SIGTERM and expects a clean exit
// The first part runs in the test suite (apps/api/test/deploy-files.test.ts); the second takes a few minutes.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Dockerfile as stages of instructions; continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op) throw new Error(`Dockerfile: cannot read "${line}"`);
    const keyword = op.toUpperCase();
    if (keyword === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ image, name: name ?? String(stages.length), steps: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile: ${keyword} before FROM`);
      stage.steps.push({ op: keyword, args: rest });
    }
  }
  return stages;
}

/** The variables the product reads (apps/api/src/config.ts envSchema), to catch a misspelt name in compose.yaml. */
function productVariables(dir) {
  const source = readFileSync(path.join(dir, 'apps/api/src/config.ts'), 'utf8');
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? '';
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]));
}

/** COPY's flags and paths: `--from=build a b dest`. */
function copyArgs(args) {
  const parts = args.split(/\s+/);
  const flags = Object.fromEntries(
    parts.filter((p) => p.startsWith('--')).map((p) => p.slice(2).split('=') ?? [p, '']),
  );
  const paths = parts.filter((p) => !p.startsWith('--'));
  return { from: flags.from, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/**
 * Every problem found in the three files of `dir` (the repository by default), with COPY sources looked up in
 * `context`; empty when they agree.
 */
export function checkDeployFiles(dir = root, context = dir) {
  const problems = [];
  const stages = parseDockerfile(readFileSync(path.join(dir, 'Dockerfile'), 'utf8'));
  const final = stages.at(-1);
  if (stages.length < 2) problems.push('Dockerfile: not multi-stage');
  const last = (op) => final?.steps.filter((s) => s.op === op).at(-1)?.args;
  const user = last('USER');
  if (!user || user === 'root' || user === '0') problems.push('Dockerfile: the final stage runs as root');
  if (!/\/readyz|\/healthz/.test(last('HEALTHCHECK') ?? ''))
    problems.push('Dockerfile: no HEALTHCHECK on /readyz');
  if (!/apps\/api\/dist\/server\.js/.test(last('CMD') ?? ''))
    problems.push('Dockerfile: CMD does not run the compiled server');
  if (final?.steps.some((s) => s.op === 'RUN' && /npm ci(?!.*--omit=dev)/.test(s.args)))
    problems.push('Dockerfile: the final stage installs development dependencies');
  const names = new Set(stages.map((s) => s.name));
  for (const stage of stages)
    for (const step of stage.steps.filter((s) => s.op === 'COPY')) {
      const { from, sources } = copyArgs(step.args);
      if (from && !names.has(from)) problems.push(`Dockerfile: COPY --from=${from} names no stage`);
      if (!from)
        for (const source of sources)
          if (!existsSync(path.join(context, source)))
            problems.push(`Dockerfile: COPY ${source}: not in the repository`);
    }

  const compose = parse(readFileSync(path.join(dir, 'compose.yaml'), 'utf8'), { merge: true });
  const services = compose?.services ?? {};
  const products = Object.entries(services).filter(([, s]) => s.build === '.' || s.build?.context === '.');
  if (products.length < 2) problems.push('compose.yaml: fewer than two product processes');
  if (!services.postgres) problems.push('compose.yaml: no postgres service');
  const known = productVariables(dir);
  for (const [name, service] of products) {
    const env = service.environment ?? {};
    for (const key of Object.keys(env))
      if (!known.has(key)) problems.push(`compose.yaml ${name}: ${key} is not a variable the product reads`);
    if (env.FILE_STORAGE !== 's3') problems.push(`compose.yaml ${name}: files not in the shared S3 store`);
    for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      if (!env[key]) problems.push(`compose.yaml ${name}: ${key} missing`);
    if (!String(env.DATABASE_URL ?? '').includes('@postgres:'))
      problems.push(`compose.yaml ${name}: DATABASE_URL does not point at the postgres service`);
    if (!env.SSO_SECRET_KEY)
      problems.push(`compose.yaml ${name}: SSO_SECRET_KEY must be shared by every process`);
    const s3Host = /^https?:\/\/([^:/]+)/.exec(String(env.S3_ENDPOINT ?? ''))?.[1];
    if (s3Host && !services[s3Host]) problems.push(`compose.yaml ${name}: S3_ENDPOINT names no service`);
  }
  const balancer = Object.entries(services).find(([, s]) => String(s.image ?? '').startsWith('nginx'));
  if (!balancer) problems.push('compose.yaml: no nginx balancer');
  else {
    const mount = (balancer[1].volumes ?? [])
      .map(String)
      .find((v) => v.endsWith('.conf:ro') || v.includes('nginx'));
    const confPath = mount?.split(':')[0]?.replace(/^\.\//, '');
    if (!confPath || !existsSync(path.join(dir, confPath)))
      problems.push('compose.yaml: the nginx config is missing');
    else {
      const conf = readFileSync(path.join(dir, confPath), 'utf8');
      const upstream = [...conf.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => [m[1], m[2]]);
      for (const [name, service] of products) {
        const port = String(service.environment?.PORT ?? '3000');
        if (!upstream.some(([host, p]) => host === name && p === port))
          problems.push(`${confPath}: upstream lacks ${name}:${port}`);
      }
      if (!/location\s*=\s*\/metrics/.test(conf))
        problems.push(`${confPath}: /metrics is open through the balancer`);
      problems.push(...publicSideProblems(confPath, conf, balancer[1].volumes ?? []));
    }
  }
  return problems;
}

/**
 * The balancer's public side: HTTPS with HTTP/2 (decision 042, fourth amendment), its certificate mounted, and
 * cleartext HTTP answering nothing but a redirect to HTTPS.
 */
function publicSideProblems(confPath, conf, volumes) {
  const problems = [];
  const servers = conf.split(/^server\s*\{/m).slice(1);
  const tls = servers.find((block) => /^\s*listen\s+443\s+ssl\b/m.test(block));
  if (!tls) problems.push(`${confPath}: no HTTPS server (listen 443 ssl)`);
  else {
    if (!/^\s*http2\s+on;/m.test(tls)) problems.push(`${confPath}: HTTPS without HTTP/2 (http2 on)`);
    for (const [, directive, file] of tls.matchAll(/^\s*(ssl_certificate(?:_key)?)\s+(\S+);/gm)) {
      const dir = path.posix.dirname(file);
      if (!volumes.map(String).some((v) => v.split(':')[1] === dir))
        problems.push(`${confPath}: ${directive} ${file} is in no mounted folder`);
    }
    if (!/^\s*ssl_certificate\s/m.test(tls)) problems.push(`${confPath}: HTTPS without a certificate`);
  }
  for (const block of servers.filter((b) => /^\s*listen\s+80;/m.test(b))) {
    if (/proxy_pass/.test(block) || !/return\s+30[18]\s+https:/.test(block))
      problems.push(`${confPath}: cleartext HTTP does more than redirect to HTTPS`);
  }
  return problems;
}

/** Files the build context leaves out (.dockerignore), as a copy filter. */
function contextFilter() {
  const patterns = readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim().replace(/^\*\*\//, ''))
    .filter((l) => l && !l.startsWith('#'));
  return (source) => {
    const rel = path.relative(root, source).split(path.sep).join('/');
    // A pattern with a slash names a path from the context's root (deploy/certs); one without, any file or folder.
    if (patterns.some((p) => p.includes('/') && (rel === p || rel.startsWith(`${p}/`)))) return false;
    return !rel
      .split('/')
      .some((part) => patterns.some((p) => p === part || (p.startsWith('*') && part.endsWith(p.slice(1)))));
  };
}

/** Runs the Dockerfile's stages without Docker: each stage's root is a temporary folder, WORKDIR and paths inside it. */
async function buildWithoutDocker() {
  const work = mkdtempSync(path.join(tmpdir(), 'pcs-image-'));
  const stages = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const rootOf = new Map();
  const inContext = contextFilter();
  let image;
  for (const stage of stages) {
    const stageRoot = path.join(work, stage.name);
    mkdirSync(stageRoot, { recursive: true });
    rootOf.set(stage.name, stageRoot);
    let workdir = stageRoot;
    const env = { ...process.env };
    image = { stageRoot, workdir, env, cmd: null, healthcheck: null };
    for (const { op, args } of stage.steps) {
      const started = Date.now();
      if (op === 'WORKDIR') {
        workdir = path.join(stageRoot, args);
        mkdirSync(workdir, { recursive: true });
      } else if (op === 'ENV') {
        for (const [, k, v] of args.matchAll(/(\w+)=(\S+)/g)) env[k] = v;
      } else if (op === 'COPY') {
        const { from, sources, dest } = copyArgs(args);
        const base = from ? rootOf.get(from) : root;
        const target = dest.startsWith('/') ? path.join(stageRoot, dest) : path.join(workdir, dest);
        for (const source of sources) {
          const full = path.join(base, source);
          const into =
            dest.endsWith('/') || sources.length > 1 ? path.join(target, path.basename(source)) : target;
          const isDir = statSync(full).isDirectory();
          mkdirSync(isDir ? into : path.dirname(into), { recursive: true });
          cpSync(full, into, { recursive: true, filter: from ? undefined : inContext });
        }
      } else if (op === 'RUN') {
        // The image's users do not exist here: ownership changes are the one step left out.
        const command = args.replace(/&&\s*chown\s+\S+\s+\S+/g, '');
        console.info(`[${stage.name}] RUN ${command}`);
        const result = spawnSync('sh', ['-c', command], { cwd: workdir, env, stdio: 'inherit' });
        if (result.status !== 0) throw new Error(`[${stage.name}] RUN failed: ${command}`);
        console.info(`[${stage.name}]   ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else if (op === 'CMD') image.cmd = JSON.parse(args);
      else if (op === 'HEALTHCHECK')
        image.healthcheck = JSON.parse(/CMD\s+(\[.*\])\s*$/.exec(args)?.[1] ?? 'null');
      image.workdir = workdir;
    }
  }
  return { work, image };
}

async function runImage(image) {
  const dataDir = path.join(image.stageRoot, 'app/data');
  mkdirSync(dataDir, { recursive: true });
  const port = String(3900 + Math.floor(Math.random() * 90));
  const env = { ...image.env, PORT: port, DATA_DIR: dataDir };
  const [command, ...args] = image.cmd;
  const server = spawn(command, args, { cwd: image.workdir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  const [hcCommand, ...hcArgs] = image.healthcheck;
  for (;;) {
    const check = spawnSync(hcCommand, hcArgs, { cwd: image.workdir, env, stdio: 'ignore' });
    if (check.status === 0) break;
    if (Date.now() - started > 120_000) {
      server.kill('SIGKILL');
      throw new Error('the image never became healthy');
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.info(`healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  server.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code ?? signal} on SIGTERM`);
  console.info('stopped cleanly on SIGTERM');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDeployFiles();
  for (const p of problems) console.error(`✗ ${p}`);
  if (problems.length > 0) process.exit(1);
  console.info('Dockerfile, compose.yaml and deploy/nginx.conf agree.');
  if (process.argv.includes('--build')) {
    const { work, image } = await buildWithoutDocker();
    try {
      await runImage(image);
    } finally {
      if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
    }
  }
}
