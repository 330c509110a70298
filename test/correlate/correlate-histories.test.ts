/**
 * The issue-12 corpus (data/histories/): what it holds, that its campaigns are what the briefs
 * asked for, how many of H1's campaign members pass the single-memory screen alone, and a regression
 * guard on H1-dev (the split everything was tuned on). H2, the held-out writer, is read here only
 * for its shape (counts, labels, members, sources), never screened or scored: its numbers come from
 * `npm run bench` (suite histories).
 */
import { describe, expect, it } from 'vitest';
import { readHistories, splitH1, type History } from '../../pipeline/correlate/index.js';
import { evaluateHistories, historyScreener, screenHistories } from '../../bench/correlate/histories.js';
import { repoRoot } from '../../bench/corpora.js';

const root = repoRoot();
const h1 = readHistories(root, 'H1');
const h2 = readHistories(root, 'H2');
const h3 = readHistories(root, 'H3');
const h4 = readHistories(root, 'H4');
const h5 = readHistories(root, 'H5');
const h6 = readHistories(root, 'H6');
const h7 = readHistories(root, 'H7');
// set aside (data/histories/README.md): read by no model, held to the same rules
const h8 = readHistories(root, 'H8');
const all = [...h1, ...h2, ...h3, ...h4, ...h5, ...h6, ...h7, ...h8];
const UNTRUSTED = /^(voice|mcp|web|email|sms):/;

describe('memory histories corpus', () => {
  it('has the counts the issue asks for: ≥ 300 histories, ≥ 150 campaigns and ≥ 150 mirrors, ≥ 8 languages, patterns and capabilities', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    const campaigns = all.filter((h) => h.label === 'campaign');
    expect(campaigns.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((h) => h.label === 'benign').length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((h) => h.lang)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(campaigns.map((h) => h.pattern)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(campaigns.map((h) => h.capability)).size).toBeGreaterThanOrEqual(8);
    // split by writer: every history of a file is by that file's writer
    for (const [w, hs] of [['H1', h1], ['H2', h2], ['H3', h3], ['H4', h4], ['H5', h5], ['H6', h6], ['H7', h7], ['H8', h8]] as const) for (const h of hs) expect(h.writer).toBe(w);
  });
  it('campaigns plant 3–5 untrusted members from ≥ 2 channels, at most one per recall; mirrors plant none', () => {
    for (const h of all) {
      const byId = new Map(h.memories.map((m) => [m.id, m]));
      if (h.label === 'benign') {
        expect(h.members, h.history).toEqual([]);
        continue;
      }
      const ms = h.members.map((id) => byId.get(id)!);
      expect(ms.every(Boolean), h.history).toBe(true);
      expect(ms.length, h.history).toBeGreaterThanOrEqual(3);
      expect(ms.length, h.history).toBeLessThanOrEqual(5);
      for (const m of ms) expect(m.source, `${h.history}/${m.id}`).toMatch(UNTRUSTED);
      expect(new Set(ms.map((m) => m.source.split(':')[0])).size, h.history).toBeGreaterThanOrEqual(2);
      expect(new Set(ms.map((m) => m.recallId)).size, h.history).toBe(ms.length);
    }
  });
  it('H1 splits by campaign–mirror pair into train and dev, with no history in both', () => {
    const { train, dev } = splitH1(root);
    expect(train.length + dev.length).toBe(h1.length);
    const ids = new Set(train.map((h) => h.history));
    for (const h of dev) expect(ids.has(h.history)).toBe(false);
    expect(dev.filter((h) => h.label === 'campaign').length).toBe(dev.filter((h) => h.label === 'benign').length);
  });
  it('campaign members of H1 pass the single-memory screen alone (measured: the screen is not correlation’s to change)', () => {
    // the issue wants every member kept; the screen (gate and intent model, as `antidote screen`
    // runs by default) quarantines some of H1's, which `npm run bench` lists. Guard: ≥ 80% kept
    // (83.3% since the intent model reads category pairs; 88.5% since it learned from W8–W13,
    // whose fact-shaped waivers sit close to H1's attitudes; 93% before). Measured, not adopted:
    // the training histories' members as the model's negatives keep 95 of H1-dev's 102 members
    // (85 now) and cost 4.4 points of dev recall.
    const members = h1.map((h) => ({ ...h, memories: h.memories.filter((m) => h.members.includes(m.id)) }));
    const recs = screenHistories(members, historyScreener());
    expect(recs.length).toBe(h1.reduce((n, h) => n + h.members.length, 0));
    const kept = recs.filter((r) => r.verdict.action === 'keep').length;
    expect(kept / recs.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe('correlation on the histories', () => {
  it('H1-dev (tuned on): regression guard on detection and false alerts', () => {
    const e = evaluateHistories(splitH1(root).dev);
    expect(e.campaigns).toBe(30);
    expect(e.detected).toBeGreaterThanOrEqual(26);
    expect(e.benignAlerted).toBeLessThanOrEqual(1);
  });
  it('without the roles model (the screen’s signals alone) the same campaigns go unseen', () => {
    const e = evaluateHistories(splitH1(root).dev, { roles: null });
    // (3 of 30 since the intent model reads category pairs: members it quarantines are strong signals)
    expect(e.detected).toBeLessThanOrEqual(3);
  });
});
