/**
 * Trust settings from the command line: `--trust`, `--trust-config FILE`, `--key KEY`.
 */
import { readFileSync } from 'node:fs';
import { IoError, UsageError } from '../../kernels/common/index.js';
import { DEFAULT_TRUSTED, MIN_KEY_BYTES, parseTrustConfig, type TrustConfig } from '../../kernels/screen/index.js';

export function readKey(path: string): Uint8Array {
  let key: Buffer;
  try {
    key = readFileSync(path);
  } catch (e) {
    throw new IoError(`${path}: cannot read key: ${(e as Error).message}`);
  }
  if (key.length < MIN_KEY_BYTES) throw new UsageError(`${path}: key is ${key.length} bytes; at least ${MIN_KEY_BYTES} are required`);
  return key;
}

export function loadTrust(opts: { trust?: string; 'trust-config'?: string; key?: string }): { config: TrustConfig; key: Uint8Array | null } {
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
  const key = opts.key ? readKey(opts.key) : null;
  if (config.mode === 'signed' && !key) throw new UsageError('--trust signed needs --key KEY');
  return { config, key };
}
