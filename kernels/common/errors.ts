/**
 * Every error antidote reports, with a stable `code` that scripts and tests can rely on.
 *
 * Kernels are pure, so this file imports nothing. Between threads an error travels as the plain
 * {@link ErrorData} shape: custom classes do not survive structured clone.
 */

export type ErrorCode =
  // records (a bad record is data in the result, never an exception that stops a run)
  | 'E_RECORD_JSON'
  | 'E_RECORD_SHAPE'
  | 'E_RECORD_SIZE'
  | 'E_RECORD_DEPTH'
  | 'E_RECORD_UTF8'
  | 'E_RECORD_MSGPACK'
  | 'E_RECORD_DOCUMENT'
  | 'E_RECORD_WORKER'
  | 'E_RECORD_INTERNAL'
  | 'E_RECORD_AGENT'
  // provenance
  | 'E_KEY'
  | 'E_TRUST_CONFIG'
  // audit and reconcile
  | 'E_AUDIT_HASH'
  | 'E_AUDIT_LINK'
  | 'E_AUDIT_GAP'
  | 'E_AUDIT_TIME'
  | 'E_AUDIT_CHECKPOINT'
  | 'E_AUDIT_SIGNATURE'
  | 'E_AUDIT_ENTRY'
  | 'E_AUDIT_LOCK'
  | 'E_AUDIT_PROOF'
  | 'E_AUDIT_BATCH'
  | 'E_AUDIT_TRUST'
  | 'E_STATE_RECORD'
  | 'E_ACL'
  // infrastructure
  | 'E_USAGE'
  | 'E_IO'
  | 'E_WORKER'
  | 'E_PROTOCOL'
  | 'E_NATS'
  | 'E_STATE_DB'
  // library options, optional dependencies, memory stores, embedding hooks
  | 'E_OPTIONS'
  | 'E_DEPENDENCY'
  | 'E_STORE'
  | 'E_QUARANTINED';

/** The plain form of an error, safe to post between threads and to print as JSON. */
export interface ErrorData {
  code: ErrorCode;
  message: string;
  stack?: string;
}

export class AntidoteError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = 'AntidoteError';
  }
  toData(): ErrorData {
    return { code: this.code, message: this.message, stack: this.stack };
  }
}

/** A malformed input record; carried as data in its verdict. */
export class RecordError extends AntidoteError {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
    this.name = 'RecordError';
  }
}

/** Bad command-line usage or configuration: exit code 2. */
export class UsageError extends AntidoteError {
  constructor(message: string) {
    super('E_USAGE', message);
    this.name = 'UsageError';
  }
}

/** A file could not be read or written: exit code 2, the message names the file. */
export class IoError extends AntidoteError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('E_IO', message, options);
    this.name = 'IoError';
  }
}

export class AuditError extends AntidoteError {
  /** The first entry (0-based `seq`, or the 1-based line when no seq could be read) that failed. */
  readonly seq: number | undefined;
  constructor(code: ErrorCode, message: string, seq?: number) {
    super(code, message);
    this.seq = seq;
    this.name = 'AuditError';
  }
}

/** Turn anything thrown into the plain shape that can cross a thread boundary. */
export function toErrorData(err: unknown, fallback: ErrorCode = 'E_WORKER'): ErrorData {
  if (err instanceof AntidoteError) return err.toData();
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return {
      code: typeof code === 'string' && code.startsWith('E_') ? (code as ErrorCode) : fallback,
      message: err.message,
      stack: err.stack,
    };
  }
  return { code: fallback, message: String(err) };
}

/** Rebuild an error from its plain form on the receiving side of a thread boundary. */
export function fromErrorData(data: ErrorData): AntidoteError {
  const e = new AntidoteError(data.code, data.message);
  if (data.stack) e.stack = data.stack;
  return e;
}
