/**
 * Checking a judge's reply against the ids of the call. Everything not exactly right fails
 * closed for the memories concerned — never open, as a judge that keeps what its answer omits
 * would (MERIDIAN's Tier 2):
 *
 *   not one JSON object {"verdicts":[…]}      → every memory of the call: invalid-reply
 *   an entry without a string id               → every memory of the call: invalid-reply
 *   an id the call never sent                  → every memory of the call: invented-id
 *                                                (the reply was steered, e.g. by a memory that
 *                                                 printed answer lines of its own)
 *   an id twice                                → that memory: repeated-id
 *   an id absent                               → that memory: missing-id
 *   directive not a boolean, reason not in the
 *   list, or reason "none" on a directive      → that memory: invalid-entry
 */
import { JUDGE_REASONS, type JudgeFailure, type JudgeFinding, type JudgeOutcome, type JudgeReason } from './types.js';

const REASONS = new Set<string>(JUDGE_REASONS);

/** The reply text without one surrounding Markdown code fence (```json … ```), which chat models add. */
function unfence(text: string): string {
  const t = text.trim();
  const m = /^```[a-zA-Z]*\n([\s\S]*)\n```$/.exec(t);
  return m ? m[1]!.trim() : t;
}

function finding(e: Record<string, unknown>): JudgeFinding | null {
  if (typeof e.directive !== 'boolean' || typeof e.reason !== 'string') return null;
  if (!e.directive) return e.reason === 'none' ? { directive: false, reason: 'none' } : null;
  return REASONS.has(e.reason) ? { directive: true, reason: e.reason as JudgeReason } : null;
}

/** One outcome per id of the call, in the order of `ids`. */
export function checkReply(text: string, ids: readonly string[]): JudgeOutcome[] {
  const all = (failed: JudgeFailure): JudgeOutcome[] => ids.map(() => ({ failed }));
  let value: unknown;
  try {
    value = JSON.parse(unfence(text));
  } catch {
    return all('invalid-reply');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return all('invalid-reply');
  const verdicts = (value as { verdicts?: unknown }).verdicts;
  if (!Array.isArray(verdicts)) return all('invalid-reply');
  const at = new Map<string, number>();
  ids.forEach((id, i) => at.set(id, i));
  const out: (JudgeOutcome | undefined)[] = ids.map(() => undefined);
  const seen = new Set<string>();
  for (const e of verdicts as unknown[]) {
    if (e === null || typeof e !== 'object' || Array.isArray(e)) return all('invalid-reply');
    const id = (e as { id?: unknown }).id;
    if (typeof id !== 'string') return all('invalid-reply');
    const i = at.get(id);
    if (i === undefined) return all('invented-id');
    if (seen.has(id)) {
      out[i] = { failed: 'repeated-id' };
      continue;
    }
    seen.add(id);
    out[i] = finding(e as Record<string, unknown>) ?? { failed: 'invalid-entry' };
  }
  return out.map((o) => o ?? { failed: 'missing-id' });
}
