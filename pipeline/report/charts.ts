/**
 * Inline SVG charts: quarantines over time, the score histogram, and timelines of clusters and
 * campaigns. Each chart is an image with a text alternative (role="img", <title>, aria-label);
 * the numbers behind it are also in a table next to it, for screen readers and for print.
 * Only numbers and escaped labels enter the SVG.
 */
import type { GroupInfo, ScoreHistogramResult, TimeSeriesResult } from '../../kernels/report/index.js';
import { esc } from './escape.js';
import { fmtN, fmtTime } from './format.js';

const Q = '#a4161a';
const K = '#3d6b99';

function svgOpen(w: number, h: number, label: string): string {
  return `<svg role="img" aria-label="${esc(label)}" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" xmlns="http://www.w3.org/2000/svg"><title>${esc(label)}</title>`;
}

/** Stacked bars per time bucket: quarantined (red) on top of kept (blue), on a square-root scale. */
export function timeChart(t: TimeSeriesResult): string {
  const W = 960;
  const H = 180;
  const pad = { l: 48, r: 8, t: 8, b: 28 };
  const b = t.buckets;
  if (b.length === 0) return '';
  const t0 = b[0]!.start;
  const t1 = b[b.length - 1]!.start + t.widthMs;
  const span = Math.max(1, t1 - t0);
  const max = Math.max(1, ...b.map((x) => x.kept + x.quarantined));
  const maxQ = Math.max(1, ...b.map((x) => x.quarantined));
  const pw = W - pad.l - pad.r;
  const ph = H - pad.t - pad.b;
  const bw = Math.max(1, (pw * t.widthMs) / span - 1);
  // the quarantined share is usually a few percent: its own axis, drawn below the zero line
  const half = ph / 2;
  const y0 = pad.t + half;
  let s = svgOpen(W, H, `Memories per ${t.widthMs >= 86_400_000 ? 'day-scale' : 'hour-scale'} bucket from ${fmtTime(t0)} to ${fmtTime(t1)}: kept above the axis, quarantined below`);
  for (const x of b) {
    const px = pad.l + (pw * (x.start - t0)) / span;
    const hk = (half * (x.kept + x.quarantined)) / max;
    const hq = (half * x.quarantined) / maxQ;
    s += `<rect x="${px.toFixed(1)}" y="${(y0 - hk).toFixed(1)}" width="${bw.toFixed(1)}" height="${hk.toFixed(1)}" fill="${K}"><title>${esc(fmtTime(x.start))}: ${fmtN(x.kept + x.quarantined)} memories</title></rect>`;
    if (x.quarantined) s += `<rect x="${px.toFixed(1)}" y="${y0.toFixed(1)}" width="${bw.toFixed(1)}" height="${hq.toFixed(1)}" fill="${Q}"><title>${esc(fmtTime(x.start))}: ${fmtN(x.quarantined)} quarantined</title></rect>`;
  }
  s += `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y0}" y2="${y0}" stroke="#1b1b1b"/>`;
  s += `<text x="${pad.l - 4}" y="${pad.t + 10}" text-anchor="end">${fmtN(max)}</text><text x="${pad.l - 4}" y="${y0 + half}" text-anchor="end">${fmtN(maxQ)}</text>`;
  s += `<text x="${pad.l}" y="${H - 8}">${esc(fmtTime(t0))}</text><text x="${W - pad.r}" y="${H - 8}" text-anchor="end">${esc(fmtTime(t1))}</text>`;
  return s + '</svg>';
}

/** Two rows of score bins, kept and quarantined, each scaled to its own largest bin. */
export function scoreChart(h: ScoreHistogramResult): string {
  const W = 960;
  const rowH = 70;
  const pad = { l: 90, r: 8, t: 6, b: 22 };
  const H = pad.t + 2 * rowH + pad.b;
  const pw = W - pad.l - pad.r;
  const bw = pw / h.bins;
  let s = svgOpen(W, H, `Score histogram in ${h.bins} bins from 0 to 1: kept memories in the upper row, quarantined in the lower row`);
  const rows: [string, number[], string][] = [
    ['kept', h.kept, K],
    ['quarantined', h.quarantined, Q],
  ];
  rows.forEach(([name, bins, colour], r) => {
    const max = Math.max(1, ...bins);
    const base = pad.t + (r + 1) * rowH;
    s += `<text x="${pad.l - 6}" y="${base - rowH / 2}" text-anchor="end">${name}</text>`;
    bins.forEach((n, i) => {
      const hh = ((rowH - 8) * n) / max;
      s += `<rect x="${(pad.l + i * bw + 1).toFixed(1)}" y="${(base - hh).toFixed(1)}" width="${(bw - 2).toFixed(1)}" height="${hh.toFixed(1)}" fill="${colour}"><title>${name}, score ${(i / h.bins).toFixed(2)}–${((i + 1) / h.bins).toFixed(2)}: ${fmtN(n)}</title></rect>`;
    });
    s += `<line x1="${pad.l}" x2="${W - pad.r}" y1="${base}" y2="${base}" stroke="#1b1b1b"/>`;
  });
  for (let i = 0; i <= h.bins; i += 4) s += `<text x="${(pad.l + i * bw).toFixed(1)}" y="${H - 6}" text-anchor="middle">${(i / h.bins).toFixed(1)}</text>`;
  return s + '</svg>';
}

/** Most lanes drawn in one timeline (the table below it lists every group kept). */
export const MAX_LANES = 60;

/** One lane per cluster or campaign: a line from first to last, a dot per dated member. */
export function timeline(groups: GroupInfo[], label: string): string {
  const dated = groups.filter((g) => g.first !== undefined || g.members.some((m) => m.ts !== undefined)).slice(0, MAX_LANES);
  if (dated.length === 0) return '';
  const times = (g: GroupInfo) => [g.first, g.last, ...g.members.map((m) => m.ts)].filter((x): x is number => x !== undefined && Number.isFinite(x));
  const all = dated.flatMap(times);
  const t0 = Math.min(...all);
  const t1 = Math.max(...all);
  const span = Math.max(1, t1 - t0);
  const W = 960;
  const lane = 22;
  const pad = { l: 220, r: 16, t: 6, b: 24 };
  const H = pad.t + dated.length * lane + pad.b;
  const pw = W - pad.l - pad.r;
  const x = (t: number) => (pad.l + (pw * (t - t0)) / span).toFixed(1);
  let s = svgOpen(W, H, `${label}: ${dated.length} on a time axis from ${fmtTime(t0)} to ${fmtTime(t1)}`);
  dated.forEach((g, i) => {
    const y = pad.t + i * lane + lane / 2;
    const ts = times(g);
    const a = Math.min(...ts);
    const b = Math.max(...ts);
    const name = `${g.agentId ?? ''} · ${g.capability ?? g.key}`;
    s += `<text x="${pad.l - 8}" y="${y + 4}" text-anchor="end">${esc(name.length > 34 ? name.slice(0, 33) + '…' : name)}</text>`;
    s += `<line x1="${x(a)}" x2="${x(b)}" y1="${y}" y2="${y}" stroke="#4a4a4a" stroke-width="2"/>`;
    for (const m of g.members) {
      if (m.ts === undefined) continue;
      s += `<circle cx="${x(m.ts)}" cy="${y}" r="5" fill="${m.action === 'quarantine' ? Q : K}" stroke="#fff"><title>${esc(`${m.id} · ${m.channel ?? ''} · ${fmtTime(m.ts)}`)}</title></circle>`;
    }
  });
  s += `<text x="${pad.l}" y="${H - 6}">${esc(fmtTime(t0))}</text><text x="${W - pad.r}" y="${H - 6}" text-anchor="end">${esc(fmtTime(t1))}</text>`;
  return s + '</svg>';
}
