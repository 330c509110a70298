/**
 * The main thread's half of the pool: batch results arrive in input order and leave as verdict
 * bytes, in input order, with in-recall clusters that span batch boundaries assigned exactly as
 * in one single-threaded pass.
 *
 *   result k ──tally──▶ summary
 *            ──members (kept, untrusted, features, recallId)──▶ RecallCoordinator.push
 *            ──every other record──▶ RecallCoordinator.skip (counted, never queued)
 *                                        │ released = first record an open recall may still change
 *                                        ▼
 *            verdict bytes [written, released) ──splice ,"cluster":"…" into member lines──▶ writer
 *                                        └──▶ observer (screen --correlate), every record, in order
 *
 * Only members become objects on this thread; the rest of a batch stays the bytes the worker
 * produced. The bytes of a batch are held until every record in it is released: at most
 * RECALL_WINDOW records past the last member of an open recall, so memory stays bounded.
 */
import type { ScreenedRecord } from '../../kernels/screen/index.js';
import type { Verdict } from '../../kernels/common/index.js';
import { addTally, type ScreenSummary } from '../../workers/batch/index.js';
import type { BatchResult } from '../../workers/batch/index.js';
import { RECALL_WINDOW, RecallCoordinator } from './recall-coordinator.js';

/** Sees every screened record in input order, after clusters are set (screen --correlate). */
export interface RecordObserver {
  observe(rec: ScreenedRecord): void;
  finish(): Promise<void> | void;
}

/** Writes verdict bytes; a returned promise means "wait: the destination is full". */
export type ByteSink = (bytes: Uint8Array) => Promise<void> | undefined;

interface Held {
  result: BatchResult;
  /** Seq of the batch's first record. */
  base: number;
  /** Records of the batch already written. */
  written: number;
  /** Next member (index into result.members) not yet written. */
  member: number;
}

const utf8 = new TextDecoder();

export class BatchMerger {
  private readonly coord: RecallCoordinator;
  private readonly held: Held[] = [];
  private seq = 0;
  /** Records written so far. */
  written = 0;

  constructor(
    private readonly sink: ByteSink,
    private readonly summary: ScreenSummary,
    private readonly observer?: RecordObserver,
    window = RECALL_WINDOW,
  ) {
    this.coord = new RecallCoordinator(() => {}, window);
  }

  /** Add the next batch's result, in input order; resolves once what it released is written. */
  async add(result: BatchResult): Promise<void> {
    addTally(this.summary, result.tally, result.n);
    const base = this.seq;
    this.seq += result.n;
    this.held.push({ result, base, written: 0, member: 0 });
    const c = this.coord;
    const { memberIdx, members } = result;
    for (let k = 0; k < members.length; k++) {
      c.skip(base + memberIdx[k]! - c.count);
      c.push(members[k]!);
    }
    c.skip(this.seq - c.count);
    await this.release(c.released);
  }

  /** End of input: close every recall, write everything, let the observer finish. */
  async finish(): Promise<void> {
    this.coord.finish();
    await this.release(Infinity);
    this.summary.clusters = this.coord.clusters.length;
    await this.observer?.finish();
  }

  /** Clusters found so far. */
  get clusters(): number {
    return this.coord.clusters.length;
  }

  private async release(upTo: number): Promise<void> {
    const held = this.held;
    while (held.length > 0) {
      const h = held[0]!;
      const stop = Math.min(h.result.n, upTo - h.base);
      if (stop > h.written) await this.write(h, stop);
      if (h.written < h.result.n) return;
      held.shift();
    }
  }

  /** Write records [h.written, stop) of a held batch. */
  private async write(h: Held, stop: number): Promise<void> {
    const { out, ends, memberIdx, members } = h.result;
    let from = h.written === 0 ? 0 : ends[h.written - 1]!;
    const last = ends[stop - 1]!;
    // member lines that got a cluster: cut the line's closing "}\n" and splice the cluster in
    while (h.member < members.length && memberIdx[h.member]! < stop) {
      const i = memberIdx[h.member]!;
      const v = members[h.member++]!.verdict;
      if (v.cluster === undefined) continue;
      const end = ends[i]!;
      await this.sink(out.subarray(from, end - 2));
      await this.sink(Buffer.from(`,"cluster":${JSON.stringify(v.cluster)}}\n`));
      from = end;
    }
    if (last > from) await this.sink(out.subarray(from, last));
    if (this.observer) this.observe(h, h.written, stop);
    this.written += stop - h.written;
    h.written = stop;
  }

  /** Rebuild each record of [a, b) for the observer: members as they are, the rest from the side columns. */
  private observe(h: Held, a: number, b: number): void {
    const { out, ends, memberIdx, members, side } = h.result;
    if (!side) throw new Error('batch has no side data for the observer');
    let m = 0;
    while (m < members.length && memberIdx[m]! < a) m++;
    let f = 0;
    while (f < side.extraIdx.length && side.extraIdx[f]! < a) f++;
    for (let i = a; i < b; i++) {
      if (m < members.length && memberIdx[m] === i) {
        this.observer!.observe(members[m++]!);
        if (f < side.extraIdx.length && side.extraIdx[f] === i) f++;
        continue;
      }
      const start = i === 0 ? 0 : ends[i - 1]!;
      const verdict = JSON.parse(utf8.decode(out.subarray(start, ends[i]! - 1))) as Verdict;
      const rec: ScreenedRecord = { verdict, agentId: side.agents[side.agent[i]!]!, trusted: side.trusted[i] === 1 };
      const recall = side.recall[i]!;
      if (recall !== '') rec.recallId = recall;
      const ts = side.ts[i]!;
      if (!Number.isNaN(ts)) rec.ts = ts;
      if (f < side.extraIdx.length && side.extraIdx[f] === i) Object.assign(rec, side.extras[f++]!);
      this.observer!.observe(rec);
    }
  }
}
