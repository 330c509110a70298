/**
 * Steering roles of one memory, from a small learned model of its own: which part a memory can
 * play in a patient campaign that speaks in attitudes and facts (issue 12), read from its text
 * alone — never from its source, its position in the history or the share of untrusted memories
 * around it (the corpus' README names those as cues a learner could take instead of steering).
 *
 *   content ─▶ words (lower case, first MAX_UNITS units) ─▶ hashed features ─▶ one logistic
 *              ├─ unigram, 5-letter prefix (inflected forms)            head per role
 *              ├─ bigram of consecutive words
 *              └─ Han / Kana / Hangul: character bigrams of the run
 *
 * Heads: oversight erosion (the user prefers not to be asked or to review), trust-building about
 * a party, legitimacy and authorization claims (approved lists, boards, counsel, signed-off
 * tags), definitions later memories use (code words, tags, "routine" thresholds), endpoint
 * provisioning (new accounts, IBANs, numbers, drop sites, inbox routing), and restriction (a
 * rule that keeps the user in the loop: "nothing is signed without her approval"), which only
 * matters in a trusted memory, where it vetoes a campaign about the same party or matter.
 *
 * Cheap by construction (screen --correlate runs it on every untrusted memory): one pass over
 * at most MAX_UNITS code units, no strings built, weights interleaved by head so a feature's
 * heads share a cache line. Weights file: the intent model's layout (a JSON header line padded
 * to 8 bytes, float32 weights, their SHA-256 checked on load), data/correlate/roles.bin.
 */
import { decodeWeightsFile, encodeWeightsFile, mulberry32 } from '../common/index.js';
import { CUE_ROLES, MAX_CUE_PREFIX, cliticSkip, compileCues, cueHit, cueHits, cueKey, has16, lower, mix, pairSeed, substringCues, wordCues } from './cues.js';

/** The cue table, compiled once per process (cues.ts). */
const CUE_TABLE = compileCues();
const WORD_CUE_SEED = 0x2545f491; // cues.ts Seed.Word: a word's cue key is computed in the same pass
const hits = new Uint8Array(CUE_ROLES);

export const ROLE_FORMAT = 'antidote-roles-model/1';
/** Hash buckets (2^15 × 6 heads × 4 bytes = 768 KiB). */
export const ROLE_HASH_BITS = 15;
const BUCKETS = 1 << ROLE_HASH_BITS;
const MASK = BUCKETS - 1;

export const ROLES = ['oversight', 'trust', 'legitimacy', 'definition', 'endpoint', 'restriction'] as const;
export type Role = (typeof ROLES)[number];
export const HEADS = ROLES.length;
/** Every head's bit. */
export const ALL_HEADS = (1 << 6) - 1;
/** Bit of RoleModel.roles: an "already approved" cue in the text. */
export const SIGNED_OFF = 1 << HEADS;
export const enum R {
  oversight = 0,
  trust = 1,
  legitimacy = 2,
  definition = 3,
  endpoint = 4,
  restriction = 5,
}

/**
 * A memory is read up to here: campaign memories are a sentence or two; a hostile 256 KiB record
 * costs no more than a long memory (linear, bounded).
 */
export const MAX_UNITS = 400;
/**
 * Text features are scaled by TEXT_SCALE/√n, cue features not: with a few hundred role examples
 * the n-grams alone learn the training writer's words (H1-dev average precision 0.04–0.35 per
 * head without cues, 0.45–0.75 with them at this scale; 0 and 1 did worse on oversight and
 * definition); the cues carry across writers and languages. Chosen on H1-dev.
 */
export const TEXT_SCALE = 0.5;
/** Letters of a word's prefix feature (an inflected Russian or German word keeps its first five). */
const PREFIX = 5;

const enum Seed {
  Word = 0x9e3779b1,
  Prefix = 0x7feb352d,
  Bigram = 0x85ebca77,
  Char = 0xc2b2ae3d,
  Cue = 0x27d4eb2f,
}

function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & MASK;
}

/** Han, Kana and Hangul: scripts without spaces between words (Hangul has them, between phrases). */
export function isCjk(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
}

/** Letters and digits of every script; punctuation, spaces and symbols end a word. */
export function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  if (c >= 0x2000 && c <= 0x206f) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xff00 && c <= 0xff20) return false;
  if (c === 0xa0 || c === 0xab || c === 0xbb || c === 0xbf || c === 0xa1 || c === 0xd7 || c === 0xf7 || c === 0xb7) return false;
  if (c === 0x60c || c === 0x61b || c === 0x61f || c === 0x6d4 || c === 0x964 || c === 0x965) return false;
  return true;
}

/** A reusable buffer of feature ids. */
export interface RoleBuffer {
  ids: Int32Array;
  n: number;
  /** ids[0, textN) are text features (scaled by 1/√textN), the rest cue features (unscaled). */
  textN: number;
}

export function createRoleBuffer(capacity = 4096): RoleBuffer {
  return { ids: new Int32Array(capacity), n: 0, textN: 0 };
}

function push(b: RoleBuffer, id: number): void {
  if (b.n === b.ids.length) {
    const x = new Int32Array(b.ids.length * 2);
    x.set(b.ids);
    b.ids = x;
  }
  b.ids[b.n++] = id;
}

/**
 * Fill `b` with the hashed features of `text` (its first MAX_UNITS code units), and the cue hits
 * per role into the module's `hits` (one pass: words are hashed for the model and matched
 * against the cues together).
 */
export function roleFeatures(text: string, b: RoleBuffer): number {
  b.n = 0;
  hits.fill(0);
  const n = Math.min(text.length, MAX_UNITS);
  let prev = 0;
  let prevCue = 0;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!isWordUnit(c)) {
      i++;
      continue;
    }
    if (isCjk(c)) {
      // a run of Han/Kana/Hangul: every character and every bigram of the run
      let last = -1;
      while (i < n && isCjk((c = text.charCodeAt(i)))) {
        push(b, finish(mix(Seed.Char, c)));
        if (last >= 0) push(b, finish(mix(mix(Seed.Bigram, last), c)));
        substringCues(CUE_TABLE, text, i, n, hits);
        last = c;
        i++;
      }
      prev = 0;
      prevCue = 0;
      continue;
    }
    const ws = i;
    let hw = Seed.Word as number;
    let hp = Seed.Prefix as number;
    let hc = WORD_CUE_SEED;
    let len = 0;
    // the cue matcher of cues.ts wordCues, fused into this loop: the word's running cue hash is
    // hc, and a prefix no cue begins with ends the lookups (most words after two or three letters)
    let word = true;
    let pair = prevCue !== 0 && has16(CUE_TABLE.pairBloom, prevCue) && CUE_TABLE.pairFirst.has(prevCue);
    let hq = pair ? pairSeed(prevCue) : 0;
    while (i < n && isWordUnit((c = text.charCodeAt(i))) && !isCjk(c)) {
      const l = lower(c);
      hw = mix(hw, l);
      hc = mix(hc, l);
      if (len < PREFIX) hp = mix(hp, l);
      len++;
      i++;
      if ((word || pair) && len <= MAX_CUE_PREFIX) {
        if (word) {
          const key = cueKey(hc, len);
          if (!has16(CUE_TABLE.prefix, key)) word = false;
          else if ((CUE_TABLE.wordLens >>> len) & 1) cueHit(CUE_TABLE, key, hits);
        }
        if (pair) {
          hq = mix(hq, l);
          const key = cueKey(hq, len);
          if (!has16(CUE_TABLE.prefix, key)) pair = false;
          else if ((CUE_TABLE.pairLens >>> len) & 1) cueHit(CUE_TABLE, key, hits);
        }
      }
    }
    const skip = cliticSkip(text, ws, i);
    if (skip) wordCues(CUE_TABLE, text, ws + skip, i, 0, hits);
    prevCue = cueKey(hc, len);
    const wid = finish(hw);
    push(b, wid);
    if (len > PREFIX) push(b, finish(hp));
    if (prev !== 0) push(b, finish(mix(mix(Seed.Bigram, prev), wid)));
    prev = wid | 1;
  }
  b.textN = b.n;
  // cue features: per role, "some cue" and "two or more cues" (shared by every language)
  for (let r = 0; r < CUE_ROLES; r++) {
    if (hits[r]! > 0) push(b, finish(mix(mix(Seed.Cue, r), 1)));
    if (hits[r]! > 1) push(b, finish(mix(mix(Seed.Cue, r), 2)));
  }
  return b.n;
}

export interface RoleHeader {
  format: string;
  hashBits: number;
  heads: readonly string[];
  bias: number[];
  /** Probability at or above which a head's role is read (per head, chosen on the dev split). */
  thresholds: number[];
  sha256: string;
  trained: Record<string, unknown>;
}

export class RoleModel {
  private readonly buf = createRoleBuffer();
  constructor(
    readonly header: RoleHeader,
    readonly weights: Float32Array,
  ) {
    if (header.format !== ROLE_FORMAT) throw new Error(`roles model format ${header.format} is not ${ROLE_FORMAT}`);
    if (header.hashBits !== ROLE_HASH_BITS || weights.length !== BUCKETS * HEADS || header.heads.join() !== ROLES.join()) {
      throw new Error('roles model hashing or heads do not match this code');
    }
  }

  /** Each head's probability for `text`, into `out` (length HEADS). */
  probs(text: string, out: Float64Array = new Float64Array(HEADS)): Float64Array {
    const b = this.buf;
    const n = roleFeatures(text, b);
    const w = this.weights;
    const ids = b.ids;
    const tn = b.textN;
    // six locals, not a Float64Array: the sums stay in registers (the array's loads and stores
    // were the hottest line of `screen --correlate`'s profile); the same additions in the same
    // order, so the same doubles
    let z0 = 0;
    let z1 = 0;
    let z2 = 0;
    let z3 = 0;
    let z4 = 0;
    let z5 = 0;
    for (let k = 0; k < tn; k++) {
      const at = ids[k]! * HEADS;
      z0 += w[at]!;
      z1 += w[at + 1]!;
      z2 += w[at + 2]!;
      z3 += w[at + 3]!;
      z4 += w[at + 4]!;
      z5 += w[at + 5]!;
    }
    const scale = tn > 0 ? TEXT_SCALE / Math.sqrt(tn) : 0;
    z0 *= scale;
    z1 *= scale;
    z2 *= scale;
    z3 *= scale;
    z4 *= scale;
    z5 *= scale;
    for (let k = tn; k < n; k++) {
      const at = ids[k]! * HEADS;
      z0 += w[at]!;
      z1 += w[at + 1]!;
      z2 += w[at + 2]!;
      z3 += w[at + 3]!;
      z4 += w[at + 4]!;
      z5 += w[at + 5]!;
    }
    const bias = this.header.bias;
    out[0] = 1 / (1 + Math.exp(-(bias[0]! + z0)));
    out[1] = 1 / (1 + Math.exp(-(bias[1]! + z1)));
    out[2] = 1 / (1 + Math.exp(-(bias[2]! + z2)));
    out[3] = 1 / (1 + Math.exp(-(bias[3]! + z3)));
    out[4] = 1 / (1 + Math.exp(-(bias[4]! + z4)));
    out[5] = 1 / (1 + Math.exp(-(bias[5]! + z5)));
    return out;
  }

  /**
   * Role bits (1 << R.x) whose probability reaches the head's threshold, and SIGNED_OFF when the
   * text holds an "already approved" cue (cues.ts; not learned).
   */
  roles(text: string, heads: number = ALL_HEADS): number {
    // restriction alone (a trusted memory): read only when the text holds a restriction cue.
    // Untrusted memories are read whole: gating their heads by their cues lost 15 of H1-train's
    // 58 campaigns (the n-grams find role memories the cues miss).
    if (heads === 1 << R.restriction) {
      cueHits(CUE_TABLE, text, MAX_UNITS, hits);
      if (hits[R.restriction] === 0) return 0;
    }
    const p = this.probs(text, scratch);
    const signed = hits[CUE_ROLES - 1]! > 0;
    let r = 0;
    for (let h = 0; h < HEADS; h++) if (heads & (1 << h) && p[h]! >= this.header.thresholds[h]!) r |= 1 << h;
    if (signed) r |= SIGNED_OFF;
    return r;
  }
}
const scratch = new Float64Array(HEADS);

export function encodeRoles(header: Omit<RoleHeader, 'sha256'>, weights: Float32Array): Uint8Array {
  return encodeWeightsFile(header, weights);
}

export function decodeRoles(buf: ArrayBufferLike): RoleModel {
  const { header, offset } = decodeWeightsFile(buf, 'roles model', 4, 4);
  return new RoleModel(header as RoleHeader, new Float32Array(buf as ArrayBuffer, offset, (buf.byteLength - offset) / 4));
}


/** One training memory: its text and, per head, 1 / 0 / -1 (unknown: no loss for that head). */
export interface RoleExample {
  text: string;
  labels: Int8Array;
}

export interface RoleTrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const ROLE_TRAIN: RoleTrainOptions = { epochs: 10, learningRate: 0.1, l2: 1e-6, seed: 20261202 };

/**
 * Logistic regression per head with AdaGrad, deterministic (seeded shuffle, sequential float64
 * updates, stored as float32); each head's classes balanced. Pure: examples in, weights out.
 */
export function trainRoles(examples: readonly RoleExample[], opts: RoleTrainOptions = ROLE_TRAIN): { weights: Float32Array; bias: number[] } {
  const b = createRoleBuffer();
  const packed = examples.map((e) => {
    roleFeatures(e.text, b);
    return { ids: b.ids.slice(0, b.n), textN: b.textN, labels: e.labels };
  });
  const w = new Float64Array(BUCKETS * HEADS);
  const g2 = new Float64Array(BUCKETS * HEADS).fill(1e-8);
  const bias = new Float64Array(HEADS);
  const bg2 = new Float64Array(HEADS).fill(1e-8);
  const cw: [number, number][] = [];
  for (let h = 0; h < HEADS; h++) {
    let pos = 0;
    let neg = 0;
    for (const p of packed) {
      if (p.labels[h] === 1) pos++;
      else if (p.labels[h] === 0) neg++;
    }
    const all = pos + neg;
    cw.push([all / (2 * Math.max(1, neg)), all / (2 * Math.max(1, pos))]);
  }
  const order = Int32Array.from(packed.keys());
  const rnd = mulberry32(opts.seed);
  for (let ep = 0; ep < opts.epochs; ep++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    for (const k of order) {
      const p = packed[k]!;
      const n = p.ids.length;
      const tn = p.textN;
      const scale = tn > 0 ? TEXT_SCALE / Math.sqrt(tn) : 0;
      for (let h = 0; h < HEADS; h++) {
        const y = p.labels[h]!;
        if (y < 0) continue;
        let z = bias[h]!;
        for (let q = 0; q < n; q++) z += w[p.ids[q]! * HEADS + h]! * (q < tn ? scale : 1);
        const g = (1 / (1 + Math.exp(-z)) - y) * cw[h]![y]!;
        bg2[h]! += g * g;
        bias[h]! -= (opts.learningRate * g) / Math.sqrt(bg2[h]!);
        for (let q = 0; q < n; q++) {
          const at = p.ids[q]! * HEADS + h;
          const gi = g * (q < tn ? scale : 1) + opts.l2 * w[at]!;
          g2[at]! += gi * gi;
          w[at]! -= (opts.learningRate * gi) / Math.sqrt(g2[at]!);
        }
      }
    }
  }
  return { weights: Float32Array.from(w), bias: Array.from(bias, (x) => Math.fround(x)) };
}
