/**
 * Trust settings from the command line: `--trust`, `--trust-config FILE`, `--key KEY`.
 */
import { readFileSync, statSync } from 'node:fs';
import { IoError, UsageError } from '../../kernels/common/index.js';
import { DEFAULT_TRUSTED, MIN_KEY_BYTES, parseTrustConfig, type TrustConfig } from '../../kernels/screen/index.js';

/** Key lengths accepted: HMAC-SHA256 gains nothing past its 64-byte block, and under 16 is guessable. */
export const MAX_KEY_BYTES = 64;

/**
 * Read an HMAC key file, refusing what would make signed trust meaningless: a file the group or
 * others may read (as ssh refuses a private key; `--allow-insecure-key` overrides), a length
 * outside 16–64 bytes, a constant key (all zeros, all one byte), and a text file (keygen writes
 * 32 random bytes; 32 random bytes are all printable with probability ~1e-14).
 */
export function readKey(path: string, allowInsecure = false): Uint8Array {
  let key: Buffer;
  let mode: number;
  try {
    mode = statSync(path).mode;
    key = readFileSync(path);
  } catch (e) {
    throw new IoError(`${path}: cannot read key: ${(e as Error).message}`);
  }
  if ((mode & 0o077) !== 0 && !allowInsecure) {
    throw new UsageError(`${path}: key file is readable by group or others (mode ${(mode & 0o777).toString(8).padStart(4, '0')}); chmod 600 it, or pass --allow-insecure-key`);
  }
  if (key.length < MIN_KEY_BYTES || key.length > MAX_KEY_BYTES) {
    throw new UsageError(`${path}: key is ${key.length} bytes; it must be ${MIN_KEY_BYTES} to ${MAX_KEY_BYTES} bytes (antidote keygen writes 32)`);
  }
  if (key.every((b) => b === key[0])) throw new UsageError(`${path}: key is one byte repeated; make a random one with antidote keygen`);
  if (key.every((b) => (b >= 0x20 && b < 0x7f) || b === 0x0a || b === 0x0d || b === 0x09)) {
    throw new UsageError(`${path}: key is text, not random bytes; make one with antidote keygen`);
  }
  return key;
}

export function loadTrust(opts: { trust?: string; 'trust-config'?: string; key?: string; 'allow-insecure-key'?: boolean }): { config: TrustConfig; key: Uint8Array | null } {
  let config: TrustConfig = { mode: 'prefix', trusted: [...DEFAULT_TRUSTED] };
  const file = opts['trust-config'];
  if (file) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code) throw new IoError(`${file}: cannot read trust config: ${err.message}`);
      throw new UsageError(`${file}: trust config is not valid JSON: ${err.message}`);
    }
    try {
      config = parseTrustConfig(raw, file);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  if (opts.trust !== undefined) {
    if (opts.trust !== 'prefix' && opts.trust !== 'signed') throw new UsageError(`--trust must be prefix or signed, not '${opts.trust}'`);
    config = { ...config, mode: opts.trust };
  }
  // a key in prefix mode would be silently ignored: a user who believes signed trust is on would
  // trust every unsigned operator: record
  if (opts.key && config.mode !== 'signed') throw new UsageError('--key is read only in signed mode: add --trust signed (or "mode":"signed" in --trust-config)');
  const key = opts.key ? readKey(opts.key, opts['allow-insecure-key'] === true) : null;
  if (config.mode === 'signed' && !key) throw new UsageError('--trust signed needs --key KEY');
  return { config, key };
}
