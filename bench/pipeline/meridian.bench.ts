/**
 * Side by side with MERIDIAN (issue 13): MERIDIAN's in-process Tier-1 screen against the whole
 * `antidote screen` process, in one run, on two corpora:
 *
 *   bench       bench/corpus-gen.ts as every other end-to-end run screens it (50–500 bytes)
 *   realistic   the same generator with --lengths realistic (facts, notes and 1–4 KB summaries)
 *
 *   MERIDIAN    memory-integrity.mjs (MIT, bundled unchanged in ../shared/anchors/meridian/,
 *               never imported by the library): records grouped by recallId, only its
 *               screenRecall(memories, context) timed, in a child process of its own
 *   antidote    `node dist/pipeline/cli.js screen FILE --out /dev/null --quiet --threads N`,
 *               spawned: wall clock from spawn to exit, so start-up, reading the automaton image
 *               and the model, framing, screening, merging and writing are all in it; the model
 *               is on (the default); peak RSS and CPU time from bench/pipeline/rss-probe.ts
 *   in process  screenBatch on one thread over batches of 1,000 records (the worker's loop
 *               without the pool): records/s per thread, model on
 *
 * Runs are interleaved (MERIDIAN, 1 thread, 2 threads, in process, then again), each started
 * once the machine is quiet or after QUIET_WAIT_MS; the load before each run is printed.
 *
 *   ANTIDOTE_E2E_RECORDS          bench corpus size (default 200,000)
 *   ANTIDOTE_REALISTIC_RECORDS    realistic corpus size (default 100,000)
 *   ANTIDOTE_MERIDIAN_RECORDS     records MERIDIAN screens per run (default 20,000: it runs at a
 *                                 few thousand per second; the generator's mix is stationary)
 *   ANTIDOTE_MERIDIAN_RUNS        runs per configuration (default 3)
 *   ANTIDOTE_MERIDIAN             path of memory-integrity.mjs (default: found beside the repo)
 *   ANTIDOTE_E2E_1GB=1            also the whole process, --threads 2, over the 1 GiB file the e2e
 *                                 suite screens (corpus-1GiB.jsonl, made once): its peak RSS
 *   ANTIDOTE_BASELINE_CLI         another build's dist/pipeline/cli.js (an earlier commit, built
 *                                 apart): its --threads 1 and 2 runs join the same interleaving,
 *                                 so before/after ratios come from one run
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jsonlCorpus, type LengthProfile } from '../corpus-gen.js';
import { busy, fmt, median, printGrid, waitQuiet } from '../harness.js';

const SELF = fileURLToPath(import.meta.url);
const DIR = join(tmpdir(), 'antidote-bench');
const RUNS = Number(process.env.ANTIDOTE_MERIDIAN_RUNS ?? 3);
const MERIDIAN_RECORDS = Number(process.env.ANTIDOTE_MERIDIAN_RECORDS ?? 20_000);
const CORPORA: { name: string; profile: LengthProfile; records: number }[] = [
  { name: 'bench', profile: 'bench', records: Number(process.env.ANTIDOTE_E2E_RECORDS ?? 200_000) },
  { name: 'realistic', profile: 'realistic', records: Number(process.env.ANTIDOTE_REALISTIC_RECORDS ?? 100_000) },
];
/** Waiting longer for quiet than this only stretches the run: 3 other people share the 2 cores. */
const QUIET_WAIT_MS = 10_000;

/** The repository root: dist/bench/pipeline/ → three folders up, bench/pipeline/ (sources) → two. */
function repoRoot(): string {
  let dir = dirname(SELF);
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'pipeline'))) return dir;
    dir = dirname(dir);
  }
  return resolve(dirname(SELF), '..', '..', '..');
}

const ROOT = repoRoot();
const CLI = join(ROOT, 'dist', 'pipeline', 'cli.js');
const BASELINE_CLI = process.env.ANTIDOTE_BASELINE_CLI && existsSync(process.env.ANTIDOTE_BASELINE_CLI) ? resolve(process.env.ANTIDOTE_BASELINE_CLI) : null;
const PROBE = pathToFileURL(join(ROOT, 'dist', 'bench', 'pipeline', 'rss-probe.js')).href;

/** memory-integrity.mjs: $ANTIDOTE_MERIDIAN, else ../shared/anchors/meridian/ beside the repository (or a parent of it). */
export function meridianPath(): string | null {
  const env = process.env.ANTIDOTE_MERIDIAN;
  if (env) return existsSync(env) ? resolve(env) : null;
  let dir = ROOT;
  for (let i = 0; i < 4; i++) {
    const f = join(dir, '..', 'shared', 'anchors', 'meridian', 'memory-integrity.mjs');
    if (existsSync(f)) return resolve(f);
    dir = dirname(dir);
  }
  return null;
}

function corpusFile(profile: LengthProfile, records: number): string {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, profile === 'bench' ? `corpus-${records}.jsonl` : `corpus-${profile}-${records}.jsonl`);
  if (!existsSync(file)) writeFileSync(file, jsonlCorpus(records, 1, profile));
  return file;
}

export interface Run {
  records: number;
  bytes: number;
  seconds: number;
  /** CPU seconds of every thread (0 when unknown). */
  cpu: number;
  /** Peak RSS in MB (0 when unknown). */
  rssMb: number;
  /** Busy fraction of the CPUs in the half second before the run (other people's work). */
  load: number;
}

let noisy = 0;

function beforeRun(): number {
  if (!waitQuiet(QUIET_WAIT_MS)) noisy++;
  return busy(200);
}

/** The whole `antidote screen` process on a JSONL file, model on. */
export function cliRun(file: string, threads: number, extra: string[] = [], cli = CLI): Run {
  const load = beforeRun();
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', PROBE, cli, 'screen', file, '--out', '/dev/null', '--quiet', '--threads', String(threads), ...extra], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const seconds = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`antidote screen --threads ${threads} ${file} failed (${r.status}): ${r.stderr}`);
  const probe = /antidote-bench-probe (\{.*\})/.exec(r.stderr);
  const summary = /antidote screen: (\d+) records/.exec(r.stderr);
  const p = probe ? (JSON.parse(probe[1]!) as { rssMb: number; cpu: number }) : { rssMb: 0, cpu: 0 };
  return { records: Number(summary?.[1] ?? 0), bytes: statSync(file).size, seconds, cpu: p.cpu, rssMb: p.rssMb, load };
}

function child(kind: string, file: string, records: number): Run {
  const load = beforeRun();
  const r = spawnSync(process.execPath, [SELF, '--meridian-child', kind, file, String(records)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`bench child ${kind} ${file} failed: ${r.stderr}`);
  return { ...(JSON.parse(r.stdout.trim().split('\n').pop()!) as Run), load };
}

// ---------------------------------------------------------------------------------- children

function firstLines(file: string, records: number): string[] {
  const text = readFileSync(file, 'utf8');
  const lines: string[] = [];
  for (let s = 0; lines.length < records; ) {
    const e = text.indexOf('\n', s);
    if (e < 0) break;
    if (e > s) lines.push(text.slice(s, e));
    s = e + 1;
  }
  return lines;
}

interface MeridianMemory {
  id: string;
  content: string;
  source: string;
}
type ScreenRecall = (memories: MeridianMemory[], context: string, opts?: object) => { quarantined: unknown[] };

/** MERIDIAN: the records grouped into their recalls (in order of first appearance), only screenRecall timed. */
async function meridianChild(file: string, records: number): Promise<Omit<Run, 'load'>> {
  const path = meridianPath();
  if (!path) throw new Error('MERIDIAN not found');
  const { screenRecall } = (await import(pathToFileURL(path).href)) as { screenRecall: ScreenRecall };
  const lines = firstLines(file, records);
  const groups = new Map<string, MeridianMemory[]>();
  let bytes = 0;
  for (const l of lines) {
    bytes += Buffer.byteLength(l) + 1;
    const r = JSON.parse(l) as { id: string; content: string; source: string; recallId?: string };
    const key = r.recallId ?? `\0${r.id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push({ id: r.id, content: r.content, source: r.source });
  }
  const recalls = [...groups.values()];
  const contexts = recalls.map((g) => g.map((m) => `- ${m.content}`).join('\n'));
  const c0 = process.cpuUsage();
  const t = performance.now();
  let quarantined = 0;
  for (let i = 0; i < recalls.length; i++) quarantined += screenRecall(recalls[i]!, contexts[i]!).quarantined.length;
  const seconds = (performance.now() - t) / 1000;
  const c = process.cpuUsage(c0);
  if (quarantined === 0) throw new Error('MERIDIAN quarantined nothing: not the screen this bench expects');
  return { records: lines.length, bytes, seconds, cpu: (c.user + c.system) / 1e6, rssMb: process.resourceUsage().maxRSS / 1024 };
}

/** One thread in process, model on: framing done beforehand, only screenBatch timed. */
async function inProcessChild(file: string, records: number): Promise<Omit<Run, 'load'>> {
  const { BatchBuffers, BatchBuilder, JsonlBatcher } = await import('../../pipeline/sources/index.js');
  const { BATCH_BYTES, BATCH_RECORDS } = await import('../../pipeline/screen/pool.js');
  const { defaultImage, defaultModel, screenBatch } = await import('../../workers/batch/index.js');
  const { Screener } = await import('../../kernels/screen/index.js');
  const all = readFileSync(file);
  let cut = 0;
  for (let n = 0; n < records && cut < all.length; n++) {
    const e = all.indexOf(0x0a, cut);
    cut = e < 0 ? all.length : e + 1;
  }
  const bytes = all.subarray(0, cut);
  const b = new BatchBuilder('jsonl', new BatchBuffers(false), { records: BATCH_RECORDS, bytes: BATCH_BYTES });
  const f = new JsonlBatcher(b);
  const batches: import('../../workers/batch/index.js').RecordBatch[] = [];
  for (let at = 0; at < bytes.length; at += 1 << 20) f.push(bytes.subarray(at, at + (1 << 20)), batches);
  f.end(batches);
  const screener = new Screener(defaultImage(), { model: defaultModel(), features: 'recall' });
  const opts = { maxRecordBytes: 1 << 20, side: false };
  // warm-up: the JIT, the image's pages
  for (const batch of batches.slice(0, 5)) screenBatch(screener, batch, opts);
  const c0 = process.cpuUsage();
  const t = performance.now();
  let n = 0;
  for (const batch of batches) n += screenBatch(screener, batch, opts).n;
  const seconds = (performance.now() - t) / 1000;
  const c = process.cpuUsage(c0);
  return { records: n, bytes: bytes.length, seconds, cpu: (c.user + c.system) / 1e6, rssMb: process.resourceUsage().maxRSS / 1024 };
}

// ---------------------------------------------------------------------------------- parent

const rps = (r: Run) => r.records / r.seconds;
const rpcs = (r: Run) => (r.cpu > 0 ? r.records / r.cpu : NaN);
const mbps = (r: Run) => r.bytes / r.seconds / 1e6;

export async function bench(): Promise<void> {
  const mer = meridianPath();
  if (!existsSync(CLI) || !existsSync(fileURLToPath(PROBE))) {
    console.log(`\n### side by side with MERIDIAN — skipped: ${CLI} or the probe is not built (npm run build)`);
    return;
  }
  console.log(
    `\n### side by side with MERIDIAN — ${RUNS} runs each, interleaved; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average at start ${loadavg()
      .map((x) => fmt(x, 2))
      .join(' ')}`,
  );
  if (!mer) console.log('MERIDIAN skipped: memory-integrity.mjs not found in ../shared/anchors/meridian/ beside the repository (set ANTIDOTE_MERIDIAN to its path)');
  else console.log(`MERIDIAN: ${mer} (screenRecall, first ${MERIDIAN_RECORDS.toLocaleString('en-US')} records of each corpus, grouped by recallId)`);
  if (BASELINE_CLI) console.log(`baseline: ${BASELINE_CLI}`);
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  for (const c of CORPORA) {
    const file = corpusFile(c.profile, c.records);
    const size = statSync(file).size;
    const runs = { meridian: [] as Run[], one: [] as Run[], two: [] as Run[], inproc: [] as Run[], base1: [] as Run[], base2: [] as Run[] };
    for (let r = 0; r < RUNS; r++) {
      if (mer) runs.meridian.push(child('meridian', file, MERIDIAN_RECORDS));
      if (BASELINE_CLI) runs.base1.push(cliRun(file, 1, [], BASELINE_CLI));
      runs.one.push(cliRun(file, 1));
      if (BASELINE_CLI) runs.base2.push(cliRun(file, 2, [], BASELINE_CLI));
      runs.two.push(cliRun(file, 2));
      runs.inproc.push(child('inproc', file, Math.min(c.records, 50_000)));
    }
    const m = mer ? median(runs.meridian.map(rps)) : NaN;
    const one = median(runs.one.map(rps));
    const line = (name: string, rs: Run[], vsOne: boolean): (string | number)[] => {
      const x = median(rs.map(rps));
      return [
        c.name,
        name,
        fmt(x),
        fmt(median(rs.map(mbps)), 1),
        fmt(median(rs.map(rpcs))),
        rs[0]!.rssMb > 0 ? fmt(median(rs.map((q) => q.rssMb))) : '',
        mer ? `${fmt(x / m, 1)}×` : 'skipped',
        vsOne ? `${fmt(x / one, 2)}×` : '',
        fmt(median(rs.map((q) => q.load)) * 100, 0) + '%',
      ];
    };
    if (mer) rows.push(line(`MERIDIAN screenRecall, in process (first ${MERIDIAN_RECORDS.toLocaleString('en-US')})`, runs.meridian, false));
    if (BASELINE_CLI) {
      rows.push(line('baseline build, --threads 1, whole process', runs.base1, true));
      rows.push(line('baseline build, --threads 2, whole process', runs.base2, true));
    }
    rows.push(line('antidote screen --threads 1, whole process', runs.one, true));
    rows.push(line('antidote screen --threads 2, whole process', runs.two, true));
    rows.push(line(`in process, one thread, screenBatch (first ${Math.min(c.records, 50_000).toLocaleString('en-US')})`, runs.inproc, false));
    const pairs = runs.one.map((r, i) => rps(runs.two[i]!) / rps(r));
    const vsMer = mer ? runs.two.map((r, i) => rps(r) / rps(runs.meridian[i]!)) : [];
    notes.push(
      `${c.name} (${c.records.toLocaleString('en-US')} records, ${fmt(size / 1e6, 1)} MB): threads 2 ÷ threads 1 run by run ${pairs.map((x) => fmt(x, 2)).join(', ')} (median ${fmt(median(pairs), 2)})` +
        (mer ? `; threads 2 ÷ MERIDIAN run by run ${vsMer.map((x) => fmt(x, 1)).join(', ')}` : '') +
        `; records/s — MERIDIAN ${runs.meridian.map((r) => fmt(rps(r))).join(', ')}; 1 thread ${runs.one.map((r) => fmt(rps(r))).join(', ')}; 2 threads ${runs.two.map((r) => fmt(rps(r))).join(', ')}` +
        (BASELINE_CLI
          ? `; this build ÷ baseline run by run, 1 thread ${runs.one.map((r, i) => fmt(rps(r) / rps(runs.base1[i]!), 2)).join(', ')}, 2 threads ${runs.two.map((r, i) => fmt(rps(r) / rps(runs.base2[i]!), 2)).join(', ')}`
          : ''),
    );
  }
  printGrid(
    'side by side with MERIDIAN (medians; antidote = the whole spawned process, model on)',
    ['corpus', 'configuration', 'records/s', 'MB/s', 'records per CPU-second', 'peak RSS MB', '× MERIDIAN', '× threads 1', 'CPU busy before'],
    rows,
  );
  for (const n of notes) console.log(`\n${n}`);
  if (process.env.ANTIDOTE_E2E_1GB === '1') gigabyte();
  if (noisy > 0) console.log(`\n(${noisy} run(s) started on a busy machine after waiting ${QUIET_WAIT_MS / 1000} s for quiet)`);
}

/** The whole process over the e2e suite's 1 GiB file (generated once, as that suite does). */
function gigabyte(): void {
  const file = join(DIR, 'corpus-1GiB.jsonl');
  if (!existsSync(file)) {
    mkdirSync(DIR, { recursive: true });
    spawnSync(process.execPath, [join(ROOT, 'dist', 'bench', 'corpus-gen.js'), '--out', file, '--bytes', '1G'], { stdio: 'inherit' });
  }
  const r = cliRun(file, 2);
  printGrid(
    '1 GiB of JSONL, antidote screen --threads 2, whole process, model on',
    ['records', 'MB', 'records/s', 'MB/s', 'records per CPU-second', 'peak RSS MB', 'wall s', 'CPU busy before'],
    [[fmt(r.records), fmt(r.bytes / 1e6), fmt(rps(r)), fmt(mbps(r), 1), fmt(rpcs(r)), fmt(r.rssMb), fmt(r.seconds, 1), `${fmt(r.load * 100, 0)}%`]],
  );
}

// child entry: node dist/bench/pipeline/meridian.bench.js --meridian-child meridian|inproc FILE RECORDS
if (process.argv[2] === '--meridian-child') {
  const [, , , kind, file, records] = process.argv;
  const r = kind === 'meridian' ? await meridianChild(file!, Number(records)) : await inProcessChild(file!, Number(records));
  console.log(JSON.stringify(r));
  process.exit(0);
}
