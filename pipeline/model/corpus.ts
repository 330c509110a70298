/**
 * The intent corpus on disk (data/intent/): one JSON Lines file per writer, the writer-held-out
 * splits (splits.json), and the project's own lexicon fixtures as one more training writer
 * ("FX": test/fixtures, written by the project's hands). Items become model examples through
 * the gate-only screen, so training sees exactly what the screen computes before the model.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Screener } from '../../kernels/screen/index.js';
import type { Example, GateSignal } from '../../kernels/model/index.js';

export interface CorpusItem {
  text: string;
  label: 0 | 1;
  lang: string;
  act?: string;
  capability?: string;
  register?: string;
  writer: string;
}

export interface Splits {
  train: string[];
  dev: string[];
  test: string[];
}

export function readSplits(root: string): Splits {
  return JSON.parse(readFileSync(join(root, 'data', 'intent', 'splits.json'), 'utf8')) as Splits;
}

/** The files a writer's items come from (for the fingerprint), in a fixed order. */
export function writerFiles(root: string, writer: string): string[] {
  if (writer !== 'FX') return [join(root, 'data', 'intent', 'writers', `${writer}.jsonl`)];
  const dir = join(root, 'test', 'fixtures', 'multilingual');
  return [join(root, 'test', 'fixtures', 'screen-en.json'), ...readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(dir, f))];
}

export function readWriter(root: string, writer: string): CorpusItem[] {
  if (writer !== 'FX') {
    const file = writerFiles(root, writer)[0]!;
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l, i) => {
        const o = JSON.parse(l) as CorpusItem;
        if (typeof o.text !== 'string' || (o.label !== 0 && o.label !== 1)) throw new Error(`${file}:${i + 1}: not an item {"text","label",…}`);
        return { ...o, writer };
      });
  }
  const [en, ...ml] = writerFiles(root, 'FX');
  const out: CorpusItem[] = [];
  const j = JSON.parse(readFileSync(en!, 'utf8')) as Record<string, (string | [string, unknown])[]>;
  for (const [k, label] of [['directive', 1], ['benign', 0]] as const) {
    for (const x of j[k] ?? []) out.push({ text: typeof x === 'string' ? x : x[0], label, lang: 'en', writer: 'FX' });
  }
  for (const f of ml) {
    for (const l of readFileSync(f, 'utf8').split('\n')) {
      if (!l.trim()) continue;
      const c = JSON.parse(l) as { lang: string; content: string; expect: string };
      out.push({ text: c.content, label: c.expect === 'directive' ? 1 : 0, lang: c.lang, writer: 'FX' });
    }
  }
  return out;
}

export function readSplit(root: string, writers: readonly string[]): CorpusItem[] {
  return writers.flatMap((w) => readWriter(root, w));
}

/** What the screen computes before the model, as the model's input. */
export function toExample(screener: Screener, item: { text: string; label: 0 | 1 }): Example & { gateHit: boolean; fromGate: boolean } {
  const t = screener.screenText(item.text);
  const g = t.gate;
  const gate: GateSignal = { mask: g.mask, caps: g.caps, autonomy: g.autonomy, moneyAutonomy: g.moneyAutonomy, directive: t.directive, pairs: g.pairs, rules: g.findings.map((f) => f.rule) };
  // fromGate: the gate's rules fired on the plain text (what the model's veto may overrule; a decoded payload's directive it may not)
  return { text: t.normalized.text, gate, label: item.label, gateHit: t.directive, fromGate: g.directive };
}

/**
 * The sources whose change changes the weights: the model's featurizer and trainer, and
 * everything that computes its input (normalizer, automaton, lexicons, gate).
 */
export function modelSources(root: string): string[] {
  const out: string[] = [];
  for (const dir of ['kernels/model', 'kernels/text', 'kernels/screen', 'kernels/lexicon']) {
    for (const f of readdirSync(join(root, dir)).sort()) if (f.endsWith('.ts') && !f.endsWith('.d.ts')) out.push(`${dir}/${f}`);
  }
  return out;
}

/**
 * Fingerprint of what the weights are made from: the splits, the training and dev writers'
 * files, the sources above and the hyperparameters. Read from the repository's sources, so the
 * same in a test (run from source) and in `npm run train` (run from dist/).
 */
export function corpusFingerprint(root: string, splits: Splits, hyper: object): string {
  const h = createHash('sha256');
  h.update(JSON.stringify({ train: splits.train, dev: splits.dev, hyper }));
  for (const w of [...splits.train, ...splits.dev]) for (const f of writerFiles(root, w)) h.update(`\0${w}\0`).update(readFileSync(f));
  for (const f of modelSources(root)) h.update(`\0${f}\0`).update(readFileSync(join(root, f)));
  return h.digest('hex');
}
