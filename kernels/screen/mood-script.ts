/**
 * The script-aware rule set (every language without full mood gating): order-free
 * co-occurrence within a clause, with suppressors for reports, third parties, the past,
 * questions and the speaker's own habits.
 */
import { C } from '../text/index.js';
import { Term } from './clauses.js';
import { authorityHeader, override, overrideAnyOrder, recordEnd, steering } from './gate-claims.js';
import {
  bypassAnyOrder, find, firstOf, leadMask, nonBypassNeg, sentenceMask, speakerAbout, trailingReport, type Ctx, type Finding,
} from './gate-context.js';

export function scriptRules(ctx: Ctx, c: number): Finding | null {
  const m = ctx.cMask[c]!;
  const s = sentenceMask(ctx, c);
  const lead = leadMask(ctx, c);
  const question = ctx.cl.sentenceTerm[c] === Term.question || (m & C.question && !(m & C.imp));
  // "彼は以前の指示を無視した": a narrated override (past, third person) instructs nobody; in
  // English the past form is simply not an override term
  if (!(m & (C.past | C.subj3)) || m & C.imp) {
    const ov = override(ctx, c) ?? overrideAnyOrder(ctx, c);
    if (ov) return ov;
  }
  // a report, a third party's habit, a past event, a question, or the speaker's own habit,
  // refusal or resolution ("we won't transfer without your consent", "from now on I'll check
  // transfers more carefully") is not an instruction
  const addressed = (m & (C.imp | C.speaker)) !== 0;
  const suppressed =
    question ||
    m & (C.subj3 | C.report | C.past) ||
    (!addressed && speakerAbout(ctx, c, C.habit | C.abs | C.neg | C.standing)) ||
    trailingReport(ctx, c);
  const verb = find(ctx, c, C.verb);
  const action = verb >= 0 || ctx.cCaps[c]! !== 0;
  const hdr = authorityHeader(ctx, c);
  if (hdr >= 0 && steering(ctx, c + 1, recordEnd(ctx)) >= 0) return { rule: 'authority-header', matches: [hdr] };
  if (m & (C.authority | C.mode) && !question) {
    const a = find(ctx, c, C.authority | C.mode);
    const b = find(ctx, c, C.verb | C.modal | C.you | C.imp);
    if (b >= 0 || bypassAnyOrder(ctx, c) >= 0) return { rule: 'authority-claim', matches: b >= 0 ? [a, b] : [a] };
  }
  if (suppressed) return null;
  // a negated main verb with no imperative turns "without X" into a requirement: "without
  // confirmation the payment will not go through"
  const negated = !addressed && !(m & C.you) && nonBypassNeg(ctx, c);
  const bp = bypassAnyOrder(ctx, c);
  if (bp >= 0 && action && !negated) return { rule: 'bypass+action', matches: [bp, firstOf(ctx, c, C.verb)] };
  // a standing marker needs an action verb, or a capability with autonomy, a bypass or a
  // quantifier: "by default my card is a Visa" is a setting, not a rule for the agent
  const standingAction = verb >= 0 || (ctx.cCaps[c]! !== 0 && (m & (C.autonomy | C.quant) || bp >= 0));
  if ((m | lead) & C.standing && standingAction && !negated) {
    const st = find(ctx, c, C.standing);
    return { rule: 'standing-marker+action', matches: [st >= 0 ? st : firstOf(ctx, c, C.verb), firstOf(ctx, c, C.verb)] };
  }
  if (m & C.abs && verb >= 0 && (addressed || (m & C.you && m & C.modal))) {
    return { rule: 'absolute-adverb+action', matches: [find(ctx, c, C.abs), verb] };
  }
  if (m & C.imp && find(ctx, c, C.verb) >= 0 && s & C.quant && ctx.cCaps[c]! && m & C.abs) {
    return { rule: 'quantified-rule', matches: [find(ctx, c, C.verb)] };
  }
  return null;
}
