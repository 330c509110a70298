/** Number and time formatting for the report: fixed locale and UTC, so a page is reproducible. */

export const fmtN = (n: number): string => n.toLocaleString('en-US');

export function fmtPct(part: number, whole: number): string {
  if (whole === 0) return '–';
  const p = (100 * part) / whole;
  return (p === 0 || p >= 10 ? p.toFixed(1) : p < 0.01 ? p.toExponential(1) : p.toFixed(2)) + '%';
}

/** Largest |epoch ms| a Date can hold. */
const MAX_DATE = 8.64e15;

export function fmtTime(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || Math.abs(ms) > MAX_DATE) return '–';
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function fmtDuration(ms: number): string {
  const h = ms / 3_600_000;
  if (h < 24) return `${fmtN(Math.round(h))} h`;
  const d = h / 24;
  return `${fmtN(Math.round(d))} d`;
}
