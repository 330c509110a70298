/**
 * Evasion invariance, measured metamorphically (issue 10): every directive the screen
 * quarantines in plain form and every benign memory it keeps, from the project's own test
 * corpora (test/fixtures: screen-en.json and the per-language multilingual cases — never
 * ../shared), rewritten by each evasion transform of test/screen/evasions.ts with seeded random
 * choices. Per transform: the share of directive variants still quarantined, and the share of
 * benign variants newly quarantined. A transform that leaves a text unchanged (look-alikes on a
 * non-Latin text) does not count for that text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Screener } from '../../kernels/screen/index.js';
import { defaultImage } from '../../workers/batch/index.js';
import { TRANSFORMS, rng } from '../../test/screen/evasions.js';
import { repoRoot } from '../corpora.js';
import { fmt } from '../harness.js';

export interface EvasionRow {
  transform: string;
  directives: number;
  kept: number;
  benign: number;
  newlyQuarantined: number;
  missed: string[];
  flagged: string[];
}

/** The plain texts: directives (as labelled) and benign memories from the project's fixtures. */
export function fixtureTexts(): { directive: string[]; benign: string[] } {
  const root = repoRoot();
  const en = JSON.parse(readFileSync(join(root, 'test', 'fixtures', 'screen-en.json'), 'utf8')) as Record<string, (string | [string, unknown])[]>;
  const text = (x: string | [string, unknown]) => (typeof x === 'string' ? x : x[0]);
  const directive = (en.directive ?? []).map(text);
  const benign = (en.benign ?? []).map(text);
  const dir = join(root, 'test', 'fixtures', 'multilingual');
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = JSON.parse(line) as { content: string; expect: string };
      (c.expect === 'directive' ? directive : benign).push(c.content);
    }
  }
  return { directive, benign };
}

/**
 * The intent corpus's test split (writers T1 and T2, data/intent/): writers who never saw the
 * lexicons, the gate or the vocabulary's training writers' items, and whose words the general
 * vocabulary (scripts/gen-vocabulary.mjs, from the train writers) does not hold on purpose.
 */
export function testSplitTexts(): { directive: string[]; benign: string[] } {
  const root = repoRoot();
  const splits = JSON.parse(readFileSync(join(root, 'data', 'intent', 'splits.json'), 'utf8')) as { test: string[] };
  const directive: string[] = [];
  const benign: string[] = [];
  for (const w of splits.test) {
    for (const line of readFileSync(join(root, 'data', 'intent', 'writers', `${w}.jsonl`), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const it = JSON.parse(line) as { text: string; label: number };
      (it.label === 1 ? directive : benign).push(it.text);
    }
  }
  return { directive, benign };
}

export function measureEvasions(seed = 1, only?: string[], texts: { directive: string[]; benign: string[] } = fixtureTexts()): EvasionRow[] {
  const s = new Screener(defaultImage());
  const q = (content: string) => s.screen({ id: 1, content, source: 'web:x' }).verdict.action === 'quarantine';
  const { directive, benign } = texts;
  // only what the screen gets right in plain form measures invariance
  const dPlain = directive.filter(q);
  const bPlain = benign.filter((t) => !q(t));
  const rows: EvasionRow[] = [];
  for (const [name, tf] of Object.entries(TRANSFORMS)) {
    if (only && !only.includes(name)) continue;
    const r = rng(seed);
    const row: EvasionRow = { transform: name, directives: 0, kept: 0, benign: 0, newlyQuarantined: 0, missed: [], flagged: [] };
    for (const t of dPlain) {
      const v = tf(t, r);
      if (v === t) continue;
      row.directives++;
      if (q(v)) row.kept++;
      else row.missed.push(v);
    }
    for (const t of bPlain) {
      const v = tf(t, r);
      if (v === t) continue;
      row.benign++;
      if (q(v)) {
        row.newlyQuarantined++;
        row.flagged.push(v);
      }
    }
    rows.push(row);
  }
  return rows;
}

function printRows(title: string, rows: EvasionRow[]): void {
  console.log(`\n### evasion invariance (${title}; targets: ≥ 99% of directive variants stay quarantined, ≤ 0.5% of benign variants newly quarantined)\n`);
  console.log('| transform | directive variants | still quarantined | benign variants | newly quarantined | targets |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const keep = r.kept / Math.max(1, r.directives);
    const fp = r.newlyQuarantined / Math.max(1, r.benign);
    const ok = keep >= 0.99 && fp <= 0.005;
    console.log(`| ${r.transform} | ${r.directives} | ${fmt(keep * 100, 1)}% | ${r.benign} | ${fmt(fp * 100, 2)}% | ${ok ? 'met' : '**missed**'} |`);
  }
}

export async function bench(): Promise<void> {
  const seed = Number(process.env.ANTIDOTE_EVASION_SEED ?? 1);
  printRows('project fixtures, the set pass 0 was tuned on', measureEvasions(seed));
  printRows('intent test split, writers T1 and T2, never tuned on', measureEvasions(seed, undefined, testSplitTexts()));
}
