/**
 * Reconcile at scale (issue 4): 1M state records against a 3M-entry log, under 1 GB of memory.
 *
 * Each measurement runs in its own child process so its peak RSS (getrusage maxrss) is its own.
 * Reconcile runs twice: in one sequential pass (check + index on this thread), and with the
 * chain checks on the verify pool while the main thread indexes (issue 14), 1 and 2 workers.
 * The baseline, measured in the same run, is a verify-only pass over the same log on one thread
 * (walkLog with no index): the ratio says what indexing and classifying add to reading and
 * checking every entry once.
 *
 * Env: ANTIDOTE_BENCH_RECONCILE_ENTRIES (3,000,000), ANTIDOTE_BENCH_RECONCILE_STATE (1,000,000),
 *      ANTIDOTE_BENCH_RECONCILE_RUNS (1; the full-size run takes tens of seconds per pass).
 */
import { createWriteStream, mkdtempSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printGrid, fmt, median } from '../harness.js';
import { GENESIS, buildEntry } from '../../kernels/audit/index.js';
import { formatTs } from '../../kernels/audit/index.js';
import { parseAcl } from '../../kernels/audit/index.js';
import { walkLog } from '../../pipeline/audit/reader.js';
import { closeVerifyPools, reconcileLines } from '../../pipeline/audit/index.js';
import type { Verdict } from '../../kernels/audit/index.js';

const T0 = Date.UTC(2026, 0, 1);
const AGENTS_PER_KEY = 4;

async function writeLines(path: string, n: number, line: (i: number) => string): Promise<void> {
  const ws = createWriteStream(path);
  let buf = '';
  for (let i = 0; i < n; i++) {
    buf += line(i) + '\n';
    if (buf.length > 1 << 16) {
      if (!ws.write(buf)) await once(ws, 'drain');
      buf = '';
    }
  }
  ws.end(buf);
  await once(ws, 'finish');
}

/**
 * Log: entry i writes key k(i % K) with value "v<i>" at T0 + i ms, by agent-(⌊i/K⌋ mod 8); agent-7
 * is not in the ACL. State: per key, 4 agents: current (by key+value+time), stale, current by
 * auditSeq, poisoned (a value never audited).
 */
export async function generate(dir: string, entries: number, state: number): Promise<{ log: string; st: string; acl: string }> {
  const keys = Math.max(1, Math.floor(state / AGENTS_PER_KEY));
  const log = join(dir, 'audit.jsonl');
  let prev = GENESIS;
  await writeLines(log, entries, (i) => {
    const { line, entry } = buildEntry(prev, i, formatTs(T0 + i)!, `k${i % keys}`, `v${i}`, `agent-${Math.floor(i / keys) % 8}`);
    prev = entry.hash;
    return line;
  });
  const perKey = Math.floor(entries / keys);
  const st = join(dir, 'state.jsonl');
  await writeLines(st, state, (r) => {
    const k = Math.floor(r / AGENTS_PER_KEY) % keys;
    const a = r % AGENTS_PER_KEY;
    const last = k + keys * (perKey - 1);
    const old = k + keys * Math.floor(perKey / 2);
    switch (a) {
      case 0: return JSON.stringify({ agentId: `a${a}`, key: `k${k}`, value: `v${last}`, ts: T0 + last });
      case 1: return JSON.stringify({ agentId: `a${a}`, key: `k${k}`, value: `v${old}`, ts: T0 + old });
      case 2: return JSON.stringify({ agentId: `a${a}`, key: `k${k}`, value: `v${last}`, ts: T0, auditSeq: last });
      default: return JSON.stringify({ agentId: `a${a}`, key: `k${k}`, value: `evil-${r}`, ts: T0 + r });
    }
  });
  const acl = join(dir, 'acl.json');
  writeFileSync(acl, JSON.stringify({ principals: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`agent-${i}`, ['k*']])) }));
  return { log, st, acl };
}

interface ChildResult {
  ms: number;
  /** user + system CPU time of the child, ms (steadier than wall time on a shared machine). */
  cpuMs: number;
  maxRssMB: number;
  counts?: Record<string, number>;
  entries?: number;
}

/** Runs in the child: one measured pass, result as JSON on stdout. */
async function child(mode: string, log: string, st: string, aclPath: string): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const t = performance.now();
  const out: ChildResult = { ms: 0, cpuMs: 0, maxRssMB: 0 };
  const cpu0 = process.cpuUsage();
  if (mode === 'walk') {
    const r = await walkLog(log, () => undefined);
    out.entries = r.size;
  } else {
    const acl = parseAcl(readFileSync(aclPath, 'utf8'));
    const counts: Record<string, number> = {};
    const threads = mode === 'reconcile' ? 0 : Number(mode.slice('pool-'.length));
    for await (const line of reconcileLines(st, { log, acl, threads })) {
      const v = /"verdict":"([a-z_]+)"/.exec(line)![1] as Verdict;
      counts[v] = (counts[v] ?? 0) + 1;
    }
    out.counts = counts;
    await closeVerifyPools();
  }
  out.ms = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  out.cpuMs = (cpu.user + cpu.system) / 1000;
  out.maxRssMB = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify(out) + '\n');
}

function runChild(mode: string, files: { log: string; st: string; acl: string }): ChildResult {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [self, '--child', mode, files.log, files.st, files.acl], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`reconcile bench child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as ChildResult;
}

export async function bench(): Promise<void> {
  const entries = Number(process.env.ANTIDOTE_BENCH_RECONCILE_ENTRIES ?? 3_000_000);
  const state = Number(process.env.ANTIDOTE_BENCH_RECONCILE_STATE ?? 1_000_000);
  const runs = Number(process.env.ANTIDOTE_BENCH_RECONCILE_RUNS ?? 1);
  const dir = mkdtempSync(join(tmpdir(), 'antidote-rbench-'));
  try {
    const t = performance.now();
    const files = await generate(dir, entries, state);
    const genS = (performance.now() - t) / 1000;
    const logMB = statSync(files.log).size / 1e6;
    const stateMB = statSync(files.st).size / 1e6;
    const walks: ChildResult[] = [];
    const recs: ChildResult[] = [];
    const pool1: ChildResult[] = [];
    const pool2: ChildResult[] = [];
    for (let i = 0; i < runs; i++) {
      walks.push(runChild('walk', files));
      recs.push(runChild('reconcile', files));
      pool1.push(runChild('pool-1', files));
      pool2.push(runChild('pool-2', files));
    }
    const row = (name: string, rs: ChildResult[]): string[] => {
      const ms = median(rs.map((r) => r.ms));
      const cpu = median(rs.map((r) => r.cpuMs));
      return [name, `${fmt(ms / 1000, 2)} s`, `${fmt(cpu / 1000, 2)} s`, fmt((entries / ms) * 1000), fmt((state / ms) * 1000), `${fmt(Math.max(...rs.map((r) => r.maxRssMB)))} MB`, `${fmt(cpu / median(walks.map((r) => r.cpuMs)), 2)}×`, `${fmt(median(recs.map((r) => r.ms)) / ms, 2)}×`];
    };
    for (const r of [...pool1, ...pool2]) {
      if (JSON.stringify(r.counts) !== JSON.stringify(recs[0]!.counts)) throw new Error(`pooled reconcile disagrees: ${JSON.stringify(r.counts)} vs ${JSON.stringify(recs[0]!.counts)}`);
    }
    const w = median(walks.map((r) => r.ms));
    const rc = median(recs.map((r) => r.ms));
    const wc = median(walks.map((r) => r.cpuMs));
    const rcc = median(recs.map((r) => r.cpuMs));
    const rss = Math.max(...recs.map((r) => r.maxRssMB));
    const counts = recs[0]!.counts!;
    printGrid(
      `reconcile: ${fmt(state)} state records (${fmt(stateMB)} MB) against ${fmt(entries)} audit entries (${fmt(logMB)} MB), median of ${runs} (inputs generated in ${fmt(genS, 1)} s)`,
      ['run', 'median wall', 'CPU', 'audit entries/s', 'state records/s', 'peak RSS', '× verify-only (CPU)', 'wall speed-up'],
      [
        ['verify-only walk of the log (baseline, 1 thread)', `${fmt(w / 1000, 2)} s`, `${fmt(wc / 1000, 2)} s`, fmt((entries / w) * 1000), '', `${fmt(Math.max(...walks.map((r) => r.maxRssMB)))} MB`, '1.00×', ''],
        ['reconcile (verify + index + classify, 1 thread)', `${fmt(rc / 1000, 2)} s`, `${fmt(rcc / 1000, 2)} s`, fmt((entries / rc) * 1000), fmt((state / rc) * 1000), `${fmt(rss)} MB`, `${fmt(rcc / wc, 2)}×`, '1.00×'],
        row('reconcile, chain on the verify pool (1 worker) while main indexes', pool1),
        row('reconcile, chain on the verify pool (2 workers) while main indexes', pool2),
      ],
    );
    console.log(`verdicts: ${Object.entries(counts).map(([k, v]) => `${fmt(v)} ${k}`).join(', ')}; peak RSS ${rss < 1024 ? 'under' : 'OVER'} 1 GB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child' && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5]!, process.argv[6]!);
}
