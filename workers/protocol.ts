/**
 * Every message between the main thread and the worker pool, as one union keyed on `kind`.
 *
 * The receiving side switches over `kind` exhaustively (see {@link assertNever}); an unknown kind
 * is a protocol violation and fatal. Errors cross as plain {code, message, stack}.
 */
import type { ErrorData } from '../kernels/errors.js';

/** Requests the main thread sends to a worker task. */
export type WorkerRequest = never;

/** What a worker task resolves with. */
export type WorkerResponse = { kind: 'error'; error: ErrorData };

/** Exhaustiveness guard for protocol switches: an unknown kind is fatal. */
export function assertNever(x: never, where: string): never {
  throw Object.assign(new Error(`${where}: unknown message kind ${JSON.stringify((x as { kind?: unknown })?.kind)}`), {
    code: 'E_PROTOCOL',
  });
}
