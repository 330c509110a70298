/**
 * The unit of work of the screen pipeline: a batch of raw record bytes in, compact results out.
 *
 * Every input format is framed on the main thread into the same shape — element bytes back to
 * back in one buffer plus their end offsets — so the worker, the inline path and the retry
 * path never care where the bytes came from. Results come back as bytes too (the verdict lines,
 * ready to write) plus the little the main thread needs to cluster, count and correlate.
 */
import type { ErrorCode } from '../../kernels/common/index.js';
import type { ScreenedRecord } from '../../kernels/screen/index.js';
import type { JudgeBand } from '../../kernels/judge/index.js';

export type InputFormat = 'jsonl' | 'json' | 'msgpack';

/** An element the framer refused before any worker saw it (too big, empty, cut off). */
export interface BatchIssue {
  /** Index of the element in its batch. */
  index: number;
  code: ErrorCode;
  /** Without the "line N:"/"record N:" prefix; the screen adds it. */
  message: string;
  /** For E_RECORD_SIZE: the element's size in bytes (JSONL reports it exactly like LineSplitter). */
  size?: number;
}

export interface RecordBatch {
  format: InputFormat;
  /**
   * Element bytes back to back. A view over a SharedArrayBuffer: posted to a worker without a
   * copy, and still readable by the main thread when the batch has to be retried.
   */
  bytes: Uint8Array;
  /** Exclusive end of element i in `bytes` (element 0 starts at 0). JSONL elements keep their '\n'. */
  ends: Uint32Array;
  /** 1-based line (JSONL) or ordinal (JSON document, MessagePack) of element 0. */
  first: number;
  issues: BatchIssue[];
  /** Input bytes read up to the end of this batch (progress). */
  inputEnd: number;
}

/** Per-batch counts, merged on the main thread into the run's summary. */
export interface BatchTally {
  kept: number;
  quarantined: number;
  errors: number;
  directives: number;
  byReason: Record<string, number>;
}

/** Side data for `--correlate`: what the observer needs besides the verdict, column by column. */
export interface BatchSide {
  /** Distinct agent ids of the batch; `agent[i]` indexes it. */
  agents: string[];
  agent: Uint32Array;
  /** recallId per record ('' = none). Recall ids are short; one array of strings is cheap. */
  recall: string[];
  /** ts per record in epoch ms (NaN = none). */
  ts: Float64Array;
  /** 1 when the record's provenance is trusted. */
  trusted: Uint8Array;
  /**
   * Records that carry more than the fields above (features, directiveFeatures, grant, and
   * whatever the screen adds later): their index, and those fields as they are.
   */
  extraIdx: Uint32Array;
  extras: Partial<ScreenedRecord>[];
}

export interface BatchResult {
  /** Records screened (blank JSONL lines are not records). */
  n: number;
  /** Verdict lines, UTF-8, each ending in '\n' (JSON.stringify of the verdict). */
  out: Uint8Array;
  /** Exclusive end of record i's line in `out`. */
  ends: Uint32Array;
  tally: BatchTally;
  /**
   * Records that may join an in-recall cluster (kept, untrusted, with features and a recallId):
   * their index in the batch and their screened record. A few percent of the records.
   */
  memberIdx: Uint32Array;
  members: ScreenedRecord[];
  side?: BatchSide;
  /** Records for the Tier-2 judge (BatchOptions.judge): their index and content. */
  judge?: JudgeCandidates;
}

/** Kept untrusted records whose score is in the judge's band, with the content the judge reads. */
export interface JudgeCandidates {
  idx: Uint32Array;
  content: string[];
}

/** What the screen of a batch needs to know besides the batch. */
export interface BatchOptions {
  /** The JSONL line limit, reported in E_RECORD_SIZE messages. */
  maxRecordBytes: number;
  /** Collect BatchSide for the correlation observer. */
  side: boolean;
  /** Collect JudgeCandidates for the records the Tier-2 judge is to see. */
  judge?: JudgeBand;
  /**
   * The screen reads fields beyond the contract's (`screen --echo`): parse every JSON record
   * whole with JSON.parse instead of the field scanner, which reads only the contract's fields.
   */
  wholeRecords?: boolean;
}
