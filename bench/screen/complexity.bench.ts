/**
 * Worst-case cost of the screen in the content's length (issue 10): every hostile family at
 * 8k, 32k, 128k and 256k code units, the median of a few runs each, in µs per code unit, and the
 * growth per doubling of the length (2.0 = linear; 4.0 = quadratic). A stage that grew faster
 * than ~2.2× per doubling would show here. Timed directly (each call takes up to seconds), not
 * with tinybench.
 */
import { Screener } from '../../kernels/screen/index.js';
import { defaultImage } from '../../workers/batch/index.js';
import { HOSTILE_FAMILIES } from './hostile-families.js';
import { fmt } from '../harness.js';

const SIZES = [8 * 1024, 32 * 1024, 128 * 1024, 256 * 1024];
const RUNS = Number(process.env.ANTIDOTE_COMPLEXITY_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function bench(): Promise<void> {
  const s = new Screener(defaultImage(), { features: 'always' });
  s.screen({ id: 0, content: 'warm up', source: 'web:x' });
  console.log('\n### screen cost by content length (median of %d runs; µs per code unit; growth per doubling)\n', RUNS);
  console.log(`| family | ${SIZES.map((n) => `${n / 1024}k µs/unit`).join(' | ')} | growth per doubling, 8k→256k | worst doubling |`);
  console.log(`|---|${SIZES.map(() => '---:').join('|')}|---:|---:|`);
  for (const [name, make] of Object.entries(HOSTILE_FAMILIES)) {
    const ms: number[] = [];
    for (const n of SIZES) {
      const content = make(n);
      const t: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        s.screen({ id: 1, content, source: 'web:x' });
        t.push(performance.now() - t0);
      }
      ms.push(median(t));
    }
    const perUnit = ms.map((m, i) => (m * 1000) / SIZES[i]!);
    // growth per doubling between consecutive sizes: (t2/t1)^(1/log2(n2/n1))
    const step = ms.slice(1).map((m, i) => (m / ms[i]!) ** (1 / Math.log2(SIZES[i + 1]! / SIZES[i]!)));
    const overall = (ms[ms.length - 1]! / ms[0]!) ** (1 / Math.log2(SIZES[SIZES.length - 1]! / SIZES[0]!));
    console.log(`| ${name} | ${perUnit.map((u) => fmt(u, 2)).join(' | ')} | ${fmt(overall, 2)}× | ${fmt(Math.max(...step), 2)}× |`);
  }
}
