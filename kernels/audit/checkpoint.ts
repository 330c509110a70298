/**
 * Signed checkpoints, witness cosignatures and inclusion proofs.
 *
 * Threat: whoever can write the log file can cut its tail (hiding the audited write that makes a
 * poisoned value provable) or rewrite it from any entry and recompute every hash; a bare chain
 * still verifies. A checkpoint is the audit principal's Ed25519 signature over the log's state at
 * one moment, made with a key the memory store's principal does not hold.
 *
 * Format: a C2SP tlog-checkpoint (c2sp.org/tlog-checkpoint), a signed note (./note.ts) whose text
 * is the origin, the tree size, the base64 RFC 6962 root, and one extension line with the signing
 * time, which reconcile needs to tell "written after the checkpoint" from "never audited":
 *
 *   antidote/audit.jsonl
 *   2
 *   YQCDmu7D…xwk=
 *   antidote-ts 2026-11-30T09:40:54.977Z
 *
 *   — antidote/audit.jsonl <base64(key ID || Ed25519 signature over the four lines above)>
 *   — witness.example/w1 <base64(key ID || u64 time || Ed25519 cosignature)>     (optional)
 *
 * Leaf data of the Merkle tree is the 32 bytes of each entry's `hash` (which already commits to
 * the entry's content and its `prev`), so the tree costs two small hashes per entry.
 *
 * The first format, one JSON line `{"head","root","sig","size","ts"}` signed over
 * "antidote-audit-checkpoint-v1\n" || JCS({head, root, size, ts}), is still read and verified.
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
import { SIG_COSIGNATURE_V1, SIG_ED25519, isKeyName, keyId, noteText, parseNote, rawEd25519, strictBase64, type NoteSignature, type NoteVerifier } from './note.js';

export const CHECKPOINT_DOMAIN = 'antidote-audit-checkpoint-v1\n';
/** The extension line that carries the signing time. */
export const TS_EXTENSION = 'antidote-ts ';

export interface CheckpointFields {
  size: number;
  /** Hex RFC 6962 root of the first `size` entries. */
  root: string;
  /** Signing time, canonical UTC. */
  ts: string;
  /** Log identity (C2SP origin line); the signing key's name. */
  origin: string;
}

export interface Checkpoint {
  format: 'note' | 'json';
  /** '' for the JSON form, which has none. */
  origin: string;
  size: number;
  root: string;
  /** Signing time; absent only in a foreign note that carries no antidote-ts line. */
  ts?: string;
  /** JSON form only: hash of entry size-1. */
  head?: string;
  /** Note form: the signed text and its signature lines. */
  text?: string;
  sigs?: NoteSignature[];
  /** JSON form: base64 signature. */
  sig?: string;
}

export interface InclusionProof {
  seq: number;
  size: number;
  entry: string;
  path: string[];
  root: string;
}

/** Throws when the key is not an Ed25519 key of the wanted type: a wrong key must not be used silently. */
export function assertEd25519(key: KeyObject, type: 'private' | 'public'): void {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`not an Ed25519 key (found ${key.asymmetricKeyType ?? key.type})`);
  if (key.type !== type) throw new Error(`expected a ${type} key, found a ${key.type} key`);
}

export function checkpointBody(f: CheckpointFields): string {
  return `${f.origin}\n${f.size}\n${Buffer.from(f.root, 'hex').toString('base64')}\n${TS_EXTENSION}${f.ts}\n`;
}

/** A valid origin: non-empty, no Unicode space or '+' (so that it can also be the key name). */
export function isOrigin(s: string): boolean {
  return isKeyName(s);
}

export function signCheckpoint(f: CheckpointFields, privateKey: KeyObject, keyName = f.origin): Checkpoint {
  assertEd25519(privateKey, 'private');
  if (!isOrigin(f.origin)) throw new Error(`origin ${JSON.stringify(f.origin)} is empty or holds a space or '+'`);
  if (!isKeyName(keyName)) throw new Error(`key name ${JSON.stringify(keyName)} is empty or holds a space or '+'`);
  const text = checkpointBody(f);
  const sig = edSign(null, Buffer.from(text, 'utf8'), privateKey);
  return { format: 'note', origin: f.origin, size: f.size, root: f.root, ts: f.ts, text, sigs: [{ name: keyName, keyId: keyId(keyName, SIG_ED25519, rawEd25519(privateKey)), sig }] };
}

/** The message a v1 Ed25519 cosignature signs (c2sp.org/tlog-cosignature). */
export function cosignedMessage(text: string, timestamp: bigint): Buffer {
  return Buffer.from(`cosignature/v1\ntime ${timestamp}\n${text}`, 'utf8');
}

/** Add a witness cosignature (type 0x04) at POSIX time `timestamp`. */
export function cosignCheckpoint(cp: Checkpoint, witnessKey: KeyObject, name: string, timestamp: bigint): Checkpoint {
  assertEd25519(witnessKey, 'private');
  if (cp.format !== 'note') throw new Error('only C2SP checkpoints can be cosigned; re-sign the log with audit checkpoint');
  if (!isKeyName(name)) throw new Error(`witness name ${JSON.stringify(name)} is empty or holds a space or '+'`);
  if (timestamp < 0n || timestamp > 0x7fffffffffffffffn) throw new Error('cosignature time out of range');
  const id = keyId(name, SIG_COSIGNATURE_V1, rawEd25519(witnessKey));
  const t = Buffer.alloc(8);
  t.writeBigUInt64BE(timestamp);
  const sig = Buffer.concat([t, edSign(null, cosignedMessage(cp.text!, timestamp), witnessKey)]);
  const sigs = cp.sigs!.filter((s) => !(s.name === name && s.keyId === id));
  return { ...cp, sigs: [...sigs, { name, keyId: id, sig }] };
}

function legacyMessage(cp: Checkpoint): Buffer {
  return Buffer.from(CHECKPOINT_DOMAIN + canonicalize({ head: cp.head, root: cp.root, size: cp.size, ts: cp.ts }), 'utf8');
}

/**
 * Does the log's signature verify? For a note: the signature lines whose name and key ID are the
 * verifier's (name: the vkey's, else the origin) must all verify, and there must be one (the
 * spec: ignore unknown keys, reject a bad signature from a known one).
 */
export function verifyCheckpointSignature(cp: Checkpoint, key: KeyObject | NoteVerifier): boolean {
  const v = 'publicKey' in key && 'keyId' in key ? key : undefined;
  const publicKey = v ? v.publicKey : (key as KeyObject);
  assertEd25519(publicKey, 'public');
  if (cp.format === 'json') {
    const sig = Buffer.from(cp.sig ?? '', 'base64');
    if (sig.length !== 64 || sig.toString('base64') !== cp.sig) return false;
    return edVerify(null, legacyMessage(cp), publicKey, sig);
  }
  if (v && v.type !== SIG_ED25519) return false;
  // The fields must be what the signed text says: a checkpoint object edited after parsing
  // (or built by hand) must not borrow the signature of another text.
  const body = parseCheckpointBody(cp.text ?? '');
  if (typeof body === 'string' || body.origin !== cp.origin || body.size !== cp.size || body.root !== cp.root || body.ts !== cp.ts) return false;
  const name = v ? v.name : cp.origin;
  const id = keyId(name, SIG_ED25519, rawEd25519(publicKey));
  const mine = cp.sigs!.filter((s) => s.name === name && s.keyId === id);
  if (!mine.length) return false;
  const text = Buffer.from(cp.text!, 'utf8');
  return mine.every((s) => s.sig.length === 64 && edVerify(null, text, publicKey, s.sig));
}

export interface CosignatureCheck {
  /** Witnesses (by name) whose cosignature verifies. */
  valid: string[];
  /** Witnesses with a cosignature line that does not verify. */
  bad: string[];
  /** Cosignature time per valid witness (POSIX seconds). */
  times: Record<string, number>;
}

/** Check the cosignatures of the given witnesses (type-0x04 vkeys). */
export function verifyCosignatures(cp: Checkpoint, witnesses: readonly NoteVerifier[]): CosignatureCheck {
  const out: CosignatureCheck = { valid: [], bad: [], times: {} };
  if (cp.format !== 'note') return out;
  for (const w of witnesses) {
    const lines = cp.sigs!.filter((s) => s.name === w.name && s.keyId === w.keyId);
    if (!lines.length) continue;
    let ok = true;
    let time = 0n;
    for (const s of lines) {
      if (s.sig.length !== 72) {
        ok = false;
        continue;
      }
      time = s.sig.readBigUInt64BE(0);
      if (time > 0x7fffffffffffffffn || !edVerify(null, cosignedMessage(cp.text!, time), w.publicKey, s.sig.subarray(8))) ok = false;
    }
    if (ok) {
      out.valid.push(w.name);
      out.times[w.name] = Number(time);
    } else out.bad.push(w.name);
  }
  return out;
}

/** The checkpoint file's text. */
export function checkpointText(cp: Checkpoint): string {
  if (cp.format === 'note') return noteText({ text: cp.text!, sigs: cp.sigs! });
  return canonicalize({ head: cp.head, root: cp.root, sig: cp.sig, size: cp.size, ts: cp.ts }) + '\n';
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

const SIZE = /^(0|[1-9][0-9]{0,15})$/;

/** Parse the text of a C2SP checkpoint note (three lines and extensions). */
export function parseCheckpointBody(text: string): Omit<Checkpoint, 'format' | 'sigs'> | string {
  const lines = text.slice(0, -1).split('\n');
  if (lines.length < 3) return 'the note text has fewer than three lines (origin, size, root)';
  const [origin, size, root] = lines as [string, string, string];
  if (!isOrigin(origin)) return `origin ${JSON.stringify(origin)} is empty or holds a space or '+'`;
  if (!SIZE.test(size) || !Number.isSafeInteger(Number(size))) return `tree size ${JSON.stringify(size)} is not a decimal integer without leading zeros`;
  const r = strictBase64(root);
  if (!r || r.length !== 32) return 'root hash is not base64 of 32 bytes';
  let ts: string | undefined;
  for (const ext of lines.slice(3)) {
    if (ext === '') return 'an extension line is empty';
    if (ext.startsWith(TS_EXTENSION)) {
      if (ts !== undefined) return `two ${TS_EXTENSION.trim()} lines`;
      ts = ext.slice(TS_EXTENSION.length);
      if (Number.isNaN(parseCanonicalTs(ts))) return `${TS_EXTENSION.trim()} ${JSON.stringify(ts)} is not a canonical UTC time`;
    }
  }
  return { origin, size: Number(size), root: r.toString('hex'), text, ...(ts !== undefined && { ts }) };
}

/** Parse a checkpoint file (either form); a string result names what is wrong with it. */
export function parseCheckpoint(text: string): Checkpoint | string {
  if (text.trimStart().startsWith('{')) {
    const c = parseObject(text);
    if (typeof c === 'string') return c;
    if (!Number.isSafeInteger(c.size) || (c.size as number) < 0) return '`size` is not a non-negative integer';
    if (!isHex64(c.head)) return '`head` is not 64 lowercase hex digits';
    if (!isHex64(c.root)) return '`root` is not 64 lowercase hex digits';
    if (typeof c.ts !== 'string' || Number.isNaN(parseCanonicalTs(c.ts))) return '`ts` is not a canonical UTC time';
    if (typeof c.sig !== 'string') return '`sig` is not a string';
    return { format: 'json', origin: '', size: c.size as number, head: c.head, root: c.root, ts: c.ts, sig: c.sig };
  }
  const note = parseNote(text);
  if (typeof note === 'string') return `not a signed note (${note})`;
  const body = parseCheckpointBody(note.text);
  if (typeof body === 'string') return body;
  return { format: 'note', ...body, sigs: note.sigs };
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
