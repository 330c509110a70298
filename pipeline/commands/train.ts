/**
 * `antidote train` (`npm run train`): train the intent model from the corpus the repository
 * ships (data/intent/, splits.json) and write data/model/intent.bin. Deterministic: fixed seed,
 * sequential updates, the same bytes on every run on the same code and data.
 *
 * The dev split calibrates the score (Platt) and chooses the threshold: the lowest τ at which
 * the model adds at most MAX_DEV_ADDED_FP of dev's benign memories to what the gate already
 * quarantines. The test split is never read here.
 */
import { writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';
import { DEFAULT_TRAIN, HASH_BITS, MAX_N, MIN_N, MODEL_FORMAT, calibrate, encodeModel, rawScores, sigmoid, train } from '../../kernels/model/index.js';
import { DEFAULT_VETO, Screener } from '../../kernels/screen/index.js';
import { defaultImage } from '../../workers/batch/index.js';
import { corpusFingerprint, readSplit, readSplits, toExample } from '../model/index.js';
import { trainRolesModel } from '../correlate/index.js';
import { mkdirSync } from 'node:fs';

/** Benign dev memories the model may add to the gate's quarantines at the chosen threshold. */
export const MAX_DEV_ADDED_FP = 0.01;

/** Everything the weights depend on besides the data and the sources (it enters the fingerprint). */
export const HYPER = { ...DEFAULT_TRAIN, hashBits: HASH_BITS, charNgrams: [MIN_N, MAX_N] };

export function repoRoot(): string {
  let d = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(d, 'data', 'intent', 'splits.json')) && dirname(d) !== d) d = dirname(d);
  return d;
}

export interface TrainReport {
  bytes: Uint8Array;
  tau: number;
  lines: string[];
}

export function trainModel(root: string, log: (s: string) => void = () => {}): TrainReport {
  const t0 = performance.now();
  const splits = readSplits(root);
  const screener = new Screener(defaultImage());
  const trainItems = readSplit(root, splits.train);
  const devItems = readSplit(root, splits.dev);
  const tr = trainItems.map((i) => toExample(screener, i));
  const dev = devItems.map((i) => toExample(screener, i));
  const hyper = HYPER;
  const m = train(tr, DEFAULT_TRAIN);
  const z = rawScores(m, dev);
  const calibration = calibrate(z, dev.map((e) => e.label));
  const p = Array.from(z, (v) => sigmoid(calibration.a * v + calibration.b));
  // the gate's answer after the model's veto (a finding of the rules with a score under DEFAULT_VETO is kept)
  for (let i = 0; i < dev.length; i++) if (dev[i]!.fromGate && p[i]! < DEFAULT_VETO) dev[i]!.gateHit = false;
  const pos = dev.filter((e) => e.label === 1).length;
  const neg = dev.length - pos;
  const gateFp = dev.filter((e) => !e.label && e.gateHit).length;
  const lines: string[] = [];
  lines.push(`dev: ${dev.length} memories (${pos} directives), gate after the veto: recall ${pct(dev.filter((e) => e.label && e.gateHit).length, pos)}, benign quarantined ${pct(gateFp, neg)}`);
  lines.push('| τ | dev recall (gate ∨ model) | dev benign quarantined | added by the model |');
  lines.push('|---:|---:|---:|---:|');
  let tau = 0.99;
  for (let t = 99; t >= 30; t--) {
    const th = t / 100;
    const fp = dev.filter((e, i) => !e.label && (e.gateHit || p[i]! >= th)).length;
    if ((fp - gateFp) / Math.max(1, neg) <= MAX_DEV_ADDED_FP) tau = th;
    if (t % 5 === 0) {
      const tp = dev.filter((e, i) => e.label && (e.gateHit || p[i]! >= th)).length;
      lines.push(`| ${th.toFixed(2)} | ${pct(tp, pos)} | ${pct(fp, neg)} | ${pct(fp - gateFp, neg)} |`);
    }
  }
  const tpAt = dev.filter((e, i) => e.label && (e.gateHit || p[i]! >= tau)).length;
  const fpAt = dev.filter((e, i) => !e.label && (e.gateHit || p[i]! >= tau)).length;
  lines.push(`chosen τ = ${tau.toFixed(2)} (the lowest at which the model adds ≤ ${MAX_DEV_ADDED_FP * 100}% of dev's benign memories): dev recall ${pct(tpAt, pos)}, benign quarantined ${pct(fpAt, neg)}`);
  const header = {
    format: MODEL_FORMAT,
    hashBits: HASH_BITS,
    fingerprint: corpusFingerprint(root, splits, hyper),
    calibration,
    bias: m.bias,
    scale: m.scale,
    trained: { train: splits.train, dev: splits.dev, trainItems: tr.length, devItems: dev.length, hyper, tau },
  };
  const bytes = encodeModel(header, m.weights);
  log(`antidote train: ${tr.length} training memories, ${dev.length} dev, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const l of lines) log(l);
  return { bytes, tau, lines };
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { out: { type: 'string', short: 'o' }, root: { type: 'string' }, roles: { type: 'boolean' } } });
  if (positionals.length > 0) throw new UsageError('train takes no input: it reads data/intent/');
  const root = values.root ? resolve(values.root) : repoRoot();
  if (values.roles) {
    // the correlation roles model (data/correlate/roles.bin) from data/histories/
    const out = values.out ?? join(root, 'data', 'correlate', 'roles.bin');
    const r = trainRolesModel(root, (s) => process.stderr.write(s + '\n'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, r.bytes);
    process.stderr.write(`antidote train --roles: wrote ${out} (${r.bytes.length} bytes)\n`);
    return 0;
  }
  const out = values.out ?? join(root, 'data', 'model', 'intent.bin');
  const r = trainModel(root, (s) => process.stderr.write(s + '\n'));
  writeFileSync(out, r.bytes);
  process.stderr.write(`antidote train: wrote ${out} (${r.bytes.length} bytes)\n`);
  return 0;
}
