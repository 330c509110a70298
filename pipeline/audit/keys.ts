/**
 * Key files: the audit principal's Ed25519 pair and witnesses' keys. Every key flag goes through
 * here, so every one checks the same two things (issue 14):
 *
 * - the key's type: a private key passed where a public one belongs is refused (Node would
 *   happily derive the public half from it, and the operator would go on copying a secret
 *   around as if it were public), a public key where a signing key belongs, a non-Ed25519 key,
 *   a vkey of the wrong signature type (a witness's 0x04 key as the log's 0x01 key, or back);
 * - the file's mode: a signing key readable or writable by group or others is refused (it was
 *   only a warning), and so is a public key (or trust anchor) others can write: whoever can
 *   replace it chooses what verifies.
 *
 * Formats: PEM (PKCS#8 private, SPKI public), and the signed-note forms Go uses: a vkey
 * `name+keyid+base64(type||key)` for a public key, `PRIVATE+KEY+name+keyid+base64(0x01||seed)`
 * for a private one.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import { IoError, UsageError } from '../../kernels/common/index.js';
import { SIG_COSIGNATURE_V1, SIG_ED25519, assertEd25519, parseSkey, parseVkey, verifierFor, vkeyText, type NoteVerifier } from '../../kernels/audit/index.js';
import { readText } from './files.js';

async function mode(path: string): Promise<number> {
  try {
    return (await fsp.stat(path)).mode & 0o777;
  } catch (err) {
    throw new IoError(`${path}: cannot read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
}

/** Refuse a file others can write (they could swap what it says). */
export async function assertNotWritableByOthers(path: string, what: string): Promise<void> {
  const m = await mode(path);
  if (m & 0o022) throw new UsageError(`${path}: the ${what} is writable by group or others (mode ${m.toString(8)}); whoever can replace it chooses what verifies: chmod go-w it`);
}

const looksPrivate = (text: string): boolean => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text) || text.trimStart().startsWith('PRIVATE+KEY+');

/** A signing key: Ed25519, private, in a file only its owner can read. */
export async function loadPrivateKey(path: string, what = 'signing key'): Promise<KeyObject> {
  const m = await mode(path);
  if (m & 0o077) throw new UsageError(`${path}: the ${what} is readable or writable by group or others (mode ${m.toString(8)}); refusing to use it: chmod 600 it (and consider it exposed)`);
  const text = await readText(path, `the ${what}`);
  if (!looksPrivate(text)) throw new UsageError(`${path}: not an Ed25519 private key (this looks like a public key or something else; the ${what} is the private half)`);
  try {
    if (text.trimStart().startsWith('PRIVATE+KEY+')) {
      const s = parseSkey(text.trim());
      if (typeof s === 'string') throw new Error(s);
      return s.privateKey;
    }
    const key = createPrivateKey(text);
    assertEd25519(key, 'private');
    return key;
  } catch (err) {
    throw new UsageError(`${path}: not an Ed25519 private key (${(err as Error).message})`);
  }
}

/**
 * The log's public key: PEM (its name is then the checkpoint's origin) or a vkey of type 0x01.
 * A private key is refused.
 */
export async function loadPublicKey(path: string): Promise<KeyObject | NoteVerifier> {
  const text = await readText(path, 'the public key');
  if (looksPrivate(text)) throw new UsageError(`${path}: this is a private key, not a public key; pass the public half (and keep this file secret)`);
  await assertNotWritableByOthers(path, 'public key');
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) {
    try {
      const key = createPublicKey(text);
      assertEd25519(key, 'public');
      return key;
    } catch (err) {
      throw new UsageError(`${path}: not an Ed25519 public key (${(err as Error).message})`);
    }
  }
  const v = parseVkey(t);
  if (typeof v === 'string') throw new UsageError(`${path}: not an Ed25519 public key in PEM or a note verifier key (${v})`);
  if (v.type !== SIG_ED25519) throw new UsageError(`${path}: a verifier key of type 0x0${v.type} (a witness key?), not a log key (0x01)`);
  return v;
}

/** A witness's cosigning key: a vkey of type 0x04 (c2sp.org/tlog-cosignature). */
export async function loadWitnessKey(path: string): Promise<NoteVerifier> {
  const text = await readText(path, 'the witness key');
  if (looksPrivate(text)) throw new UsageError(`${path}: this is a private key, not a witness's public key`);
  await assertNotWritableByOthers(path, 'witness key');
  const v = parseVkey(text.trim());
  if (typeof v === 'string') throw new UsageError(`${path}: not a witness verifier key name+keyid+base64(0x04||key) (${v})`);
  if (v.type !== SIG_COSIGNATURE_V1) throw new UsageError(`${path}: a verifier key of type 0x0${v.type}, not a witness cosignature key (0x04)`);
  return v;
}

/**
 * Make an Ed25519 pair: the private key as PEM (PKCS#8, mode 0600); the public key as PEM
 * (SPKI), or, given a name, as a vkey of the log's type (0x01) or a witness's (0x04).
 */
export async function generateAuditKeys(privatePath: string, publicPath: string, opts: { name?: string; witness?: boolean } = {}): Promise<void> {
  for (const p of [privatePath, publicPath]) {
    const exists = await fsp.stat(p).then(
      () => true,
      () => false,
    );
    if (exists) throw new IoError(`${p}: already exists; refusing to overwrite a key`);
  }
  if (opts.witness && !opts.name) throw new UsageError('a witness key needs a name');
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const sk = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  let pk: string;
  try {
    pk = opts.name ? vkeyText(verifierFor(opts.name, opts.witness ? SIG_COSIGNATURE_V1 : SIG_ED25519, publicKey)) + '\n' : (publicKey.export({ type: 'spki', format: 'pem' }) as string);
  } catch (err) {
    throw new UsageError(`cannot name the key ${JSON.stringify(opts.name)} (${(err as Error).message})`);
  }
  try {
    await fsp.writeFile(privatePath, sk, { flag: 'wx', mode: 0o600 });
    await fsp.chmod(privatePath, 0o600); // in case a umask or ACL widened it
    await fsp.writeFile(publicPath, pk, { flag: 'wx', mode: 0o644 });
    await fsp.chmod(publicPath, 0o644);
  } catch (err) {
    throw new IoError(`cannot write the key pair (${(err as Error).message})`, { cause: err });
  }
}
