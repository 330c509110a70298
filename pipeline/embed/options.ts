/**
 * Library options, checked once at the API boundary with coded errors (E_OPTIONS): a typo such
 * as `mode: 'Signed'` or `trusted: 'operator'` must fail loudly, never fall back to a default
 * trust that the caller did not mean.
 */
import { AntidoteError } from '../../kernels/common/index.js';
import { DEFAULT_TRUSTED, MIN_KEY_BYTES, type TrustConfig, type TrustMode } from '../../kernels/screen/index.js';

/** The trust options every embedding API takes (the same as the CLI's --trust/--trust-config/--key). */
export interface TrustOptions {
  /** `prefix` (default) or `signed`. */
  mode?: TrustMode;
  /** Trusted source entries (default: operator, cli, system). */
  trusted?: string[];
  /** HMAC key for signed provenance (at least 16 bytes). */
  key?: Uint8Array;
  /** Longest content screened, in UTF-16 code units. */
  maxContent?: number;
}

export interface ResolvedTrust {
  trust: TrustConfig;
  key: Uint8Array | null;
  maxContent: number | undefined;
}

function fail(where: string, message: string): never {
  throw new AntidoteError('E_OPTIONS', `${where}: ${message}`);
}

/** Check `options` against the names `allowed` and the trust fields' types; return the trust to use. */
export function resolveTrust(options: unknown, where: string, allowed: readonly string[]): ResolvedTrust {
  if (options === undefined || options === null) return { trust: { mode: 'prefix', trusted: [...DEFAULT_TRUSTED] }, key: null, maxContent: undefined };
  if (typeof options !== 'object' || Array.isArray(options)) fail(where, `options must be an object, not ${Array.isArray(options) ? 'an array' : typeof options}`);
  const o = options as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (o[k] !== undefined && !allowed.includes(k)) fail(where, `unknown option '${k}' (known: ${allowed.join(', ')})`);
  }
  const mode = o.mode ?? 'prefix';
  if (mode !== 'prefix' && mode !== 'signed') fail(where, `mode must be 'prefix' or 'signed', not ${JSON.stringify(mode)}`);
  const trusted = o.trusted ?? [...DEFAULT_TRUSTED];
  if (!Array.isArray(trusted)) fail(where, `trusted must be an array of source entries (e.g. ['operator']), not ${JSON.stringify(trusted)}`);
  for (const t of trusted) if (typeof t !== 'string' || t.length === 0) fail(where, `trusted entries must be non-empty strings, not ${JSON.stringify(t)}`);
  let key: Uint8Array | null = null;
  if (o.key !== undefined) {
    if (!(o.key instanceof Uint8Array)) fail(where, 'key must be a Uint8Array (the bytes of the key file)');
    if (o.key.length < MIN_KEY_BYTES) fail(where, `key is ${o.key.length} bytes; at least ${MIN_KEY_BYTES} are needed`);
    if (mode !== 'signed') fail(where, "a key is read only in signed mode: add mode: 'signed'");
    key = o.key;
  }
  if (mode === 'signed' && !key) fail(where, "mode 'signed' needs a key");
  const maxContent = o.maxContent;
  if (maxContent !== undefined && (typeof maxContent !== 'number' || !Number.isInteger(maxContent) || maxContent < 1)) {
    fail(where, `maxContent must be a positive integer, not ${JSON.stringify(maxContent)}`);
  }
  return { trust: { mode, trusted: [...(trusted as string[])] }, key, maxContent: maxContent as number | undefined };
}

/** Check one integer option; `undefined` passes. */
export function intOption(value: unknown, where: string, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) fail(where, `${name} must be an integer ≥ ${min}, not ${JSON.stringify(value)}`);
  return value;
}

export function optionError(where: string, message: string): AntidoteError {
  return new AntidoteError('E_OPTIONS', `${where}: ${message}`);
}
