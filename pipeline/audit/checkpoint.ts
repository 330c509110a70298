/**
 * Files around checkpoints: signing a checkpoint of a log (under the writer lock, and only of a
 * log that verifies), cosigning one as a witness, inclusion and consistency proofs.
 *
 * The private key is the one thing that makes a checkpoint worth more than the log: it must
 * belong to the audit principal, never to the memory store's principal (who could otherwise
 * rewrite the log and re-sign it). Key files are read by ./keys.ts.
 */
import type { KeyObject } from 'node:crypto';
import { basename } from 'node:path';
import { AuditError, UsageError } from '../../kernels/common/index.js';
import {
  checkConsistency,
  checkProof,
  checkpointText,
  consistencyRanges,
  cosignCheckpoint,
  isOrigin,
  parseCheckpoint,
  parseConsistencyProof,
  parseProof,
  signCheckpoint,
  verifyCheckpointSignature,
  type Checkpoint,
  type ConsistencyProof,
  type InclusionProof,
  type NoteVerifier,
} from '../../kernels/audit/index.js';
import { EMPTY_ROOT, InclusionProofBuilder, MerkleRange, RangeHasher, leafHashOfHex } from '../../kernels/audit/index.js';
import { encodeBody, entryLine } from '../../kernels/audit/index.js';
import { formatTs, parseCanonicalTs } from '../../kernels/audit/index.js';
import { walkLog } from './reader.js';
import { checkpointProblem, verify, type CheckpointPolicy, type VerifyReport } from './verify.js';
import { withLogLock } from './log.js';
import { readText, writeAtomic } from './files.js';
import { advance, type TrustState } from './trust.js';

export { writeAtomic };

export async function readCheckpoint(path: string): Promise<Checkpoint> {
  const cp = parseCheckpoint(await readText(path, 'the checkpoint'));
  if (typeof cp === 'string') throw new UsageError(`${path}: not a checkpoint (${cp})`);
  return cp;
}

export async function readProof(path: string): Promise<InclusionProof> {
  const p = parseProof(await readText(path, 'the proof'));
  if (typeof p === 'string') throw new UsageError(`${path}: not an inclusion proof (${p})`);
  return p;
}

export async function readConsistencyProof(path: string): Promise<ConsistencyProof> {
  const p = parseConsistencyProof(await readText(path, 'the consistency proof'));
  if (typeof p === 'string') throw new UsageError(`${path}: not a consistency proof (${p})`);
  return p;
}

/** The origin a log gets when none is named: `antidote/<file name>`. */
export function defaultOrigin(log: string): string {
  return `antidote/${basename(log).replace(/[\s+]/gu, '_') || 'audit'}`;
}

export type CheckpointOutcome = { ok: true; checkpoint: Checkpoint } | { ok: false; report: VerifyReport };

/**
 * Sign the log's current state. Holds the writer lock so no append lands between verifying and
 * signing; refuses (ok: false) to certify a log that does not verify, or one whose last entry is
 * dated after this clock (the principal would be vouching for a forward-dated write).
 */
export async function createCheckpoint(log: string, privateKey: KeyObject, opts: { now?: () => number; threads?: number; origin?: string } = {}): Promise<CheckpointOutcome> {
  const origin = opts.origin ?? defaultOrigin(log);
  if (!isOrigin(origin)) throw new UsageError(`origin ${JSON.stringify(origin)} is empty or holds a space or '+'`);
  return withLogLock(log, async () => {
    const report = await verify({ log, root: true, ...(opts.threads !== undefined && { threads: opts.threads }) });
    if (!report.valid) return { ok: false, report };
    const now = (opts.now ?? Date.now)();
    if (report.headTs && parseCanonicalTs(report.headTs) > now) {
      const seq = report.entries - 1;
      return {
        ok: false,
        report: { ...report, valid: false, error: { code: 'E_AUDIT_TIME', seq, line: seq + 1, message: `entry ${seq} is dated ${report.headTs}, after this clock (${formatTs(now)}); not signing` } },
      };
    }
    const checkpoint = signCheckpoint({ origin, size: report.entries, root: report.root ?? EMPTY_ROOT, ts: formatTs(now)! }, privateKey);
    return { ok: true, checkpoint };
  });
}

export { checkpointText };

/**
 * Build the inclusion proof of entry `seq` in the tree of the first `size` entries (default:
 * the whole log). The log must verify up to `size`.
 */
export async function prove(log: string, seq: number, size?: number): Promise<InclusionProof> {
  let n = size;
  if (n === undefined) {
    const r = await walkLog(log, () => undefined);
    if (r.failure) throw new AuditError(r.failure.code, `${log}: ${r.failure.message}`, r.failure.seq);
    n = r.size;
  }
  if (!(Number.isSafeInteger(seq) && seq >= 0 && seq < n)) throw new AuditError('E_AUDIT_PROOF', `${log}: no entry ${seq} in a tree of ${n}`);
  const builder = new InclusionProofBuilder(seq, n);
  const range = new MerkleRange();
  let entry = '';
  const treeSize = n;
  const r = await walkLog(log, (e) => {
    if (e.seq >= treeSize) return;
    const leaf = leafHashOfHex(e.hash);
    builder.push(leaf);
    range.push(leaf);
    if (e.seq === seq) entry = entryLine(encodeBody(e.seq, e.ts, e.key, e.valueText, e.principal, e.prev), e.hash);
  });
  if (r.failure && r.failure.seq < n) throw new AuditError(r.failure.code, `${log}: ${r.failure.message}`, r.failure.seq);
  if (r.size < n) throw new AuditError('E_AUDIT_CHECKPOINT', `${log}: the log has ${r.size} entries, fewer than ${n}`, r.size);
  return { seq, size: n, entry, path: builder.path(), root: range.root() };
}

export interface ProofReport {
  valid: boolean;
  seq: number;
  size: number;
  root: string;
  key?: string;
  error?: { code: 'E_AUDIT_PROOF' | 'E_AUDIT_SIGNATURE' | 'E_AUDIT_CHECKPOINT'; message: string };
}

/**
 * Check a proof against a signed checkpoint (no log needed), or, without one, against the root
 * of the first `size` entries of a log.
 */
export async function verifyProof(proof: InclusionProof, against: { checkpoint: Checkpoint; publicKey: KeyObject | NoteVerifier } | { log: string }): Promise<ProofReport> {
  const base = { seq: proof.seq, size: proof.size, root: proof.root };
  let trusted: { root: string; size: number };
  if ('checkpoint' in against) {
    if (!verifyCheckpointSignature(against.checkpoint, against.publicKey)) {
      return { valid: false, ...base, error: { code: 'E_AUDIT_SIGNATURE', message: 'the checkpoint\'s signature does not verify with this public key' } };
    }
    trusted = { root: against.checkpoint.root, size: against.checkpoint.size };
  } else {
    const range = new MerkleRange();
    const r = await walkLog(against.log, (e) => {
      if (e.seq < proof.size) range.push(leafHashOfHex(e.hash));
    });
    if ((r.failure && r.failure.seq < proof.size) || range.size < proof.size) {
      return { valid: false, ...base, error: { code: 'E_AUDIT_CHECKPOINT', message: `${against.log} does not verify up to ${proof.size} entries` } };
    }
    trusted = { root: range.root(), size: proof.size };
  }
  const e = checkProof(proof, trusted);
  if (typeof e === 'string') return { valid: false, ...base, error: { code: 'E_AUDIT_PROOF', message: e } };
  return { valid: true, ...base, key: e.key };
}

/**
 * The consistency proof from the tree of `from` entries to the tree of `to` entries of a log
 * (RFC 6962 §2.1.2), built in one streaming pass. The log must verify up to `to`.
 */
export async function proveConsistency(log: string, from: number, to: number): Promise<ConsistencyProof> {
  if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= 0 && from <= to)) throw new AuditError('E_AUDIT_PROOF', `no consistency proof from size ${from} to size ${to}`);
  const hasher = new RangeHasher(consistencyRanges(from, to));
  const r1 = new MerkleRange();
  const r2 = new MerkleRange();
  let root1 = from === 0 ? EMPTY_ROOT : '';
  const r = await walkLog(log, (e) => {
    if (e.seq >= to) return;
    const leaf = leafHashOfHex(e.hash);
    hasher.push(leaf);
    r2.push(leaf);
    if (e.seq < from) {
      r1.push(leaf);
      if (e.seq === from - 1) root1 = r1.root();
    }
  });
  if (r.failure && r.failure.seq < to) throw new AuditError(r.failure.code, `${log}: ${r.failure.message}`, r.failure.seq);
  if (r.size < to) throw new AuditError('E_AUDIT_CHECKPOINT', `${log}: the log has ${r.size} entries, fewer than ${to}`, r.size);
  return { from: { size: from, root: root1 }, to: { size: to, root: r2.root() }, path: hasher.hashes() };
}

export interface ConsistencyReport {
  valid: boolean;
  from: { size: number; root: string };
  to: { size: number; root: string };
  error?: { code: 'E_AUDIT_PROOF' | 'E_AUDIT_SIGNATURE' | 'E_AUDIT_TRUST'; message: string };
  /** Set when the trust state moved forward to the newer checkpoint. */
  trusted?: number;
}

/**
 * Check a consistency proof against two signed checkpoints, without the log. With a trust
 * state, the older checkpoint must be what it holds for the origin (or the origin must be new),
 * and on success the state moves to the newer one (the caller writes it).
 */
export function verifyConsistencyProof(proof: ConsistencyProof, older: Checkpoint, newer: Checkpoint, policy: CheckpointPolicy): ConsistencyReport {
  const base = { from: { size: older.size, root: older.root }, to: { size: newer.size, root: newer.root } };
  if (older.origin !== newer.origin) return { valid: false, ...base, error: { code: 'E_AUDIT_PROOF', message: `the checkpoints are of two logs (${older.origin || '(JSON form)'} and ${newer.origin || '(JSON form)'})` } };
  const { trust, ...sigPolicy } = policy;
  for (const cp of [older, newer]) {
    const p = checkpointProblem(cp, sigPolicy);
    if (p) return { valid: false, ...base, error: p as ConsistencyReport['error'] & object };
  }
  if (trust) {
    const t = trust.get(newer.origin);
    if (t && !(t.size === older.size && t.root === older.root) && !(t.size === newer.size && t.root === newer.root)) {
      return { valid: false, ...base, error: { code: 'E_AUDIT_TRUST', message: `the trust state holds size ${t.size} for ${newer.origin}: prove from that checkpoint (this proof starts at ${older.size})` } };
    }
  }
  const why = checkConsistency(proof, older, newer);
  if (why) return { valid: false, ...base, error: { code: 'E_AUDIT_PROOF', message: why } };
  const rep: ConsistencyReport = { valid: true, ...base };
  if (trust && advance(trust, newer)) rep.trusted = newer.size;
  return rep;
}

/**
 * Cosign a checkpoint as a witness (c2sp.org/tlog-cosignature v1): only after its log signature
 * verifies and, with a trust state, only if it is not older than or forked from what this
 * witness cosigned before; growth needs a consistency proof from the trusted checkpoint.
 */
export function witnessCosign(
  cp: Checkpoint,
  opts: { logKey: KeyObject | NoteVerifier; witnessKey: KeyObject; name: string; now?: () => number; trust?: TrustState; proof?: ConsistencyProof },
): Checkpoint {
  if (!verifyCheckpointSignature(cp, opts.logKey)) throw new AuditError('E_AUDIT_SIGNATURE', 'the checkpoint\'s signature does not verify with the log\'s public key; not cosigning');
  if (opts.trust) {
    const t = opts.trust.get(cp.origin);
    if (t) {
      if (cp.size < t.size || (cp.size === t.size && cp.root !== t.root)) throw new AuditError('E_AUDIT_TRUST', `the checkpoint (size ${cp.size}) is older than or forked from size ${t.size}, which this witness already cosigned`);
      if (cp.size > t.size) {
        if (!opts.proof) throw new AuditError('E_AUDIT_PROOF', `the log grew from ${t.size} to ${cp.size}: a consistency proof from the cosigned checkpoint is needed (audit prove --from … --to …)`);
        const why = checkConsistency(opts.proof, { size: t.size, root: t.root }, cp);
        if (why) throw new AuditError('E_AUDIT_PROOF', why);
      }
    }
    advance(opts.trust, cp);
  }
  const t = BigInt(Math.floor((opts.now ?? Date.now)() / 1000));
  return cosignCheckpoint(cp, opts.witnessKey, opts.name, t);
}

