/**
 * The JSON field scanner (workers/batch/fields.ts) against the JSON.parse path it replaced, in
 * the batch screen with the model on: the same batches, the same Screener, the two paths
 * alternating batch by batch (which goes first alternates too), CPU time per batch. On a machine
 * whose load swings by 2× within seconds, only a comparison this fine-grained holds: both paths
 * see the same load, a few milliseconds apart. For scale, the same alternation prices the
 * model: the batch screen with the shipped model against `--model none`.
 *
 *   ANTIDOTE_SCANNER_RECORDS   records per corpus (default 20,000 bench, half that realistic)
 *   ANTIDOTE_SCANNER_ROUNDS    passes over them (default 3)
 */
import { cpus, loadavg } from 'node:os';
import { BatchBuffers, BatchBuilder, JsonlBatcher } from '../../pipeline/sources/index.js';
import { BATCH_BYTES, BATCH_RECORDS } from '../../pipeline/screen/pool.js';
import { defaultImage, defaultModel, screenBatch, type BatchOptions, type RecordBatch } from '../../workers/batch/index.js';
import { Screener } from '../../kernels/screen/index.js';
import { jsonlCorpus, type LengthProfile } from '../corpus-gen.js';
import { fmt, median, printGrid } from '../harness.js';

const RECORDS = Number(process.env.ANTIDOTE_SCANNER_RECORDS ?? 20_000);
const ROUNDS = Number(process.env.ANTIDOTE_SCANNER_ROUNDS ?? 3);

const cpuUs = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

export async function bench(): Promise<void> {
  const screener = new Screener(defaultImage(), { model: defaultModel(), features: 'recall' });
  const parse: BatchOptions = { maxRecordBytes: 1 << 20, side: false, wholeRecords: true };
  const scan: BatchOptions = { maxRecordBytes: 1 << 20, side: false };
  const rows: (string | number)[][] = [];
  for (const [profile, records] of [['bench', RECORDS], ['realistic', Math.ceil(RECORDS / 2)]] as [LengthProfile, number][]) {
    const builder = new BatchBuilder('jsonl', new BatchBuffers(false), { records: BATCH_RECORDS, bytes: BATCH_BYTES });
    const framer = new JsonlBatcher(builder);
    const batches: RecordBatch[] = [];
    framer.push(jsonlCorpus(records, 4, profile), batches);
    framer.end(batches);
    for (const b of batches.slice(0, 3)) {
      screenBatch(screener, b, parse);
      screenBatch(screener, b, scan);
    }
    let tParse = 0;
    let tScan = 0;
    let n = 0;
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      batches.forEach((b, i) => {
        const order = (i + round) % 2 === 0 ? [parse, scan] : [scan, parse];
        const t: number[] = [];
        for (const o of order) {
          const c = cpuUs();
          screenBatch(screener, b, o);
          t.push(cpuUs() - c);
        }
        const [p, s] = order[0] === parse ? [t[0]!, t[1]!] : [t[1]!, t[0]!];
        tParse += p;
        tScan += s;
        n += b.ends.length;
        ratios.push(p / s);
      });
    }
    rows.push([profile, fmt(n), fmt(tParse / n, 2), fmt(tScan / n, 2), `${fmt(tParse / tScan, 3)}×`, `${fmt(median(ratios), 3)}×`]);
  }
  const gateOnly = new Screener(defaultImage(), { model: null, features: 'recall' });
  const modelRows: (string | number)[][] = [];
  {
    const builder = new BatchBuilder('jsonl', new BatchBuffers(false), { records: BATCH_RECORDS, bytes: BATCH_BYTES });
    const framer = new JsonlBatcher(builder);
    const batches: RecordBatch[] = [];
    framer.push(jsonlCorpus(Math.ceil(RECORDS / 2), 4, 'bench'), batches);
    framer.end(batches);
    for (const b of batches.slice(0, 3)) screenBatch(gateOnly, b, scan);
    let on = 0;
    let off = 0;
    let n = 0;
    for (let round = 0; round < ROUNDS; round++) {
      batches.forEach((b, i) => {
        for (const sc of (i + round) % 2 === 0 ? [screener, gateOnly] : [gateOnly, screener]) {
          const c = cpuUs();
          screenBatch(sc, b, scan);
          if (sc === screener) on += cpuUs() - c;
          else off += cpuUs() - c;
        }
        n += b.ends.length;
      });
    }
    modelRows.push(['bench', fmt(n), fmt(on / n, 2), fmt(off / n, 2), `${fmt(on / off, 2)}×`]);
  }
  printGrid(
    `field scanner vs the JSON.parse path: batch screen, model on, CPU µs per record, batches alternating (${ROUNDS} passes; ${cpus().length} CPUs, load average ${loadavg()
      .map((x) => fmt(x, 1))
      .join(' ')})`,
    ['corpus', 'records per path', 'JSON.parse path', 'field scanner', 'CPU saved (total ratio)', 'median per-batch ratio'],
    rows,
  );
  printGrid('for scale, the model: the batch screen (field scanner) with the shipped model and with --model none, CPU µs per record, alternating', ['corpus', 'records per side', 'model on', 'model none', 'on ÷ none'], modelRows);
}
