/**
 * Files around checkpoints: the audit principal's Ed25519 key pair, signing a checkpoint of a
 * log (under the writer lock, and only of a log that verifies), inclusion proofs.
 *
 * The private key is the one thing that makes a checkpoint worth more than the log: it must
 * belong to the audit principal, never to the memory store's principal (who could otherwise
 * rewrite the log and re-sign it). It is written with mode 0600 and never overwritten.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import { AuditError, IoError, UsageError } from '../../kernels/common/index.js';
import {
  assertEd25519,
  checkProof,
  checkpointText,
  parseCheckpoint,
  parseProof,
  signCheckpoint,
  verifyCheckpointSignature,
  type Checkpoint,
  type InclusionProof,
} from '../../kernels/audit/index.js';
import { EMPTY_ROOT, InclusionProofBuilder, MerkleRange, leafHashOfHex } from '../../kernels/audit/index.js';
import { encodeBody, entryLine } from '../../kernels/audit/index.js';
import { formatTs, parseCanonicalTs } from '../../kernels/audit/index.js';
import { walkLog } from './reader.js';
import { verify, type VerifyReport } from './verify.js';
import { withLogLock } from './log.js';

async function readText(path: string, what: string): Promise<string> {
  try {
    return await fsp.readFile(path, 'utf8');
  } catch (err) {
    throw new IoError(`${path}: cannot read ${what} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
}

/** Make an Ed25519 pair: private key PEM (PKCS#8, mode 0600) and public key PEM (SPKI). */
export async function generateAuditKeys(privatePath: string, publicPath: string): Promise<void> {
  for (const p of [privatePath, publicPath]) {
    const exists = await fsp.stat(p).then(
      () => true,
      () => false,
    );
    if (exists) throw new IoError(`${p}: already exists; refusing to overwrite a key`);
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const sk = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  const pk = publicKey.export({ type: 'spki', format: 'pem' }) as string;
  try {
    await fsp.writeFile(privatePath, sk, { flag: 'wx', mode: 0o600 });
    await fsp.chmod(privatePath, 0o600); // in case a umask or ACL widened it
    await fsp.writeFile(publicPath, pk, { flag: 'wx', mode: 0o644 });
  } catch (err) {
    throw new IoError(`cannot write the key pair (${(err as Error).message})`, { cause: err });
  }
}

/** Load the audit principal's private key; `warn` hears about a key file others can read. */
export async function loadPrivateKey(path: string, warn?: (msg: string) => void): Promise<KeyObject> {
  const text = await readText(path, 'the signing key');
  try {
    const st = await fsp.stat(path);
    if (warn && (st.mode & 0o077) !== 0) warn(`${path}: the signing key is readable by others (mode ${(st.mode & 0o777).toString(8)}); chmod 600 it`);
    const key = createPrivateKey(text);
    assertEd25519(key, 'private');
    return key;
  } catch (err) {
    throw new UsageError(`${path}: not an Ed25519 private key (${(err as Error).message})`);
  }
}

export async function loadPublicKey(path: string): Promise<KeyObject> {
  const text = await readText(path, 'the public key');
  try {
    const key = createPublicKey(text);
    assertEd25519(key, 'public');
    return key;
  } catch (err) {
    throw new UsageError(`${path}: not an Ed25519 public key (${(err as Error).message})`);
  }
}

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

/** Write a file atomically (temp + rename), so a reader never sees half a checkpoint. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    const fh = await fsp.open(tmp, 'w', 0o644);
    try {
      await fh.writeFile(text);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.rename(tmp, path);
  } catch (err) {
    await fsp.unlink(tmp).catch(() => undefined);
    throw new IoError(`${path}: cannot write (${(err as Error).message})`, { cause: err });
  }
}

export type CheckpointOutcome = { ok: true; checkpoint: Checkpoint } | { ok: false; report: VerifyReport };

/**
 * Sign the log's current state. Holds the writer lock so no append lands between verifying and
 * signing; refuses (ok: false) to certify a log that does not verify, or one whose last entry is
 * dated after this clock (the principal would be vouching for a forward-dated write).
 */
export async function createCheckpoint(log: string, privateKey: KeyObject, opts: { now?: () => number; threads?: number } = {}): Promise<CheckpointOutcome> {
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
    const checkpoint = signCheckpoint({ size: report.entries, head: report.head, root: report.root ?? EMPTY_ROOT, ts: formatTs(now)! }, privateKey);
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
export async function verifyProof(proof: InclusionProof, against: { checkpoint: Checkpoint; publicKey: KeyObject } | { log: string }): Promise<ProofReport> {
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
