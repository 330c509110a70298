/**
 * Issue 14 end to end, through the compiled CLI: the replayed-checkpoint attack, the trust
 * state, consistency proofs between checkpoints, witness cosignatures and their quorum, and the
 * checks every key flag, time and ACL input now makes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseCanonicalTs } from '../../kernels/audit/index.js';

const CLI = resolve(__dirname, '../../dist/pipeline/cli.js');
let dir: string;
const p = (f: string): string => join(dir, f);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'antidote-trust-'));
});
function cli(args: string[], input?: string): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', cwd: dir });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}
const ok = (args: string[], input?: string): string => {
  const r = cli(args, input);
  if (r.code !== 0) throw new Error(`${args.join(' ')} → ${r.code}: ${r.err}${r.out}`);
  return r.out;
};
const jsonl = (rows: object[]): string => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const parse = (out: string): Array<Record<string, unknown>> => out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const cpTime = (file: string): number => parseCanonicalTs(/antidote-ts (\S+)/.exec(readFileSync(p(file), 'utf8'))![1]!);
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The replay scenario: cp1 after A's write, cp2 after B's later write; C's store is
 * poisoned after both. Times are real (a checkpoint is signed "now"), so B and C are dated
 * just after cp1 was signed.
 */
function scenario(): { a: number; b: number; c: number } {
  ok(['audit', 'keygen', '--out', 'sk.pem', '--public-out', 'pk.pem']);
  const a = Date.now() - 60_000;
  ok(['audit', 'append', '--log', 'audit.jsonl'], jsonl([{ key: 'pricing.tier', value: 'gold', principal: 'A', ts: iso(a) }]));
  ok(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'sk.pem', '--out', 'cp1', '--origin', 'example.com/pricing']);
  const b = cpTime('cp1') + 1000;
  const c = b + 1000;
  ok(['audit', 'append', '--log', 'audit.jsonl'], jsonl([{ key: 'pricing.tier', value: 'silver', principal: 'B', ts: iso(b) }]));
  // cp2 must be signed after B's entry: wait out its (slightly future) time
  while (Date.now() <= b) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  ok(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'sk.pem', '--out', 'cp2', '--origin', 'example.com/pricing']);
  writeFileSync(
    p('state.jsonl'),
    jsonl([
      { agentId: 'A', key: 'pricing.tier', value: 'gold', ts: iso(a), writer: 'A' },
      { agentId: 'B', key: 'pricing.tier', value: 'silver', ts: iso(b), writer: 'B' },
      { agentId: 'C', key: 'pricing.tier', value: 'gold', ts: iso(c) },
    ]),
  );
  return { a, b, c };
}

/** The attacker cuts B's entry (and the commit record, which is no security boundary). */
function cutB(): void {
  const lines = readFileSync(p('audit.jsonl'), 'utf8').split('\n');
  writeFileSync(p('audit.jsonl'), lines[0] + '\n');
  unlinkSync(p('audit.jsonl.commit'));
}

describe('a replayed old checkpoint cannot frame an honest write', () => {
  it('without a trust state: cp1 still verifies the cut log, but B is uncertified, never poisoned, never rolled back', () => {
    const times = scenario();
    const { c } = times;
    const honest = parse(ok(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--checkpoint', 'cp2', '--public-key', 'pk.pem', '--fail-closed']));
    // C's write is dated after cp2 too: not judged until a checkpoint covers its time
    expect(honest.map((r) => r.verdict)).toEqual(['stale', 'current', 'indeterminate']);
    while (Date.now() <= c) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    ok(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'sk.pem', '--out', 'cp3', '--origin', 'example.com/pricing']);
    const covered = parse(ok(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--checkpoint', 'cp3', '--public-key', 'pk.pem', '--fail-closed']));
    expect(covered.map((r) => [r.verdict, r.action])).toEqual([['stale', 'refresh'], ['current', 'none'], ['poisoned', 'quarantine-rollback']]);
    cutB();
    const v = cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp1', '--public-key', 'pk.pem']);
    expect(v.code).toBe(0); // what the files alone say: cp1 certifies this log
    for (const failClosed of [false, true]) {
      const rows = parse(ok(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--checkpoint', 'cp1', '--public-key', 'pk.pem', ...(failClosed ? ['--fail-closed'] : [])]));
      expect(rows.map((r) => r.verdict)).toEqual(['current', 'indeterminate', 'indeterminate']);
      expect(rows.map((r) => r.action)).toEqual(failClosed ? ['none', 'quarantine', 'quarantine'] : ['none', 'halt-escalate', 'halt-escalate']);
      expect(String(rows[1]!.reason)).toMatch(/^uncertified: written at .* after the newest verified checkpoint \(size 1, signed /);
      for (const r of rows) expect(r.action).not.toBe('quarantine-rollback');
    }
    // with auditSeq the same row is uncertified by its seq
    writeFileSync(p('state2.jsonl'), jsonl([{ agentId: 'B', key: 'pricing.tier', value: 'silver', ts: iso(Date.now()), auditSeq: 1 }]));
    const bySeq = parse(ok(['reconcile', '--log', 'audit.jsonl', '--state', 'state2.jsonl', '--checkpoint', 'cp1', '--public-key', 'pk.pem', '--fail-closed']));
    expect(bySeq[0]).toMatchObject({ verdict: 'indeterminate', action: 'quarantine', reason: expect.stringMatching(/^uncertified: auditSeq 1 is beyond/) });
  });

  it('with a trust state that saw cp2: cp1 is refused as a replay, the cut log as cut', () => {
    scenario();
    const v2 = cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp2', '--public-key', 'pk.pem', '--trust-state', 'trust.json']);
    expect(v2.code).toBe(0);
    expect(JSON.parse(readFileSync(p('trust.json'), 'utf8'))).toMatchObject({ version: 1, logs: { 'example.com/pricing': { size: 2 } } });
    cutB();
    const v1 = cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp1', '--public-key', 'pk.pem', '--trust-state', 'trust.json']);
    expect(v1.code).toBe(1);
    expect(JSON.parse(v1.out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_TRUST', message: expect.stringContaining('replayed') } });
    const rows = parse(ok(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--checkpoint', 'cp1', '--public-key', 'pk.pem', '--trust-state', 'trust.json', '--fail-closed']));
    expect(rows.map((r) => r.verdict)).toEqual(['indeterminate', 'indeterminate', 'indeterminate']);
    expect(String(rows[1]!.reason)).toContain('E_AUDIT_TRUST');
    // presenting cp2 against the cut log: the tail was cut below what is trusted
    const v = cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp2', '--public-key', 'pk.pem', '--trust-state', 'trust.json']);
    expect(JSON.parse(v.out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_CHECKPOINT', seq: 1 } });
    // the state never moves backwards
    expect(JSON.parse(readFileSync(p('trust.json'), 'utf8')).logs['example.com/pricing'].size).toBe(2);
  });

  it('a malformed trust state is refused (exit 2), never read as "trust anything"', () => {
    scenario();
    for (const bad of ['{', '[]', '{"version":2,"logs":{}}', '{"version":1,"logs":{"a b":{"size":1,"root":"00"}}}', '{"version":1,"logs":{"x":{"size":-1,"root":"' + '0'.repeat(64) + '"}}}']) {
      writeFileSync(p('trust.json'), bad);
      const r = cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp2', '--public-key', 'pk.pem', '--trust-state', 'trust.json']);
      expect(r.code, bad).toBe(2);
      expect(r.err).toMatch(/trust\.json: not a trust state/);
    }
  });
});

describe('consistency proofs between checkpoints', () => {
  it('prove --from --to writes one; verify --consistency checks it without the log; tampering is caught', () => {
    scenario();
    ok(['audit', 'prove', '--log', 'audit.jsonl', '--from', 'cp1', '--to', 'cp2', '--public-key', 'pk.pem', '--out', 'c.json']);
    const proof = JSON.parse(readFileSync(p('c.json'), 'utf8')) as { from: { size: number }; to: { size: number }; path: string[] };
    expect(proof).toMatchObject({ from: { size: 1 }, to: { size: 2 } });
    const vc = ['audit', 'verify', '--consistency', 'c.json', '--from', 'cp1', '--to', 'cp2', '--public-key', 'pk.pem'];
    unlinkSync(p('audit.jsonl')); // not needed
    expect(JSON.parse(ok(vc))).toMatchObject({ valid: true, from: { size: 1 }, to: { size: 2 } });
    writeFileSync(p('bad.json'), JSON.stringify({ ...proof, path: [proof.path[0]!.replace(/^./, (c) => (c === '0' ? '1' : '0'))] }));
    const bad = cli(['audit', 'verify', '--consistency', 'bad.json', '--from', 'cp1', '--to', 'cp2', '--public-key', 'pk.pem']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_PROOF' } });
    // swapped checkpoints: the proof does not start at --from
    expect(cli(['audit', 'verify', '--consistency', 'c.json', '--from', 'cp2', '--to', 'cp1', '--public-key', 'pk.pem']).code).toBe(1);
    // with a trust state: accepted from what it holds, then it advances
    writeFileSync(p('trust.json'), JSON.stringify({ version: 1, logs: { 'example.com/pricing': { size: 1, root: JSON.parse(JSON.stringify(proof)).from.root } } }));
    chmodSync(p('trust.json'), 0o644);
    expect(JSON.parse(ok([...vc, '--trust-state', 'trust.json']))).toMatchObject({ valid: true, trusted: 2 });
    expect(JSON.parse(readFileSync(p('trust.json'), 'utf8')).logs['example.com/pricing'].size).toBe(2);
    // malformed proof files name the problem (exit 2)
    for (const [text, why] of [['{', /not JSON/], ['{"from":{"size":1},"to":{"size":2,"root":"x"},"path":[]}', /from\.root/], [JSON.stringify({ ...proof, from: { size: 3, root: '0'.repeat(64) } }), /larger than/]] as const) {
      writeFileSync(p('m.json'), text);
      const r = cli(['audit', 'verify', '--consistency', 'm.json', '--from', 'cp1', '--to', 'cp2', '--public-key', 'pk.pem']);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(why);
    }
  });
});

describe('witness cosignatures and a quorum', () => {
  it('a checkpoint counts only with enough valid cosignatures; a witness refuses to cosign a fork', () => {
    scenario();
    ok(['audit', 'keygen', '--out', 'w1.key', '--public-out', 'w1.vkey', '--name', 'witness.example/w1', '--witness']);
    ok(['audit', 'keygen', '--out', 'w2.key', '--public-out', 'w2.vkey', '--name', 'witness.example/w2', '--witness']);
    expect(readFileSync(p('w1.vkey'), 'utf8')).toMatch(/^witness\.example\/w1\+[0-9a-f]{8}\+B[A-P][A-Za-z0-9+/]{42}\n$/); // base64 of 0x04 || key
    ok(['audit', 'cosign', '--checkpoint', 'cp2', '--public-key', 'pk.pem', '--signing-key', 'w1.key', '--name', 'witness.example/w1', '--out', 'cp2.w1']);
    const base = ['audit', 'verify', '--log', 'audit.jsonl', '--public-key', 'pk.pem', '--witness-key', 'w1.vkey', '--witness-key', 'w2.vkey'];
    const one = cli([...base, '--checkpoint', 'cp2.w1']);
    expect(one.code).toBe(1);
    expect(JSON.parse(one.out).error).toMatchObject({ code: 'E_AUDIT_SIGNATURE', message: expect.stringContaining('cosigned by 1 of the 2') });
    expect(JSON.parse(ok([...base, '--checkpoint', 'cp2.w1', '--quorum', '1']))).toMatchObject({ valid: true, checkpoint: { witnesses: ['witness.example/w1'] } });
    ok(['audit', 'cosign', '--checkpoint', 'cp2.w1', '--public-key', 'pk.pem', '--signing-key', 'w2.key', '--name', 'witness.example/w2', '--out', 'cp2.w12']);
    expect(JSON.parse(ok([...base, '--checkpoint', 'cp2.w12'])).checkpoint.witnesses).toEqual(['witness.example/w1', 'witness.example/w2']);
    // a flipped cosignature byte is a bad cosignature, not a missing one
    const t = readFileSync(p('cp2.w12'), 'utf8').split('\n');
    const i = t.findIndex((l) => l.startsWith('— witness.example/w2 '));
    t[i] = t[i]!.slice(0, -6) + (t[i]!.at(-6) === 'A' ? 'B' : 'A') + t[i]!.slice(-5);
    writeFileSync(p('cp2.bad'), t.join('\n'));
    expect(JSON.parse(cli([...base, '--checkpoint', 'cp2.bad', '--quorum', '1']).out).error.message).toMatch(/cosignature of witness\.example\/w2 does not verify/);
    // the witness's own trust state: it cosigned cp2, so it refuses cp1 (older) ...
    const w = ['audit', 'cosign', '--public-key', 'pk.pem', '--signing-key', 'w1.key', '--name', 'witness.example/w1', '--trust-state', 'w1.state'];
    ok([...w, '--checkpoint', 'cp1', '--out', 'x1']);
    const grow = cli([...w, '--checkpoint', 'cp2', '--out', 'x2']);
    expect(grow.code).toBe(1); // growth without a proof
    expect(grow.err).toMatch(/consistency proof/);
    ok(['audit', 'prove', '--log', 'audit.jsonl', '--from', 'cp1', '--to', 'cp2', '--out', 'c12']);
    ok([...w, '--checkpoint', 'cp2', '--out', 'x2', '--consistency', 'c12']);
    const back = cli([...w, '--checkpoint', 'cp1', '--out', 'x3']);
    expect(back.code).toBe(1);
    expect(back.err).toMatch(/E_AUDIT_TRUST/);
    // --quorum above the number of witnesses, or without any: usage
    expect(cli([...base, '--checkpoint', 'cp2.w12', '--quorum', '3']).code).toBe(2);
  });
});

describe('every key flag checks the key type and the file mode', () => {
  it('refuses a private key as --public-key, a public key as --signing-key, a loose signing key, a witness key as the log key', () => {
    scenario();
    const v = (pk: string) => cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp2', '--public-key', pk]);
    const priv = v('sk.pem');
    expect(priv.code).toBe(2);
    expect(priv.err).toMatch(/sk\.pem: this is a private key, not a public key/);
    const c = (sk: string) => cli(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', sk, '--out', 'cpx']);
    copyFileSync(p('pk.pem'), p('pub-as-sk.pem'));
    chmodSync(p('pub-as-sk.pem'), 0o600);
    expect(c('pub-as-sk.pem').err).toMatch(/not an Ed25519 private key/);
    chmodSync(p('sk.pem'), 0o666);
    const loose = c('sk.pem');
    expect(loose.code).toBe(2);
    expect(loose.err).toMatch(/readable or writable by group or others \(mode 666\); refusing/);
    chmodSync(p('sk.pem'), 0o600);
    chmodSync(p('pk.pem'), 0o666);
    expect(v('pk.pem').err).toMatch(/writable by group or others/);
    chmodSync(p('pk.pem'), 0o644);
    ok(['audit', 'keygen', '--out', 'w.key', '--public-out', 'w.vkey', '--name', 'witness.example/w', '--witness']);
    expect(v('w.vkey').err).toMatch(/type 0x04 .*not a log key/);
    expect(cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp2', '--public-key', 'pk.pem', '--witness-key', 'pk.pem']).err).toMatch(/not a witness verifier key/);
    writeFileSync(p('junk.pem'), 'hello');
    expect(v('junk.pem').err).toMatch(/junk\.pem: not an Ed25519 public key/);
    // the log's key as a vkey works as well as PEM
    ok(['audit', 'keygen', '--out', 'n.key', '--public-out', 'n.vkey', '--name', 'example.com/pricing']);
    ok(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'n.key', '--out', 'cpn', '--origin', 'example.com/pricing']);
    expect(JSON.parse(ok(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cpn', '--public-key', 'n.vkey'])).valid).toBe(true);
    expect(cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp2', '--public-key', 'n.vkey']).code).toBe(1);
  });
});

describe('malformed checkpoints name the problem', () => {
  it.each([
    ['', /does not end with a newline/],
    ['example.com/x\n1\n', /no blank line/],
    ['example.com/x\n01\nAAAA\n\n— example.com/x AAAAAAAA\n', /tree size/],
    ['example.com/x\n1\nAAAA\n\n— example.com/x AAAAAAAA\n', /root hash/],
    ['example.com/x\n1\n' + Buffer.alloc(32).toString('base64') + '\n\n— example.com/x !!\n', /signature line 1/],
    ['example.com/x\n1\n' + Buffer.alloc(32).toString('base64') + '\nantidote-ts yesterday\n\n— example.com/x AAAAAAAA\n', /antidote-ts/],
    ['{"size":1}', /head/],
  ])('%j', (text, why) => {
    writeFileSync(p('cp'), text);
    ok(['audit', 'keygen', '--out', 'sk.pem', '--public-out', 'pk.pem']);
    writeFileSync(p('audit.jsonl'), '');
    const r = cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp', '--public-key', 'pk.pem']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cp: not a checkpoint/);
    expect(r.err).toMatch(why);
  });
});

describe('strict inputs', () => {
  it('--max-future-ms is capped at one day; epoch seconds and year 0000 are refused with the reason', () => {
    expect(cli(['audit', 'append', '--log', 'a.jsonl', '--max-future-ms', '99999999999999'], '').err).toMatch(/--max-future-ms must be an integer from 0 to 86400000/);
    expect(cli(['audit', 'append', '--log', 'a.jsonl', '--max-future-ms', '86400000'], '').code).toBe(0);
    for (const [ts, why] of [[1763114520, /looks like epoch seconds/], ['0000-01-01T00:00:00Z', /before 2000/], [123456789012345678901234567890, /rounded/], ['2099-01-01T00:00:00Z', /ahead of this clock/]] as const) {
      const r = cli(['audit', 'append', '--log', 'a.jsonl'], jsonl([{ key: 'k', value: 1, principal: 'p', ts }]));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/standard input line 1/);
      expect(r.err).toMatch(why);
    }
  });
  it('an oversized state line is one error row; the rest is reconciled', () => {
    ok(['audit', 'append', '--log', 'audit.jsonl'], jsonl([{ key: 'k', value: 1, principal: 'p', ts: '2026-11-14T10:00:00Z' }]));
    const big = JSON.stringify({ agentId: 'X', key: 'k', value: 'x'.repeat(17 << 20), ts: '2026-11-14T10:00:00Z' });
    writeFileSync(p('state.jsonl'), jsonl([{ agentId: 'A', key: 'k', value: 1, ts: '2026-11-14T10:00:00Z' }]) + big + '\n' + jsonl([{ agentId: 'B', key: 'k', value: 2, ts: '2026-11-14T10:00:00Z' }]));
    const rows = parse(ok(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl']));
    expect(rows.map((r) => r.verdict)).toEqual(['current', 'indeterminate', 'poisoned']);
    expect(rows[1]).toMatchObject({ line: 2, error: { code: 'E_STATE_RECORD', message: expect.stringMatching(/state\.jsonl line 2: \d+ bytes, longer than 1048576; skipped/) } });
  });
  it('an ACL naming a principal twice is refused (exit 2)', () => {
    writeFileSync(p('audit.jsonl'), '');
    writeFileSync(p('state.jsonl'), '');
    writeFileSync(p('acl.json'), '{"principals":{"A":["pricing.*"],"B":["x"],"A":["*"]}}');
    const r = cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--acl', 'acl.json']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/acl\.json: member "A" appears twice/);
  });
});
