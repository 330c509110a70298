/**
 * The trust state: what a verifier (or a witness) remembers between runs, per log origin — the
 * largest checkpoint it has accepted. `--trust-state FILE`.
 *
 * Threat answered: a replayed old checkpoint. With two checkpoints cp1 (after A's write) and cp2
 * (after B's), an attacker who cuts B's entry and presents cp1 gets a log that cp1 fully
 * certifies; nothing in the files says a newer checkpoint ever existed. A verifier that
 * remembers cp2 refuses cp1 (older than what it has seen), refuses a log shorter than cp2, and
 * refuses a log or checkpoint whose tree at cp2's size has another root (a fork).
 *
 *   {"logs":{"<origin>":{"root":"<hex>","size":N,"ts":"<checkpoint time>"}},"version":1}
 *
 * Written atomically (temp + rename) and only after every check passed, and only forward.
 */
import { promises as fsp } from 'node:fs';
import { AuditError, IoError } from '../../kernels/common/index.js';
import { canonicalize, isOrigin, parseCanonicalTs, type Checkpoint } from '../../kernels/audit/index.js';
import { writeAtomic } from './files.js';

export interface TrustedHead {
  origin: string;
  size: number;
  root: string;
  ts?: string;
}

export type TrustState = Map<string, TrustedHead>;

const HEX64 = /^[0-9a-f]{64}$/;

/** Read the trust state; a missing file is an empty state (first use). Malformed: E_AUDIT_TRUST. */
export async function readTrustState(path: string): Promise<TrustState> {
  let text: string;
  try {
    text = await fsp.readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw new IoError(`${path}: cannot read the trust state (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
  const bad = (why: string): AuditError => new AuditError('E_AUDIT_TRUST', `${path}: not a trust state (${why}); refusing to guess what was trusted`);
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (err) {
    throw bad(`not JSON: ${(err as Error).message}`);
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw bad('not a JSON object');
  const doc = o as Record<string, unknown>;
  if (doc.version !== 1) throw bad('`version` is not 1');
  const logs = doc.logs;
  if (typeof logs !== 'object' || logs === null || Array.isArray(logs)) throw bad('`logs` is not an object');
  const out: TrustState = new Map();
  for (const [origin, v] of Object.entries(logs)) {
    if (!isOrigin(origin)) throw bad(`origin ${JSON.stringify(origin)} is empty or holds a space or '+'`);
    const h = v as Record<string, unknown>;
    if (typeof h !== 'object' || h === null || !Number.isSafeInteger(h.size) || (h.size as number) < 0) throw bad(`${origin}: \`size\` is not a non-negative integer`);
    if (typeof h.root !== 'string' || !HEX64.test(h.root)) throw bad(`${origin}: \`root\` is not 64 lowercase hex digits`);
    if (h.ts !== undefined && (typeof h.ts !== 'string' || Number.isNaN(parseCanonicalTs(h.ts)))) throw bad(`${origin}: \`ts\` is not a canonical UTC time`);
    out.set(origin, { origin, size: h.size as number, root: h.root, ...(typeof h.ts === 'string' && { ts: h.ts }) });
  }
  return out;
}

export async function writeTrustState(path: string, state: TrustState): Promise<void> {
  const logs: Record<string, unknown> = {};
  for (const [origin, h] of state) logs[origin] = { root: h.root, size: h.size, ...(h.ts !== undefined && { ts: h.ts }) };
  await writeAtomic(path, canonicalize({ logs, version: 1 }) + '\n');
}

/** Why `cp` cannot be accepted given what is trusted for its origin, if it cannot. */
export function trustProblem(state: TrustState, cp: Checkpoint): string | undefined {
  // A checkpoint of the first (JSON) format names no log: it cannot be remembered per origin.
  if (cp.format === 'json') return state.size ? 'a JSON-form checkpoint names no origin, so the trust state cannot vouch for it: re-sign the log with audit checkpoint' : undefined;
  const t = state.get(cp.origin);
  if (!t) return undefined;
  if (cp.size < t.size) return `the checkpoint (size ${cp.size}) is older than one already accepted for ${cp.origin} (size ${t.size}): a replayed checkpoint`;
  if (cp.size === t.size && cp.root !== t.root) return `the checkpoint has another root at size ${cp.size} than the one accepted for ${cp.origin}: the log was forked`;
  return undefined;
}

/** Advance the state to `cp` when it is larger (the caller has checked it is consistent). */
export function advance(state: TrustState, cp: Checkpoint): boolean {
  if (cp.format === 'json' || !isOrigin(cp.origin)) return false;
  const t = state.get(cp.origin);
  if (t && t.size >= cp.size) return false;
  state.set(cp.origin, { origin: cp.origin, size: cp.size, root: cp.root, ...(cp.ts !== undefined && { ts: cp.ts }) });
  return true;
}
