/**
 * `screen --correlate` with a pool: the screen workers read each record's steering roles and link
 * keys (kernels/correlate attachSteer) and send that reading back instead of the record's text;
 * the main thread only merges. Where the roles model runs must not change a signal or an alert:
 * the worker path is checked against the main-thread path (the hook reading the text itself),
 * record by record in the kernel and alert by alert through the real pipeline.
 */
import { describe, expect, it } from 'vitest';
import { loadSplit, screenBytes as screenRecords, correlationScreener } from '../../bench/correlate/correlate.bench.js';
import { jsonlCorpus } from '../../bench/corpus-gen.js';
import { repoRoot } from '../../bench/corpora.js';
import { attachSteer, signalOf } from '../../kernels/correlate/index.js';
import type { ScreenedRecord } from '../../kernels/screen/index.js';
import { defaultRoles, historyBytes, splitH1 } from '../../pipeline/correlate/index.js';
import { screenBytes } from '../pipeline/pipeline-helpers.js';
import type { ScreenPool } from '../../pipeline/screen/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = repoRoot();
const roles = defaultRoles()!;
// H1 only (train and dev): the held-out writer H2 is screened by the bench alone
const { train, dev } = splitH1(root);
const inputs: [string, Buffer][] = [
  ['H1 histories', historyBytes([...train, ...dev])],
  ['test/fixtures/correlate', Buffer.concat([loadSplit('dev').bytes, loadSplit('heldout').bytes])],
  ['examples/campaign.jsonl', readFileSync(join(root, 'examples', 'campaign.jsonl'))],
  ['bench corpus (3,000 records)', jsonlCorpus(3000, 7)],
];

const clone = (r: ScreenedRecord): ScreenedRecord => structuredClone(r);

describe('roles read in the screen worker = roles read on the main thread', () => {
  it('the shipped roles model is present (otherwise nothing here is tested)', () => {
    expect(roles).not.toBeNull();
  });

  for (const [name, bytes] of inputs) {
    it(`${name}: every record's signal is the same after attachSteer`, () => {
      const recs = screenRecords(bytes, correlationScreener());
      let read = 0;
      let withText = 0;
      for (const r of recs) {
        if (r.text !== undefined) withText++;
        const moved = clone(r);
        attachSteer(moved, roles);
        expect(moved.text).toBeUndefined();
        if (moved.steer) read++;
        expect(signalOf(moved, 1000, roles), String(r.verdict.id)).toEqual(signalOf(r, 1000, roles));
        // without a roles model the reading is ignored, as the text is
        expect(signalOf(moved, 1000, null)).toEqual(signalOf(r, 1000, null));
      }
      expect(withText).toBeGreaterThan(0);
      expect(read).toBeGreaterThan(0);
    });
  }

  for (const [name, bytes] of inputs) {
    it(`${name}: screen --correlate alerts, pool (threads 2, small batches) = inline (threads 0)`, async () => {
      const alertLines = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('{"agentId"'));
      const inline = await screenBytes(bytes, { threads: '0', correlate: true });
      // what crosses back from the workers: readings, never texts
      let texts = 0;
      let readings = 0;
      const onPool = (pool: ScreenPool) => {
        const run = pool.run.bind(pool);
        pool.run = async (b, o) => {
          const r = await run(b, o);
          for (const x of [...r.members, ...(r.side?.extras ?? [])]) {
            if (x.text !== undefined) texts++;
            if (x.steer !== undefined) readings++;
          }
          return r;
        };
      };
      const pooled = await screenBytes(bytes, { threads: '2', correlate: true, 'batch-size': '97' }, { inlineBelowBytes: 0, onPool });
      expect(texts).toBe(0);
      expect(readings).toBeGreaterThan(0);
      expect(pooled.out).toBe(inline.out);
      expect(alertLines(pooled.stderr)).toEqual(alertLines(inline.stderr));
      if (name !== 'bench corpus (3,000 records)') expect(alertLines(inline.stderr).length).toBeGreaterThan(0);
    }, 120_000);
  }
});
