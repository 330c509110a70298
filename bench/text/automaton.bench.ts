/**
 * kernels/automaton.ts: one Aho–Corasick scan over every term of every language, on normalized
 * memories of the end-to-end corpus (bench/corpus-gen.ts), against the naive alternative — one
 * RegExp alternation of the same terms — on the same normalized texts.
 */
import { Automaton, createMatchList } from '../../kernels/text/index.js';
import { defaultImage } from '../../workers/batch/index.js';
import { LEXICONS } from '../../kernels/lexicon/index.js';
import { createNormalizer, normalizeTerm } from '../../kernels/text/index.js';
import { records, type Kind } from '../corpus-gen.js';
import { fmt, printGrid, runSuite, type BenchTask } from '../harness.js';

/** `n` corpus contents of each kind, normalized as the screen normalizes them. */
export function corpusTexts(n: number, ac: Automaton): Record<Kind, string[]> {
  const normalize = createNormalizer({ has: (w) => ac.hasWord(w) });
  const out: Record<Kind, string[]> = { benign: [], trigger: [], directive: [] };
  for (const r of records(21)) {
    const set = out[r.kind];
    if (set.length < n) set.push(normalize(r.content).text);
    if (out.benign.length >= n && out.trigger.length >= n && out.directive.length >= n) break;
  }
  return out;
}

/**
 * The naive screen's pattern: every lexicon term (normalized like the automaton's, so lower
 * case), longest first, in one alternation; flags `gu` over lower-cased text (with `i` as well,
 * V8 took ~120× longer still: 0.86 s per 160-character memory).
 */
export function naiveRegExp(): RegExp {
  const terms = new Set<string>();
  for (const lex of LEXICONS) {
    for (const list of Object.values(lex.terms) as (readonly string[])[]) {
      for (const raw of list) {
        const t = normalizeTerm(raw.trim().replace(/^\*|\*$/g, '')).replace(/\s+/g, ' ').trim();
        if (t) terms.add(t);
      }
    }
  }
  const sorted = [...terms].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu');
}

export async function bench(): Promise<void> {
  const ac = new Automaton(defaultImage());
  const texts = corpusTexts(500, ac);
  const all = [...texts.benign.slice(0, 450), ...texts.trigger.slice(0, 35), ...texts.directive.slice(0, 15)];
  const bytes = (xs: string[]) => xs.reduce((s, t) => s + Buffer.byteLength(t), 0);
  const list = createMatchList(128);
  const re = naiveRegExp();
  const scanAll = (xs: string[]) => () => {
    let n = 0;
    for (const t of xs) n += ac.scan(t, list);
    return n;
  };
  // the naive alternation needs milliseconds per memory: a small sample of the same mix
  const sample = [...texts.benign.slice(0, 9), texts.trigger[0]!];
  re.test(sample[0]!); // compile outside the timing (~1.3 s)
  const tasks: BenchTask[] = [
    {
      name: `RegExp alternation of the same ${re.source.split('|').length.toLocaleString('en-US')} terms (naive), 10-record sample`,
      fn: () => {
        let n = 0;
        for (const t of sample) for (const _ of t.matchAll(re)) n++;
        return n;
      },
      units: sample.length,
      unitName: 'records',
      bytes: bytes(sample),
    },
    { name: 'Automaton.scan, corpus mix (90% benign)', fn: scanAll(all), units: all.length, unitName: 'records', bytes: bytes(all) },
    { name: 'Automaton.scan, benign only', fn: scanAll(texts.benign), units: texts.benign.length, unitName: 'records', bytes: bytes(texts.benign) },
    { name: 'Automaton.scan, trigger words', fn: scanAll(texts.trigger), units: texts.trigger.length, unitName: 'records', bytes: bytes(texts.trigger) },
    { name: 'Automaton.scan, directives', fn: scanAll(texts.directive), units: texts.directive.length, unitName: 'records', bytes: bytes(texts.directive) },
    {
      name: 'Automaton.hasWord (normalizer vocabulary test), 8 words',
      fn: () => {
        let n = 0;
        for (const w of ['always', 'approve', 'window', 'payment', 'zzzz', 'transfers', 'the', 'confirmation']) if (ac.hasWord(w)) n++;
        return n;
      },
      units: 8,
      unitName: 'words',
    },
  ];
  const rows = await runSuite(`automaton — ${ac.numPatterns.toLocaleString('en-US')} patterns, ${ac.numStates.toLocaleString('en-US')} states, ${(ac.buffer.byteLength / 1e6).toFixed(1)} MB image`, tasks);
  // calls hold different numbers of records (the naive row a sample): compare per record
  const naive = rows[0]!.ratePerSec!;
  printGrid('automaton vs the naive alternation, per record', ['task', 'records/s', '× naive'], rows.slice(1, 5).map((r) => [r.task, fmt(r.ratePerSec), `${fmt(r.ratePerSec! / naive, 0)}×`]));
}
