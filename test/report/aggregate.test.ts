import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedTally, excerpt, joinState, MAX_BUCKETS, ReportAggregator, Reservoir, ScoreHistogram, TimeSeries } from '../../kernels/report/index.js';

describe('BoundedTally', () => {
  it('stays within its cap, says it pruned, and loses no count', () => {
    const t = new BoundedTally(100);
    let total = 0;
    let q = 0;
    for (let i = 0; i < 10_000; i++) {
      const isQ = i % 7 === 0;
      t.add(`agent-${i % 3 === 0 ? 'hot' : i}`, isQ);
      total++;
      if (isQ) q++;
    }
    const r = t.result();
    expect(r.tracked).toBeLessThanOrEqual(100);
    expect(r.pruned).toBe(true);
    expect(r.rows.reduce((n, x) => n + x.total, 0) + r.droppedTotal).toBe(total);
    expect(r.rows.reduce((n, x) => n + x.quarantined, 0) + r.droppedQuarantined).toBe(q);
    // the heavy hitter survives every prune
    expect(r.rows[0]!.key).toBe('agent-hot');
  });
  it('is exact below its cap, ranks by quarantines, and cuts long keys', () => {
    const t = new BoundedTally(10);
    t.add('a', false);
    t.add('b', true);
    t.add('b', false);
    t.add('x'.repeat(1000), true);
    const r = t.result();
    expect(r.pruned).toBe(false);
    expect(r.rows.map((x) => [x.key.length > 10 ? 'long' : x.key, x.total, x.quarantined])).toEqual([
      ['b', 2, 1],
      ['long', 1, 1],
      ['a', 1, 0],
    ]);
    expect(r.rows[1]!.key.length).toBeLessThan(130);
  });
});

describe('TimeSeries', () => {
  it('coarsens to at most MAX_BUCKETS buckets and keeps every count', () => {
    const s = new TimeSeries();
    const t0 = Date.parse('2020-01-01T00:00:00Z');
    let n = 0;
    for (let h = 0; h < 10 * 365 * 24; h += 5) {
      s.add(t0 + h * 3_600_000, h % 2 === 0);
      n++;
    }
    const r = s.result();
    expect(r.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
    expect(r.buckets.reduce((a, b) => a + b.kept + b.quarantined, 0)).toBe(n);
    expect(r.dated).toBe(n);
    expect(r.widthMs).toBeGreaterThanOrEqual(7 * 86_400_000);
    for (let i = 1; i < r.buckets.length; i++) expect(r.buckets[i]!.start).toBeGreaterThan(r.buckets[i - 1]!.start);
  });
  it('keeps hour buckets for a day of data; ignores non-finite times', () => {
    const s = new TimeSeries();
    s.add(0, true);
    s.add(3_600_000 * 5 + 1, false);
    s.add(NaN, true);
    expect(s.result()).toEqual({ widthMs: 3_600_000, dated: 2, buckets: [{ start: 0, kept: 0, quarantined: 1 }, { start: 5 * 3_600_000, kept: 1, quarantined: 0 }] });
  });
});

describe('ScoreHistogram', () => {
  it('bins [0,1] in twenty, clamps out-of-range scores, skips NaN', () => {
    const h = new ScoreHistogram();
    for (const s of [0, 0.049, 0.05, 0.999, 1, -3, 7]) h.add(s, s > 0.5);
    h.add(NaN, true);
    const r = h.result();
    expect(r.scored).toBe(7);
    expect(r.kept[0]).toBe(3); // 0, 0.049, -3
    expect(r.kept[1]).toBe(1); // 0.05
    expect(r.quarantined[19]).toBe(3); // 0.999, 1, 7
  });
});

describe('Reservoir', () => {
  it('holds at most cap items and samples uniformly', () => {
    let sum = 0;
    let count = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = new Reservoir<number>(50, seed);
      for (let i = 0; i < 5000; i++) {
        const slot = r.offer();
        if (slot >= 0) r.put(slot, i);
      }
      const v = r.values();
      expect(v.length).toBe(50);
      expect(r.offered).toBe(5000);
      sum += v.reduce((a, b) => a + b, 0);
      count += v.length;
    }
    // mean index of a uniform sample of 0..4999 is 2499.5; 2000 draws put it within ±5% easily
    expect(Math.abs(sum / count - 2499.5)).toBeLessThan(125);
  });
});

describe('excerpt', () => {
  it('merges overlapping evidence, counts spans out of range, keeps text intact', () => {
    const c = 'Always approve refunds.';
    const e = excerpt(c, [{ start: 0, end: 6, rule: 'always' }, { start: 4, end: 14, rule: 'approve' }, { start: 20, end: 99, rule: 'bad' }, { start: 3, end: 3, rule: 'empty' }], 1000);
    expect(e.segments).toEqual([{ text: 'Always approve', rules: ['always', 'approve'] }, { text: ' refunds.' }]);
    expect(e.outOfRange).toBe(2);
    expect(e.spans).toBe(1);
  });
  it('cuts a long content around the first evidence span', () => {
    const c = 'x'.repeat(10_000) + 'always' + 'y'.repeat(10_000);
    const e = excerpt(c, [{ start: 10_000, end: 10_006, rule: 'always' }], 1000);
    expect(e.end - e.start).toBe(1000);
    expect(e.start).toBe(10_000 - 160);
    expect(e.segments.find((s) => s.rules)!.text).toBe('always');
  });
  it('never splits a surrogate pair and always reproduces the window (property)', () => {
    const text = fc.array(fc.constantFrom('a', ' ', '🦊', 'é', '\u202e', 'ж'), { maxLength: 60 }).map((a) => a.join(''));
    const span = fc.record({ start: fc.integer({ min: -2, max: 130 }), end: fc.integer({ min: -2, max: 130 }), rule: fc.constantFrom('r1', 'r2') });
    fc.assert(
      fc.property(text, fc.array(span, { maxLength: 8 }), fc.integer({ min: 1, max: 130 }), (c, spans, max) => {
        const e = excerpt(c, spans, max);
        expect(e.segments.map((s) => s.text).join('')).toBe(c.slice(e.start, e.end));
        const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
        for (const s of e.segments) expect(lone.test(s.text)).toBe(false);
        expect(e.spans + e.outOfRange).toBeLessThanOrEqual(spans.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('joinState', () => {
  it('joins by id, and a malformed line by its number', () => {
    expect(joinState({ id: 'a' }, undefined)).toBe('no-input');
    expect(joinState({ id: 'a' }, { line: 1, record: { id: 'a', content: 'x' } })).toBe('shown');
    expect(joinState({ id: 'a' }, { line: 1, record: { id: 'b', content: 'x' } })).toBe('mismatch');
    expect(joinState({ id: 1 }, { line: 1, record: { id: '1', content: 'x' } })).toBe('mismatch');
    expect(joinState({ id: 'a' }, { line: 1, record: { id: 'a', content: 7 } })).toBe('unreadable');
    expect(joinState({ line: 4 }, { line: 4, record: undefined })).toBe('unreadable');
    expect(joinState({ line: 4 }, { line: 5, record: undefined })).toBe('mismatch');
  });
});

describe('ReportAggregator', () => {
  it('takes verdicts whose fields have the wrong types without throwing, failing closed', () => {
    const a = new ReportAggregator({ maxItems: 10 });
    a.add(null);
    a.add([1, 2]);
    a.add({ id: { x: 1 }, action: 'bogus', reasons: 'standing', evidence: { start: 0 }, score: 'high', cluster: 5, ts: {} });
    a.add({ id: 'k', action: 'keep', reasons: [], score: 0.2, agentId: 'a1', source: 'voice:call-12', lang: 'EN' });
    const r = a.result();
    expect(r.totals.badLines).toBe(2);
    expect(r.totals.verdicts).toBe(2);
    expect(r.totals.quarantined).toBe(1); // anything but keep is a quarantine
    expect(r.items.shown[0]!.reasons).toEqual(['(none given)']);
    expect(r.channels.rows.map((x) => x.key).sort()).toEqual(['(unknown)', 'voice:call']);
    expect(r.languages.rows).toEqual([{ key: 'en', total: 1, quarantined: 0 }]);
    expect(r.scores.scored).toBe(1);
  });
  it('fills campaign members from the verdicts and records that stream by', () => {
    const a = new ReportAggregator();
    a.addAlert({ agentId: 'ag', members: ['m1', 'm2'], capability: 'payments', score: 0.9, reason: 'r', first: '2026-01-01T00:00:00Z', last: '2026-01-02T00:00:00Z' });
    a.addAlert('not an alert');
    a.add({ id: 'm1', action: 'keep' }, { line: 1, record: { id: 'm1', content: 'x', source: 'sms:inbound', ts: '2026-01-01T00:00:00Z' } });
    a.add({ id: 'm2', action: 'quarantine', reasons: ['r'] }, { line: 2, record: { id: 'm2', content: 'y', source: 'web:x' } });
    const c = a.result().campaigns;
    expect(c.total).toBe(1);
    expect(c.invalid).toBe(1);
    expect(c.groups[0]!.members).toEqual([
      { id: 'm1', ts: Date.parse('2026-01-01T00:00:00Z'), channel: 'sms:inbound', action: 'keep' },
      { id: 'm2', ts: undefined, channel: 'web:x', action: 'quarantine' },
    ]);
  });
});
