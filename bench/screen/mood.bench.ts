/**
 * kernels/mood.ts: the mood gate (clauses, addressee, modality, negation, reports, questions)
 * on scanned corpus memories, with the automaton scan of the same texts as the baseline, so the
 * table reads as "the gate costs x scans".
 */
import { Automaton, createMatchList } from '../../kernels/text/index.js';
import { defaultImage } from '../../workers/batch/index.js';
import { gate } from '../../kernels/screen/mood.js';
import { corpusTexts } from '../text/automaton.bench.js';
import { runSuite, type BenchTask } from '../harness.js';

export async function bench(): Promise<void> {
  const ac = new Automaton(defaultImage());
  const texts = corpusTexts(500, ac);
  const list = createMatchList(128);
  const all = [...texts.benign.slice(0, 450), ...texts.trigger.slice(0, 35), ...texts.directive.slice(0, 15)];
  const gateAll = (xs: string[]) => () => {
    let d = 0;
    for (const t of xs) {
      ac.scan(t, list);
      if (gate(t, list, ac).directive) d++;
    }
    return d;
  };
  const tasks: BenchTask[] = [
    {
      name: 'scan only (baseline), corpus mix',
      fn: () => {
        let n = 0;
        for (const t of all) n += ac.scan(t, list);
        return n;
      },
      units: all.length,
      unitName: 'records',
      baseline: true,
    },
    { name: 'scan + gate, corpus mix (90% benign)', fn: gateAll(all), units: all.length, unitName: 'records' },
    { name: 'scan + gate, benign only', fn: gateAll(texts.benign), units: texts.benign.length, unitName: 'records' },
    { name: 'scan + gate, trigger words (not directives)', fn: gateAll(texts.trigger), units: texts.trigger.length, unitName: 'records' },
    { name: 'scan + gate, directives', fn: gateAll(texts.directive), units: texts.directive.length, unitName: 'records' },
  ];
  await runSuite('mood gate (ratios: the scan alone ÷ scan + gate)', tasks);
}
