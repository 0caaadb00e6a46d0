/**
 * A Chromium CPU profile (CDP `Profiler.stop`) summed as the profiling benches print it: the main thread's self time
 * per source file and per function, through the build's source maps where apps/web/dist has them (a build with
 * `PCS_SOURCEMAP=1`), else per built file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { repoRoot } from '../../scripts/demo-server';

const say = (line: string) => process.stdout.write(`${line}\n`);

export type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
export type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const consumers = new Map<string, SourceMapConsumer | null>();

async function consumerFor(url: string): Promise<SourceMapConsumer | null> {
  const file = path.basename(new URL(url, 'http://x').pathname);
  if (consumers.has(file)) return consumers.get(file) ?? null;
  const mapFile = path.join(repoRoot, 'apps/web/dist/assets', `${file}.map`);
  const consumer = existsSync(mapFile)
    ? await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')))
    : null;
  consumers.set(file, consumer);
  return consumer;
}

/** The original source of a frame: `node_modules/<package>` or the app's path, or the built file's name. */
async function sourceOf(frame: ProfileNode['callFrame']): Promise<{ file: string; fn: string }> {
  if (!frame.url) return { file: `(${frame.functionName || 'program'})`, fn: frame.functionName };
  const built = path.basename(new URL(frame.url, 'http://x').pathname);
  const consumer = await consumerFor(frame.url);
  const at = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at?.source)
    return { file: built, fn: `${frame.functionName || '(anonymous)'} ${built}:${frame.lineNumber}` };
  const source = at.source.replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return {
    file: pkg ? `node_modules/${pkg}` : source,
    fn: `${frame.functionName || at.name || '(anonymous)'} ${source}:${at.line}`,
  };
}

export async function summariseProfile(profile: Profile): Promise<void> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const perFile = new Map<string, number>();
  const perFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    const { file, fn } = await sourceOf(frame);
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms  ${k}`);
  say('  self time per source:');
  for (const l of top(perFile, 25)) say(l);
  say('  top functions:');
  for (const l of top(perFunction, 25)) say(l);
}

/** Prints the profile's summary and, with PROFILE_DIR set, keeps it there as `<name>.cpuprofile` (for DevTools). */
export async function reportProfile(profile: Profile, name: string): Promise<void> {
  await summariseProfile(profile);
  if (process.env.PROFILE_DIR)
    writeFileSync(path.join(process.env.PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
}
