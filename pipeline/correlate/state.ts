/**
 * Correlation state between runs: one SQLite file (better-sqlite3 12.x, synchronous) with one
 * row per agent — its campaign state and watermark as JSON — and the parameters the state was
 * built with. A run loads an agent's row the first time it meets the agent and writes every
 * changed row back in one transaction at the end, so a crashed run leaves the previous night's
 * state intact and the next run simply redoes the work.
 *
 * Several shard processes on one machine may share the file: WAL mode lets readers run beside
 * the one writer, each process writes only its own agents, and a busy writer is waited for
 * (BUSY_TIMEOUT_MS). Shards on different machines keep one file each (see the README).
 *
 * Schema (version 1):
 *   meta(key TEXT PRIMARY KEY, value TEXT)          -- 'version', 'windowMs'
 *   agents(agent_id TEXT PRIMARY KEY, state TEXT, watermark TEXT, updated TEXT)
 */
import { createRequire } from 'node:module';
import { AntidoteError, UsageError } from '../../kernels/common/index.js';
import type { AgentState } from '../../kernels/correlate/index.js';
import type { AgentRecord, StateStore, Watermark } from './correlator.js';

/** How long a writer waits for another shard's transaction before giving up. */
export const BUSY_TIMEOUT_MS = 30_000;
const VERSION = '1';

interface Statement {
  get(...args: unknown[]): unknown;
  run(...args: unknown[]): unknown;
}
interface Database {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  pragma(s: string): unknown;
  transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
  close(): void;
}
type DatabaseCtor = new (path: string, options?: { timeout?: number }) => Database;

let ctor: DatabaseCtor | undefined;

/**
 * better-sqlite3 is an optional dependency (a plain install compiles nothing native): only
 * `--state` and the SQLite store adapters load it, and its absence is a clear error.
 */
export function loadSqlite(): unknown {
  try {
    return createRequire(import.meta.url)('better-sqlite3');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND' || /Could not locate the bindings file|was compiled against/.test(String((e as Error).message))) {
      throw new AntidoteError('E_DEPENDENCY', `this needs the optional dependency better-sqlite3, which is not installed (or not built for this Node): npm install better-sqlite3`, { cause: e });
    }
    throw e;
  }
}
function sqlite(): DatabaseCtor {
  // loaded on first use: runs without --state never touch the native module
  ctor ??= loadSqlite() as DatabaseCtor;
  return ctor;
}

export class SqliteStateStore implements StateStore {
  private readonly db: Database;
  private readonly getAgent: Statement;
  private readonly putAgent: Statement;
  /** The window the state was built with (the run must use the same). */
  readonly windowMs: number;

  /**
   * Open (or create) the state file. `windowMs` undefined: use the stored window (or the
   * default for a new file); defined and different from the stored one: a usage error, since
   * the stored state was built and aged with the other window.
   */
  constructor(
    readonly path: string,
    windowMs: number | undefined,
    defaultWindowMs: number,
  ) {
    try {
      this.db = new (sqlite())(path, { timeout: BUSY_TIMEOUT_MS });
      this.db.pragma('journal_mode = WAL');
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS agents (
          agent_id TEXT PRIMARY KEY,
          state TEXT NOT NULL,
          watermark TEXT,
          updated TEXT NOT NULL
        );`);
    } catch (e) {
      if (e instanceof AntidoteError && e.code === 'E_DEPENDENCY') throw new AntidoteError('E_DEPENDENCY', `--state ${path}: ${e.message}`);
      throw new AntidoteError('E_STATE_DB', `${path}: cannot open correlation state: ${(e as Error).message}`);
    }
    const meta = this.db.prepare('SELECT value FROM meta WHERE key = ?');
    const version = (meta.get('version') as { value: string } | undefined)?.value;
    if (version !== undefined && version !== VERSION) {
      this.db.close();
      throw new AntidoteError('E_STATE_DB', `${path}: correlation state version ${version}; this antidote reads version ${VERSION}`);
    }
    const stored = (meta.get('windowMs') as { value: string } | undefined)?.value;
    if (stored !== undefined && windowMs !== undefined && Number(stored) !== windowMs) {
      this.db.close();
      throw new UsageError(`${path}: the state was built with a window of ${Number(stored)} ms, not ${windowMs} ms; drop --window or start a new state file`);
    }
    this.windowMs = stored !== undefined ? Number(stored) : (windowMs ?? defaultWindowMs);
    const init = this.db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)');
    init.run('version', VERSION);
    init.run('windowMs', String(this.windowMs));
    this.getAgent = this.db.prepare('SELECT state, watermark FROM agents WHERE agent_id = ?');
    this.putAgent = this.db.prepare(
      'INSERT INTO agents (agent_id, state, watermark, updated) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(agent_id) DO UPDATE SET state = excluded.state, watermark = excluded.watermark, updated = excluded.updated',
    );
  }

  load(agentId: string): AgentRecord | undefined {
    const row = this.getAgent.get(agentId) as { state: string; watermark: string | null } | undefined;
    if (!row) return undefined;
    try {
      const state = JSON.parse(row.state) as AgentState;
      if (state.now === null) state.now = Number.NEGATIVE_INFINITY;
      state.sanctions ??= [];
      const wm = row.watermark ? (JSON.parse(row.watermark) as Watermark) : null;
      return { state, wm };
    } catch (e) {
      throw new AntidoteError('E_STATE_DB', `${this.path}: agent ${JSON.stringify(agentId)}: unreadable state: ${(e as Error).message}`);
    }
  }

  save(entries: Iterable<[string, AgentRecord]>): void {
    const now = new Date().toISOString();
    const tx = this.db.transaction((list: [string, AgentRecord][]) => {
      for (const [agentId, rec] of list) this.putAgent.run(agentId, JSON.stringify(rec.state), rec.wm ? JSON.stringify(rec.wm) : null, now);
    });
    try {
      tx([...entries]);
    } catch (e) {
      throw new AntidoteError('E_STATE_DB', `${this.path}: cannot save correlation state: ${(e as Error).message}`);
    }
  }

  close(): void {
    this.db.close();
  }
}
