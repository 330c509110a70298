/**
 * The learned intent model: logistic regression over hashed features (features.ts), scored in
 * one pass over the feature ids. Text features are scaled by 1/√n so a long memory does not
 * score high for its length alone; the gate's features are added unscaled. The raw score is
 * calibrated on the dev split (Platt scaling: p = σ(a·z + b)).
 *
 * Weights are int8 with one scale (weight = q × scale): 256 KiB that fit a core's L2 beside the
 * automaton's hot states, where 1 MiB of float32 did not (issue 11's speed budget; the rounding
 * moved no dev figure, see the README). The sums are integer until the last multiply.
 *
 * Weights file (versioned, checksummed): a UTF-8 JSON header line, then the int8 weights. The
 * header names the format, the feature hashing, the corpus and trainer fingerprint, the scale,
 * the calibration and the SHA-256 of the weight bytes.
 */
import { BUCKETS, HASH_BITS, createFeatureBuffer, featurize, sumFeatures, wordSpans, type FeatureBuffer, type GateSignal } from './features.js';

export const MODEL_FORMAT = 'antidote-intent-model/2';

export interface ModelHeader {
  format: string;
  hashBits: number;
  /** SHA-256 over the training corpus, the featurizer's and trainer's sources and the hyperparameters. */
  fingerprint: string;
  /** Platt calibration on the dev split. */
  calibration: { a: number; b: number };
  bias: number;
  /** Weight of one step of the int8 weights. */
  scale: number;
  /** SHA-256 (hex) of the weight bytes. */
  sha256: string;
  /** What it was trained on and how (informational). */
  trained: Record<string, unknown>;
}

export interface ModelSpan {
  start: number;
  end: number;
  weight: number;
}

export class IntentModel {
  readonly weights: Int8Array;
  private readonly buf: FeatureBuffer = createFeatureBuffer();
  private readonly bias: number;
  private readonly scale: number;
  private readonly a: number;
  private readonly b: number;

  constructor(
    readonly header: ModelHeader,
    weights: Int8Array,
  ) {
    if (header.format !== MODEL_FORMAT) throw new Error(`model format ${header.format} is not ${MODEL_FORMAT}`);
    if (header.hashBits !== HASH_BITS || weights.length !== BUCKETS) throw new Error('model hashing does not match this code');
    if (!(header.scale > 0)) throw new Error('model scale must be positive');
    this.weights = weights;
    this.bias = header.bias;
    this.scale = header.scale;
    this.a = header.calibration.a;
    this.b = header.calibration.b;
  }

  /** Raw score z of a normalized text and its gate signal. */
  raw(text: string, gate: GateSignal | null): number {
    return rawScore(this.weights, this.scale, this.bias, this.buf, text, gate);
  }

  /** Calibrated probability that the text is a standing directive. */
  score(text: string, gate: GateSignal | null): number {
    return sigmoid(this.a * this.raw(text, gate) + this.b);
  }

  /**
   * The `k` words (normalized offsets) whose features weigh most toward a directive: every
   * feature's weight is given to the word it lies in (a bigram to its second word), and the
   * words with the largest positive sums are the evidence.
   */
  explain(text: string, gate: GateSignal | null, k = 3): ModelSpan[] {
    const b = this.buf;
    featurize(text, gate, b);
    const words = wordSpans(text);
    const sum = new Float64Array(words.length);
    const w = this.weights;
    let at = 0;
    for (let i = 0; i < b.n; i++) {
      const s = b.start[i]!;
      if (s < 0) continue;
      // features come in text order; the word holding s is at or after the last one found
      while (at + 1 < words.length && words[at + 1]![0] <= s) at++;
      while (at > 0 && words[at]![0] > s) at--;
      sum[at]! += w[b.ids[i]!]! * this.scale;
    }
    const order = Array.from(words.keys()).filter((i) => sum[i]! > 0);
    order.sort((x, y) => sum[y]! - sum[x]! || x - y);
    return order
      .slice(0, k)
      .sort((x, y) => x - y)
      .map((i) => ({ start: words[i]![0], end: words[i]![1], weight: sum[i]! }));
  }
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** z = bias + scale × (Σ text weights / √(text features) + Σ gate weights). */
export function rawScore(w: Int8Array, scale: number, bias: number, b: FeatureBuffer, text: string, gate: GateSignal | null): number {
  sumFeatures(text, gate, w, b);
  return bias + scale * ((b.textN > 0 ? b.textSum / Math.sqrt(b.textN) : 0) + b.gateSum);
}
