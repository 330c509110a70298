/**
 * Worker for the screen pipeline: one task = one batch of raw record bytes, screened by the
 * kernels and answered as bytes (pipeline/batch-screen.ts).
 *
 * The Screener is built once, when piscina loads this module, over the automaton image the main
 * thread compiled and shared (workerData.image, a SharedArrayBuffer): no worker recompiles the
 * lexicons, no task copies a table. The verdict bytes and index arrays of the result are moved
 * to the main thread (transferred), not cloned.
 */
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import { toErrorData } from '../kernels/common/index.js';
import { Screener } from '../kernels/screen/index.js';
import { decodeModel } from '../kernels/model/index.js';
import { attachSteer, decodeRoles } from '../kernels/correlate/index.js';
import type { ScreenedRecord } from '../kernels/screen/index.js';
import { screenBatch } from './batch/index.js';
import type { BatchResult } from './batch/index.js';
import { assertNever, type ScreenWorkerData, type ScreenWorkerRequest, type WorkerResponse } from './protocol.js';

const data = workerData as ScreenWorkerData;
const model = data.model ? decodeModel(data.model) : null;
const build = () =>
  data.image ? new Screener(data.image, { trust: data.trust, key: data.key, features: data.features, model, threshold: data.threshold, veto: data.veto, echo: data.echo }) : undefined;
let screener = build();
/**
 * screen --correlate: the roles model reads each record here, beside the screen, so the main
 * thread (which merges every batch in order and was the bottleneck with --threads) only merges.
 */
const roles = data.roles ? decodeRoles(data.roles) : null;
const read = roles ? (rec: ScreenedRecord) => attachSteer(rec, roles) : undefined;

/** Wrap a response so piscina transfers its buffers instead of copying them. */
function transfer(resp: WorkerResponse, result: BatchResult): unknown {
  const list: ArrayBuffer[] = [result.out.buffer as ArrayBuffer, result.ends.buffer as ArrayBuffer, result.memberIdx.buffer as ArrayBuffer];
  return move({ [transferableSymbol]: list, [valueSymbol]: resp } as never);
}

export default function handle(req: ScreenWorkerRequest): unknown {
  try {
    switch (req.kind) {
      case 'screen-batch': {
        if (req.fault === 'exit') process.exit(70); // tests: a worker that dies mid-task
        if (req.fault === 'throw') throw new Error('injected fault');
        if (req.fault === 'oom') {
          // tests: grow the heap until the worker's resourceLimits end it
          const hog: number[][] = [];
          for (;;) hog.push(new Array(1 << 20).fill(hog.length));
        }
        if (!screener) throw new Error('screen worker started without an automaton image');
        const result = screenBatch(screener, req.batch, req.options, read);
        return transfer({ kind: 'screen-batch-result', result }, result);
      }
      case 'compile-image':
        // loaded only here: screen workers never load the lexicons (~100 ms and MBs per thread)
        return import('./batch/index.js').then(({ defaultImage }) => ({ kind: 'compile-image-result', image: defaultImage() }) satisfies WorkerResponse);
      default:
        return assertNever(req, 'screen-worker');
    }
  } catch (err) {
    // The screen's scratch state may be half-written: start the retry from a fresh one.
    screener = build();
    return { kind: 'error', error: toErrorData(err, 'E_WORKER') } satisfies WorkerResponse;
  }
}
