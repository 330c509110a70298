/**
 * Correlation state of one agent in a JetStream KV bucket, updated by compare-and-set.
 *
 * One key per agent (its subject token), holding JSON:
 *   { v: 1, seq, lastTs, windowMs, state }
 *   seq      stream sequence of the newest memory applied: a redelivered memory at or below it
 *            was applied already (by this worker or one that died before acking) and is not
 *            applied twice
 *   lastTs   time of the agent's previous memory that had one (a memory without `ts` inherits it,
 *            as in `screen --correlate`)
 *   state    the campaign state of kernels/correlate (what `--state DB` keeps in SQLite)
 *
 * A write names the revision it read (`kv.update(key, value, revision)`; `kv.create` for a new
 * agent): when another worker wrote in between, the write fails, nothing is applied, and the
 * caller reads again. Two workers therefore never both apply an update to one agent.
 */
import type { KV } from '@nats-io/kv';
import { AntidoteError, UsageError } from '../../kernels/common/index.js';
import { emptyState, type AgentState } from '../../kernels/correlate/index.js';

export const STATE_VERSION = 1;

export interface AgentEntry {
  v: number;
  seq: number;
  lastTs: number | null;
  windowMs: number;
  state: AgentState;
}

export interface Loaded {
  entry: AgentEntry;
  /** KV revision read; 0 when the agent has no entry yet. */
  revision: number;
}

const decoder = new TextDecoder();

export function freshEntry(windowMs: number): AgentEntry {
  return { v: STATE_VERSION, seq: 0, lastTs: null, windowMs, state: emptyState() };
}

export function parseEntry(key: string, bytes: Uint8Array, windowMs: number): AgentEntry {
  let e: AgentEntry;
  try {
    e = JSON.parse(decoder.decode(bytes)) as AgentEntry;
  } catch (err) {
    throw new AntidoteError('E_NATS', `state of ${key}: unreadable: ${(err as Error).message}`);
  }
  if (e.v !== STATE_VERSION) throw new AntidoteError('E_NATS', `state of ${key}: version ${e.v}; this antidote reads version ${STATE_VERSION}`);
  if (e.windowMs !== windowMs) {
    throw new UsageError(`state of ${key} was built with a window of ${e.windowMs} ms, not ${windowMs} ms; every worker must use the same --window`);
  }
  // JSON has no -Infinity (the `now` of a state that has seen nothing)
  if ((e.state.now as number | null) === null) e.state.now = Number.NEGATIVE_INFINITY;
  e.state.sanctions ??= [];
  return e;
}

export async function loadEntry(kv: KV, key: string, windowMs: number): Promise<Loaded> {
  const got = await kv.get(key);
  if (!got || got.operation !== 'PUT' || got.value.length === 0) return { entry: freshEntry(windowMs), revision: got ? got.revision : 0 };
  return { entry: parseEntry(key, got.value, windowMs), revision: got.revision };
}

/** Write `entry` if the key is still at `revision`; false when another writer got there first. */
export async function casEntry(kv: KV, key: string, entry: AgentEntry, revision: number): Promise<boolean> {
  const data = JSON.stringify(entry);
  try {
    if (revision === 0) await kv.create(key, data);
    else await kv.update(key, data, revision);
    return true;
  } catch (e) {
    if (isConflict(e)) return false;
    throw e;
  }
}

/** A revision check that failed (the server's "wrong last sequence", code 10071), or a create of an existing key. */
function isConflict(e: unknown): boolean {
  const m = e instanceof Error ? e.message : String(e);
  const code = (e as { api_error?: { err_code?: number } }).api_error?.err_code;
  return code === 10071 || /wrong last sequence|key exists/i.test(m);
}
