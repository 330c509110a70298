/**
 * Compact columns for reconcile at scale: the state records and, per key, the audit entries that
 * matter, in typed arrays instead of objects.
 *
 * Budget (issue 4: 1M state records against a 3M-entry log under 1 GB): a parsed entry kept as
 * a JS object costs ~300–400 bytes; here an indexed entry costs 41 bytes (seq and ts as float64,
 * a 128-bit value fingerprint, principal id, authorized flag, next link) and only entries of keys
 * that some agent holds are indexed at all. Values are compared by fingerprint: the first 128
 * bits of SHA-256 over the value's JCS text, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one value.
 * 128 bits and not 64: a 64-bit fingerprint can be collided with ~2^32 work, which would let a
 * poisoner who can get one value audited plant a different value that fingerprints the same.
 */
import { sha256Latin1 } from './digest.js';

/** Capacity after growing to hold at least `min` rows. */
function capacityFor(current: number, min: number): number {
  return Math.max(min, Math.ceil(current * 1.5) + 16);
}

/** A copy of `a` with exactly `n` slots (n ≥ a.length). */
function resized<T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}

/** Write the 128-bit fingerprint of a value's canonical text into `out[at..at+4)`. */
export function fingerprint(valueText: string, out: Uint32Array, at: number): void {
  const h = sha256Latin1(valueText);
  for (let w = 0; w < 4; w++) {
    const o = w * 4;
    out[at + w] = ((h.charCodeAt(o) << 24) | (h.charCodeAt(o + 1) << 16) | (h.charCodeAt(o + 2) << 8) | h.charCodeAt(o + 3)) >>> 0;
  }
}

export function sameFingerprint(a: Uint32Array, i: number, b: Uint32Array, j: number): boolean {
  const x = i * 4;
  const y = j * 4;
  return a[x] === b[y] && a[x + 1] === b[y + 1] && a[x + 2] === b[y + 2] && a[x + 3] === b[y + 3];
}

/** Interned strings: one id per distinct name. */
export class Names {
  readonly ids = new Map<string, number>();
  readonly list: string[] = [];
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(name, id);
      this.list.push(name);
    }
    return id;
  }
}

export interface StateError {
  code: 'E_STATE_RECORD';
  message: string;
  agentId?: string;
  key?: string;
}

/** STATE, one row per input line, in input order. */
export class StateTable {
  size = 0;
  readonly keys = new Names();
  /** Agents, writers and audit principals share one namespace: "the agent's own write" compares ids. */
  readonly names: Names;
  agent = new Uint32Array(1024);
  key = new Uint32Array(1024);
  /** -1: no writer given. */
  writer = new Int32Array(1024);
  ts = new Float64Array(1024);
  /** -1: no auditSeq given. */
  auditSeq = new Float64Array(1024);
  vh = new Uint32Array(4096);
  line = new Uint32Array(1024);
  /** Canonical text of the local value ('' on an error row). */
  readonly local: string[] = [];
  readonly errors = new Map<number, StateError>();

  constructor(names = new Names()) {
    this.names = names;
  }

  private reserve(): number {
    const i = this.size++;
    if (i >= this.agent.length) {
      // One capacity for every column (the fingerprint column holds 4 words per row): growing
      // them separately once left `vh` short of the others, and typed-array writes past the end
      // are silently dropped.
      const n = capacityFor(this.agent.length, i + 1);
      this.agent = resized(this.agent, n);
      this.key = resized(this.key, n);
      this.writer = resized(this.writer, n);
      this.ts = resized(this.ts, n);
      this.auditSeq = resized(this.auditSeq, n);
      this.line = resized(this.line, n);
      this.vh = resized(this.vh, n * 4);
    }
    return i;
  }

  add(r: { agentId: string; key: string; valueText: string; tsMs: number; writer?: string; auditSeq?: number }, line: number): number {
    const i = this.reserve();
    this.agent[i] = this.names.id(r.agentId);
    this.key[i] = this.keys.id(r.key);
    this.writer[i] = r.writer === undefined ? -1 : this.names.id(r.writer);
    this.ts[i] = r.tsMs;
    this.auditSeq[i] = r.auditSeq ?? -1;
    this.line[i] = line;
    fingerprint(r.valueText, this.vh, i * 4);
    this.local[i] = r.valueText;
    return i;
  }

  addError(line: number, err: StateError): number {
    const i = this.reserve();
    this.line[i] = line;
    this.local[i] = '';
    this.errors.set(i, err);
    return i;
  }
}

/** Why a key's history cannot be certified even though the log as a whole can. */
export const Affected = { None: 0, Time: 1, Uncovered: 2 } as const;
export type Affected = (typeof Affected)[keyof typeof Affected];

/**
 * Per key, its audit entries in log order (a linked list threaded through flat columns), the
 * last authorized entry, and whether the key's history is in doubt.
 */
export class History {
  count = 0;
  seq = new Float64Array(4096);
  ts = new Float64Array(4096);
  vh = new Uint32Array(4096 * 4);
  principal = new Uint32Array(4096);
  auth = new Uint8Array(4096);
  next = new Int32Array(4096);
  readonly head: Int32Array;
  readonly tail: Int32Array;
  readonly lastAuth: Int32Array;
  /** Canonical text of each key's last authorized value. */
  readonly expected: (string | undefined)[];
  readonly affected: Uint8Array;
  readonly affectedReason = new Map<number, string>();

  constructor(readonly numKeys: number) {
    this.head = new Int32Array(numKeys).fill(-1);
    this.tail = new Int32Array(numKeys).fill(-1);
    this.lastAuth = new Int32Array(numKeys).fill(-1);
    this.expected = new Array<string | undefined>(numKeys);
    this.affected = new Uint8Array(numKeys);
  }

  add(key: number, seq: number, tsMs: number, valueText: string, principal: number, authorized: boolean): number {
    const i = this.count++;
    if (i >= this.seq.length) {
      const n = capacityFor(this.seq.length, i + 1);
      this.seq = resized(this.seq, n);
      this.ts = resized(this.ts, n);
      this.vh = resized(this.vh, n * 4);
      this.principal = resized(this.principal, n);
      this.auth = resized(this.auth, n);
      this.next = resized(this.next, n);
    }
    this.seq[i] = seq;
    this.ts[i] = tsMs;
    fingerprint(valueText, this.vh, i * 4);
    this.principal[i] = principal;
    this.auth[i] = authorized ? 1 : 0;
    this.next[i] = -1;
    if (this.tail[key]! >= 0) this.next[this.tail[key]!] = i;
    else this.head[key] = i;
    this.tail[key] = i;
    if (authorized) {
      this.lastAuth[key] = i;
      this.expected[key] = valueText;
    }
    return i;
  }

  /** Mark a key's history as uncertifiable; the first reason given is kept. */
  markAffected(key: number, why: Affected, reason: string): void {
    if (this.affected[key]) return;
    this.affected[key] = why;
    this.affectedReason.set(key, reason);
  }
}
