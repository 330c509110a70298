/**
 * Provenance trust (CONTRACT §3).
 *
 * `prefix` trusts a source whose leading `:`-segments equal, byte for byte, all the segments of
 * one trusted entry. Anything that merely looks like a trusted label — `operator-imposter`,
 * `0perator:x`, a Greek omicron, a trailing space, `operators:x` — is a different byte string
 * and so untrusted: trust is decided on the raw source, never on normalized text.
 *
 * `signed` adds an HMAC-SHA256 tag bound to the agent, the source and the content's hash, so a
 * label copied onto a memory by an attacker (provenance laundering) does not verify, and a
 * signed memory whose content was swapped does not either.
 *
 * node:crypto is the one platform import here: HMAC and SHA-256 are pure functions of their
 * input, and node:crypto's native implementation is several times faster than WASM for short
 * inputs (see bench/provenance.bench.ts).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TrustMode = 'prefix' | 'signed';

export interface TrustConfig {
  mode: TrustMode;
  /** Trusted entries, each one or more `:`-separated segments. */
  trusted: string[];
}

export const DEFAULT_TRUSTED = ['operator', 'cli', 'system'] as const;

export const MAC_MARKER = '#mac=';
/** The smallest key `screen --trust signed` and `sign` accept. */
export const MIN_KEY_BYTES = 16;
/** Domain separation of the tag, so it can never be confused with another HMAC over the same key. */
const TAG_CONTEXT = 'am1';

export interface ParsedSource {
  /** The source without its tag. */
  base: string;
  /** The base64url tag, if the source carried one. */
  tag: string | null;
}

export function parseSource(source: string | undefined | null): ParsedSource {
  if (typeof source !== 'string') return { base: '', tag: null };
  const at = source.lastIndexOf(MAC_MARKER);
  if (at < 0) return { base: source, tag: null };
  return { base: source.slice(0, at), tag: source.slice(at + MAC_MARKER.length) };
}

/** Trusted entries split into segments once, for the per-record check. */
export class PrefixPolicy {
  private readonly entries: string[][];
  constructor(trusted: readonly string[]) {
    this.entries = trusted.filter((t) => t.length > 0).map((t) => t.split(':'));
  }
  /** Byte-for-byte segment prefix match against any trusted entry. */
  trusts(base: string): boolean {
    if (!base) return false;
    for (const entry of this.entries) {
      let pos = 0;
      let ok = true;
      for (let i = 0; i < entry.length; i++) {
        const seg = entry[i]!;
        if (!base.startsWith(seg, pos)) {
          ok = false;
          break;
        }
        pos += seg.length;
        // the segment must end exactly at a ':' or at the end of the source
        if (pos === base.length) {
          ok = i === entry.length - 1;
          break;
        }
        if (base.charCodeAt(pos) !== 0x3a) {
          ok = false;
          break;
        }
        pos++;
      }
      if (ok) return true;
    }
    return false;
  }
}

/** hex(SHA-256(content as UTF-8)). */
export function contentDigest(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

/** The tag of CONTRACT §3: base64url(HMAC-SHA256(key, "am1" NUL agentId NUL baseSource NUL hex(SHA-256(content)))). */
export function computeTag(key: Uint8Array, agentId: string, baseSource: string, content: string): string {
  return createHmac('sha256', key)
    .update(`${TAG_CONTEXT}\u0000${agentId}\u0000${baseSource}\u0000${contentDigest(content)}`, 'utf8')
    .digest('base64url');
}

const EXPECTED_TAG_BYTES = 32;

/** Constant-time comparison of a presented tag with the expected one. */
export function verifyTag(key: Uint8Array, agentId: string, baseSource: string, content: string, tag: string): boolean {
  const expected = Buffer.from(computeTag(key, agentId, baseSource, content), 'base64url');
  let presented: Buffer;
  try {
    presented = Buffer.from(tag, 'base64url');
  } catch {
    presented = Buffer.alloc(0);
  }
  // Compare equal-length buffers always, so a wrong length costs the same as a wrong tag.
  const same = presented.length === EXPECTED_TAG_BYTES ? presented : Buffer.alloc(EXPECTED_TAG_BYTES);
  const eq = timingSafeEqual(expected, same);
  return eq && presented.length === EXPECTED_TAG_BYTES && Buffer.from(presented).toString('base64url') === tag;
}

const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** No lone surrogate (with the u flag a pair is one code point, so only a lone one matches). */
export function wellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}

export function signSource(key: Uint8Array, agentId: string, source: string, content: string): string {
  const { base } = parseSource(source);
  if (!wellFormed(content) || !wellFormed(agentId) || !wellFormed(base)) {
    throw Object.assign(new Error('text with a lone surrogate cannot be signed: its UTF-8 form would be ambiguous'), { code: 'E_KEY' });
  }
  return `${base}${MAC_MARKER}${computeTag(key, agentId, base, content)}`;
}

export interface TrustDecision {
  trusted: boolean;
  /** Why, for reasons: 'prefix', 'signed', 'untrusted-channel', 'missing-tag', 'bad-tag', 'no-source'. */
  why: string;
}

export class TrustPolicy {
  readonly mode: TrustMode;
  private readonly prefix: PrefixPolicy;
  private readonly key: Uint8Array | null;

  constructor(config: TrustConfig, key?: Uint8Array | null) {
    this.mode = config.mode;
    this.prefix = new PrefixPolicy(config.trusted);
    this.key = key ?? null;
    if (this.mode === 'signed') {
      if (!this.key) throw Object.assign(new Error('signed trust needs a key (--key)'), { code: 'E_KEY' });
      if (this.key.length < MIN_KEY_BYTES) {
        throw Object.assign(new Error(`key is ${this.key.length} bytes; at least ${MIN_KEY_BYTES} are required`), { code: 'E_KEY' });
      }
    }
  }

  decide(source: string | undefined, agentId: string, content: string): TrustDecision {
    if (typeof source !== 'string' || source.length === 0) return { trusted: false, why: 'no-source' };
    const { base, tag } = parseSource(source);
    if (this.mode === 'prefix') return this.prefix.trusts(base) ? { trusted: true, why: 'prefix' } : { trusted: false, why: 'untrusted-channel' };
    if (!this.prefix.trusts(base)) return { trusted: false, why: 'untrusted-channel' };
    if (tag === null) return { trusted: false, why: 'missing-tag' };
    // UTF-8 turns a lone surrogate into U+FFFD, so two different strings would share a tag:
    // such text is never signed (signSource refuses it) and never verifies
    if (!wellFormed(content) || !wellFormed(agentId) || !wellFormed(base)) return { trusted: false, why: 'bad-tag' };
    return verifyTag(this.key!, agentId, base, content, tag) ? { trusted: true, why: 'signed' } : { trusted: false, why: 'bad-tag' };
  }
}

/** Parse and validate a trust configuration object (the JSON of `--trust-config`). */
export function parseTrustConfig(raw: unknown, where: string): TrustConfig {
  const fail = (msg: string) => {
    throw Object.assign(new Error(`${where}: ${msg}`), { code: 'E_TRUST_CONFIG' });
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('expected a JSON object {"mode","trusted"}');
  const o = raw as Record<string, unknown>;
  const mode = o.mode ?? 'prefix';
  if (mode !== 'prefix' && mode !== 'signed') fail(`mode must be "prefix" or "signed", not ${JSON.stringify(mode)}`);
  const trusted = o.trusted ?? [...DEFAULT_TRUSTED];
  if (!Array.isArray(trusted) || !trusted.every((t) => typeof t === 'string' && t.length > 0)) {
    fail('"trusted" must be an array of non-empty strings');
  }
  return { mode: mode as TrustMode, trusted: trusted as string[] };
}
