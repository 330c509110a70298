/**
 * The Tier-2 judge between the pool and the merge, on the main thread:
 *
 *   batch results, in input order ──push──▶ held (oldest first), their candidates queued in the
 *                                           judge (full calls leave at once)
 *   take() ◀── oldest held batch: flush the judge if one of its memories still waits, await its
 *              outcomes, rewrite the verdict lines they change, adjust the tally ──▶ BatchMerger
 *
 * Input order is kept because batches leave in the order they came; memory is bounded because
 * the run takes the oldest batch as soon as more than JUDGE_HOLD_BATCHES are held, which also
 * stops the reader (the same backpressure as the pool's window). Candidates are picked in the
 * worker (BatchOptions.judge: kept, untrusted, score in the band), which sends their content.
 */
import { applyOutcome, type JudgeOutcome, type ScoredVerdict } from '../../kernels/judge/index.js';
import type { BatchResult } from '../../workers/batch/index.js';
import type { Judge, JudgeTicket } from '../judge/index.js';

/**
 * Screened batches held while their memories are judged: enough for the judge's calls of a few
 * batches to overlap (4 concurrent calls of 16 memories cover 2–3 batches of the bench corpus
 * at band 0,1), few enough that held verdict bytes stay a few MB.
 */
export const JUDGE_HOLD_BATCHES = 4;

interface Held {
  result: BatchResult;
  inputEnd: number;
  ticket: JudgeTicket | null;
}

const utf8 = new TextDecoder();

export class JudgeStage {
  private readonly held: Held[] = [];

  constructor(private readonly judge: Judge) {}

  get size(): number {
    return this.held.length;
  }

  push(result: BatchResult, inputEnd: number): void {
    const c = result.judge;
    this.held.push({ result, inputEnd, ticket: c && c.content.length > 0 ? this.judge.judgeMany(c.content) : null });
  }

  /** The oldest batch, judged. */
  async take(): Promise<[BatchResult, number]> {
    const h = this.held.shift()!;
    if (!h.ticket) return [h.result, h.inputEnd];
    if (h.ticket.waiting()) this.judge.flush();
    const outcomes = await h.ticket.done;
    return [rewrite(h.result, outcomes, this.judge), h.inputEnd];
  }
}

/** Apply the outcomes to the candidates' verdict lines (and to the tally, members and side data). */
export function rewrite(r: BatchResult, outcomes: readonly JudgeOutcome[], judge: Pick<Judge, 'fail'>): BatchResult {
  const idx = r.judge!.idx;
  const parts: Uint8Array[] = [];
  const ends = new Uint32Array(r.ends);
  let changed = false;
  let from = 0; // start of the unchanged run in r.out
  let shift = 0; // bytes the lines rewritten so far added
  let k = 0; // next rewritten record, for ends
  const t = r.tally;
  for (let j = 0; j < idx.length; j++) {
    const i = idx[j]!;
    const start = i === 0 ? 0 : r.ends[i - 1]!;
    const end = r.ends[i]!;
    const old = JSON.parse(utf8.decode(r.out.subarray(start, end - 1))) as ScoredVerdict;
    const v = applyOutcome(old, outcomes[j]!, judge.fail);
    if (v === null) continue;
    changed = true;
    const line = Buffer.from(JSON.stringify(v) + '\n');
    // ends of the records between the last rewritten one and this one move by the shift so far
    for (; k < i; k++) ends[k] = r.ends[k]! + shift;
    parts.push(r.out.subarray(from, start), line);
    shift += line.length - (end - start);
    ends[i] = r.ends[i]! + shift;
    k = i + 1;
    from = end;
    // the tally: Tier 1 counted a keep
    if (v.action === 'quarantine') {
      t.kept--;
      t.quarantined++;
      for (const reason of v.reasons ?? []) t.byReason[reason] = (t.byReason[reason] ?? 0) + 1;
    }
    if (v.directive && !old.directive) t.directives++;
    updateRecord(r, i, v);
  }
  if (!changed) return r;
  for (; k < ends.length; k++) ends[k] = r.ends[k]! + shift;
  parts.push(r.out.subarray(from));
  return { ...r, out: Buffer.concat(parts), ends };
}

/**
 * A member of an in-recall cluster, or a record the correlation observer rebuilds, follows its
 * new verdict: a memory the judge quarantined is a directive, not a cluster member, so its
 * features move to `directiveFeatures` as Tier 1 would have put them.
 */
function updateRecord(r: BatchResult, i: number, v: ScoredVerdict): void {
  const m = r.memberIdx.indexOf(i);
  if (m >= 0) {
    const rec = r.members[m]!;
    rec.verdict = v;
    if (v.action === 'quarantine' && rec.features) {
      rec.directiveFeatures = rec.features;
      delete rec.features;
    }
  }
  const side = r.side;
  if (side && v.action === 'quarantine') {
    const e = side.extraIdx.indexOf(i);
    if (e >= 0) {
      const x = side.extras[e]!;
      if (x.features) {
        x.directiveFeatures = x.features;
        delete x.features;
      }
    }
  }
}
