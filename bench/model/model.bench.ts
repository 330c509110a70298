/**
 * kernels/model: the learned model's cost per record on the bench corpus (normalized texts and
 * their gate signals, as the screen hands them over), against the screen without the model in
 * the same run — issue 11's budgets: ≤ 2 µs per record per thread for the model stage, and the
 * whole screen with the model at ≥ 0.85× the speed of the screen without it.
 */
import { records } from '../corpus-gen.js';
import { Screener } from '../../kernels/screen/index.js';
import type { GateSignal } from '../../kernels/model/index.js';
import { defaultImage, defaultModel } from '../../workers/batch/index.js';
import { runSuite, type BenchTask } from '../harness.js';

/** Interleaved rounds of the three tasks (see below). */
const ROUNDS = 3;

export async function bench(): Promise<void> {
  const model = defaultModel();
  if (!model) {
    console.log('\nmodel bench: no data/model/intent.bin (run npm run train); skipped');
    return;
  }
  const image = defaultImage();
  const gateOnly = new Screener(image, { model: null });
  const withModel = new Screener(image, { model });
  const recs: { id: number; content: string; source: string }[] = [];
  for (const r of records(5)) {
    recs.push({ id: recs.length, content: r.content, source: r.source ?? 'web:x' });
    if (recs.length === 2000) break;
  }
  // the signals as the screen hands them over (one shared empty rule list, as the screen's)
  const noRules: readonly string[] = [];
  const inputs: { text: string; gate: GateSignal }[] = recs.map((r) => {
    const t = gateOnly.screenText(r.content);
    const g = t.gate;
    const rules = g.findings.length === 0 ? noRules : g.findings.map((f) => f.rule);
    return { text: t.normalized.text, gate: { mask: g.mask, caps: g.caps, autonomy: g.autonomy, moneyAutonomy: g.moneyAutonomy, directive: t.directive, pairs: g.pairs, rules } };
  });
  // The machine is shared: a ratio of two tasks timed a second apart moved from 0.6× to 0.95×
  // between runs. So the three tasks run ROUNDS times, interleaved, and the line below reports
  // the median of the per-round ratios and of the per-round stage costs (every row is printed).
  const tasks: BenchTask[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    tasks.push(
      {
        name: `screen without the model (baseline), round ${round}`,
        fn: () => {
          let q = 0;
          for (const r of recs) if (gateOnly.screen(r).verdict.action === 'quarantine') q++;
          return q;
        },
        units: recs.length,
        unitName: 'records',
        baseline: round === 1,
      },
      {
        name: `screen with the model, round ${round}`,
        fn: () => {
          let q = 0;
          for (const r of recs) if (withModel.screen(r).verdict.action === 'quarantine') q++;
          return q;
        },
        units: recs.length,
        unitName: 'records',
      },
      {
        name: `model stage alone (features + score), round ${round}`,
        fn: () => {
          let s = 0;
          for (const x of inputs) s += model.score(x.text, x.gate);
          return s;
        },
        units: inputs.length,
        unitName: 'records',
      },
    );
  }
  const rows = await runSuite('learned model (ratios: round 1 of the screen without the model ÷ each)', tasks);
  const ratios: number[] = [];
  const stages: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    ratios.push(rows[3 * r]!.medianUs / rows[3 * r + 1]!.medianUs);
    stages.push(rows[3 * r + 2]!.medianUs / inputs.length);
  }
  const med = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;
  const list = (x: number[]) => x.map((v) => v.toFixed(2)).join(', ');
  console.log(`model stage: ${med(stages).toFixed(2)} µs per record (budget 2 µs; rounds ${list(stages)}); screen with the model at ${med(ratios).toFixed(2)}× the screen without it (budget ≥ 0.85×; rounds ${list(ratios)})`);
}
