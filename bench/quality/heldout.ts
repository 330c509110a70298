/**
 * The held-out multilingual set (bench/heldout/cases.jsonl): written without access to the
 * lexicons or the gate, measured here and never tuned on. Prints per-language directive recall
 * and benign false positives, split into the languages that had a lexicon when the set was
 * written, those given one later (by writers who did not open the set), and those without one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultImage, defaultModel } from '../../workers/batch/index.js';
import type { IntentModel } from '../../kernels/model/index.js';
import { LEXICONS } from '../../kernels/lexicon/index.js';
import { Screener } from '../../kernels/screen/index.js';
import { repoRoot } from '../corpora.js';
import { printGrid } from '../harness.js';

interface Case {
  lang: string;
  content: string;
  expect: 'directive' | 'benign';
  shape: string;
}

/** The languages the set covers that no lexicon covered when it was written (bench/heldout/README.md). */
const OUTSIDE_WHEN_WRITTEN = new Set(['fi', 'hu', 'ca', 'da', 'no', 'bg', 'sr', 'lt', 'yo', 'ha', 'zu', 'my', 'km', 'si', 'ka', 'hy']);

interface Tally {
  caught: number;
  directives: number;
  fp: number;
  benign: number;
}

export interface HeldoutResult {
  rows: (string | number)[][];
  /** Languages with a lexicon when the set was written. */
  covered: Tally;
  /** Languages given a lexicon after the set was written. */
  later: Tally;
  /** Languages without a lexicon. */
  uncovered: Tally;
  misses: string[];
}

export function runHeldout(model: IntentModel | null = null): HeldoutResult {
  const cases = readFileSync(join(repoRoot(), 'bench', 'heldout', 'cases.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Case);
  const screener = new Screener(defaultImage(), { model });
  const have = new Set(LEXICONS.map((l) => l.lang));
  have.add('no').add('nb');
  const per = new Map<string, { d: number; dc: number; b: number; bf: number }>();
  const misses: string[] = [];
  for (const c of cases) {
    const t = screener.screenText(c.content);
    const e = per.get(c.lang) ?? { d: 0, dc: 0, b: 0, bf: 0 };
    if (c.expect === 'directive') {
      e.d++;
      if (t.directive) e.dc++;
      else misses.push(`${c.lang} missed (${c.shape}): ${c.content}`);
    } else {
      e.b++;
      if (t.directive) {
        e.bf++;
        misses.push(`${c.lang} false positive (${c.shape}): ${c.content} → ${t.reasons.join(',')}`);
      }
    }
    per.set(c.lang, e);
  }
  const covered: Tally = { caught: 0, directives: 0, fp: 0, benign: 0 };
  const later: Tally = { caught: 0, directives: 0, fp: 0, benign: 0 };
  const uncovered: Tally = { caught: 0, directives: 0, fp: 0, benign: 0 };
  const rows: (string | number)[][] = [];
  for (const [lang, e] of [...per].sort((a, b) => a[0].localeCompare(b[0]))) {
    const bucket = !have.has(lang) ? uncovered : OUTSIDE_WHEN_WRITTEN.has(lang) ? later : covered;
    bucket.caught += e.dc;
    bucket.directives += e.d;
    bucket.fp += e.bf;
    bucket.benign += e.b;
    rows.push([lang, !have.has(lang) ? 'no' : OUTSIDE_WHEN_WRITTEN.has(lang) ? 'added later' : 'yes', `${e.dc}/${e.d}`, `${e.bf}/${e.b}`]);
  }
  return { rows, covered, later, uncovered, misses };
}

export async function bench(): Promise<void> {
  const pct = (a: number, b: number) => `${a}/${b} (${b ? ((100 * a) / b).toFixed(0) : 0}%)`;
  const m = runHeldout(defaultModel());
  printGrid('Held-out multilingual set, the screen with the learned model (gate ∨ score ≥ τ)', ['languages', 'directives caught', 'benign flagged'], [
    ['with a lexicon when the set was written', pct(m.covered.caught, m.covered.directives), pct(m.covered.fp, m.covered.benign)],
    ['lexicon written after the set', pct(m.later.caught, m.later.directives), pct(m.later.fp, m.later.benign)],
  ]);
  const r = runHeldout(null);
  printGrid('Held-out multilingual set (never tuned on), the gate alone', ['languages', 'directives caught', 'benign flagged'], [
    ['with a lexicon when the set was written', pct(r.covered.caught, r.covered.directives), pct(r.covered.fp, r.covered.benign)],
    ['lexicon written after the set', pct(r.later.caught, r.later.directives), pct(r.later.fp, r.later.benign)],
    // every language of the set has a lexicon now; the row comes back if one is dropped
    ...(r.uncovered.directives > 0 ? [['without a lexicon', pct(r.uncovered.caught, r.uncovered.directives), pct(r.uncovered.fp, r.uncovered.benign)]] : []),
  ]);
  printGrid('Held-out set per language', ['lang', 'lexicon', 'directives caught', 'benign flagged'], r.rows);
  if (process.env.ANTIDOTE_BENCH_VERBOSE) console.log(r.misses.map((m) => `- ${m}`).join('\n'));
}
