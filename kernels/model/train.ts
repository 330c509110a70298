/**
 * Training of the intent model: logistic regression with AdaGrad over the hashed features,
 * deterministic (a seeded shuffle, sequential updates in float64, rounded to int8 with one
 * scale), and Platt calibration on the dev split. Pure: examples in, weights out.
 */
import { BUCKETS, createFeatureBuffer, featurize, type GateSignal } from './features.js';
import { rawScore, sigmoid } from './model.js';
import { mulberry32 } from '../common/index.js';

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const DEFAULT_TRAIN: TrainOptions = { epochs: 12, learningRate: 0.25, l2: 1e-7, seed: 20261201 };

export interface Example {
  text: string;
  gate: GateSignal | null;
  label: 0 | 1;
}

interface Packed {
  ids: Int32Array;
  /** Index in ids where the gate's features begin. */
  textN: number;
  label: number;
}

function pack(examples: readonly Example[]): Packed[] {
  const b = createFeatureBuffer();
  return examples.map((e) => {
    featurize(e.text, e.gate, b);
    // text features first, then gate features (featurize emits them in that order)
    let textN = 0;
    while (textN < b.n && b.start[textN]! >= 0) textN++;
    return { ids: b.ids.slice(0, b.n), textN, label: e.label };
  });
}


export interface Trained {
  weights: Int8Array;
  /** Weight of one int8 step: the largest |weight| is 127 steps. */
  scale: number;
  bias: number;
}

/** Round float64 weights to int8 steps of one scale (the largest magnitude maps to ±127). */
export function quantize(w: Float64Array): { weights: Int8Array; scale: number } {
  let max = 0;
  for (let i = 0; i < w.length; i++) max = Math.max(max, Math.abs(w[i]!));
  const scale = Math.fround(max > 0 ? max / 127 : 1);
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale)));
  return { weights: q, scale };
}

export function train(examples: readonly Example[], opts: TrainOptions = DEFAULT_TRAIN): Trained {
  const data = pack(examples);
  const w = new Float64Array(BUCKETS);
  const g2 = new Float64Array(BUCKETS).fill(1e-8);
  let bias = 0;
  let bg2 = 1e-8;
  const pos = data.reduce((n, d) => n + d.label, 0);
  // balance the classes: each contributes half of the loss
  const wPos = data.length / (2 * Math.max(1, pos));
  const wNeg = data.length / (2 * Math.max(1, data.length - pos));
  const order = Int32Array.from(data.keys());
  const r = mulberry32(opts.seed);
  const lr = opts.learningRate;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    for (const k of order) {
      const d = data[k]!;
      const scale = d.textN > 0 ? 1 / Math.sqrt(d.textN) : 0;
      let z = bias;
      for (let i = 0; i < d.ids.length; i++) z += w[d.ids[i]!]! * (i < d.textN ? scale : 1);
      const p = sigmoid(z);
      const g = (p - d.label) * (d.label ? wPos : wNeg);
      for (let i = 0; i < d.ids.length; i++) {
        const id = d.ids[i]!;
        const grad = g * (i < d.textN ? scale : 1) + opts.l2 * w[id]!;
        g2[id]! += grad * grad;
        w[id]! -= (lr * grad) / Math.sqrt(g2[id]!);
      }
      bg2 += g * g;
      bias -= (lr * g) / Math.sqrt(bg2);
    }
  }
  return { ...quantize(w), bias: Math.fround(bias) };
}

/** Raw scores of examples under trained weights. */
export function rawScores(t: Trained, examples: readonly Example[]): Float64Array {
  const b = createFeatureBuffer();
  return Float64Array.from(examples, (e) => rawScore(t.weights, t.scale, t.bias, b, e.text, e.gate));
}

/** Platt scaling: a, b minimizing the log loss of σ(a·z + b) on (z, y); Newton steps, deterministic. */
export function calibrate(z: Float64Array, y: readonly number[]): { a: number; b: number } {
  let a = 1;
  let b = 0;
  for (let it = 0; it < 50; it++) {
    let ga = 0, gb = 0, haa = 1e-9, hab = 0, hbb = 1e-9;
    for (let i = 0; i < z.length; i++) {
      const p = sigmoid(a * z[i]! + b);
      const d = p - y[i]!;
      const h = p * (1 - p);
      ga += d * z[i]!;
      gb += d;
      haa += h * z[i]! * z[i]!;
      hab += h * z[i]!;
      hbb += h;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { a: Math.fround(a), b: Math.fround(b) };
}
