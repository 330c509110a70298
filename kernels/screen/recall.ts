/**
 * The library's recall-time API: screen the memories recalled for one turn, drop what must be
 * quarantined, cluster what is jointly steering, and build the context the model will see.
 * A clean recall's context is passed through byte for byte.
 */
import { CLUSTER_CAUTION, clusterRecall, type ClusterInput } from './cluster.js';
import type { ScreenedRecord, Screener } from './screen.js';
import type { Evidence, MemoryRecord, Verdict } from '../common/index.js';

export interface RecallOptions {
  /** Joins the kept memories' contents into the context (default "\n"). */
  separator?: string;
}

export interface RecallClusterResult {
  id: string;
  /** Ids of the member memories (all kept). */
  members: (string | number)[];
  capability: string | null;
  entities: string[];
  reason: string;
}

/** `T` is the type of the memories given: `quarantined[].memory` is the input value as it was. */
export interface RecallResult<T = unknown> {
  kept: (T & MemoryRecord)[];
  quarantined: { memory: T; verdict: Verdict }[];
  clusters: RecallClusterResult[];
  /** Kept contents joined by the separator, plus the fixed caution when a cluster was found. */
  safeContext: string;
  /** One verdict per memory, in order. */
  verdicts: Verdict[];
}

export function screenRecallWith<T = unknown>(screener: Screener, memories: readonly T[], options: RecallOptions = {}): RecallResult<T> {
  return assembleRecall(memories, memories.map((m, i) => screener.screen(m, i + 1)), options);
}

/**
 * The recall result from memories already screened (`screened[i]` is memory i's screen, possibly
 * changed since, e.g. by the Tier-2 judge): kept and quarantined, clusters among the kept, the
 * safe context.
 */
export function assembleRecall<T = unknown>(memories: readonly T[], screened: readonly ScreenedRecord[], options: RecallOptions = {}): RecallResult<T> {
  const sep = options.separator ?? '\n';
  const kept: (T & MemoryRecord)[] = [];
  const quarantined: RecallResult<T>['quarantined'] = [];
  const verdicts: Verdict[] = [];
  const inputs: ClusterInput[] = [];
  memories.forEach((m, i) => {
    const r = screened[i]!;
    verdicts.push(r.verdict);
    if (r.verdict.action === 'quarantine') quarantined.push({ memory: m, verdict: r.verdict });
    else {
      kept.push(m as T & MemoryRecord);
      if (r.features) inputs.push({ index: i, features: r.features });
    }
  });
  const recallId = (memories.find((m) => typeof (m as MemoryRecord)?.recallId === 'string') as MemoryRecord | undefined)?.recallId ?? 'recall';
  const clusters: RecallClusterResult[] = clusterRecall(inputs).map((c) => {
    const id = `${recallId}/${c.members[0]}`;
    for (const i of c.members) verdicts[i]!.cluster = id;
    return { id, members: c.members.map((i) => (memories[i] as MemoryRecord).id), capability: c.capability, entities: c.entities, reason: c.reason };
  });
  let safeContext = kept.map((m) => m.content).join(sep);
  if (clusters.length > 0) safeContext += (safeContext ? sep : '') + CLUSTER_CAUTION;
  return { kept, quarantined, clusters, safeContext, verdicts };
}

export interface EncodeCheck {
  /** false when the content is a standing directive and must not be written under a trusted identity. */
  allow: boolean;
  directive: boolean;
  reasons: string[];
  evidence: Evidence[];
}

/**
 * For a consolidation path (reflection, summarization, "dreaming") about to write content under
 * a trusted identity: a standing directive found here was distilled from something else and
 * must not be laundered into trusted memory. Provenance is not consulted — the write is the
 * trusted act being checked.
 */
export function screenBeforeEncodeWith(screener: Screener, content: string): EncodeCheck {
  const t = screener.screenText(content);
  return { allow: !t.directive, directive: t.directive, reasons: t.reasons, evidence: t.evidence };
}
