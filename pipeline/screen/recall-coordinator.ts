/**
 * Puts verdicts back into input order and assigns in-recall clusters.
 *
 * Records arrive in input order (the pool's batches are merged in order before they get here).
 * A kept untrusted memory with a steering signal and a `recallId` may still join a cluster, so
 * its verdict — and every verdict after it — waits until its recall is closed: when
 * RECALL_WINDOW records have gone by since the recall's last member, or at the end of input.
 * A recall split across batches therefore clusters exactly as if it were in one batch, as
 * long as its members lie within the window of each other; the window bounds the memory held.
 */
import { clusterRecall, type ClusterInput, type RecallCluster } from '../../kernels/screen/index.js';
import type { ScreenedRecord } from '../../kernels/screen/index.js';
import type { Verdict } from '../../kernels/common/index.js';

/** Records after a recall's last member before it is closed. */
export const RECALL_WINDOW = 10_000;

interface Pending {
  seq: number;
  rec: ScreenedRecord;
  /** Open recall this record waits on, or null. */
  recall: string | null;
}

interface OpenRecall {
  last: number;
  members: Pending[];
}

export interface ClusterReport extends RecallCluster {
  id: string;
  recallId: string;
  agentId: string;
  /** Member ids (verdict ids), in input order. */
  memberIds: (string | number)[];
}

export class RecallCoordinator {
  private readonly queue: Pending[] = [];
  private head = 0;
  private readonly open = new Map<string, OpenRecall>();
  private seq = 0;
  readonly clusters: ClusterReport[] = [];

  constructor(
    private readonly emit: (v: Verdict, rec: ScreenedRecord) => void,
    private readonly window = RECALL_WINDOW,
    private readonly onCluster?: (c: ClusterReport) => void,
  ) {}

  push(rec: ScreenedRecord): void {
    const seq = this.seq++;
    let recall: string | null = null;
    if (rec.features && rec.recallId !== undefined) {
      // agents are separate: the same recallId of two agents is two recalls
      recall = `${rec.agentId}\u0000${rec.recallId}`;
      const r = this.open.get(recall);
      const p: Pending = { seq, rec, recall };
      if (r) {
        r.last = seq;
        r.members.push(p);
      } else this.open.set(recall, { last: seq, members: [p] });
      this.queue.push(p);
    } else {
      this.queue.push({ seq, rec, recall: null });
    }
    if (this.open.size > 0) this.closeIdle(seq);
    this.drain();
  }

  /**
   * Count `n` records that cannot join a recall (no features or no recallId) without queueing
   * them: the pool's merger (pipeline/batch-merge.ts) writes their verdict bytes itself once
   * `released` passes them. Recalls are closed exactly as `n` pushes would close them, in the
   * same order (by last member, then first opened), so clusters and their ids are identical.
   */
  skip(n: number): void {
    if (n <= 0) return;
    this.seq += n;
    if (this.open.size === 0) return;
    const now = this.seq - 1;
    const due: [string, OpenRecall][] = [];
    for (const e of this.open) if (now - e[1].last >= this.window) due.push(e);
    if (due.length === 0) return;
    due.sort((a, b) => a[1].last - b[1].last); // stable: ties keep the Map's insertion order
    for (const [key] of due) this.close(key);
    this.drain();
  }

  /** Records with a seq below this have their final verdict (no open recall can still change it). */
  get released(): number {
    return this.head < this.queue.length ? this.queue[this.head]!.seq : this.seq;
  }

  /** Records pushed or skipped so far. */
  get count(): number {
    return this.seq;
  }

  /** Close every open recall and emit everything. */
  finish(): void {
    for (const key of [...this.open.keys()]) this.close(key);
    this.drain();
  }

  private closeIdle(now: number): void {
    for (const [key, r] of this.open) if (now - r.last >= this.window) this.close(key);
  }

  private close(key: string): void {
    const r = this.open.get(key)!;
    this.open.delete(key);
    const inputs: ClusterInput[] = r.members.map((p, i) => ({ index: i, features: p.rec.features! }));
    for (const c of clusterRecall(inputs)) {
      const members = c.members.map((i) => r.members[i]!);
      const first = members[0]!;
      const id = `${first.rec.recallId}/${first.seq}`;
      for (const m of members) m.rec.verdict.cluster = id;
      const report: ClusterReport = {
        ...c,
        id,
        recallId: first.rec.recallId!,
        agentId: first.rec.agentId,
        memberIds: members.map((m) => m.rec.verdict.id!),
      };
      this.clusters.push(report);
      this.onCluster?.(report);
    }
    for (const p of r.members) p.recall = null;
  }

  private drain(): void {
    const q = this.queue;
    while (this.head < q.length && q[this.head]!.recall === null) {
      const p = q[this.head++]!;
      this.emit(p.rec.verdict, p.rec);
    }
    if (this.head > 1024 && this.head * 2 > q.length) {
      q.splice(0, this.head);
      this.head = 0;
    }
  }

  /** Records waiting for their recall to close. */
  get pending(): number {
    return this.queue.length - this.head;
  }
}
