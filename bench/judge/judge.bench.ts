/**
 * What the Tier-2 judge costs: calls (and tokens) per 1M records of the bench corpus
 * (bench/corpus-gen.ts), through the real `screen` pipeline and a local OpenAI-compatible server
 * that answers at once (bench/judge/fake-server.ts), so the numbers count work, not a model's
 * latency.
 *
 *   ANTIDOTE_JUDGE_RECORDS  corpus size (default 100,000)
 *   ANTIDOTE_JUDGE_BANDS    bands to measure, `;`-separated (default "0.2,0.93;0,1": the default
 *                           band, and every kept untrusted memory — the upper bound)
 *
 * The judge sees kept untrusted memories whose Tier-1 `score` is in the band; a verdict without a
 * score counts as 0. Until the learned model writes scores, the default band therefore judges
 * nothing, and band 0,1 is the bound on what any band can cost.
 */
import { Readable, Writable } from 'node:stream';
import { runScreen } from '../../pipeline/screen/index.js';
import { Judge } from '../../pipeline/judge/index.js';
import { parseBand } from '../../kernels/judge/index.js';
import { LineWriter } from '../../pipeline/output/index.js';
import { defaultImage, precompiledImage } from '../../workers/batch/index.js';
import { jsonlCorpus } from '../corpus-gen.js';
import { printGrid } from '../harness.js';
import { startFakeServer } from './fake-server.js';

const RECORDS = Number(process.env.ANTIDOTE_JUDGE_RECORDS ?? 100_000);
const BANDS = (process.env.ANTIDOTE_JUDGE_BANDS ?? '0.2,0.93;0,1').split(';');

async function screen(bytes: Buffer, image: SharedArrayBuffer, judge?: Judge) {
  const sink = new Writable({ write: (_c, _e, cb) => cb() });
  const t0 = performance.now();
  const summary = await runScreen(
    { quiet: true, threads: '2' },
    { image, stream: Readable.from([bytes]), writer: new LineWriter(sink, 'null'), stderr: { isTTY: false, write: () => true }, judge, inlineBelowBytes: 0 },
  );
  return { summary, ms: performance.now() - t0 };
}

export async function bench(): Promise<void> {
  const bytes = jsonlCorpus(RECORDS);
  const image = precompiledImage() ?? defaultImage();
  const server = await startFakeServer();
  const per = (n: number) => Math.round((n * 1_000_000) / RECORDS);
  const f = (n: number) => n.toLocaleString('en-US');
  try {
    const base = await screen(bytes, image);
    const untrustedKept = base.summary.kept; // upper bound below counts what band 0,1 sends
    const rows: (string | number)[][] = [["none (Tier 1 only)", "0", "0", "0", "0", "0", "0", f(Math.round(base.ms))]];
    for (const b of BANDS) {
      const band = parseBand(b);
      const judge = new Judge({ url: server.url, band });
      const before = server.requests.length;
      const r = await screen(bytes, image, judge);
      const s = judge.stats;
      if (server.requests.length - before !== s.calls + s.retries) throw new Error('the server saw another number of calls than the judge counted');
      rows.push([`${band.low}–${band.high}`, f(per(s.memories)), f(per(s.cacheHits)), f(per(s.memories - s.cacheHits)), f(per(s.calls)), f(per(s.promptTokens + s.completionTokens)), f(per(s.directives)), f(Math.round(r.ms))]);
    }
    printGrid(
      `Tier-2 judge: cost per 1M records (bench corpus, ${RECORDS.toLocaleString('en-US')} records screened, ${untrustedKept.toLocaleString('en-US')} kept by Tier 1; batch 16, instant local server)`,
      ['band', 'memories to the judge', 'cache hits', 'judged (sent)', 'calls', 'tokens (fake server: chars/4)', 'quarantined by the fake judge', `wall ms (${RECORDS.toLocaleString("en-US")} records; 2 threads)`],
      rows,
    );
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await bench();
