/**
 * Shared by the serve tests (test/serve) and benchmark (bench/serve): the input corpus, publishing it, reading the output
 * streams back, and the reference run of `antidote screen --correlate` over the same records.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { runScreen } from '../../pipeline/screen/index.js';
import { DEFAULT_NAMES, memorySubject } from '../../pipeline/serve/index.js';

// the repository root, from bench/serve/ (vitest) or dist/bench/serve/ (npm run bench)
const here = new URL('.', import.meta.url).pathname;
const root = [join(here, '../..'), join(here, '../../..')].find((r) => existsSync(join(r, 'test/fixtures/correlate')))!;

/** Poison: lines that are not records (they must get error verdicts and be acked). */
export const POISON = ['{"id":"p-1","content":', '[1,2,3]', '{"id":"p-2","source":"web:x"}', '{"id":"p-3","content":7,"agentId":"agent-h01"}', 'not json at all'];

/**
 * The correlation fixture (dev + heldout), `copies` times over with agent and memory ids made
 * distinct per copy, and the poison lines spread through it. JSONL lines, no trailing '\n'.
 */
export function corpus(copies = 1, poison = true): string[] {
  const base = ['dev', 'heldout'].flatMap((s) =>
    readFileSync(join(root, 'test/fixtures/correlate', `${s}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== ''),
  );
  const out: string[] = [];
  for (let c = 0; c < copies; c++) {
    for (const l of base) {
      const r = JSON.parse(l) as Record<string, unknown>;
      if (c > 0) {
        r.id = `${String(r.id)}-c${c}`;
        if (typeof r.agentId === 'string') r.agentId = `${r.agentId}-c${c}`;
        if (typeof r.recallId === 'string') r.recallId = `${r.recallId}-c${c}`;
      }
      out.push(JSON.stringify(r));
    }
  }
  if (poison) POISON.forEach((p, i) => out.splice(Math.floor(((i + 1) * out.length) / (POISON.length + 1)), 0, p));
  return out;
}

/** The agent a producer would publish a line under (unreadable lines: `default`). */
export function agentOfLine(line: string): string {
  try {
    const r = JSON.parse(line) as { agentId?: unknown };
    if (r && typeof r === 'object' && typeof r.agentId === 'string') return r.agentId;
  } catch {
    /* poison */
  }
  return 'default';
}

/** Publishes in flight at once. */
const PUBLISH_WINDOW = 256;

export async function publishLines(url: string, lines: readonly string[]): Promise<void> {
  const nc = await connect({ servers: url });
  const js = jetstream(nc);
  const enc = new TextEncoder();
  // one connection writes in order, so stream sequence i+1 is line i+1 of the reference file;
  // a window of PUBLISH_WINDOW unacknowledged publishes keeps the producer from being the bottleneck
  for (let i = 0; i < lines.length; i += PUBLISH_WINDOW) {
    await Promise.all(lines.slice(i, i + PUBLISH_WINDOW).map((l) => js.publish(memorySubject(agentOfLine(l)), enc.encode(l))));
  }
  await nc.drain();
}

/** Every message of a stream, in stream order. */
export async function readStream(nc: NatsConnection, stream: string): Promise<string[]> {
  const jsm = await jetstreamManager(nc);
  const info = await jsm.streams.info(stream);
  const out: string[] = [];
  const dec = new TextDecoder();
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq });
    if (m) out.push(dec.decode(m.data));
  }
  return out;
}

export async function streamCount(nc: NatsConnection, stream: string): Promise<number> {
  const jsm = await jetstreamManager(nc);
  return (await jsm.streams.info(stream)).state.messages;
}

export async function outputs(url: string): Promise<{ verdicts: string[]; alerts: string[]; pending: number }> {
  const nc = await connect({ servers: url });
  try {
    return {
      verdicts: await readStream(nc, DEFAULT_NAMES.verdictStream),
      alerts: await readStream(nc, DEFAULT_NAMES.alertStream),
      pending: await streamCount(nc, DEFAULT_NAMES.memoryStream),
    };
  } finally {
    await nc.close();
  }
}

/** Wait (bounded) until the verdict stream holds `n` messages. */
export async function waitForVerdicts(url: string, n: number, ms: number): Promise<number> {
  const nc = await connect({ servers: url });
  try {
    const until = Date.now() + ms;
    for (;;) {
      const c = await streamCount(nc, DEFAULT_NAMES.verdictStream).catch(() => 0);
      if (c >= n || Date.now() > until) return c;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await nc.close();
  }
}

/** One `antidote screen --correlate` run over the lines: its verdict lines and alert lines. */
export async function reference(lines: readonly string[]): Promise<{ verdicts: string[]; alerts: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'antidote-serve-ref-'));
  const input = join(dir, 'in.jsonl');
  writeFileSync(input, lines.join('\n') + '\n');
  const out = join(dir, 'verdicts.jsonl');
  const alerts = join(dir, 'alerts.jsonl');
  await runScreen({ input, out, correlate: true, alerts, threads: '0', quiet: true }, { stderr: { write: () => true } });
  const read = (f: string) => readFileSync(f, 'utf8').split('\n').filter((l) => l !== '');
  return { verdicts: read(out), alerts: read(alerts) };
}

export const sorted = (xs: readonly string[]): string[] => [...xs].sort();
