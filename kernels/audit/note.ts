/**
 * C2SP signed notes (c2sp.org/signed-note), the envelope of tlog checkpoints and witness
 * cosignatures, as Go's golang.org/x/mod/sumdb/note reads and writes them:
 *
 *   <text, one or more lines, each ending in \n>
 *   <blank line>
 *   — <key name> base64(uint32 key ID, big-endian || signature)\n      (one or more)
 *
 *   key ID = SHA-256(key name || 0x0A || signature type || public key)[:4]
 *
 * Signature types used here: 0x01 Ed25519 over the note text (the log's own signature), 0x04
 * timestamped Ed25519 witness cosignatures (c2sp.org/tlog-cosignature). Verifier keys travel as
 * "vkeys", `<name>+<hex key ID>+base64(type || 32-byte public key)`, the form Go prints.
 *
 * Why a standard envelope: a private JSON checkpoint can be checked only by this tool; a signed
 * note can be checked, cosigned and gossiped by any witness of the Go / Sigstore / Tessera
 * ecosystem. The known-answer tests replay Go's own note test vectors.
 *
 * Pure apart from node:crypto: keys are KeyObjects; files are read by the pipeline.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export const SIG_ED25519 = 0x01;
export const SIG_COSIGNATURE_V1 = 0x04;

/** Go's sumdb/note reader refuses more; the spec asks for at least 16. */
export const MAX_NOTE_SIGNATURES = 100;
/** Bound on a note we will parse (a checkpoint is a few hundred bytes). */
export const MAX_NOTE_BYTES = 1 << 20;

export interface NoteSignature {
  name: string;
  keyId: number;
  /** The signature bytes after the key ID. */
  sig: Buffer;
}

export interface Note {
  /** The signed text, final newline included, separating blank line excluded. */
  text: string;
  sigs: NoteSignature[];
}

/** Key names are non-empty and hold no Unicode space and no `+`. */
export function isKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name) && name.isWellFormed();
}

/** The spec's key ID. */
export function keyId(name: string, type: number, publicKey: Uint8Array): number {
  const h = createHash('sha256').update(name, 'utf8').update(Buffer.from([0x0a, type])).update(publicKey).digest();
  return h.readUInt32BE(0);
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0');

/** Standard base64 that round-trips exactly (Buffer.from silently skips junk). */
export function strictBase64(s: string): Buffer | undefined {
  if (s.length === 0 || s.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return undefined;
  const b = Buffer.from(s, 'base64');
  return b.toString('base64') === s ? b : undefined;
}

/** The 32 raw bytes of an Ed25519 public key (RFC 8032 encoding). */
export function rawEd25519(key: KeyObject): Buffer {
  const pub = key.type === 'private' ? createPublicKey(key) : key;
  const jwk = pub.export({ format: 'jwk' }) as { x?: string };
  return Buffer.from(jwk.x ?? '', 'base64url');
}

export function ed25519FromRaw(raw: Uint8Array): KeyObject {
  if (raw.length !== 32) throw new Error(`an Ed25519 public key is 32 bytes, got ${raw.length}`);
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' });
}

/** PKCS#8 prefix of an Ed25519 private key whose 32-byte seed follows (RFC 8410). */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

export function ed25519FromSeed(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) throw new Error(`an Ed25519 seed is 32 bytes, got ${seed.length}`);
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
}

/** A verifier key: who signs, with what, under which ID. */
export interface NoteVerifier {
  name: string;
  type: number;
  keyId: number;
  publicKey: KeyObject;
}

export function verifierFor(name: string, type: number, publicKey: KeyObject): NoteVerifier {
  return { name, type, keyId: keyId(name, type, rawEd25519(publicKey)), publicKey };
}

/** `<name>+<hex key ID>+base64(type || key)` */
export function vkeyText(v: NoteVerifier): string {
  return `${v.name}+${hex8(v.keyId)}+${Buffer.concat([Buffer.from([v.type]), rawEd25519(v.publicKey)]).toString('base64')}`;
}

/** Parse a vkey; a string result names what is wrong. Only Ed25519 types (0x01, 0x04). */
export function parseVkey(text: string): NoteVerifier | string {
  const parts = text.split('+');
  // The base64 part may itself hold '+': name and ID are the first two fields.
  if (parts.length < 3) return 'not a verifier key (name+keyid+base64)';
  const name = parts[0]!;
  const id = parts[1]!;
  const b64 = parts.slice(2).join('+');
  if (!isKeyName(name)) return `key name ${JSON.stringify(name)} is empty or holds a space or '+'`;
  if (!/^[0-9a-f]{8}$/.test(id)) return 'key ID is not 8 lowercase hex digits';
  const raw = strictBase64(b64);
  if (!raw || raw.length !== 33) return 'key material is not base64 of a type byte and a 32-byte key';
  const type = raw[0]!;
  if (type !== SIG_ED25519 && type !== SIG_COSIGNATURE_V1) return `signature type 0x${type.toString(16).padStart(2, '0')} is not Ed25519 (0x01) or an Ed25519 cosignature (0x04)`;
  const want = keyId(name, type, raw.subarray(1));
  if (want !== Number.parseInt(id, 16)) return `key ID ${id} does not match the key (expected ${hex8(want)})`;
  let publicKey: KeyObject;
  try {
    publicKey = ed25519FromRaw(raw.subarray(1));
  } catch (err) {
    return (err as Error).message;
  }
  return { name, type, keyId: want, publicKey };
}

/** Go's private-key form: `PRIVATE+KEY+<name>+<hex key ID>+base64(0x01 || 32-byte seed)`. */
export function parseSkey(text: string): { name: string; keyId: number; privateKey: KeyObject } | string {
  const m = /^PRIVATE\+KEY\+([^+]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(text);
  if (!m) return 'not a note signer key (PRIVATE+KEY+name+keyid+base64)';
  const raw = strictBase64(m[3]!);
  if (!raw || raw.length !== 33 || raw[0] !== SIG_ED25519) return 'key material is not base64 of 0x01 and a 32-byte seed';
  const privateKey = ed25519FromSeed(raw.subarray(1));
  const id = keyId(m[1]!, SIG_ED25519, rawEd25519(privateKey));
  if (id !== Number.parseInt(m[2]!, 16)) return 'key ID does not match the key';
  return { name: m[1]!, keyId: id, privateKey };
}

export function signatureLine(s: NoteSignature): string {
  const b = Buffer.alloc(4 + s.sig.length);
  b.writeUInt32BE(s.keyId >>> 0, 0);
  s.sig.copy(b, 4);
  return `— ${s.name} ${b.toString('base64')}\n`;
}

/** The whole note: text, blank line, signature lines. */
export function noteText(n: Note): string {
  return n.text + '\n' + n.sigs.map(signatureLine).join('');
}

const SIG_LINE = /^— (\S+) ([A-Za-z0-9+/=]+)$/u;

/** Parse a signed note (signatures unchecked); a string result names what is wrong. */
export function parseNote(s: string): Note | string {
  if (s.length > MAX_NOTE_BYTES) return `longer than ${MAX_NOTE_BYTES} bytes`;
  if (!s.isWellFormed()) return 'not valid Unicode';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 && c !== 0x0a) return `control character 0x${c.toString(16).padStart(2, '0')} at offset ${i}`;
  }
  if (!s.endsWith('\n')) return 'does not end with a newline';
  const split = s.lastIndexOf('\n\n');
  if (split < 0) return 'no blank line before the signatures';
  const text = s.slice(0, split + 1);
  const block = s.slice(split + 2);
  if (block.length === 0) return 'no signature lines';
  const lines = block.slice(0, -1).split('\n');
  if (lines.length > MAX_NOTE_SIGNATURES) return `more than ${MAX_NOTE_SIGNATURES} signatures`;
  const sigs: NoteSignature[] = [];
  for (const [i, line] of lines.entries()) {
    const m = SIG_LINE.exec(line);
    if (!m) return `signature line ${i + 1} is not "— <name> <base64>"`;
    if (!isKeyName(m[1]!)) return `signature line ${i + 1}: bad key name`;
    const raw = strictBase64(m[2]!);
    if (!raw || raw.length < 5) return `signature line ${i + 1}: not base64 of a key ID and a signature`;
    sigs.push({ name: m[1]!, keyId: raw.readUInt32BE(0), sig: raw.subarray(4) });
  }
  return { text, sigs };
}
