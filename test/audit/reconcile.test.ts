import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog, reconcile, reconcileLines, parseAcl, closeVerifyPools, type ReconcileResult, type StateRecord, type AuditEvent } from '../../pipeline/audit/index.js';
import { createCheckpoint } from '../../pipeline/audit/index.js';
import { readTextLines } from '../../pipeline/audit/index.js';
import { GENESIS, buildEntry } from '../../kernels/audit/index.js';
import { formatTs } from '../../kernels/audit/index.js';
import type { Checkpoint } from '../../kernels/audit/index.js';

const T = (min: number, s = 0): string => new Date(Date.UTC(2026, 10, 14, 10, min, s)).toISOString();
let dir: string;
let log: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'antidote-rec-'));
  log = join(dir, 'audit.jsonl');
});
afterAll(() => closeVerifyPools());

async function audit(events: AuditEvent[]): Promise<void> {
  const l = await openAuditLog(log, { now: () => Date.UTC(2026, 10, 30) });
  await l.appendAll(events);
  await l.close();
}
async function run(state: StateRecord[], opts: Partial<Parameters<typeof reconcile>[1]> = {}): Promise<ReconcileResult[]> {
  const out: ReconcileResult[] = [];
  for await (const r of reconcile(state, { log, ...opts })) out.push(r);
  return out;
}
const pick = (r: ReconcileResult): Partial<ReconcileResult> => ({ agentId: r.agentId, verdict: r.verdict, expected: r.expected, action: r.action, flagged: r.flagged, majority: r.majority });

const INCIDENT_LOG: AuditEvent[] = [
  { key: 'pricing.tier', value: 'gold', principal: 'A', ts: T(0) },
  { key: 'pricing.tier', value: 'silver', principal: 'B', ts: T(1) },
];
const INCIDENT_STATE: StateRecord[] = [
  { agentId: 'A', key: 'pricing.tier', value: 'gold', ts: T(0), writer: 'A' },
  { agentId: 'B', key: 'pricing.tier', value: 'silver', ts: T(1), writer: 'B' },
  { agentId: 'C', key: 'pricing.tier', value: 'gold', ts: T(2) },
];

describe('the incident', () => {
  it('B current, A stale (refresh to silver), C poisoned (roll back to silver, flagged), majority gold', async () => {
    await audit(INCIDENT_LOG);
    expect((await run(INCIDENT_STATE)).map(pick)).toEqual([
      { agentId: 'A', verdict: 'stale', expected: 'silver', action: 'refresh', flagged: undefined, majority: 'gold' },
      { agentId: 'B', verdict: 'current', expected: 'silver', action: 'none', flagged: undefined, majority: 'gold' },
      { agentId: 'C', verdict: 'poisoned', expected: 'silver', action: 'quarantine-rollback', flagged: 'C', majority: 'gold' },
    ]);
  });
  it('a value alone never proves a write: C holds an audited value, written at an unaudited time', async () => {
    await audit(INCIDENT_LOG);
    const [, , c] = await run(INCIDENT_STATE);
    expect(c!.reason).toMatch(/no audit entry for the write at ts 2026-11-14T10:02:00.000Z/);
    // the same value at the audited time would have matched
    const [again] = await run([{ ...INCIDENT_STATE[2]!, ts: T(0) }]);
    expect(again!.verdict).toBe('stale');
  });
});

describe('variants', () => {
  it('a write by a principal outside the ACL is poisoned, flags that principal; expected skips it', async () => {
    await audit([...INCIDENT_LOG, { key: 'pricing.tier', value: 'platinum', principal: 'M', ts: T(3) }]);
    const acl = parseAcl(JSON.stringify({ principals: { A: ['pricing.*'], B: ['pricing.*', 'profile.*'] } }));
    const rows = await run([...INCIDENT_STATE, { agentId: 'D', key: 'pricing.tier', value: 'platinum', ts: T(3) }], { acl });
    expect(pick(rows[3]!)).toMatchObject({ verdict: 'poisoned', flagged: 'M', expected: 'silver', action: 'quarantine-rollback' });
    expect(rows[3]!.reason).toMatch(/ACL does not allow/);
    expect(rows[1]!.verdict).toBe('current'); // M's later write does not make silver stale
  });
  it('an ACL that does not cover B makes B\'s audited write unauthorized: expected falls back to gold', async () => {
    await audit(INCIDENT_LOG);
    const acl = parseAcl(JSON.stringify({ principals: { A: ['pricing.*'], B: ['profile.*'] } }));
    const rows = await run(INCIDENT_STATE, { acl });
    expect(rows.map((r) => [r.verdict, r.expected, r.flagged])).toEqual([
      ['current', 'gold', undefined],
      ['poisoned', 'gold', 'B'],
      ['poisoned', 'gold', 'C'],
    ]);
  });
  it('an audited write whose memory mutation was lost is rolled_back (refresh)', async () => {
    await audit([
      { key: 'profile.plan', value: 'v1', principal: 'A', ts: T(0) },
      { key: 'profile.plan', value: 'v2', principal: 'A', ts: T(1) }, // audited; the store never applied it
    ]);
    const [a] = await run([{ agentId: 'A', key: 'profile.plan', value: 'v1', ts: T(0) }]);
    expect(pick(a!)).toMatchObject({ verdict: 'rolled_back', expected: 'v2', action: 'refresh' });
    // the same local value on an agent whose own write is not the later one is merely stale
    const [b] = await run([{ agentId: 'B', key: 'profile.plan', value: 'v1', ts: T(0) }]);
    expect(b!.verdict).toBe('stale');
    // the writer field counts as "own" too
    const [c] = await run([{ agentId: 'store-7', key: 'profile.plan', value: 'v1', ts: T(0), writer: 'A' }]);
    expect(c!.verdict).toBe('rolled_back');
  });
  it('a payload recorded differently under the same auditSeq is poisoned', async () => {
    await audit(INCIDENT_LOG);
    const rows = await run([
      { agentId: 'B', key: 'pricing.tier', value: 'silver', ts: T(9), auditSeq: 1 }, // auditSeq wins over ts
      { agentId: 'C', key: 'pricing.tier', value: 'platinum', ts: T(1), auditSeq: 1, writer: 'B' },
      { agentId: 'D', key: 'pricing.discount', value: 'gold', ts: T(0), auditSeq: 0 },
      { agentId: 'E', key: 'pricing.tier', value: 'silver', ts: T(1), auditSeq: 7 },
    ]);
    expect(pick(rows[0]!)).toMatchObject({ verdict: 'current' });
    expect(pick(rows[1]!)).toMatchObject({ verdict: 'poisoned', flagged: 'B', expected: 'silver' });
    expect(rows[1]!.reason).toMatch(/records another value/);
    expect(rows[2]!.verdict).toBe('poisoned');
    expect(rows[2]!.reason).toMatch(/not a write of pricing.discount/);
    expect(rows[3]!.verdict).toBe('indeterminate');
    expect(rows[3]!.reason).toMatch(/auditSeq 7 is not in the log/);
  });
  it('values compare canonically; times compare to the millisecond across zones and epoch ms', async () => {
    await audit([{ key: 'cfg', value: { a: 1, b: [2, { d: 4, c: 3 }] }, principal: 'A', ts: T(0) }]);
    const rows = await run([
      { agentId: 'A', key: 'cfg', value: { b: [2, { c: 3, d: 4 }], a: 1.0 }, ts: '2026-11-14T11:00:00+01:00' },
      { agentId: 'B', key: 'cfg', value: { a: 1, b: [2, { c: 3, d: 4 }] }, ts: Date.UTC(2026, 10, 14, 10, 0) },
      { agentId: 'C', key: 'cfg', value: { a: 1, b: [2, { c: 3, d: 4 }] }, ts: Date.UTC(2026, 10, 14, 10, 0) + 1 },
      { agentId: 'D', key: 'cfg', value: { a: 1, b: [2, { c: 3, d: 5 }] }, ts: T(0) },
    ]);
    expect(rows.map((r) => r.verdict)).toEqual(['current', 'current', 'poisoned', 'poisoned']);
  });
  it('nothing audited for the key: indeterminate, never a vote', async () => {
    await audit(INCIDENT_LOG);
    const rows = await run([
      { agentId: 'A', key: 'shipping.zone', value: 'eu', ts: T(0) },
      { agentId: 'B', key: 'shipping.zone', value: 'eu', ts: T(0) },
      { agentId: 'C', key: 'shipping.zone', value: 'us', ts: T(0) },
    ]);
    expect(rows.map((r) => [r.verdict, r.action, r.majority])).toEqual([
      ['indeterminate', 'halt-escalate', 'eu'],
      ['indeterminate', 'halt-escalate', 'eu'],
      ['indeterminate', 'halt-escalate', 'eu'],
    ]);
  });
});

/** Write a log of raw lines built with the kernel (so tests can tamper with it freely). */
function writeLines(entries: Array<{ key: string; value: unknown; principal: string; ts: string }>, tamper?: (lines: string[]) => string[]): void {
  let prev = GENESIS;
  const lines = entries.map((e, seq) => {
    const b = buildEntry(prev, seq, e.ts, e.key, e.value, e.principal);
    prev = b.entry.hash;
    return b.line;
  });
  writeFileSync(log, (tamper ? tamper(lines) : lines).join('\n') + '\n');
}
const INCIDENT_ENTRIES = [
  { key: 'pricing.tier', value: 'gold', principal: 'A', ts: T(0) },
  { key: 'pricing.tier', value: 'silver', principal: 'B', ts: T(1) },
  { key: 'profile.name', value: 'Ada', principal: 'A', ts: T(2) },
  { key: 'pricing.tier', value: 'silver', principal: 'B', ts: T(3) },
];
const PROFILE: StateRecord = { agentId: 'A', key: 'profile.name', value: 'Ada', ts: T(2) };

describe('a log that cannot be certified: indeterminate, never a vote', () => {
  const expectAllIndeterminate = (rows: ReconcileResult[], code: string): void => {
    for (const r of rows) {
      expect(r.verdict).toBe('indeterminate');
      expect(r.action).toBe('halt-escalate');
      expect(r.reason).toContain(code);
      expect(r.expected).toBeNull();
    }
    expect(rows[0]!.majority).toBe('gold'); // still shown, still not used
  };
  it('a broken link', async () => {
    writeLines(INCIDENT_ENTRIES, (ls) => {
      ls[1] = buildEntry('e'.repeat(64), 1, T(1), 'pricing.tier', 'silver', 'B').line;
      return ls;
    });
    expectAllIndeterminate(await run([...INCIDENT_STATE, PROFILE]), 'E_AUDIT_LINK');
  });
  it('a gap (a deleted entry could have been about any key)', async () => {
    writeLines(INCIDENT_ENTRIES, (ls) => [ls[0]!, ...ls.slice(2)]);
    expectAllIndeterminate(await run([...INCIDENT_STATE, PROFILE]), 'E_AUDIT_GAP');
  });
  it('a malformed line', async () => {
    writeLines(INCIDENT_ENTRIES, (ls) => [...ls.slice(0, 2), '{"not":"an entry"}', ...ls.slice(2)]);
    expectAllIndeterminate(await run([...INCIDENT_STATE, PROFILE]), 'E_AUDIT_ENTRY');
  });
  it('time going back: the keys involved are indeterminate, the others still classified', async () => {
    writeLines([
      { key: 'pricing.tier', value: 'gold', principal: 'A', ts: T(0) },
      { key: 'promo.code', value: 'X1', principal: 'A', ts: T(30) }, // forward-dated, or…
      { key: 'pricing.tier', value: 'silver', principal: 'B', ts: T(1) }, // …this one back-dated
      { key: 'profile.name', value: 'Ada', principal: 'A', ts: T(31) },
    ]);
    const rows = await run([...INCIDENT_STATE, { agentId: 'A', key: 'promo.code', value: 'X1', ts: T(30) }, { ...PROFILE, ts: T(31) }]);
    expect(rows.map((r) => r.verdict)).toEqual(['indeterminate', 'indeterminate', 'indeterminate', 'indeterminate', 'current']);
    expect(rows[0]!.reason).toContain('E_AUDIT_TIME at seq 2');
  });
  describe('against a checkpoint', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const sign = async (): Promise<Checkpoint> => {
      const r = await createCheckpoint(log, privateKey, { threads: 0 });
      if (!r.ok) throw new Error(JSON.stringify(r.report));
      return r.checkpoint;
    };
    it('a truncated tail', async () => {
      writeLines(INCIDENT_ENTRIES);
      const checkpoint = await sign();
      expect((await run(INCIDENT_STATE, { checkpoint, publicKey }))[1]!.verdict).toBe('current');
      writeLines(INCIDENT_ENTRIES.slice(0, 2));
      expectAllIndeterminate(await run([...INCIDENT_STATE, PROFILE], { checkpoint, publicKey }), 'E_AUDIT_CHECKPOINT');
    });
    it('history rewritten with recomputed hashes', async () => {
      writeLines(INCIDENT_ENTRIES);
      const checkpoint = await sign();
      writeLines(INCIDENT_ENTRIES.map((e, i) => (i === 0 ? { ...e, value: 'bronze' } : e)));
      expectAllIndeterminate(await run([...INCIDENT_STATE, PROFILE], { checkpoint, publicKey }), 'E_AUDIT_CHECKPOINT');
    });
    it('a checkpoint that does not verify', async () => {
      writeLines(INCIDENT_ENTRIES);
      const checkpoint = await sign();
      expectAllIndeterminate(await run(INCIDENT_STATE, { checkpoint: { ...checkpoint, size: 3 }, publicKey }), 'E_AUDIT_SIGNATURE');
    });
    it('entries after the checkpoint leave only their keys indeterminate', async () => {
      writeLines(INCIDENT_ENTRIES.slice(0, 3));
      const checkpoint = await sign();
      writeLines([...INCIDENT_ENTRIES.slice(0, 3), { key: 'pricing.tier', value: 'platinum', principal: 'B', ts: T(4) }]);
      const rows = await run([...INCIDENT_STATE, { agentId: 'D', key: 'pricing.tier', value: 'platinum', ts: T(4) }, PROFILE], { checkpoint, publicKey });
      expect(rows.map((r) => r.verdict)).toEqual(['indeterminate', 'indeterminate', 'indeterminate', 'indeterminate', 'current']);
      expect(rows[3]!.reason).toMatch(/after the checkpoint/);
    });
  });
});

describe('--fail-closed', () => {
  it('quarantines uncertified divergence; agreement with the audited value still halts', async () => {
    writeLines(INCIDENT_ENTRIES, (ls) => [ls[0]!, ...ls.slice(2)]); // a gap
    const rows = await run([...INCIDENT_STATE, PROFILE, { agentId: 'B', key: 'profile.name', value: 'Ada', ts: T(2) }], { failClosed: true });
    expect(rows.map((r) => [r.verdict, r.action])).toEqual([
      ['indeterminate', 'quarantine'],
      ['indeterminate', 'quarantine'],
      ['indeterminate', 'quarantine'],
      ['indeterminate', 'halt-escalate'],
      ['indeterminate', 'halt-escalate'],
    ]);
  });
});

describe('majority is shown, never used', () => {
  it('a tie shows null; an agent counts once (its last row)', async () => {
    await audit(INCIDENT_LOG);
    const rows = await run([
      { agentId: 'A', key: 'pricing.tier', value: 'gold', ts: T(0) },
      { agentId: 'A', key: 'pricing.tier', value: 'gold', ts: T(0) },
      { agentId: 'B', key: 'pricing.tier', value: 'silver', ts: T(1) },
    ]);
    expect(rows.map((r) => r.majority)).toEqual([null, null, null]);
  });
  it('a row\'s verdict does not depend on its peers (property)', async () => {
    await audit([
      ...INCIDENT_LOG,
      { key: 'pricing.tier', value: 'bronze', principal: 'A', ts: T(2) },
      { key: 'pricing.tier', value: 'silver', principal: 'C', ts: T(3) },
    ]);
    const acl = parseAcl('{"principals":{"A":["pricing.*"],"B":["*"]}}');
    const candidates: StateRecord[] = [
      { agentId: 'A', key: 'pricing.tier', value: 'gold', ts: T(0) },
      { agentId: 'B', key: 'pricing.tier', value: 'silver', ts: T(1) },
      { agentId: 'A', key: 'pricing.tier', value: 'bronze', ts: T(2) },
      { agentId: 'C', key: 'pricing.tier', value: 'silver', ts: T(3) },
      { agentId: 'D', key: 'pricing.tier', value: 'gold', ts: T(5) },
      { agentId: 'E', key: 'pricing.tier', value: 'silver', ts: T(1), auditSeq: 1 },
      { agentId: 'F', key: 'pricing.tier', value: 'tin', ts: T(1), auditSeq: 1 },
    ];
    const alone = new Map<number, string>();
    for (let i = 0; i < candidates.length; i++) alone.set(i, (await run([candidates[i]!], { acl }))[0]!.verdict);
    // A's gold is rolled_back: A's own later write (bronze) is audited and authorized.
    expect([...alone.values()]).toEqual(['rolled_back', 'stale', 'current', 'poisoned', 'poisoned', 'stale', 'poisoned']);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: candidates.length - 1 }), { minLength: 1, maxLength: 12 }), async (idx) => {
        const rows = await run(idx.map((i) => candidates[i]!), { acl });
        rows.forEach((r, j) => expect(r.verdict).toBe(alone.get(idx[j]!)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('malformed state input', () => {
  it('every line gets an output line; bad ones carry an error naming file and line', async () => {
    await audit(INCIDENT_LOG);
    const file = join(dir, 'state.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify(INCIDENT_STATE[0]),
        '{"agentId":"X","key":"pricing.tier","value":',
        '',
        JSON.stringify({ agentId: 'Y', key: 'pricing.tier', value: 'gold' }),
        JSON.stringify({ agentId: 'Z', key: 'pricing.tier', value: 'gold', ts: T(0), auditSeq: -1 }),
        '[1,2]',
        JSON.stringify(INCIDENT_STATE[1]) + '\r',
      ].join('\n'),
    );
    const out: string[] = [];
    for await (const l of reconcileLines(file, { log })) out.push(l);
    const rows = out.map((l) => JSON.parse(l) as ReconcileResult & { line?: number });
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.verdict)).toEqual(['stale', 'indeterminate', 'indeterminate', 'indeterminate', 'indeterminate', 'current']);
    expect(rows[1]).toMatchObject({ line: 2, error: { code: 'E_STATE_RECORD', message: expect.stringMatching(/state.jsonl line 2: not JSON/) } });
    expect(rows[2]).toMatchObject({ line: 4, agentId: 'Y', error: { message: expect.stringContaining('`ts`') } });
    expect(rows[3]).toMatchObject({ line: 5, agentId: 'Z', error: { message: expect.stringContaining('auditSeq') } });
    expect(rows[4]).toMatchObject({ line: 6 });
    // the malformed rows do not vote either
    expect(rows[0]!.majority).toBeNull();
  });
  it('input split at any byte gives the same lines', async () => {
    const text = INCIDENT_STATE.map((s) => JSON.stringify({ ...s, value: `${s.value}-ü😀` })).join('\r\n') + '\n';
    const bytes = Buffer.from(text);
    const collect = async (chunks: Uint8Array[]): Promise<string[]> => {
      const out: string[] = [];
      for await (const batch of readTextLines((async function* () { yield* chunks; })())) for (const l of batch) out.push(`${l.line}:${l.text}`);
      return out;
    };
    const whole = await collect([bytes]);
    expect(whole).toHaveLength(3);
    for (let cut = 1; cut < bytes.length; cut++) expect(await collect([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(whole);
    expect(await collect([...bytes].map((b) => Uint8Array.of(b)))).toEqual(whole);
  });
  it('reconcile of a path equals reconcile of the same lines as strings', async () => {
    await audit(INCIDENT_LOG);
    const file = join(dir, 'state.jsonl');
    writeFileSync(file, INCIDENT_STATE.map((s) => JSON.stringify(s)).join('\n'));
    const a: string[] = [];
    for await (const l of reconcileLines(file, { log })) a.push(l);
    const b: string[] = [];
    for await (const l of reconcileLines(readFileSync(file, 'utf8').split('\n'), { log })) b.push(l);
    expect(a).toEqual(b);
  });
});

describe('at scale (columns grow past their initial capacity)', () => {
  it('20,000 state rows against 30,000 entries: every verdict as constructed', async () => {
    const keys = 5000;
    const perKey = 6;
    const t0 = Date.UTC(2026, 0, 1);
    let prev = GENESIS;
    const lines: string[] = [];
    for (let i = 0; i < keys * perKey; i++) {
      const b = buildEntry(prev, i, formatTs(t0 + i)!, `k${i % keys}`, `v${i}`, `agent-${Math.floor(i / keys) % 3}`);
      prev = b.entry.hash;
      lines.push(b.line);
    }
    writeFileSync(log, lines.join('\n') + '\n');
    const state: StateRecord[] = [];
    for (let k = 0; k < keys; k++) {
      const last = k + keys * (perKey - 1);
      const old = k + keys * 2;
      state.push({ agentId: 'x0', key: `k${k}`, value: `v${last}`, ts: t0 + last });
      state.push({ agentId: 'x1', key: `k${k}`, value: `v${old}`, ts: t0 + old });
      state.push({ agentId: 'x2', key: `k${k}`, value: `v${last}`, ts: t0 + last, auditSeq: last });
      state.push({ agentId: 'x3', key: `k${k}`, value: `evil${k}`, ts: t0 + last });
    }
    const rows = await run(state);
    const counts: Record<string, number> = {};
    rows.forEach((r, i) => {
      counts[r.verdict] = (counts[r.verdict] ?? 0) + 1;
      expect(r.verdict, `row ${i}`).toBe(['current', 'stale', 'current', 'poisoned'][i % 4]);
    });
    expect(counts).toEqual({ current: 10_000, stale: 5_000, poisoned: 5_000 });
  });
});

describe('the chain checked on the verify pool while this thread indexes gives the sequential answer', () => {
  it('clean, grown past checkpoints cut inside segments, tampered, cut, and with a time going back (the fallback)', async () => {
    const keys = 700;
    const n = 9000; // ~4.4 segments of 2,048 lines
    const t0 = Date.UTC(2026, 0, 1);
    const build = (tweak?: (i: number) => { ts?: number; value?: string }) => {
      let prev = GENESIS;
      const lines: string[] = [];
      for (let i = 0; i < n; i++) {
        const t = tweak?.(i) ?? {};
        const b = buildEntry(prev, i, formatTs(t.ts ?? t0 + i)!, `k${i % keys}`, t.value ?? `v${i}`, `agent-${i % 5}`);
        prev = b.entry.hash;
        lines.push(b.line);
      }
      return lines;
    };
    const clean = build();
    const state: StateRecord[] = [];
    for (let k = 0; k < keys; k++) {
      const last = k + keys * Math.floor((n - 1 - k) / keys);
      state.push({ agentId: 'x0', key: `k${k}`, value: `v${last}`, ts: t0 + last });
      state.push({ agentId: 'x1', key: `k${k}`, value: `v${k}`, ts: t0 + k });
      state.push({ agentId: 'x2', key: `k${k}`, value: 'evil', ts: t0 + 5 });
    }
    const acl = parseAcl(JSON.stringify({ principals: { 'agent-0': ['*'], 'agent-1': ['*'], 'agent-2': ['*'], 'agent-3': ['k1*'] } }));
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(log, clean.join('\n') + '\n');
    const cp = async (size: number): Promise<Checkpoint> => {
      writeFileSync(log, clean.slice(0, size).join('\n') + '\n');
      const r = await createCheckpoint(log, privateKey, { threads: 0, now: () => t0 + n + 10_000, origin: 'test.example/pool' });
      if (!r.ok) throw new Error(JSON.stringify(r.report));
      return r.checkpoint;
    };
    const cps = [await cp(3001), await cp(6144)];
    const flipped = [...clean];
    flipped[5000] = flipped[5000]!.replace('"v5000"', '"v5001"');
    const back = build((i) => (i === 7000 ? { ts: t0 + 10 } : {}));
    const variants: Array<[string, string[], object]> = [
      ['clean', clean, {}],
      ['clean, acl', clean, { acl }],
      ['grown past two checkpoints', clean, { checkpoints: cps, publicKey }],
      ['flipped', flipped, { acl }],
      ['cut below a checkpoint', clean.slice(0, 5000), { checkpoints: cps, publicKey }],
      ['time going back', back, { acl }],
      ['time going back, checkpoints', back, { checkpoints: [cps[0]!], publicKey }],
    ];
    for (const [name, lines, opts] of variants) {
      writeFileSync(log, lines.join('\n') + '\n');
      const ref = await run(state, { ...opts, threads: 0 });
      for (const threads of [1, 2]) expect(await run(state, { ...opts, threads }), `${name} at ${threads} threads`).toEqual(ref);
      if (name === 'clean') expect(ref.filter((r) => r.verdict === 'current').length).toBe(keys);
      if (name === 'flipped' || name === 'cut below a checkpoint') expect(ref.every((r) => r.verdict === 'indeterminate')).toBe(true);
      if (name === 'time going back') expect(ref.some((r) => r.verdict === 'indeterminate') && ref.some((r) => r.verdict === 'current')).toBe(true);
    }
  });
});

describe('ACL patterns', () => {
  it('`*` is any run of characters; nothing else is special; absent principals may write nothing', async () => {
    const { globMatch } = await import('../../kernels/audit/acl.js');
    expect(globMatch('pricing.*', 'pricing.tier')).toBe(true);
    expect(globMatch('pricing.*', 'pricing.tier.eu')).toBe(true);
    expect(globMatch('pricing.*', 'pricing')).toBe(false);
    expect(globMatch('pricing.*', 'xpricing.tier')).toBe(false);
    expect(globMatch('*', '')).toBe(true);
    expect(globMatch('a*b*c', 'abc')).toBe(true);
    expect(globMatch('a*b*c', 'acb')).toBe(false);
    expect(globMatch('a*bc*bc', 'abc')).toBe(false);
    expect(globMatch('p?[x]', 'p?[x]')).toBe(true);
    expect(globMatch('p?[x]', 'pa[x]')).toBe(false);
    const acl = parseAcl('{"principals":{"A":["pricing.*","profile.name"],"B":[]}}');
    expect(acl.allows('A', 'profile.name')).toBe(true);
    expect(acl.allows('A', 'profile.email')).toBe(false);
    expect(acl.allows('B', 'pricing.tier')).toBe(false);
    expect(acl.allows('C', 'pricing.tier')).toBe(false);
    expect(acl.allows('__proto__', 'pricing.tier')).toBe(false);
    expect(() => parseAcl('{"principals":[]}')).toThrow(/principals/);
    expect(() => parseAcl('{"principals":{"A":[""]}}')).toThrow(/non-empty/);
  });
});
