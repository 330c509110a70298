/**
 * Every message between the main thread and the worker pool, as one union keyed on `kind`.
 *
 * The receiving side switches over `kind` exhaustively (see {@link assertNever}); an unknown kind
 * is a protocol violation and fatal. Errors cross as plain {code, message, stack}.
 */
import type { ErrorData } from '../kernels/common/index.js';
import type { SegmentResult } from '../kernels/audit/index.js';
import type { TrustConfig } from '../kernels/screen/index.js';
import type { BatchOptions, BatchResult, RecordBatch } from './batch/index.js';

/** Audit log (issue 4): check one segment of consecutive log lines (kernels/hashchain.ts). */
export type AuditWorkerRequest = {
  kind: 'audit-verify-segment';
  /** Whole lines; the buffer is transferred, not copied. */
  bytes: Uint8Array;
  /** Position of the first line (= the seq it must carry). */
  start: number;
  /** Leaves of this segment to fold into the Merkle root (0: none). */
  merkleLeaves: number;
  /** Absolute tree sizes whose roots to report (checkpoints', the trust state's). */
  cuts: number[];
};
export type AuditWorkerResponse = { kind: 'audit-verify-segment-result'; result: SegmentResult };

/**
 * Screen (issue 3): screen one batch of raw record bytes (pipeline/batch-screen.ts). The batch's
 * bytes live in a SharedArrayBuffer: shared, not copied, and still there for a retry.
 */
export type ScreenWorkerRequest =
  | {
      kind: 'screen-batch';
      batch: RecordBatch;
      options: BatchOptions;
      /** Tests only: make this task fail the way a crashing worker does. */
      fault?: 'exit' | 'throw' | 'oom';
    }
  /**
   * Compile the default automaton image (kernels/image.ts) in a throwaway worker: compiling
   * needs ~170 MB of transient heap that the main thread would keep for the whole run; a thread
   * gives it back when it exits. The image is a SharedArrayBuffer, so it outlives the thread.
   */
  | { kind: 'compile-image' };
/** The verdict bytes and index arrays are transferred, not copied. */
export type ScreenWorkerResponse = { kind: 'screen-batch-result'; result: BatchResult } | { kind: 'compile-image-result'; image: SharedArrayBuffer };

/**
 * What a screen worker is started with (piscina `workerData`, read once at module load): the
 * compiled automaton image (a SharedArrayBuffer: every worker reads the same memory, none
 * recompiles) and the trust settings.
 */
export interface ScreenWorkerData {
  /** Absent in the throwaway worker that only compiles the image. */
  image?: SharedArrayBuffer;
  trust: TrustConfig;
  key: Uint8Array | null;
  /** Which records get correlation features (kernels/screen.ts ScreenOptions.features). */
  features: 'recall' | 'always';
  /** The intent model's file bytes (shared; each worker parses them once), or none. */
  model?: SharedArrayBuffer | null;
  /** Decision threshold on the model's score. */
  threshold?: number;
  /** The model's veto on the gate's findings. */
  veto?: number;
  /** Input fields copied into each verdict (screen --echo). */
  echo?: string[];
  /**
   * The correlation roles model's file bytes (screen --correlate; shared, parsed once per
   * worker): each worker reads every screened record's steering roles and link keys and sends
   * back that reading instead of the record's text (kernels/correlate attachSteer).
   */
  roles?: SharedArrayBuffer | null;
}

/** Requests the main thread sends to a worker task. */
export type WorkerRequest = AuditWorkerRequest | ScreenWorkerRequest;

/** What a worker task resolves with. */
export type WorkerResponse = { kind: 'error'; error: ErrorData } | AuditWorkerResponse | ScreenWorkerResponse;

/** Exhaustiveness guard for protocol switches: an unknown kind is fatal. */
export function assertNever(x: never, where: string): never {
  throw Object.assign(new Error(`${where}: unknown message kind ${JSON.stringify((x as { kind?: unknown })?.kind)}`), {
    code: 'E_PROTOCOL',
  });
}
