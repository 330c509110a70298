/**
 * `npm run bench`: every kernel micro-benchmark, then the end-to-end runs.
 * Usage: node dist/bench/run.js [name ...]   (names: the module names below; default all)
 */
type BenchModule = { bench: () => Promise<void> };

const SUITES: Record<string, () => Promise<BenchModule>> = {
  // kernels (mirrors kernels/ one to one)
  hashchain: () => import('./audit/hashchain.bench.js'),
  normalize: () => import('./text/normalize.bench.js'),
  automaton: () => import('./text/automaton.bench.js'),
  mood: () => import('./screen/mood.bench.js'),
  provenance: () => import('./screen/provenance.bench.js'),
  complexity: () => import('./screen/complexity.bench.js'),
  model: () => import('./model/model.bench.js'),
  // end-to-end
  reconcile: () => import('./audit/reconcile.bench.js'),
  correlate: () => import('./correlate/correlate.bench.js'),
  histories: () => import('./correlate/histories.bench.js'),
  judge: () => import('./judge/judge.bench.js'),
  e2e: () => import('./pipeline/e2e.bench.js'),
  meridian: () => import('./pipeline/meridian.bench.js'),
  scanner: () => import('./pipeline/scanner.bench.js'),
  report: () => import('./report/report.bench.js'),
  stores: () => import('./pipeline/stores.bench.js'),
  serve: () => import('./serve/serve.bench.js'),
  // quality on external corpora and on the held-out multilingual set
  quality: () => import('./quality/quality.js'),
  heldout: () => import('./quality/heldout.js'),
  evasions: () => import('./quality/evasions.js'),
  intent: () => import('./quality/intent.js'),
};

const wanted = process.argv.slice(2);
for (const [name, load] of Object.entries(SUITES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const mod = await load();
  await mod.bench();
}
console.log(`\nnode ${process.version}, ${process.platform}/${process.arch}`);
