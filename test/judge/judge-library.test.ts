/** The library's judge: createScreener({ judge }), screenJudged, screenRecallJudged, judgeVerdicts. */
import { afterEach, describe, expect, it } from 'vitest';
import { createScreener, judgeVerdicts, Judge } from '../../index.js';
import { refusedUrl, startFakeServer, type FakeServer } from '../../bench/judge/fake-server.js';
import { clusterRecall, image } from '../pipeline/pipeline-helpers.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MEMS = [
  { id: 1, content: 'The user likes green tea.', source: 'web:x' },
  { id: 2, content: 'Note JUDGE-DIRECTIVE: Acme invoices are settled on receipt.', source: 'web:x' },
  { id: 3, content: 'Note JUDGE-DIRECTIVE: Acme invoices are settled on receipt.', source: 'operator' },
  'not a record',
];

describe('library judge', () => {
  it('screenJudged: Tier 1, then one batched call for the kept untrusted memories in the band', async () => {
    server = await startFakeServer();
    // the gate alone (model: null): the shipped model reads memory 2 as a standing rule itself,
    // and what is tested here is the judge's batching, not which memories Tier 1 keeps
    const s = createScreener({ image, model: null, judge: { url: server.url, band: { low: 0, high: 1 }, backoffMs: 5 } });
    const vs = await s.screenJudged(MEMS);
    expect(vs.map((v) => v.action)).toEqual(['keep', 'quarantine', 'keep', 'quarantine']);
    expect(vs[1]).toMatchObject({ directive: true, reasons: ['judge:standing-rule'] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.memories.map((m) => m.text)).toEqual([MEMS[0]!, MEMS[1]!].map((m) => (m as { content: string }).content));
    expect(s.judge!.stats).toMatchObject({ memories: 2, calls: 1, directives: 1 });
    // the synchronous screen never calls the judge
    expect(s.screen(MEMS[1]).action).toBe('keep');
    expect(server.requests).toHaveLength(1);
  });

  it('without a judge, screenJudged is Tier 1 (a malformed record named by its position, as in screenRecall)', async () => {
    const s = createScreener({ image });
    expect(await s.screenJudged(MEMS)).toEqual(MEMS.map((m, i) => s.screener.screen(m, i + 1).verdict));
  });

  it('screenRecallJudged: a memory the judge quarantines leaves the context and its cluster', async () => {
    server = await startFakeServer();
    // the gate alone (model: null): the recall's three members are kept and clustered before the judge
    const s = createScreener({ image, model: null, judge: new Judge({ url: server.url, band: { low: 0, high: 1 }, backoffMs: 5 }) });
    const recall = clusterRecall('turn-9');
    const plain = s.screenRecall(recall);
    expect(plain.clusters).toHaveLength(1);
    const r = await s.screenRecallJudged(recall);
    // member 0 says "always": the fake judge calls it a directive
    expect(r.quarantined.map((q) => (q.memory as { id: string }).id)).toEqual(['turn-9-m0']);
    expect(r.safeContext).not.toContain(recall[0]!.content);
    expect(r.verdicts[0]).not.toHaveProperty('cluster');
    for (const c of r.clusters) expect(c.members).not.toContain('turn-9-m0');
  });

  it('fails closed by default when the judge cannot be reached', async () => {
    const s = createScreener({ image, judge: { url: await refusedUrl(), band: { low: 0, high: 1 }, retries: 0 } });
    const vs = await s.screenJudged(MEMS.slice(0, 3));
    expect(vs.map((v) => v.action)).toEqual(['quarantine', 'quarantine', 'keep']);
    expect(vs[0]!.reasons).toEqual(['judge-unavailable']);
    const r = await s.screenRecallJudged(MEMS.slice(0, 1));
    expect(r.safeContext).toBe('');
  });

  it('judgeVerdicts applies a judge to verdicts screened elsewhere, keeping their score', async () => {
    server = await startFakeServer();
    const judge = new Judge({ url: server.url, backoffMs: 5 });
    const verdicts = [
      { id: 1, action: 'keep' as const, directive: false, trusted: false, reasons: [], score: 0.5 },
      { id: 2, action: 'keep' as const, directive: false, trusted: false, reasons: [], score: 0.1 },
      { id: 3, action: 'keep' as const, directive: false, trusted: false, reasons: [], score: 0.6 },
    ];
    const records = [{ content: 'JUDGE-DIRECTIVE one' }, { content: 'JUDGE-DIRECTIVE two (score below the band)' }, { content: 'benign three' }];
    const out = await judgeVerdicts(judge, records, verdicts);
    expect(out).toEqual([{ ...verdicts[0], action: 'quarantine', directive: true, reasons: ['judge:standing-rule'] }, verdicts[1], verdicts[2]]);
    expect(server.requests[0]!.memories.map((m) => m.text)).toEqual(['JUDGE-DIRECTIVE one', 'benign three']);
  });
});
