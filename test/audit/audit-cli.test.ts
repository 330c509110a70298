/**
 * The audit and reconcile commands end to end, through the compiled CLI (`npm test` builds
 * dist/ first). The incident of issue 4 is replayed exactly, and the README's example output
 * is checked against what the CLI prints, so the README cannot rot.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync, existsSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GENESIS, buildEntry } from '../../kernels/audit/index.js';

const CLI = resolve(__dirname, '../../dist/pipeline/cli.js');
let dir: string;
const p = (f: string): string => join(dir, f);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'antidote-cli-'));
});

function cli(args: string[], input?: string): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', cwd: dir });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}
const jsonl = (rows: object[]): string => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const parse = (out: string): Array<Record<string, unknown>> => out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

const EVENTS = [
  { key: 'pricing.tier', value: 'gold', principal: 'A', ts: '2026-11-14T10:00:00Z' },
  { key: 'pricing.tier', value: 'silver', principal: 'B', ts: '2026-11-14T10:01:00Z' },
];
const STATE = [
  { agentId: 'A', key: 'pricing.tier', value: 'gold', ts: '2026-11-14T10:00:00Z', writer: 'A' },
  { agentId: 'B', key: 'pricing.tier', value: 'silver', ts: '2026-11-14T10:01:00Z', writer: 'B' },
  { agentId: 'C', key: 'pricing.tier', value: 'gold', ts: '2026-11-14T10:02:00Z' },
];

function incident(): void {
  writeFileSync(p('events.jsonl'), jsonl(EVENTS));
  writeFileSync(p('state.jsonl'), jsonl(STATE));
  expect(cli(['audit', 'append', '--log', 'audit.jsonl', 'events.jsonl']).code).toBe(0);
}

describe('the incident, through the CLI', () => {
  it('B current, A stale → silver, C poisoned → silver and flagged; majority gold for all three', () => {
    incident();
    const r = cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl']);
    expect(r.code).toBe(0);
    const rows = parse(r.out);
    expect(rows.map(({ agentId, verdict, expected, action, flagged, majority }) => ({ agentId, verdict, expected, action, flagged, majority }))).toEqual([
      { agentId: 'A', verdict: 'stale', expected: 'silver', action: 'refresh', flagged: undefined, majority: 'gold' },
      { agentId: 'B', verdict: 'current', expected: 'silver', action: 'none', flagged: undefined, majority: 'gold' },
      { agentId: 'C', verdict: 'poisoned', expected: 'silver', action: 'quarantine-rollback', flagged: 'C', majority: 'gold' },
    ]);
    // CONTRACT §5 member order
    expect(Object.keys(rows[2]!)).toEqual(['agentId', 'key', 'local', 'verdict', 'expected', 'action', 'flagged', 'reason', 'majority']);
    expect(r.err).toMatch(/1 stale, 1 current, 1 poisoned/);
  });

  it('the README shows exactly this output', () => {
    incident();
    const out = cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl']).out;
    const readme = readFileSync(resolve(__dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('<!-- section:audit -->'), readme.indexOf('<!-- /section:audit -->'));
    for (const line of out.trim().split('\n')) expect(section).toContain(line);
    for (const e of EVENTS) expect(section).toContain(JSON.stringify(e));
    for (const s of STATE) expect(section).toContain(JSON.stringify(s));
  });

  it('with a signed checkpoint the verdicts are the same; a cut tail turns them indeterminate', () => {
    incident();
    expect(cli(['audit', 'keygen', '--out', 'audit.key', '--public-out', 'audit.pub']).code).toBe(0);
    expect(statSync(p('audit.key')).mode & 0o777).toBe(0o600);
    expect(cli(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'audit.key', '--out', 'cp.json']).code).toBe(0);
    const withCp = ['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--checkpoint', 'cp.json', '--public-key', 'audit.pub'];
    expect(parse(cli(withCp).out).map((r) => r.verdict)).toEqual(['stale', 'current', 'poisoned']);
    const lines = readFileSync(p('audit.jsonl'), 'utf8').split('\n');
    writeFileSync(p('audit.jsonl'), lines[0] + '\n'); // B's audited write disappears
    // the commit record notices a cut it did not make …
    expect(parse(cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl']).out).map((r) => String(r.reason).split(' ')[5])).toEqual(Array(3).fill('E_AUDIT_BATCH'));
    // … but it is no security boundary: an attacker who cuts the log removes it too
    unlinkSync(p('audit.jsonl.commit'));
    const bare = parse(cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl']).out);
    expect(bare.map((r) => r.verdict)).toEqual(['current', 'poisoned', 'poisoned']); // what a cut log makes a bare chain say
    const rows = parse(cli(withCp).out);
    expect(rows.map((r) => r.verdict)).toEqual(['indeterminate', 'indeterminate', 'indeterminate']);
    expect(rows.map((r) => r.action)).toEqual(['halt-escalate', 'halt-escalate', 'halt-escalate']);
    expect(String(rows[0]!.reason)).toContain('E_AUDIT_CHECKPOINT');
    expect(parse(cli([...withCp, '--fail-closed']).out).map((r) => r.action)).toEqual(['quarantine', 'quarantine', 'quarantine']);
  });

  it('variants: ACL, a lost mutation, another payload under the same auditSeq', () => {
    writeFileSync(
      p('events.jsonl'),
      jsonl([
        ...EVENTS,
        { key: 'pricing.tier', value: 'platinum', principal: 'M', ts: '2026-11-14T10:03:00Z' },
        { key: 'profile.plan', value: 'v1', principal: 'B', ts: '2026-11-14T10:04:00Z' },
        { key: 'profile.plan', value: 'v2', principal: 'B', ts: '2026-11-14T10:05:00Z' },
      ]),
    );
    expect(cli(['audit', 'append', '--log', 'audit.jsonl', 'events.jsonl']).code).toBe(0);
    writeFileSync(p('acl.json'), JSON.stringify({ principals: { A: ['pricing.*'], B: ['pricing.*', 'profile.*'] } }));
    writeFileSync(
      p('state.jsonl'),
      jsonl([
        { agentId: 'D', key: 'pricing.tier', value: 'platinum', ts: '2026-11-14T10:03:00Z' },
        { agentId: 'B', key: 'profile.plan', value: 'v1', ts: '2026-11-14T10:04:00Z' },
        { agentId: 'E', key: 'pricing.tier', value: 'titanium', ts: '2026-11-14T10:01:00Z', auditSeq: 1 },
      ]),
    );
    const rows = parse(cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--acl', 'acl.json']).out);
    expect(rows.map((r) => [r.verdict, r.expected, r.action, r.flagged])).toEqual([
      ['poisoned', 'silver', 'quarantine-rollback', 'M'],
      ['rolled_back', 'v2', 'refresh', undefined],
      ['poisoned', 'silver', 'quarantine-rollback', 'E'],
    ]);
  });

  it('variants: a broken link, a gap, time going back: indeterminate, never a vote', () => {
    incident();
    writeFileSync(p('more.jsonl'), jsonl([{ key: 'pricing.tier', value: 'silver', principal: 'B', ts: '2026-11-14T10:05:00Z' }]));
    expect(cli(['audit', 'append', '--log', 'audit.jsonl', 'more.jsonl']).code).toBe(0);
    const good = readFileSync(p('audit.jsonl'), 'utf8').split('\n').filter(Boolean);
    const tamper = (ls: string[]): string[] => {
      writeFileSync(p('audit.jsonl'), ls.join('\n') + '\n');
      return parse(cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl']).out).map((r) => `${r.verdict}/${r.action}/${String(r.reason).split(' ')[5]}`);
    };
    const link = [...good];
    link[1] = link[1]!.replace(/"prev":"[0-9a-f]{64}"/, `"prev":"${'1'.repeat(64)}"`);
    expect(tamper(link)).toEqual(Array(3).fill('indeterminate/halt-escalate/E_AUDIT_HASH')); // a changed prev changes the hash too
    expect(tamper([good[0]!, good[2]!])).toEqual(Array(3).fill('indeterminate/halt-escalate/E_AUDIT_GAP'));
    expect(tamper([good[0]!, good[2]!.replace('"seq":2', '"seq":1')])).toEqual(Array(3).fill('indeterminate/halt-escalate/E_AUDIT_HASH'));
    // time going back, with every hash recomputed (only the writer could do this)
    const back = readFileSync(p('events.jsonl'), 'utf8').replace('10:01:00Z', '09:59:00Z');
    writeFileSync(p('audit.jsonl'), '');
    writeFileSync(p('back.jsonl'), back);
    expect(cli(['audit', 'append', '--log', 'audit.jsonl', 'back.jsonl']).code).toBe(2); // the writer refuses it…
    const a = buildEntry(GENESIS, 0, '2026-11-14T10:00:00.000Z', 'pricing.tier', 'gold', 'A');
    const b = buildEntry(a.entry.hash, 1, '2026-11-14T09:59:00.000Z', 'pricing.tier', 'silver', 'B');
    const rows = tamper([a.line, b.line]); // …so it was forged around the writer
    expect(rows.every((r) => r.startsWith('indeterminate/halt-escalate'))).toBe(true);
    const verify = cli(['audit', 'verify', '--log', 'audit.jsonl']);
    expect(verify.code).toBe(1);
    expect(JSON.parse(verify.out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_TIME', seq: 1 } });
  });
});

describe('audit append', () => {
  it('prints seq/ts/key/hash per entry; events on standard input; ts defaults to now', () => {
    const r = cli(['audit', 'append', '--log', 'audit.jsonl'], jsonl([{ key: 'k', value: { a: [1, 2] }, principal: 'p' }, { key: 'k', value: null, principal: 'p' }]));
    expect(r.code).toBe(0);
    const rows = parse(r.out);
    expect(rows.map((x) => x.seq)).toEqual([0, 1]);
    expect(Math.abs(Date.parse(String(rows[0]!.ts)) - Date.now())).toBeLessThan(60_000);
    expect(r.err).toMatch(/appended 2 entries \(seq 0\.\.1\)/);
  });
  it('a malformed line or a ts going back is refused with exit 2, naming the line; nothing is appended', () => {
    incident();
    const before = readFileSync(p('audit.jsonl'));
    writeFileSync(p('bad.jsonl'), '{"key":"k","value":1,"principal":"p","ts":"2026-11-14T10:02:00Z"}\n\n{"key":"k","value":\n');
    let r = cli(['audit', 'append', '--log', 'audit.jsonl', 'bad.jsonl']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.jsonl line 3: not JSON/);
    expect(r.err).toMatch(/nothing was appended/);
    writeFileSync(p('back.jsonl'), jsonl([{ key: 'k', value: 1, principal: 'p', ts: '2026-11-14T10:02:00Z' }, { key: 'k', value: 2, principal: 'p', ts: '2026-11-14T10:00:30Z' }]));
    r = cli(['audit', 'append', '--log', 'audit.jsonl', 'back.jsonl']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/back\.jsonl line 2: ts 2026-11-14T10:00:30.000Z is before the log's last entry/);
    expect(readFileSync(p('audit.jsonl'))).toEqual(before);
    expect(existsSync(p('audit.jsonl.lock'))).toBe(false);
  });
  it('a held lock is exit 2 naming the holder', () => {
    writeFileSync(p('audit.jsonl.lock'), JSON.stringify({ pid: 999999, host: 'elsewhere', since: '2026-11-14T10:00:00Z' }));
    const r = cli(['audit', 'append', '--log', 'audit.jsonl'], jsonl([{ key: 'k', value: 1, principal: 'p' }]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/locked by pid 999999 on elsewhere/);
  });
});

describe('audit verify / checkpoint / prove', () => {
  function keys(): void {
    expect(cli(['audit', 'keygen', '--out', 'sk.pem', '--public-out', 'pk.pem']).code).toBe(0);
  }
  it('verify prints a JSON report; exit 0 valid, 1 invalid, 2 missing file', () => {
    incident();
    const ok = cli(['audit', 'verify', '--log', 'audit.jsonl']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({ valid: true, entries: 2, headTs: '2026-11-14T10:01:00.000Z' });
    writeFileSync(p('audit.jsonl'), readFileSync(p('audit.jsonl'), 'utf8').replace('"silver"', '"silvr"'));
    const bad = cli(['audit', 'verify', '--log', 'audit.jsonl']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ valid: false, entries: 1, error: { code: 'E_AUDIT_HASH', seq: 1, line: 2 } });
    const missing = cli(['audit', 'verify', '--log', 'nope.jsonl']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.jsonl: cannot read audit log \(ENOENT\)/);
    expect(missing.out).toBe('');
  });
  it('checkpoint refuses to sign an invalid log (exit 1) and never overwrites keys', () => {
    incident();
    keys();
    expect(cli(['audit', 'keygen', '--out', 'sk.pem', '--public-out', 'pk2.pem']).code).toBe(2);
    writeFileSync(p('audit.jsonl'), readFileSync(p('audit.jsonl'), 'utf8').split('\n').reverse().join('\n'));
    const r = cli(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'sk.pem', '--out', 'cp.json']);
    expect(r.code).toBe(1);
    expect(existsSync(p('cp.json'))).toBe(false);
  });
  it('verify against a checkpoint: a grown log is valid and says `uncovered: N`; --require-covered makes it an error', () => {
    incident();
    keys();
    expect(cli(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'sk.pem', '--out', 'cp.json', '--origin', 'example.com/pricing']).code).toBe(0);
    const text = readFileSync(p('cp.json'), 'utf8');
    // a C2SP tlog-checkpoint: origin, size, base64 root, our time extension, blank line, signature
    expect(text).toMatch(/^example\.com\/pricing\n2\n[A-Za-z0-9+/]{43}=\nantidote-ts \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\n\n— example\.com\/pricing [A-Za-z0-9+/]{91}=\n$/);
    const v = ['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp.json', '--public-key', 'pk.pem'];
    expect(cli(v).code).toBe(0);
    expect(cli(['audit', 'append', '--log', 'audit.jsonl'], jsonl([{ key: 'k', value: 1, principal: 'p' }])).code).toBe(0);
    const r = cli(v);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ valid: true, entries: 3, checkpoint: { origin: 'example.com/pricing', size: 2, uncovered: 1 } });
    expect(r.err).toMatch(/uncovered: 1 entries/);
    const strict = cli([...v, '--require-covered']);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_CHECKPOINT', seq: 2 }, checkpoint: { uncovered: 1 } });
    expect(cli([...v, '--allow-uncovered']).code).toBe(0); // still accepted, and now the default
    // a grown log whose certified prefix was rewritten is not an extension
    writeFileSync(p('audit.jsonl'), readFileSync(p('audit.jsonl'), 'utf8').replace('"gold"', '"gilt"'));
    expect(JSON.parse(cli(v).out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_HASH', seq: 0 } });
    expect(cli(['audit', 'verify', '--log', 'audit.jsonl', '--checkpoint', 'cp.json']).code).toBe(2); // no public key: usage
  });
  it('prove --seq N, checked by verify --proof against the checkpoint alone', () => {
    incident();
    keys();
    expect(cli(['audit', 'checkpoint', '--log', 'audit.jsonl', '--signing-key', 'sk.pem', '--out', 'cp.json']).code).toBe(0);
    const proof = cli(['audit', 'prove', '--log', 'audit.jsonl', '--seq', '1', '--checkpoint', 'cp.json', '--public-key', 'pk.pem', '--out', 'proof.json']);
    expect(proof.code).toBe(0);
    const vp = ['audit', 'verify', '--proof', 'proof.json', '--checkpoint', 'cp.json', '--public-key', 'pk.pem'];
    const ok = cli(vp);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({ valid: true, seq: 1, size: 2, key: 'pricing.tier' });
    // without a checkpoint, against the log's own root at the proof's size
    expect(JSON.parse(cli(['audit', 'verify', '--proof', 'proof.json', '--log', 'audit.jsonl']).out)).toMatchObject({ valid: true });
    const pr = JSON.parse(readFileSync(p('proof.json'), 'utf8')) as { entry: string };
    writeFileSync(p('proof.json'), JSON.stringify({ ...pr, entry: pr.entry.replace('silver', 'gold') }));
    const bad = cli(vp);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ valid: false, error: { code: 'E_AUDIT_PROOF' } });
    expect(cli(['audit', 'prove', '--log', 'audit.jsonl', '--seq', '5']).code).toBe(2);
    // a proof made from the log without a checkpoint, checked after the log was rewritten
    expect(cli(['audit', 'prove', '--log', 'audit.jsonl', '--seq', '0', '--out', 'p0.json']).code).toBe(0);
    writeFileSync(p('audit.jsonl'), readFileSync(p('audit.jsonl'), 'utf8').replace('"silver"', '"bronze"'));
    expect(cli(['audit', 'verify', '--proof', 'p0.json', '--log', 'audit.jsonl']).code).toBe(1);
    expect(cli(['reconcile', '--log', 'missing.jsonl', '--state', 'state.jsonl']).err).toMatch(/missing\.jsonl: cannot open audit log \(ENOENT\)/);
  });
  it('usage errors are exit 2 with a one-line reason', () => {
    expect(cli(['audit']).code).toBe(2);
    expect(cli(['audit', 'frobnicate']).err).toMatch(/unknown audit subcommand/);
    expect(cli(['audit', 'verify']).err).toMatch(/--log is required/);
    expect(cli(['reconcile', '--log', 'x']).code).toBe(2);
    writeFileSync(p('acl.json'), '{"principals":{"A":"pricing.*"}}');
    writeFileSync(p('audit.jsonl'), '');
    writeFileSync(p('state.jsonl'), '');
    const acl = cli(['reconcile', '--log', 'audit.jsonl', '--state', 'state.jsonl', '--acl', 'acl.json']);
    expect(acl.code).toBe(2);
    expect(acl.err).toMatch(/acl\.json: principal "A": patterns must be a list/);
  });
});
