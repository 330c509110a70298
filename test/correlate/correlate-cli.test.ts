import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// These run the compiled CLI (`npm test` builds first).
const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist', 'pipeline', 'cli.js');
const run = (args: string[], input?: string) => spawnSync(process.execPath, [cli, ...args], { input, cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
const lines = (s: string) => s.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const tmp = () => mkdtempSync(join(tmpdir(), 'antidote-corr-cli-'));

describe('antidote correlate', () => {
  it('runs the README example and prints exactly what the README shows', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('<!-- section:correlate -->'), readme.indexOf('<!-- /section:correlate -->'));
    const m = /\$ antidote correlate examples\/campaign\.jsonl\n([\s\S]*?)\n```/.exec(section);
    expect(m, 'README correlate section has the example').not.toBeNull();
    const shown = m![1]!.split('\n').filter((l) => l.startsWith('{'));
    const r = run(['correlate', 'examples/campaign.jsonl']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(shown);
    expect(r.stderr).toMatch(/^antidote correlate: 7 records, .* 1 alert, /);
  });

  it('reads standard input, writes --out, and resumes with --state', () => {
    const d = tmp();
    const input = readFileSync(join(root, 'examples/campaign.jsonl'), 'utf8');
    const out = join(d, 'alerts.jsonl');
    const db = join(d, 'state.db');
    const first = run(['correlate', '-', '--out', out, '--state', db], input);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe('');
    expect(lines(readFileSync(out, 'utf8'))).toHaveLength(1);
    const again = run(['correlate', '-', '--state', db], input);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(/skipped/);
  });

  it('--shard i/n: the shards of the fixtures add up to the single run', () => {
    const all = lines(run(['correlate', 'test/fixtures/correlate/dev.jsonl']).stdout);
    const parts = [1, 2, 3].flatMap((i) => lines(run(['correlate', 'test/fixtures/correlate/dev.jsonl', '--shard', `${i}/3`]).stdout));
    expect(all.length).toBeGreaterThan(10);
    const key = (a: Record<string, unknown>) => JSON.stringify(a);
    expect(parts.map(key).sort()).toEqual(all.map(key).sort());
  });

  it('exit 2 with one line naming the problem: missing file, bad shard, bad window, window changed under a state file', () => {
    const missing = run(['correlate', 'no/such/file.jsonl']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no\/such\/file\.jsonl/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(run(['correlate', 'examples/campaign.jsonl', '--shard', '0/2']).status).toBe(2);
    expect(run(['correlate', 'examples/campaign.jsonl', '--shard', '3/2']).status).toBe(2);
    expect(run(['correlate', 'examples/campaign.jsonl', '--window', 'soon']).status).toBe(2);
    const d = tmp();
    const db = join(d, 's.db');
    expect(run(['correlate', 'examples/campaign.jsonl', '--state', db, '--window', '30d']).status).toBe(0);
    const changed = run(['correlate', 'examples/campaign.jsonl', '--state', db, '--window', '7d']);
    expect(changed.status).toBe(2);
    expect(changed.stderr).toMatch(/window/);
    const notDb = join(d, 'not.db');
    writeFileSync(notDb, 'this is not a database');
    const bad = run(['correlate', 'examples/campaign.jsonl', '--state', notDb]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/not\.db/);
  });

  it('screen --correlate (any thread count) reports exactly the alerts of antidote correlate on time-ordered histories', () => {
    const d = tmp();
    const input = join(d, 'all.jsonl');
    writeFileSync(input, ['dev', 'heldout'].map((s) => readFileSync(join(root, `test/fixtures/correlate/${s}.jsonl`), 'utf8')).join(''));
    const batch = lines(run(['correlate', input]).stdout);
    expect(batch.length).toBeGreaterThanOrEqual(30);
    const key = (a: Record<string, unknown>) => JSON.stringify(a);
    for (const threads of ['0', '2']) {
      const alerts = join(d, `alerts-${threads}.jsonl`);
      const r = run(['screen', input, '--correlate', '--alerts', alerts, '--threads', threads, '--quiet']);
      expect(r.status).toBe(0);
      expect(lines(readFileSync(alerts, 'utf8')).map(key).sort()).toEqual(batch.map(key).sort());
    }
    // without --alerts they go to standard error, one JSON line each, after nothing on stdout but verdicts
    const r = run(['screen', 'examples/campaign.jsonl', '--correlate', '--threads', '0']);
    expect(r.status).toBe(0);
    const errAlerts = r.stderr.split('\n').filter((l) => l.startsWith('{'));
    expect(errAlerts.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual(lines(run(['correlate', 'examples/campaign.jsonl']).stdout));
  });

  it('malformed lines do not stop the run', () => {
    const r = run(['correlate', '-'], '{"id":1,"content":"x"}\nnot json\n{"content":"no id"}\n' + readFileSync(join(root, 'examples/campaign.jsonl'), 'utf8'));
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toHaveLength(1);
  });

  it('a window shorter than the campaign splits it: no alert with --window 2d', () => {
    const r = run(['correlate', 'examples/campaign.jsonl', '--window', '2d']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual([]);
  });
});
