/**
 * Worker for audit-log verification: one task = one segment of consecutive lines, checked with
 * no knowledge of its neighbours (each entry carries its own `prev`); the main thread stitches
 * segment boundaries in order (kernels/chain-stitch.ts).
 *
 * The hash and Merkle buffers live at module level in the kernels, so they are built once per
 * worker, never per task.
 */
import { toErrorData } from '../kernels/common/index.js';
import { verifySegment } from '../kernels/audit/index.js';
import { assertNever, type AuditWorkerRequest, type WorkerResponse } from './protocol.js';

export default function handle(req: AuditWorkerRequest): WorkerResponse {
  try {
    switch (req.kind) {
      case 'audit-verify-segment':
        return {
          kind: 'audit-verify-segment-result',
          result: verifySegment(req.bytes, req.start, { merkleLeaves: req.merkleLeaves, cuts: req.cuts }),
        };
      default: {
        // A one-member union does not narrow `req` itself; its `kind` does, which keeps the
        // compile-time exhaustiveness check when more audit kinds are added.
        const kind: never = req.kind;
        return assertNever({ kind } as never, 'verify-worker');
      }
    }
  } catch (err) {
    return { kind: 'error', error: toErrorData(err, 'E_WORKER') };
  }
}
