/**
 * Records per second through `antidote serve` on a local `nats-server -js`, against the file
 * pipeline (`antidote screen --correlate`) over the same records.
 *
 *   file, 1 thread / 2 threads   runScreen over a JSONL file (summary.seconds)
 *   serve, shared consumer, 1|2  worker processes on the one durable consumer, KV state by CAS
 *                                with the per-agent turn check
 *   serve, 2 partitions          the server maps memories.<agent> to memories.<0|1>.<agent>
 *                                (partition(2,1)); one worker and one consumer per partition
 *
 * The memories are published before the workers start; the time runs from the first verdict in
 * the verdict stream to the last, so it leaves out process start and the Screener's load.
 * Usage: node dist/bench/run.js serve   (SERVE_COPIES=N: corpus copies, default 40)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScreen } from '../../pipeline/screen/index.js';
import { serve } from '../../pipeline/serve/index.js';
import { corpus, outputs, publishLines, sorted, waitForVerdicts } from './harness.js';
import { NatsServer, natsServerPath, NO_NATS_SERVER } from './nats-server.js';

const cli = new URL('../../pipeline/cli.js', import.meta.url).pathname;
const silent = { write: () => true };

async function fileRun(lines: readonly string[], threads: string): Promise<{ seconds: number; cpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'antidote-serve-bench-'));
  const input = join(dir, 'in.jsonl');
  writeFileSync(input, lines.join('\n') + '\n');
  const c0 = process.cpuUsage();
  const s = await runScreen({ input, out: join(dir, 'v.jsonl'), correlate: true, alerts: join(dir, 'a.jsonl'), threads, quiet: true }, { stderr: silent, inlineBelowBytes: threads === '0' ? undefined : 0 });
  const c = process.cpuUsage(c0);
  // CPU of this process only: for 1 thread (inline) that is all of it; the pool's threads are not counted
  return { seconds: s.seconds, cpu: (c.user + c.system) / 1e6 };
}

interface WorkerSummary {
  memories: number;
  turns: number;
  conflicts: number;
  redelivered: number;
  cpu: number;
}

function parseSummary(s: string): WorkerSummary {
  const n = (re: RegExp) => Number(re.exec(s)?.[1] ?? NaN);
  return { memories: n(/(\d+) memories/), turns: n(/(\d+) turn waits/), conflicts: n(/(\d+) conflicts/), redelivered: n(/(\d+) redelivered/), cpu: n(/([\d.]+) s CPU/) };
}

async function serveRun(lines: readonly string[], workers: string[][], config = ''): Promise<{ seconds: number; alerts: number; verdicts: string[]; workers: WorkerSummary[] }> {
  const server = await NatsServer.start(config);
  try {
    // the topology (streams, consumers, bucket) before the memories
    for (const w of workers) {
      const p = w.indexOf('--partition');
      const h = await serve({ nats: server.url, idleExitMs: 0, partition: p >= 0 ? Number(w[p + 1]) : undefined });
      await h.stop();
    }
    await publishLines(server.url, lines);
    const procs = workers.map((args) => spawn(process.execPath, [cli, 'serve', '--nats', server.url, '--quiet', '--idle-exit', '2000', ...args], { stdio: ['ignore', 'ignore', 'pipe'] }));
    const errs = procs.map(() => '');
    procs.forEach((p, i) => p.stderr!.on('data', (d: Buffer) => (errs[i] += d.toString())));
    const exits = procs.map((p) => new Promise<void>((r) => p.once('exit', () => r())));
    await waitForVerdicts(server.url, 1, 120_000);
    const t0 = performance.now();
    const n = await waitForVerdicts(server.url, lines.length, 600_000);
    const seconds = (performance.now() - t0) / 1000;
    if (n < lines.length) throw new Error(`serve bench: ${n} of ${lines.length} verdicts`);
    await Promise.all(exits);
    const out = await outputs(server.url);
    return { seconds, alerts: out.alerts.length, verdicts: out.verdicts, workers: errs.map(parseSummary) };
  } finally {
    await server.destroy();
  }
}

export async function bench(): Promise<void> {
  if (!natsServerPath()) {
    console.log(`serve: ${NO_NATS_SERVER}`);
    return;
  }
  const copies = Number(process.env.SERVE_COPIES ?? 40);
  const lines = corpus(copies, false);
  const n = lines.length;
  console.log(`\nserve: ${n} records (${copies} copies of the correlation fixture), records/s`);
  const rows: [string, number, string][] = [];
  const perK = (cpu: number) => `${((cpu * 1000) / n).toFixed(2)} ms CPU per record`;
  const f1 = await fileRun(lines, '0');
  rows.push(['file pipeline, screen --correlate, 1 thread', n / f1.seconds, perK(f1.cpu)]);
  const f2 = await fileRun(lines, '2');
  rows.push(['file pipeline, screen --correlate, 2 threads', n / f2.seconds, '']);
  const note = (r: Awaited<ReturnType<typeof serveRun>>) => {
    const sum = (k: keyof WorkerSummary) => r.workers.reduce((a, w) => a + w[k], 0);
    return `${perK(sum('cpu'))} (workers, start-up included); ${r.workers.map((w) => w.memories).join(' + ')} memories; ${sum('turns')} turn waits, ${sum('conflicts')} conflicts; ${r.alerts} alerts`;
  };
  const one = await serveRun(lines, [[]]);
  rows.push(['serve, shared consumer + KV CAS, 1 worker', n / one.seconds, note(one)]);
  const two = await serveRun(lines, [[], []]);
  rows.push(['serve, shared consumer + KV CAS, 2 workers', n / two.seconds, note(two)]);
  const part = await serveRun(lines, [['--partition', '0'], ['--partition', '1']], 'mappings: { "memories.*": "memories.{{partition(2,1)}}.{{wildcard(1)}}" }');
  rows.push(['serve, 2 partitions (subject mapping), 1 worker each', n / part.seconds, note(part)]);
  const same = JSON.stringify(sorted(one.verdicts)) === JSON.stringify(sorted(two.verdicts)) && JSON.stringify(sorted(two.verdicts)) === JSON.stringify(sorted(part.verdicts));
  console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  console.log('| configuration | records/s | |');
  console.log('|---|---:|---|');
  for (const [name, rate, note] of rows) console.log(`| ${name} | ${Math.round(rate).toLocaleString('en-US')} | ${note} |`);
  console.log(`serve outputs identical across configurations: ${same}`);
}
