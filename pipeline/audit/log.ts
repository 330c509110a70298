/**
 * The audit log file: one writer at a time, write-ahead, and a bounded streaming reader.
 *
 *   caller ──append(event)──▶ [LOG.lock held] build entry → write line → fsync ──▶ entry
 *                                                                          │
 *   caller mutates memory only after the promise resolves ◀────────────────┘
 *
 * Write-ahead is the point: if memory is mutated first and the process dies before the entry
 * exists, the mutation looks exactly like poisoning. If the entry exists and the mutation is
 * lost, reconcile says `rolled_back` (refresh), which is the benign and correct answer.
 *
 * - Lock: `LOG.lock`, created with O_EXCL, holding pid, host and a random token; released on
 *   close only if the token is still ours. A second writer gets E_AUDIT_LOCK naming the holder.
 *   A lock left by a crashed writer is not broken automatically (two writers that each decide a
 *   lock is stale can both win); the message says whether the holder pid still runs.
 * - A batch is all or nothing: every event is checked before anything is written; if the write
 *   or fsync fails the file is cut back to its size before the batch; and a batch becomes
 *   visible only when the commit record (./commit.ts) moves past it, so an appender killed
 *   mid-batch leaves bytes that no reader counts and that the next appender cuts off.
 * - `ts` never decreases: an event whose explicit ts is before the log's last is refused; an
 *   event without ts gets max(now, last ts). An explicit ts more than `maxFutureMs` after this
 *   host's clock is refused too: a writer that dates an entry far ahead would otherwise lock
 *   every honest writer out (their ts would all "go back").
 */
import { promises as fsp, constants as fsc } from 'node:fs';
import { dirname } from 'node:path';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { AuditError, IoError, UsageError } from '../../kernels/common/index.js';
import { CanonicalError } from '../../kernels/audit/index.js';
import { checkInputTime, formatTs } from '../../kernels/audit/index.js';
import { readCommit, syncDir, writeCommit } from './commit.js';
import { GENESIS, MAX_ENTRY_BYTES, buildEntry, checkLine, isFailure, type AuditEntry } from '../../kernels/audit/index.js';

/** One write to record: what the memory store is about to do. */
export interface AuditEvent {
  key: string;
  value: unknown;
  principal: string;
  /** ISO-8601 with a zone, or epoch ms; default: now (never before the log's last entry). */
  ts?: string | number;
}

export interface AppendOptions {
  /** Refuse explicit timestamps further than this ahead of the local clock (default 5 minutes). */
  maxFutureMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export const DEFAULT_MAX_FUTURE_MS = 5 * 60_000;
/**
 * The widest future window allowed: one day. `--max-future-ms 99999999999999` let one entry be
 * dated 2099, after which every honest writer's ts "went back" and checkpoints were refused.
 */
export const MAX_FUTURE_CAP_MS = 86_400_000;

/** Where the chain stands: the next seq, the hash to chain to, the last time. */
export interface LogHead {
  size: number;
  hash: string;
  lastTsMs: number;
}

export interface AuditLog {
  readonly path: string;
  /** Set when opening cut off the uncommitted tail of a batch whose appender died. */
  readonly recovered?: { entries: number; bytes: number };
  /** The head after the last append. */
  head(): LogHead;
  /** Append one event; resolves once the entry is on disk (fsync), never before. */
  append(event: AuditEvent): Promise<AuditEntry>;
  /**
   * Append many, all or nothing: resolves after one fsync for the whole batch. `describe(n)`
   * names event n (0-based) in error messages (the CLI passes "IN line 7").
   */
  appendAll(events: Iterable<AuditEvent> | AsyncIterable<AuditEvent>, describe?: (n: number) => string): Promise<AuditEntry[]>;
  close(): Promise<void>;
}

/** Entries are written in slices of this many lines (bounded memory for a streamed batch). */
const WRITE_SLICE = 4096;

interface Lock {
  path: string;
  token: string;
}

async function pidAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Take `LOG.lock` or fail with E_AUDIT_LOCK naming the holder. */
export async function acquireLock(logPath: string): Promise<Lock> {
  const path = `${logPath}.lock`;
  const token = randomUUID();
  const body = JSON.stringify({ pid: process.pid, host: hostname(), token, since: new Date().toISOString() }) + '\n';
  try {
    await fsp.writeFile(path, body, { flag: 'wx', mode: 0o644 });
    return { path, token };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new IoError(`${path}: cannot create lock (${(err as Error).message})`, { cause: err });
  }
  let holder = 'another writer';
  try {
    const h = JSON.parse(await fsp.readFile(path, 'utf8')) as { pid?: number; host?: string; since?: string };
    holder = `pid ${h.pid} on ${h.host} since ${h.since}`;
    if (h.host === hostname() && typeof h.pid === 'number' && !(await pidAlive(h.pid))) {
      holder += ', which is no longer running: remove the lock file if no other writer is active';
    }
  } catch {
    // unreadable lock: report it as held
  }
  throw new AuditError('E_AUDIT_LOCK', `${logPath}: locked by ${holder} (${path})`);
}

export async function releaseLock(lock: Lock): Promise<void> {
  try {
    const h = JSON.parse(await fsp.readFile(lock.path, 'utf8')) as { token?: string };
    if (h.token === lock.token) await fsp.unlink(lock.path);
  } catch {
    // already gone: nothing to release
  }
}

/** Run `fn` while holding the log's writer lock (checkpoints: no append may interleave). */
export async function withLogLock<T>(logPath: string, fn: () => Promise<T>): Promise<T> {
  const lock = await acquireLock(logPath);
  try {
    return await fn();
  } finally {
    await releaseLock(lock);
  }
}

/**
 * Read the head of an existing log from its last line (the chain is not re-verified here: use
 * verify() for that; but the entry we chain to must be whole and self-consistent).
 */
async function readHead(fh: fsp.FileHandle, path: string): Promise<{ head: LogHead; bytes: number }> {
  const { size } = await fh.stat();
  if (size === 0) return { head: { size: 0, hash: GENESIS, lastTsMs: -Infinity }, bytes: 0 };
  const want = Math.min(size, MAX_ENTRY_BYTES + 2);
  const buf = Buffer.alloc(want);
  await fh.read(buf, 0, want, size - want);
  if (buf[want - 1] !== 10) {
    throw new AuditError('E_AUDIT_ENTRY', `${path}: the last line has no newline (a torn write?); refusing to append until it is inspected`);
  }
  const startNl = buf.lastIndexOf(10, want - 2);
  if (startNl < 0 && want < size) throw new AuditError('E_AUDIT_ENTRY', `${path}: the last line is longer than ${MAX_ENTRY_BYTES} bytes`);
  const line = buf.toString('utf8', startNl + 1, want - 1);
  const e = checkLine(line, -1);
  if (isFailure(e)) {
    throw new AuditError(e.code, `${path}: the last entry is damaged (${e.message.replace(/^entry -1: /, '')}); refusing to chain to it`);
  }
  return { head: { size: e.seq + 1, hash: e.hash, lastTsMs: e.tsMs }, bytes: size };
}

class FileAuditLog implements AuditLog {
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  recovered?: { entries: number; bytes: number };

  constructor(
    readonly path: string,
    private readonly fh: fsp.FileHandle,
    private readonly lock: Lock,
    private state: LogHead,
    private bytes: number,
    private readonly opts: Required<AppendOptions>,
  ) {}

  head(): LogHead {
    return { ...this.state };
  }

  append(event: AuditEvent): Promise<AuditEntry> {
    return this.appendAll([event]).then((es) => es[0]!);
  }

  appendAll(events: Iterable<AuditEvent> | AsyncIterable<AuditEvent>, describe?: (n: number) => string): Promise<AuditEntry[]> {
    // One batch at a time: seq and prev are decided under the queue, not by whoever calls first.
    const run = this.queue.then(() => this.doAppend(events, describe ?? ((n) => `event ${n + 1}`)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async doAppend(events: Iterable<AuditEvent> | AsyncIterable<AuditEvent>, describe: (n: number) => string): Promise<AuditEntry[]> {
    if (this.closed) throw new IoError(`${this.path}: audit log is closed`);
    const start = { ...this.state };
    const startBytes = this.bytes;
    let st = { ...this.state };
    const out: AuditEntry[] = [];
    let pending: string[] = [];
    let written = false;
    const flush = async (): Promise<void> => {
      if (!pending.length) return;
      const data = Buffer.from(pending.join('\n') + '\n', 'utf8');
      pending = [];
      written = true;
      await this.fh.write(data, 0, data.length, null);
      this.bytes += data.length;
    };
    try {
      let n = 0;
      for await (const ev of events as AsyncIterable<AuditEvent>) {
        const { entry, line, tsMs } = this.prepare(ev, st, describe(n++));
        st = { size: entry.seq + 1, hash: entry.hash, lastTsMs: tsMs };
        out.push(entry);
        pending.push(line);
        if (pending.length >= WRITE_SLICE) await flush();
      }
      await flush();
      if (written) {
        await this.fh.sync();
        // Only now does the batch exist for readers (./commit.ts).
        await writeCommit(this.path, { bytes: this.bytes, size: st.size, head: st.hash });
      }
    } catch (err) {
      if (written) await this.rollback(startBytes, err);
      this.state = start;
      throw err;
    }
    this.state = st;
    return out;
  }

  private async rollback(size: number, cause: unknown): Promise<void> {
    try {
      await this.fh.truncate(size);
      await this.fh.sync();
      this.bytes = size;
    } catch (err) {
      throw new IoError(`${this.path}: a failed batch could not be cut back to ${size} bytes (${(err as Error).message}); the log needs inspection`, { cause });
    }
  }

  /** Check one event and build its entry. */
  private prepare(ev: AuditEvent, st: LogHead, name: string): { entry: AuditEntry; line: string; tsMs: number } {
    const bad = (why: string): AuditError => new AuditError('E_AUDIT_ENTRY', `${name}: ${why}`, st.size);
    if (typeof ev !== 'object' || ev === null || Array.isArray(ev)) throw bad('not a JSON object');
    const now = this.opts.now();
    let tsMs: number;
    if (ev.ts === undefined) {
      tsMs = Math.max(now, st.lastTsMs);
    } else {
      const t = checkInputTime(ev.ts);
      if (typeof t === 'string') throw bad(`ts: ${t}`);
      tsMs = t;
      if (tsMs < st.lastTsMs) {
        throw bad(`ts ${formatTs(tsMs)} is before the log's last entry (${formatTs(st.lastTsMs)}); the log never goes back in time`);
      }
      if (tsMs > now + this.opts.maxFutureMs) {
        throw bad(`ts ${formatTs(tsMs)} is more than ${this.opts.maxFutureMs} ms ahead of this clock (${formatTs(now)})`);
      }
    }
    const ts = formatTs(tsMs);
    if (ts === undefined) throw bad('ts is outside years 0000–9999');
    try {
      return { ...buildEntry(st.hash, st.size, ts, ev.key, ev.value, ev.principal), tsMs };
    } catch (err) {
      const msg = err instanceof CanonicalError ? `value is not I-JSON (${err.message})` : (err as Error).message;
      throw bad(msg);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.queue;
    this.closed = true;
    await this.fh.close();
    await releaseLock(this.lock);
  }
}

/** Open (creating if needed) an audit log for appending; holds the writer lock until close(). */
export async function openAuditLog(path: string, opts: AppendOptions = {}): Promise<AuditLog> {
  const maxFutureMs = opts.maxFutureMs ?? DEFAULT_MAX_FUTURE_MS;
  if (!Number.isSafeInteger(maxFutureMs) || maxFutureMs < 0 || maxFutureMs > MAX_FUTURE_CAP_MS) {
    throw new UsageError(`maxFutureMs must be an integer from 0 to ${MAX_FUTURE_CAP_MS} (one day), got ${maxFutureMs}`);
  }
  const lock = await acquireLock(path);
  let fh: fsp.FileHandle | undefined;
  try {
    let created = false;
    try {
      fh = await fsp.open(path, fsc.O_RDWR | fsc.O_APPEND);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      fh = await fsp.open(path, fsc.O_RDWR | fsc.O_APPEND | fsc.O_CREAT | fsc.O_EXCL, 0o644);
      created = true;
    }
    if (created) await syncDir(dirname(path));
    const { recovered, hadRecord } = await cutUncommitted(fh, path);
    const { head, bytes } = await readHead(fh, path);
    // A new log, or one from before the record existed: commit what is there now, so that a
    // first batch killed half-way is already past a record.
    if (!hadRecord) await writeCommit(path, { bytes, size: head.size, head: head.hash });
    const log = new FileAuditLog(path, fh, lock, head, bytes, { maxFutureMs, now: opts.now ?? Date.now });
    if (recovered) log.recovered = recovered;
    return log;
  } catch (err) {
    await fh?.close().catch(() => undefined);
    await releaseLock(lock);
    if (err instanceof AuditError || err instanceof IoError) throw err;
    throw new IoError(`${path}: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * Under the lock: cut off bytes past the commit record (a batch whose appender died before
 * committing it) and say how many entries they held. A log shorter than its record was cut by
 * someone else, and is refused.
 */
async function cutUncommitted(fh: fsp.FileHandle, path: string): Promise<{ recovered?: { entries: number; bytes: number }; hadRecord: boolean }> {
  const rec = await readCommit(path);
  if (!rec) return { hadRecord: false };
  const { size } = await fh.stat();
  if (size < rec.bytes) {
    throw new AuditError('E_AUDIT_BATCH', `${path}: the log has ${size} bytes, its commit record says ${rec.bytes} (${rec.size} entries) were committed: the file was cut; refusing to append`);
  }
  if (size === rec.bytes) return { hadRecord: true };
  let entries = 0;
  const buf = Buffer.allocUnsafe(1 << 20);
  for (let at = rec.bytes; at < size; ) {
    const { bytesRead } = await fh.read(buf, 0, Math.min(buf.length, size - at), at);
    if (bytesRead === 0) break;
    for (let p = buf.indexOf(10, 0); p >= 0 && p < bytesRead; p = buf.indexOf(10, p + 1)) entries++;
    at += bytesRead;
  }
  await fh.truncate(rec.bytes);
  await fh.sync();
  return { recovered: { entries, bytes: size - rec.bytes }, hadRecord: true };
}
