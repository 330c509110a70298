/**
 * Memory stores in SQL databases, read with a cursor and written back beside the memories.
 *
 *   --from postgres://…  --table store            LangGraph's PostgresStore table (prefix, key, value jsonb, …)
 *   --from sqlite:PATH   --table store            LangGraph's SqliteStore table (prefix, key, value text, …)
 *   --from sqlite:~/.mem0/history.db [--table history]   mem0's history (memory_id, new_memory, event, …)
 *   --from … --table T --map id=/col,content=/col/ptr,… [--order COL]   any table, rows read as objects
 *   --from … --query 'SELECT …' --map … --order COL                      any query
 *
 * Reading is keyset pagination — `WHERE (k1, k2) > (last) ORDER BY k1, k2 LIMIT page` — a cursor
 * that holds no transaction or snapshot open between pages and never loads the table: each page
 * is PAGE_ROWS rows, and the position after a page (its last key) is the watermark.
 *
 * Write-back (`--write-back`) never deletes and never touches the store's rows: verdicts go to a
 * side table, upserted on (store_table, store_key) so a re-run is idempotent, and the watermark
 * of each page goes to `antidote_watermarks` in the same transaction as the page's verdicts. A
 * crash loses at most the page in flight; `--resume` starts after the last committed watermark.
 *
 *   CREATE TABLE antidote_verdicts (store_table, store_key, action, score, reasons, verdict,
 *                                   screened_at, PRIMARY KEY (store_table, store_key))
 *   CREATE TABLE antidote_watermarks (store_table PRIMARY KEY, watermark, records, updated_at)
 */
import { AntidoteError, UsageError, type Verdict } from '../../kernels/common/index.js';
import { loadSqlite } from '../correlate/index.js';
import { applyMap, type Mapping } from './mapping.js';
import { toRecords } from './shapes.js';

/**
 * Rows per page. 2,000 rows of ~200 bytes is ~0.4 MB per round trip; the screen costs ~20 µs a
 * record, so a page is ~40 ms of screening against a sub-millisecond query on the key index.
 */
export const PAGE_ROWS = 2000;

export type Layout = 'langgraph' | 'mem0-history' | 'table' | 'query';
export type Watermark = unknown[];

export interface StoreOptions {
  table?: string;
  query?: string;
  map?: Mapping;
  order?: string;
  pageRows?: number;
}

export interface Page {
  records: Record<string, unknown>[];
  /** Keys of the records, in order (the verdicts' ids). */
  keys: string[];
  last: Watermark;
}

export interface StoreSource {
  readonly name: string;
  readonly layout: Layout;
  /** The label verdicts are written back under (`store_table`). */
  readonly tableLabel: string;
  pages(after: Watermark | null): AsyncGenerator<Page>;
  readWatermark(): Promise<Watermark | null>;
  /** Record the verdicts of one page and its watermark, in one transaction. */
  writeBack(rows: { key: string; verdict: Verdict }[], last: Watermark, records: number): Promise<void>;
  close(): Promise<void>;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;
const quote = (id: string) => id.split('.').map((p) => `"${p}"`).join('.');

function checkIdent(id: string, what: string): string {
  if (!IDENT.test(id)) throw new UsageError(`${what} '${id}' is not a plain SQL identifier (letters, digits, _; schema.table allowed)`);
  return id;
}

/** A SQL dialect's few differences. */
interface Dialect {
  kind: 'postgres' | 'sqlite';
  param(i: number): string;
  query(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  columns(table: string): Promise<string[]>;
  tx(f: () => Promise<void>): Promise<void>;
  ddl: { json: string; time: string; float: string };
  close(): Promise<void>;
}

function scoreOf(v: Verdict): number {
  const s = (v as { score?: unknown }).score;
  return typeof s === 'number' ? s : v.action === 'quarantine' ? 1 : 0;
}

/** Row → the text of a JSON column where SQLite keeps it as text. */
function jsonish(v: unknown): unknown {
  if (typeof v === 'string' && (v.startsWith('{') || v.startsWith('['))) {
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }
  return v;
}

class SqlSource implements StoreSource {
  private ensured = false;
  constructor(
    readonly name: string,
    private readonly db: Dialect,
    readonly layout: Layout,
    private readonly relation: string,
    private readonly keyCols: string[],
    private readonly opts: StoreOptions,
    readonly tableLabel: string,
  ) {}

  private toRecord(row: Record<string, unknown>): { rec: Record<string, unknown>; key: string } {
    switch (this.layout) {
      case 'langgraph': {
        const out: unknown[] = [];
        const created = row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at;
        toRecords({ prefix: row.prefix, key: row.key, value: row.value, created_at: created }, 'langgraph', this.opts.map, out);
        const rec = out[0] as Record<string, unknown>;
        return { rec, key: String(rec.id ?? `${String(row.prefix)}/${String(row.key)}`) };
      }
      case 'mem0-history': {
        const rec: Record<string, unknown> = { id: row.id, content: row.new_memory, source: typeof row.role === 'string' && row.role ? `mem0:${row.role}` : 'mem0:history' };
        if (typeof row.actor_id === 'string' && row.actor_id) rec.agentId = row.actor_id;
        const ts = row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at;
        if (typeof ts === 'string') rec.ts = ts;
        if (this.opts.map) Object.assign(rec, applyMap(row, this.opts.map));
        return { rec, key: String(rec.id) };
      }
      default: {
        const obj: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(row)) obj[k] = v instanceof Date ? v.toISOString() : jsonish(v);
        const rec = applyMap(obj, this.opts.map ?? {});
        const key = rec.id !== undefined ? String(rec.id) : this.keyCols.map((c) => String(row[c])).join('/');
        return { rec, key };
      }
    }
  }

  async *pages(after: Watermark | null): AsyncGenerator<Page> {
    const db = this.db;
    const n = this.opts.pageRows ?? PAGE_ROWS;
    const cols = this.keyCols.map(quote);
    const filter = this.layout === 'mem0-history' ? ' AND new_memory IS NOT NULL' : '';
    const from = this.layout === 'query' ? `(${this.opts.query}) AS antidote_q` : quote(this.relation);
    let last = after;
    for (;;) {
      const where = last ? `WHERE (${cols.join(', ')}) > (${cols.map((_, i) => db.param(i + 1)).join(', ')})${filter}` : filter ? `WHERE ${filter.slice(5)}` : '';
      const sql = `SELECT * FROM ${from} ${where} ORDER BY ${cols.join(', ')} LIMIT ${n}`;
      const rows = await db.query(sql, last ?? []);
      if (rows.length === 0) return;
      const records: Record<string, unknown>[] = [];
      const keys: string[] = [];
      for (const row of rows) {
        const { rec, key } = this.toRecord(row);
        records.push(rec);
        keys.push(key);
      }
      const lastRow = rows[rows.length - 1]!;
      last = this.keyCols.map((c) => lastRow[c]);
      yield { records, keys, last };
      if (rows.length < n) return;
    }
  }

  private async ensure(): Promise<void> {
    if (this.ensured) return;
    const { json, time, float } = this.db.ddl;
    await this.db.query(
      `CREATE TABLE IF NOT EXISTS antidote_verdicts (store_table TEXT NOT NULL, store_key TEXT NOT NULL, action TEXT NOT NULL, score ${float} NOT NULL, reasons ${json} NOT NULL, verdict ${json} NOT NULL, screened_at ${time} NOT NULL, PRIMARY KEY (store_table, store_key))`,
      [],
    );
    await this.db.query(`CREATE TABLE IF NOT EXISTS antidote_watermarks (store_table TEXT PRIMARY KEY, watermark ${json} NOT NULL, records BIGINT NOT NULL, updated_at ${time} NOT NULL)`, []);
    this.ensured = true;
  }

  async readWatermark(): Promise<Watermark | null> {
    await this.ensure();
    const p = this.db.param(1);
    const rows = await this.db.query(`SELECT watermark FROM antidote_watermarks WHERE store_table = ${p}`, [this.tableLabel]);
    if (rows.length === 0) return null;
    const w = rows[0]!.watermark;
    return (typeof w === 'string' ? JSON.parse(w) : w) as Watermark;
  }

  async writeBack(rows: { key: string; verdict: Verdict }[], last: Watermark, records: number): Promise<void> {
    await this.ensure();
    const db = this.db;
    const now = new Date().toISOString();
    await db.tx(async () => {
      // one multi-row upsert per slice: a round trip per 500 verdicts, not per verdict
      for (let i = 0; i < rows.length; i += 500) {
        const slice = rows.slice(i, i + 500);
        const params: unknown[] = [];
        const values = slice.map((r) => {
          const b = params.length;
          params.push(this.tableLabel, r.key, r.verdict.action, scoreOf(r.verdict), JSON.stringify(r.verdict.reasons ?? (r.verdict.error ? [`error:${r.verdict.error.code}`] : [])), JSON.stringify(r.verdict), now);
          return `(${[1, 2, 3, 4, 5, 6, 7].map((k) => db.param(b + k)).join(', ')})`;
        });
        await db.query(
          `INSERT INTO antidote_verdicts (store_table, store_key, action, score, reasons, verdict, screened_at) VALUES ${values.join(', ')}
           ON CONFLICT (store_table, store_key) DO UPDATE SET action = excluded.action, score = excluded.score, reasons = excluded.reasons, verdict = excluded.verdict, screened_at = excluded.screened_at`,
          params,
        );
      }
      await db.query(
        `INSERT INTO antidote_watermarks (store_table, watermark, records, updated_at) VALUES (${db.param(1)}, ${db.param(2)}, ${db.param(3)}, ${db.param(4)})
         ON CONFLICT (store_table) DO UPDATE SET watermark = excluded.watermark, records = antidote_watermarks.records + excluded.records, updated_at = excluded.updated_at`,
        [this.tableLabel, JSON.stringify(last), records, now],
      );
    });
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

async function postgres(url: string): Promise<Dialect> {
  let pg: typeof import('pg');
  try {
    pg = (await import('pg')).default as unknown as typeof import('pg');
  } catch (e) {
    throw new AntidoteError('E_DEPENDENCY', `--from postgres needs the optional dependency pg, which is not installed: npm install pg`, { cause: e });
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (e) {
    throw new AntidoteError('E_STORE', `${redact(url)}: cannot connect: ${(e as Error).message}`);
  }
  return {
    kind: 'postgres',
    param: (i) => `$${i}`,
    query: async (sql, params) => (await client.query(sql, params)).rows as Record<string, unknown>[],
    columns: async (table) => {
      const [schema, name] = table.includes('.') ? table.split('.') : [null, table];
      const r = await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND ($2::text IS NULL AND table_schema = ANY (current_schemas(false)) OR table_schema = $2) ORDER BY ordinal_position`,
        [name, schema],
      );
      return r.rows.map((x: { column_name: string }) => x.column_name);
    },
    tx: async (f) => {
      await client.query('BEGIN');
      try {
        await f();
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    },
    ddl: { json: 'JSONB', time: 'TIMESTAMPTZ', float: 'DOUBLE PRECISION' },
    close: () => client.end(),
  };
}

function sqlite(path: string): Dialect {
  const Database = loadSqlite() as new (p: string, o?: { fileMustExist?: boolean; timeout?: number }) => {
    prepare(sql: string): { reader: boolean; all(...p: unknown[]): unknown[]; run(...p: unknown[]): unknown };
    transaction<F extends () => void>(f: F): F;
    close(): void;
    exec(sql: string): void;
  };
  let db: InstanceType<typeof Database>;
  try {
    db = new Database(path, { fileMustExist: true, timeout: 5000 });
  } catch (e) {
    throw new AntidoteError('E_STORE', `sqlite:${path}: cannot open: ${(e as Error).message}`);
  }
  const cache = new Map<string, ReturnType<typeof db.prepare>>();
  const prep = (sql: string) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  return {
    kind: 'sqlite',
    param: () => '?', // every statement here uses its parameters in order
    query: async (sql, params) => {
      const s = prep(sql);
      if (s.reader) return s.all(...params) as Record<string, unknown>[];
      s.run(...params);
      return [];
    },
    columns: async (table) => (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name),
    tx: async (f) => {
      // better-sqlite3 is synchronous: the queries inside run before f's promise settles
      db.exec('BEGIN IMMEDIATE');
      try {
        await f();
        db.exec('COMMIT');
      } catch (e) {
        db.exec('ROLLBACK');
        throw e;
      }
    },
    ddl: { json: 'TEXT', time: 'TEXT', float: 'REAL' },
    close: async () => db.close(),
  };
}

/** A connection string without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

/** Open `--from` (postgres://… or sqlite:PATH) and work out the table's layout. */
export async function openStore(from: string, opts: StoreOptions): Promise<StoreSource> {
  let db: Dialect;
  let name: string;
  if (/^postgres(ql)?:\/\//.test(from)) {
    db = await postgres(from);
    name = redact(from);
  } else if (from.startsWith('sqlite:')) {
    const path = from.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    db = sqlite(path);
    name = from;
  } else throw new UsageError(`--from must be postgres://… or sqlite:PATH, not '${redact(from)}'`);
  try {
    if (opts.query !== undefined) {
      if (opts.table) throw new UsageError('--query and --table exclude each other');
      if (!opts.order) throw new UsageError('--query needs --order COL: the column the cursor pages by (unique, e.g. the primary key)');
      if (!opts.map) throw new UsageError('--query needs --map id=/col,content=/col,…');
      return new SqlSource(name, db, 'query', '', [checkIdent(opts.order, '--order')], opts, `query:${opts.order}`);
    }
    let table = opts.table;
    if (!table) {
      // mem0's history.db has one table; LangGraph's store is "store"
      if ((await db.columns('history')).includes('new_memory')) table = 'history';
      else if ((await db.columns('store')).includes('prefix')) table = 'store';
      else throw new UsageError(`${name}: say which table holds the memories: --table T`);
    }
    checkIdent(table, '--table');
    const cols = await db.columns(table);
    if (cols.length === 0) throw new AntidoteError('E_STORE', `${name}: no table '${table}'`);
    const has = (...c: string[]) => c.every((x) => cols.includes(x));
    if (!opts.map && has('prefix', 'key', 'value')) return new SqlSource(name, db, 'langgraph', table, ['prefix', 'key'], opts, table);
    if (has('id', 'memory_id', 'new_memory', 'event')) return new SqlSource(name, db, 'mem0-history', table, ['id'], opts, table);
    if (!opts.map) throw new UsageError(`${name}: table '${table}' is neither LangGraph's store nor mem0's history; map its columns: --map id=/col,content=/col,…`);
    const order = checkIdent(opts.order ?? (cols.includes('id') ? 'id' : ''), '--order');
    if (!cols.includes(order)) throw new UsageError(`${name}: --order ${order}: table '${table}' has no such column (columns: ${cols.join(', ')})`);
    return new SqlSource(name, db, 'table', table, [order], opts, table);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}
