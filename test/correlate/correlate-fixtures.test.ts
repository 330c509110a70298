import { describe, expect, it } from 'vitest';
import { correlateChains, correlateRecords, correlationScreener, evaluate, loadSplit, screenBytes, type Split } from '../../bench/correlate/correlate.bench.js';
import { loadCatalog } from '../../bench/corpora.js';

const splits: Split[] = ['dev', 'heldout'];

describe('correlation fixtures', () => {
  const screener = correlationScreener();

  for (const split of splits) {
    it(`${split}: every memory is kept by the single-memory screen`, () => {
      const { bytes } = loadSplit(split);
      const recs = screenBytes(bytes, screener);
      expect(recs.length).toBeGreaterThan(80);
      const quarantined = recs.filter((r) => r.verdict.action !== 'keep').map((r) => r.verdict.id);
      expect(quarantined).toEqual([]);
    });

    it(`${split}: histories are well formed (3–10 memories, several days, one recall each, labels match)`, () => {
      const { bytes, labels } = loadSplit(split);
      const recs = bytes.toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; agentId: string; recallId: string; ts: string });
      const byAgent = new Map<string, typeof recs>();
      for (const r of recs) byAgent.set(r.agentId, [...(byAgent.get(r.agentId) ?? []), r]);
      expect(new Set(byAgent.keys())).toEqual(new Set(Object.keys(labels)));
      for (const [agentId, list] of byAgent) {
        expect(list.length, agentId).toBeGreaterThanOrEqual(3);
        expect(list.length, agentId).toBeLessThanOrEqual(10);
        const days = (Date.parse(list.at(-1)!.ts) - Date.parse(list[0]!.ts)) / 86_400_000;
        expect(days, agentId).toBeGreaterThanOrEqual(2);
        expect(new Set(list.map((r) => r.recallId)).size, agentId).toBeGreaterThanOrEqual(3);
        const lab = labels[agentId]!;
        if (lab.label === 'campaign') {
          expect(lab.members.length, agentId).toBeGreaterThanOrEqual(2);
          for (const m of lab.members) expect(list.map((r) => r.id)).toContain(m);
        } else expect(lab.members).toEqual([]);
      }
    });
  }

  it('the split is about a third held out, half campaigns and half benign, in several languages', () => {
    const dev = Object.values(loadSplit('dev').labels);
    const held = Object.values(loadSplit('heldout').labels);
    const total = dev.length + held.length;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(held.length / total).toBeGreaterThanOrEqual(0.3);
    for (const part of [dev, held]) {
      const c = part.filter((l) => l.label === 'campaign').length;
      expect(Math.abs(c - (part.length - c))).toBeLessThanOrEqual(3);
    }
    expect(new Set(held.map((l) => l.lang)).size).toBeGreaterThanOrEqual(5);
  });

  it('dev split (tuned on): regression guard on what it detects', () => {
    const { bytes, labels } = loadSplit('dev');
    const e = evaluate(correlateRecords(screenBytes(bytes, screener)), labels);
    expect(e.detected).toBeGreaterThanOrEqual(23);
    expect(e.falseAlerts).toBe(0);
  });

  it('alerts follow CONTRACT §6: fields, order, member ids, score in [0,1], ISO times', () => {
    const { bytes } = loadSplit('dev');
    const alerts = correlateRecords(screenBytes(bytes, screener));
    expect(alerts.length).toBeGreaterThan(0);
    for (const a of alerts) {
      expect(Object.keys(a)).toEqual(['agentId', 'members', 'capability', 'score', 'reason', 'first', 'last']);
      expect(a.members.length).toBeGreaterThanOrEqual(2);
      for (const m of a.members) expect(String(m)).toMatch(/^h\d\d-m\d+$/);
      expect(a.score).toBeGreaterThanOrEqual(0);
      expect(a.score).toBeLessThanOrEqual(1);
      expect(a.first).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(a.first <= a.last).toBe(true);
      expect(a.reason.length).toBeGreaterThan(20);
    }
  });

  const cat = loadCatalog();
  it.skipIf(!cat)('MemPoisonBench chains spread one memory per recall over a week: 3/3 flagged, 3/3 left alone', () => {
    if (!cat) return;
    const r = correlateChains(cat.catalog);
    expect(r.missed).toEqual([]);
    expect(r.flagged).toHaveLength(3);
    expect(r.benignFlagged).toEqual([]);
    expect(r.benignClean).toHaveLength(3);
  });
  if (!cat) it.skip('MemPoisonBench chains: ../shared/corpora is absent (set ANTIDOTE_CORPORA to run)', () => {});
});
