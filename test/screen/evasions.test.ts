/**
 * Evasion invariance (issue 10), metamorphically: every directive of the project's fixtures the
 * screen quarantines in plain form must stay quarantined when rewritten by an evasion, and a
 * benign memory it keeps must stay kept: ≥ 99% and ≤ 0.5% per transform. The transforms that
 * still miss are listed in MISSED and run as expected failures, so one that starts to meet its
 * targets fails here until it is moved out of the list.
 */
import { describe, expect, it } from 'vitest';
import { measureEvasions } from '../../bench/quality/evasions.js';
import { TRANSFORMS } from './evasions.js';

const MISSED = new Set(['spaced letters within words', 'spaced letters across words']);
const rows = new Map(measureEvasions(1).map((r) => [r.transform, r]));

describe('evasion transforms keep the screen\'s answer (project fixtures, seed 1)', () => {
  for (const name of Object.keys(TRANSFORMS)) {
    const test = MISSED.has(name) ? it.fails : it;
    test(name, () => {
      const r = rows.get(name)!;
      expect(r.directives).toBeGreaterThan(100);
      expect(r.kept / r.directives, `missed: ${r.missed.slice(0, 3).join(' | ')}`).toBeGreaterThanOrEqual(0.99);
      expect(r.newlyQuarantined / Math.max(1, r.benign), `flagged: ${r.flagged.slice(0, 3).join(' | ')}`).toBeLessThanOrEqual(0.005);
    });
  }
});
