/**
 * The screen worker pool: piscina threads running workers/screen-worker.ts, each with its own
 * Screener over the one automaton image the main thread compiled (a SharedArrayBuffer), and the
 * failure policy: a task whose worker dies or throws is retried once; if it fails again its
 * records get fail-closed error verdicts (E_RECORD_WORKER) and the run goes on.
 *
 * The sizes below were chosen by bench/e2e.bench.ts on the 2-core machine of the README table.
 */
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { type ErrorData } from '../../kernels/common/index.js';
import { assertNever, type ScreenWorkerData, type ScreenWorkerRequest, type WorkerResponse } from '../../workers/protocol.js';
import { failedBatch } from '../../workers/batch/index.js';
import type { BatchOptions, BatchResult, RecordBatch } from '../../workers/batch/index.js';

/**
 * Records per task. bench/e2e.bench.ts sweep (2 threads, 60k records, 5 runs, records per
 * CPU-second): 50 → 0.91 of the best, 100 → 0.95, 250 → 0.94, 500 → 0.99, 1,000 → 1.00,
 * 2,000 → 0.94, 4,000 → 0.88, 8,000 → 0.91. With the screen at ~20–25 µs of CPU per record a
 * task of 1,000 records is ~20 ms, so the ~30 µs task cost is lost in it; past a few thousand
 * records a thread sits idle at the end of input while the other finishes a long batch.
 */
export const BATCH_RECORDS = 1000;
/** A batch is sent at this many bytes even if it has fewer records (big records). */
export const BATCH_BYTES = 1 << 20;
/**
 * Batches in flight per thread. bench/e2e.bench.ts sweep (same set-up): 1 → 0.97, 2 → 0.95,
 * 3 → 0.96, 4 → 1.00, 6 → 0.98 of the best: flat within the noise of a shared machine. 2 is
 * chosen on the argument, not the numbers: one batch running and one queued, so a worker never
 * waits for the main thread to merge and read, with the least memory held.
 */
export const INFLIGHT_PER_THREAD = 2;
/**
 * Below this much input (a file's size; standard input until it has read this much) the main
 * thread screens alone. bench/e2e.bench.ts "small inputs" (whole runs, compile included,
 * medians of 5): inline beat a 2-thread pool at 1.2, 2.5, 5 and 10 MB (1.56/2.18, 1.67/1.72,
 * 1.33/1.92, 1.89/2.19 s) and at 20 MB (2.32/2.49 s); the pool won at 63 MB (4.36/3.60 s). The
 * pool pays ~0.2 s more to compile the automaton in a thread (for its RSS, below), ~0.12 s to
 * start, and 2 threads scale ~1.4× here. audit verify measured the same crossover (32 MiB).
 */
export const INLINE_BELOW_BYTES = 32 * (1 << 20);
/**
 * Heap caps per worker. Left to V8's defaults (sized from the machine's 24 GB) each worker's
 * heap kept growing between collections: screening 1 GiB of JSONL on 2 threads peaked at 362 MB
 * RSS, 300 MB of it at 294–299 MB. With the old space capped at 128 MB and the young generation
 * at 8 MB the same 300 MB run stayed at 215–231 MB after start-up (peak 242 MB, the compile
 * thread), at the same CPU time per record within noise (24.5 vs 25.2 µs; young 2 MB cost more).
 * A worker's live set is a few MB (the Screener and one batch), so a worker that reaches the
 * cap is runaway and dies alone (ERR_WORKER_OUT_OF_MEMORY; its batch is retried).
 */
export const WORKER_HEAP_MB = 128;
export const WORKER_YOUNG_MB = 8;

/** Old-space cap for a record limit: room for a few copies of the largest record besides the rest. */
export function workerHeapMb(maxRecordBytes: number): number {
  return Math.max(WORKER_HEAP_MB, 64 + Math.ceil((6 * maxRecordBytes) / (1 << 20)));
}

/** Where the compiled worker lives, whether this module runs from dist/ or from source (tests). */
export const SCREEN_WORKER = (() => {
  const here = fileURLToPath(import.meta.url);
  const i = here.lastIndexOf(`${sep}dist${sep}`);
  const root = i >= 0 ? here.slice(0, i) : resolve(dirname(here), '..', '..');
  return join(root, 'dist', 'workers', 'screen-worker.js');
})();

/**
 * Worker flags. Node ≥ 20.19 lets piscina `require()` an ES module; when that fails (a dist/
 * file half-written by a concurrent build, a link error) piscina's fallback `import()` of the
 * same module dies on a Node assertion ("imported again after being required") that hides the
 * real error. Without require(esm) piscina goes straight to `import()`, which reports it.
 */
const WORKER_EXEC_ARGV = [
  // only parent flags a Worker accepts and that matter here (profiling, source maps); a
  // per-process flag such as --max-old-space-size would make the Worker constructor throw
  ...process.execArgv.filter((a) => /^--(cpu-prof|heap-prof|enable-source-maps)/.test(a)),
  '--no-experimental-require-module',
];

/** Tests: make attempt `attempt` (0 or 1) of batch `index` fail like a crashed worker. */
export type FaultInjector = (index: number, attempt: number) => 'exit' | 'throw' | 'oom' | undefined;

export interface PoolEvents {
  /** A batch failed once and is retried, or failed twice and was answered fail-closed. */
  warn?: (message: string) => void;
}

function describe(e: unknown): string {
  if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}

export class ScreenPool {
  readonly piscina: Piscina;
  private batches = 0;

  constructor(
    readonly threads: number,
    data: ScreenWorkerData,
    private readonly events: PoolEvents = {},
    private readonly inject?: FaultInjector,
    heapMb = WORKER_HEAP_MB,
  ) {
    this.piscina = new Piscina({
      filename: SCREEN_WORKER,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      workerData: data,
      execArgv: WORKER_EXEC_ARGV,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
  }

  /** Screen a batch on some worker; never rejects for a failing worker (fail closed instead). */
  async run(batch: RecordBatch, options: BatchOptions): Promise<BatchResult> {
    const index = this.batches++;
    let reason = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const req: ScreenWorkerRequest = { kind: 'screen-batch', batch, options };
      const fault = this.inject?.(index, attempt);
      if (fault) req.fault = fault;
      try {
        const resp = (await this.piscina.run(req)) as WorkerResponse;
        switch (resp.kind) {
          case 'screen-batch-result':
            return resp.result;
          case 'error':
            reason = errorText(resp.error);
            break;
          case 'audit-verify-segment-result':
          case 'compile-image-result':
            throw Object.assign(new Error(`screen worker answered ${resp.kind} to a screen-batch request`), { code: 'E_PROTOCOL' });
          default:
            assertNever(resp, 'screen pool');
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'E_PROTOCOL') throw e;
        reason = describe(e);
      }
      const where = batch.format === 'jsonl' ? `lines ${batch.first}–${batch.first + batch.ends.length - 1}` : `records ${batch.first}–${batch.first + batch.ends.length - 1}`;
      this.events.warn?.(attempt === 0 ? `worker failed on ${where} (${reason}); retrying once` : `worker failed again on ${where} (${reason}); its records are quarantined with E_RECORD_WORKER`);
    }
    return failedBatch(batch, reason);
  }

  async destroy(): Promise<void> {
    await this.piscina.destroy();
  }
}

/**
 * Compile the default automaton image in a throwaway worker and return it (a SharedArrayBuffer
 * every screen worker then reads). Measured with tmp runs of 100k records, 2 threads: peak RSS
 * 312 MB when the main thread compiles (its heap keeps the ~170 MB the compiler touched), 232 MB
 * when a thread does and exits.
 */
export async function compileImageOffThread(): Promise<SharedArrayBuffer> {
  const p = new Piscina({ filename: SCREEN_WORKER, minThreads: 1, maxThreads: 1, workerData: {}, execArgv: WORKER_EXEC_ARGV });
  try {
    const resp = (await p.run({ kind: 'compile-image' } satisfies ScreenWorkerRequest)) as WorkerResponse;
    switch (resp.kind) {
      case 'compile-image-result':
        return resp.image;
      case 'error':
        throw new Error(`compiling the automaton failed: ${errorText(resp.error)}`);
      case 'screen-batch-result':
      case 'audit-verify-segment-result':
        throw Object.assign(new Error(`screen worker answered ${resp.kind} to compile-image`), { code: 'E_PROTOCOL' });
      default:
        return assertNever(resp, 'compile-image');
    }
  } finally {
    await p.destroy();
  }
}

function errorText(e: ErrorData): string {
  return `${e.code}: ${e.message}`;
}
