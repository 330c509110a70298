/**
 * Signed checkpoints and inclusion proofs.
 *
 * Threat: whoever can write the log file can cut its tail (hiding the audited write that makes a
 * poisoned value provable) or rewrite it from any entry and recompute every hash; a bare chain
 * still verifies. A checkpoint is the audit principal's Ed25519 signature over the log's state
 * at one moment, made with a key the memory store's principal does not hold:
 *
 *   {"size":N,"head":"<hash of entry N-1, or 64 zeros>","root":"<RFC 6962 root of entries 0..N-1>",
 *    "ts":"<signing time, canonical UTC>","sig":"<base64 Ed25519 signature>"}
 *
 *   signed message = UTF-8("antidote-audit-checkpoint-v1\n") || JCS({head, root, size, ts})
 *
 * The domain prefix keeps a signature over a checkpoint from being replayed as a signature over
 * anything else the same key might sign. Leaf data of the Merkle tree is the 32 bytes of each
 * entry's `hash` (which already commits to the entry's content and its `prev`), so the tree costs
 * two small hashes per entry on top of the chain.
 *
 * An inclusion proof lets anyone holding a checkpoint check one entry with log2(N) hashes:
 *
 *   {"seq":n,"size":N,"entry":"<the entry's log line>","path":["<hex>",…],"root":"<hex>"}
 *
 * Pure apart from node:crypto: keys arrive as KeyObjects, the pipeline reads the files.
 */
import { sign as edSign, verify as edVerify, type KeyObject } from 'node:crypto';
import { canonicalize } from './canonical.js';
import { isHex64 } from './digest.js';
import { parseCanonicalTs } from './time.js';
import { checkLine, isFailure, type CheckedEntry } from './hashchain.js';
import { leafHashOfHex, verifyInclusion } from './merkle.js';

export const CHECKPOINT_DOMAIN = 'antidote-audit-checkpoint-v1\n';

export interface CheckpointFields {
  size: number;
  head: string;
  root: string;
  ts: string;
}

export interface Checkpoint extends CheckpointFields {
  sig: string;
}

export interface InclusionProof {
  seq: number;
  size: number;
  entry: string;
  path: string[];
  root: string;
}

export function checkpointMessage(f: CheckpointFields): Buffer {
  return Buffer.from(CHECKPOINT_DOMAIN + canonicalize({ head: f.head, root: f.root, size: f.size, ts: f.ts }), 'utf8');
}

/** Throws when the key is not an Ed25519 key of the wanted type: a wrong key must not be used silently. */
export function assertEd25519(key: KeyObject, type: 'private' | 'public'): void {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`not an Ed25519 key (found ${key.asymmetricKeyType ?? key.type})`);
  if (key.type !== type) throw new Error(`expected a ${type} key, found a ${key.type} key`);
}

export function signCheckpoint(f: CheckpointFields, privateKey: KeyObject): Checkpoint {
  assertEd25519(privateKey, 'private');
  const sig = edSign(null, checkpointMessage(f), privateKey).toString('base64');
  return { size: f.size, head: f.head, root: f.root, ts: f.ts, sig };
}

export function verifyCheckpointSignature(cp: Checkpoint, publicKey: KeyObject): boolean {
  assertEd25519(publicKey, 'public');
  const sig = Buffer.from(cp.sig, 'base64');
  if (sig.length !== 64 || sig.toString('base64') !== cp.sig) return false;
  return edVerify(null, checkpointMessage(cp), publicKey, sig);
}

/** The checkpoint file's text: one canonical JSON line. */
export function checkpointText(cp: Checkpoint): string {
  return canonicalize(cp) + '\n';
}

/** A file's text as a JSON object; a string result names what is wrong with it. */
function parseObject(text: string): Record<string, unknown> | string {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (err) {
    return `not JSON (${(err as Error).message})`;
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return 'not a JSON object';
  return o as Record<string, unknown>;
}

/** Parse a checkpoint file; a string result names what is wrong with it. */
export function parseCheckpoint(text: string): Checkpoint | string {
  const c = parseObject(text);
  if (typeof c === 'string') return c;
  if (!Number.isSafeInteger(c.size) || (c.size as number) < 0) return '`size` is not a non-negative integer';
  if (!isHex64(c.head)) return '`head` is not 64 lowercase hex digits';
  if (!isHex64(c.root)) return '`root` is not 64 lowercase hex digits';
  if (typeof c.ts !== 'string' || Number.isNaN(parseCanonicalTs(c.ts))) return '`ts` is not a canonical UTC time';
  if (typeof c.sig !== 'string') return '`sig` is not a string';
  return { size: c.size as number, head: c.head, root: c.root, ts: c.ts, sig: c.sig };
}

export function proofText(p: InclusionProof): string {
  return canonicalize(p) + '\n';
}

export function parseProof(text: string): InclusionProof | string {
  const p = parseObject(text);
  if (typeof p === 'string') return p;
  if (!Number.isSafeInteger(p.seq) || (p.seq as number) < 0) return '`seq` is not a non-negative integer';
  if (!Number.isSafeInteger(p.size) || (p.size as number) <= (p.seq as number)) return '`size` must be an integer above `seq`';
  if (typeof p.entry !== 'string') return '`entry` is not a string';
  if (!Array.isArray(p.path) || !p.path.every(isHex64)) return '`path` is not a list of 64-digit hex hashes';
  if (!isHex64(p.root)) return '`root` is not 64 lowercase hex digits';
  return { seq: p.seq as number, size: p.size as number, entry: p.entry, path: p.path as string[], root: p.root };
}

/**
 * Check a proof: the entry is a self-consistent entry with the proof's seq, and the path leads
 * from its leaf to `root` (the proof's own root unless a trusted one, from a verified checkpoint,
 * is given together with its size). Returns the entry, or a reason.
 */
export function checkProof(p: InclusionProof, trusted?: { root: string; size: number }): CheckedEntry | string {
  const e = checkLine(p.entry, p.seq);
  if (isFailure(e)) return e.message;
  if (e.seq !== p.seq) return `the entry carries seq ${e.seq}, the proof claims ${p.seq}`;
  if (trusted) {
    if (trusted.size !== p.size) return `the proof is for a tree of ${p.size} entries, the checkpoint covers ${trusted.size}`;
    if (trusted.root !== p.root) return 'the proof is for another root than the checkpoint';
  }
  if (!verifyInclusion(p.seq, p.size, leafHashOfHex(e.hash), p.path, p.root)) return 'the audit path does not lead to the root';
  return e;
}
