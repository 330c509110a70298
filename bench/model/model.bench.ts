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
  const inputs: { text: string; gate: GateSignal }[] = recs.map((r) => {
    const t = gateOnly.screenText(r.content);
    const g = t.gate;
    return { text: t.normalized.text, gate: { mask: g.mask, caps: g.caps, autonomy: g.autonomy, moneyAutonomy: g.moneyAutonomy, directive: t.directive, rules: g.findings.map((f) => f.rule) } };
  });
  const tasks: BenchTask[] = [
    {
      name: 'screen without the model (baseline)',
      fn: () => {
        let q = 0;
        for (const r of recs) if (gateOnly.screen(r).verdict.action === 'quarantine') q++;
        return q;
      },
      units: recs.length,
      unitName: 'records',
      baseline: true,
    },
    {
      name: 'screen with the model',
      fn: () => {
        let q = 0;
        for (const r of recs) if (withModel.screen(r).verdict.action === 'quarantine') q++;
        return q;
      },
      units: recs.length,
      unitName: 'records',
    },
    {
      name: 'model stage alone (features + score)',
      fn: () => {
        let s = 0;
        for (const x of inputs) s += model.score(x.text, x.gate);
        return s;
      },
      units: inputs.length,
      unitName: 'records',
    },
  ];
  const rows = await runSuite('learned model (ratios: the screen without the model ÷ each)', tasks);
  const stage = rows[2]!;
  console.log(`model stage: ${((stage.medianUs ?? 0) / inputs.length).toFixed(2)} µs per record (budget 2 µs); screen with the model at ${(rows[1]!.vsBaseline ?? 0).toFixed(2)}× the screen without it (budget ≥ 0.85×)`);
}
