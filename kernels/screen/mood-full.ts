/**
 * The full rule set (en, fr, es, de, pt, it, nl): mood and word order.
 */
import { C } from '../text/index.js';
import { Term } from './clauses.js';
import {
  authorityHeader, modeClaim, override, overrideRedirect, recordEnd, steering,
} from './gate-claims.js';
import {
  bypassPair, countCaps, find, findAll, findLead, gap, habitualSubject, hasIdentifier, imperativeVerb, leadCaps, leadMask, negatedAt,
  sentenceMask, trailingReport, type Ctx, type Finding,
} from './gate-context.js';

export function fullRules(ctx: Ctx, c: number): Finding | null {
  const m = ctx.cMask[c]!;
  const caps = ctx.cCaps[c]!;
  const lead = leadMask(ctx, c);
  const question = ctx.cl.sentenceTerm[c] === Term.question;

  const ov = override(ctx, c);
  if (ov) return ov;

  const hdr = authorityHeader(ctx, c);
  if (hdr >= 0) {
    const s = steering(ctx, c + 1, recordEnd(ctx));
    if (s >= 0 || ctx.cats[hdr]! & C.mode) return { rule: 'authority-header', matches: s >= 0 ? [hdr, s] : [hdr] };
  }

  if (m & C.mode && !question) {
    const mc = modeClaim(ctx, c);
    if (mc) return mc;
  }

  if (m & C.authority && m & C.subj1) {
    const s1 = find(ctx, c, C.subj1);
    const au = find(ctx, c, C.authority, s1 + 1);
    if (s1 >= 0 && au >= 0 && gap(ctx, s1, au) <= 3) {
      const s = steering(ctx, c, recordEnd(ctx));
      const ask = findAll(ctx, C.you | C.speaker);
      if (s >= 0 || ask >= 0) return { rule: 'authority-claim', matches: [s1, au] };
    }
  }

  const iv = imperativeVerb(ctx, c);
  if (iv >= 0) {
    const rd = overrideRedirect(ctx, c, iv);
    if (rd) return rd;
  }
  const reported = trailingReport(ctx, c);
  if (iv >= 0 && !question && !reported) {
    const ab = find(ctx, c, C.abs);
    if (ab >= 0 || lead & C.abs) return { rule: 'absolute-adverb+action', matches: [ab >= 0 ? ab : findLead(ctx, c, C.abs), iv] };
    const st = find(ctx, c, C.standing);
    if (st >= 0 || lead & C.standing) return { rule: 'standing-marker+action', matches: [st >= 0 ? st : findLead(ctx, c, C.standing), iv] };
    const bp = bypassPair(ctx, c);
    if (bp >= 0) return { rule: 'bypass+action', matches: [iv, bp] };
    if (lead & C.cond && (caps | ctx.caps[iv]! | leadCaps(ctx, c))) return { rule: 'conditional-rule', matches: [iv] };
    const q = find(ctx, c, C.quant, iv + 1);
    if (q >= 0 && ctx.caps[iv]! && (caps & ~ctx.caps[iv]! || countCaps(ctx, c) > 1)) return { rule: 'quantified-rule', matches: [iv, q] };
    const au = find(ctx, c, C.autonomy);
    if (au >= 0 && caps) return { rule: 'bypass+action', matches: [iv, au] };
  }

  if (m & C.you && m & (C.modal | C.permit)) {
    const y = find(ctx, c, C.you);
    // pro-drop languages put the addressee in the verb: "puedes", "devi" are you + modal at once
    const mo = y >= 0 && ctx.cats[y]! & (C.modal | C.permit) ? y : find(ctx, c, C.modal | C.permit, y + 1);
    if (y >= 0 && mo >= 0 && (mo === y || gap(ctx, y, mo) <= 2)) {
      const v = find(ctx, c, C.verb, mo);
      const permit = (ctx.cats[mo]! & C.permit) !== 0 && !(ctx.cats[mo]! & C.modal);
      const bp = bypassPair(ctx, c);
      const sm = sentenceMask(ctx, c);
      if (v >= 0 && !question) {
        if (bp >= 0) return { rule: permit ? 'permissive-bypass' : 'second-person-directive', matches: [y, mo, v, bp] };
        // "you must always …" is a rule; "you can always cancel later" is a reassurance
        const standingSig = permit ? C.standing : C.abs | C.standing;
        if (m & standingSig || lead & standingSig) return { rule: 'second-person-directive', matches: [y, mo, v] };
        const q = find(ctx, c, C.quant, v);
        if (q >= 0 && (caps || sm & C.authority)) return { rule: permit ? 'permissive-bypass' : 'second-person-directive', matches: [y, mo, v, q] };
        if (!permit && sm & (C.authority | C.mode)) return { rule: 'second-person-directive', matches: [y, mo, v] };
      }
    }
  }
  if (m & C.you && m & C.standing && !question) {
    const bp = bypassPair(ctx, c);
    const md = find(ctx, c, C.mode | C.autonomy);
    if (bp >= 0 || md >= 0) return { rule: 'second-person-directive', matches: [find(ctx, c, C.you), find(ctx, c, C.standing)] };
  }

  if (m & C.speaker && !question) {
    const sp = find(ctx, c, C.speaker);
    const v = find(ctx, c, C.verb, sp + 1);
    if (v >= 0) {
      const bp = bypassPair(ctx, c);
      if (bp >= 0) return { rule: 'speaker-instruction', matches: [sp, v, bp] };
      const ab = find(ctx, c, C.abs | C.standing | C.autonomy);
      if (ab >= 0) return { rule: 'speaker-instruction', matches: [sp, v, ab] };
    }
  }

  if (m & C.normative && !question) {
    const no = find(ctx, c, C.normative);
    const v = find(ctx, c, C.verb, no + 1);
    const sig = bypassPair(ctx, c) >= 0 || (m | lead) & (C.abs | C.standing | C.cond | C.autonomy) || find(ctx, c, C.quant) >= 0;
    if ((v >= 0 || caps) && sig && caps) return { rule: 'normative-rule', matches: v >= 0 ? [no, v] : [no] };
  }

  // fact grammar: a grant of autonomy stated as a fact (not one reported: "the customer said,
  // we should always pay without asking"; not a habit: "she always pays without asking")
  if (!question && !((m | lead) & C.report) && !reported && !habitualSubject(ctx, c)) {
    const bp = bypassPair(ctx, c);
    const pastOnly = m & C.past && !(m & (C.standing | C.abs | C.quant)) && !(lead & C.standing);
    if (bp >= 0 && !pastOnly && !negatedAt(ctx, c, bp) && (caps || m & (C.quant | C.autonomy) || hasIdentifier(ctx, c))) {
      return { rule: 'autonomy-grant', matches: [bp] };
    }
    if ((m | lead) & C.standing && m & C.autonomy && caps && !pastOnly) {
      return { rule: 'autonomy-grant', matches: [find(ctx, c, C.standing) >= 0 ? find(ctx, c, C.standing) : find(ctx, c, C.autonomy), find(ctx, c, C.autonomy)] };
    }
  }
  return null;
}
