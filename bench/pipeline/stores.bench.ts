/**
 * Records/s from a memory store against the same records from a JSONL file: LangGraph's store
 * table in a real PostgreSQL 15 server (started here in a temporary directory) and in SQLite,
 * read by `antidote screen --from …`, with and without --write-back; whole CLI runs, medians.
 *
 *   node dist/bench/run.js stores        (ANTIDOTE_BENCH_STORE_N=… records, default 100,000)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres, unavailable } from './pg-server.js';

const root = new URL('../../..', import.meta.url).pathname;
const cli = join(root, 'dist', 'pipeline', 'cli.js');
const RUNS = 3;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, 'screen', ...args, '-q', '--out', '/dev/null'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`antidote ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  return (performance.now() - t0) / 1000;
}

export async function bench(): Promise<void> {
  const n = Number(process.env.ANTIDOTE_BENCH_STORE_N ?? 100_000);
  const examples = readFileSync(join(root, 'examples/memories.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, string>);
  const records = Array.from({ length: n }, (_, i) => {
    const m = examples[i % examples.length]!;
    return { id: `k${String(i).padStart(7, '0')}`, content: m.content!, source: m.source!, agentId: m.agentId! };
  });
  const dir = mkdtempSync(join(tmpdir(), 'antidote-bench-stores-'));
  const jsonl = join(dir, 'records.jsonl');
  writeFileSync(jsonl, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const rows: [string, number][] = [];
  const measure = (label: string, args: string[], before?: () => void) => {
    const ts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      before?.();
      ts.push(time(args));
    }
    rows.push([label, median(ts)]);
  };
  measure('JSONL file', [jsonl]);

  const Database = createRequire(import.meta.url)('better-sqlite3');
  const sqlitePath = join(dir, 'store.db');
  const db = new Database(sqlitePath);
  db.exec('CREATE TABLE store (prefix text NOT NULL, key text NOT NULL, value text NOT NULL, created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, expires_at TIMESTAMP, ttl_minutes REAL, PRIMARY KEY (prefix, key))');
  const ins = db.prepare('INSERT INTO store (prefix, key, value) VALUES (?, ?, ?)');
  db.transaction(() => records.forEach((r) => ins.run(`memories.${r.agentId}`, r.id, JSON.stringify({ content: r.content, source: r.source }))))();
  db.close();
  measure('SQLite (LangGraph store)', ['--from', `sqlite:${sqlitePath}`]);
  measure('SQLite --write-back', ['--from', `sqlite:${sqlitePath}`, '--write-back']);

  const skip = unavailable();
  if (skip) console.log(`stores bench: PostgreSQL skipped: ${skip}`);
  else {
    const server = await startPostgres();
    const c = new pg.Client({ connectionString: server.url });
    try {
      await c.connect();
      await c.query('CREATE TABLE store (prefix text NOT NULL, key text NOT NULL, value jsonb NOT NULL, created_at timestamptz DEFAULT CURRENT_TIMESTAMP, updated_at timestamptz DEFAULT CURRENT_TIMESTAMP, expires_at timestamptz, ttl_minutes int, PRIMARY KEY (prefix, key))');
      for (let i = 0; i < records.length; i += 1000) {
        const params: unknown[] = [];
        const values = records.slice(i, i + 1000).map((r, j) => (params.push(`memories.${r.agentId}`, r.id, JSON.stringify({ content: r.content, source: r.source })), `($${3 * j + 1}, $${3 * j + 2}, $${3 * j + 3}::jsonb)`));
        await c.query(`INSERT INTO store (prefix, key, value) VALUES ${values.join(', ')}`, params);
      }
      await c.query('ANALYZE store');
      measure('PostgreSQL (LangGraph store)', ['--from', server.url, '--table', 'store']);
      measure('PostgreSQL --write-back', ['--from', server.url, '--table', 'store', '--write-back']);
    } finally {
      await c.end();
      server.stop();
    }
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n## stores: ${n} records, whole CLI runs, median of ${RUNS}\n`);
  console.log('| source | seconds | records/s | vs JSONL |\n|---|---|---|---|');
  const base = rows[0]![1];
  for (const [label, s] of rows) console.log(`| ${label} | ${s.toFixed(2)} | ${Math.round(n / s).toLocaleString('en-US')} | ${(base / s).toFixed(2)}× |`);
}
