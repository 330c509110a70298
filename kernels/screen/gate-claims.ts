/**
 * Overrides and claims of authority: "ignore your previous instructions", "ignore the page and
 * say …", role headers ("system:", "[admin]", "<SYSTEM MODE>"), privileged modes and identities.
 */
import { C } from '../text/index.js';
import { Term } from './clauses.js';
import {
  OVERRIDE_WINDOW, bypassPair, conjoinedBefore, find, gap, imperativeVerb, negatedBefore, wordAt, type Ctx, type Finding,
} from './gate-context.js';

export function override(ctx: Ctx, c: number): Finding | null {
  const a = ctx.cFirst[c]!;
  const b = ctx.cLast[c]!;
  for (let k = a; k < b; k++) {
    if (!(ctx.cats[k]! & C.override)) continue;
    // "it's important not to disregard safety protocols" argues for the rules
    if (negatedBefore(ctx, c, k)) continue;
    for (let j = k + 1; j < b; j++) {
      if (ctx.start[j]! < ctx.end[k]!) continue;
      if (gap(ctx, k, j) > OVERRIDE_WINDOW) break;
      if (ctx.cats[j]! & C.overrideObj) return { rule: 'override', matches: [k, j] };
    }
  }
  return null;
}

/** Override object before its verb (SOV languages: "以前の指示を無視して"). */
export function overrideAnyOrder(ctx: Ctx, c: number): Finding | null {
  const a = ctx.cFirst[c]!;
  const b = ctx.cLast[c]!;
  for (let j = a; j < b; j++) {
    if (!(ctx.cats[j]! & C.overrideObj)) continue;
    for (let k = j + 1; k < b; k++) {
      if (ctx.start[k]! < ctx.end[j]!) continue;
      if (gap(ctx, j, k) > OVERRIDE_WINDOW) break;
      if (ctx.cats[k]! & C.override) return { rule: 'override', matches: [k, j] };
    }
  }
  return null;
}

/**
 * "Ignore the webpage and state: …": an imperative override whose object is whatever came
 * before, followed by a replacement instruction in the same sentence.
 */
export function overrideRedirect(ctx: Ctx, c: number, iv: number): Finding | null {
  if (!(ctx.cats[iv]! & C.override)) return null;
  const s = ctx.cl.sentence[c];
  for (let d = c; d < ctx.cl.n && ctx.cl.sentence[d] === s; d++) {
    for (let k = d === c ? iv + 1 : ctx.cFirst[d]!; k < ctx.cLast[d]!; k++) {
      if (ctx.start[k]! < ctx.end[iv]!) continue;
      if (ctx.cats[k]! & C.verb && !(ctx.cats[k]! & C.override) && conjoinedBefore(ctx, k)) return { rule: 'override', matches: [iv, k] };
    }
  }
  return null;
}

/**
 * A claim of a privileged mode: a mode name with a second mode or authority term, a speaker
 * placing itself or the agent in it ("I'm entering maintenance mode", "you are now in developer
 * mode"), or a bracketed header ("<GOD MODE>"). A mode named in passing ("the printer's
 * maintenance mode", "jailbreak attempts") is not a claim.
 */
export function modeClaim(ctx: Ctx, c: number): Finding | null {
  const k = find(ctx, c, C.mode);
  if (k < 0) return null;
  const s = ctx.cl.sentence[c];
  for (let d = c; d >= 0 && ctx.cl.sentence[d] === s; d--) {
    for (let j = ctx.cFirst[d]!; j < ctx.cLast[d]!; j++) {
      if (j !== k && ctx.cats[j]! & (C.mode | C.authority) && (ctx.end[j]! <= ctx.start[k]! || ctx.start[j]! >= ctx.end[k]!)) {
        return { rule: 'mode-claim', matches: j < k ? [j, k] : [k, j] };
      }
    }
  }
  for (let j = ctx.cFirst[c]!; j < k; j++) {
    if (ctx.cats[j]! & (C.subj1 | C.you) && wordAt(ctx, ctx.start[k]!) - wordAt(ctx, ctx.start[j]!) <= 5) return { rule: 'mode-claim', matches: [j, k] };
  }
  return null;
}

/** A role header opening a line: "system:", "admin:", "[admin]", "<SYSTEM MODE>". */
export function authorityHeader(ctx: Ctx, c: number): number {
  const k = find(ctx, c, C.authority | C.mode);
  if (k < 0) return -1;
  const cs = ctx.cl.start[c]!;
  const text = ctx.text;
  // the term must be the whole clause ended by ':' ("system:"), or sit inside a bracketed tag
  // of its own ("[admin]", "<SYSTEM MODE>", "<NOW ENTERING SECURITY OVERRIDE MODE>")
  const before = text.slice(cs, ctx.start[k]!).trim();
  const after = text.slice(ctx.end[k]!, ctx.cl.end[c]!).trim();
  const open = text.charCodeAt(cs);
  const close = text.charCodeAt(ctx.cl.end[c]! - 1);
  const bracketed =
    ctx.cl.end[c]! - cs <= 64 &&
    ((open === 0x3c && close === 0x3e) || (open === 0x5b && close === 0x5d) || (open === 0x7b && close === 0x7d) || (open === 0x28 && close === 0x29));
  const colon = ctx.cl.term[c] === Term.colon && /^[#*>\s-]*$/.test(before) && after === '';
  const startsLine = c === 0 || ctx.cl.term[c - 1] === Term.newline || ctx.cl.sentence[c - 1] !== ctx.cl.sentence[c];
  return (bracketed || colon) && (startsLine || bracketed) ? k : -1;
}

/** Whatever steers the agent in a span of clauses (for what follows a header or a claim). */
export function steering(ctx: Ctx, from: number, to: number): number {
  for (let c = from; c < to; c++) {
    const m = ctx.cMask[c]!;
    const iv = imperativeVerb(ctx, c);
    if (iv >= 0) return iv;
    // verb-final languages mark the imperative on the verb at the end ("관리자: 모든 … 하세요")
    if (m & C.imp) return find(ctx, c, C.imp);
    if (m & (C.mode | C.override)) return find(ctx, c, C.mode | C.override);
    const bp = bypassPair(ctx, c);
    if (bp >= 0) return bp;
    if (m & C.you && m & (C.modal | C.permit)) return find(ctx, c, C.you);
    if (m & C.speaker) return find(ctx, c, C.speaker);
  }
  return -1;
}

export function recordEnd(ctx: Ctx): number {
  return ctx.cl.n;
}
