/**
 * Every message between the main thread and the worker pool, as one union keyed on `kind`.
 *
 * The receiving side switches over `kind` exhaustively (see {@link assertNever}); an unknown kind
 * is a protocol violation and fatal. Errors cross as plain {code, message, stack}.
 */
import type { ErrorData } from '../kernels/errors.js';
import type { SegmentResult } from '../kernels/hashchain.js';

/** Audit log (issue 4): check one segment of consecutive log lines (kernels/hashchain.ts). */
export type AuditWorkerRequest = {
  kind: 'audit-verify-segment';
  /** Whole lines; the buffer is transferred, not copied. */
  bytes: Uint8Array;
  /** Position of the first line (= the seq it must carry). */
  start: number;
  /** Leaves of this segment to fold into the Merkle root (0: none). */
  merkleLeaves: number;
  /** Absolute position whose hash and time to report (-1: none). */
  headAt: number;
};
export type AuditWorkerResponse = { kind: 'audit-verify-segment-result'; result: SegmentResult };

/** Requests the main thread sends to a worker task. */
export type WorkerRequest = AuditWorkerRequest;

/** What a worker task resolves with. */
export type WorkerResponse = { kind: 'error'; error: ErrorData } | AuditWorkerResponse;

/** Exhaustiveness guard for protocol switches: an unknown kind is fatal. */
export function assertNever(x: never, where: string): never {
  throw Object.assign(new Error(`${where}: unknown message kind ${JSON.stringify((x as { kind?: unknown })?.kind)}`), {
    code: 'E_PROTOCOL',
  });
}
