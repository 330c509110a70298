/**
 * All or nothing under `kill -9` (issue 14): an appender killed at a random point of a large
 * batch leaves the whole batch or none of it, as readers and verifiers see the log; the next
 * `append` cuts off what it left and says how much; a `verify` running beside a live appender
 * never sees part of a batch. Real processes, real SIGKILL.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(__dirname, '../../dist/pipeline/cli.js');
const BATCH = 40_000;

function events(n: number, tag: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += JSON.stringify({ key: `k${i % 50}`, value: { tag, i, pad: 'x'.repeat(100) }, principal: 'p' }) + '\n';
  return s;
}
function verify(dir: string): { entries: number; valid: boolean; uncommitted?: { entries: number; bytes: number } } {
  const r = spawnSync(process.execPath, [CLI, 'audit', 'verify', '--log', 'audit.jsonl'], { cwd: dir, encoding: 'utf8' });
  // killed before it even created the log: there is no log, which is "none of the batch"
  if (r.status === 2 && /cannot read audit log \(ENOENT\)/.test(r.stderr)) return { entries: 0, valid: true };
  return JSON.parse(r.stdout) as never;
}
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('a killed appender leaves all of its batch or none', () => {
  it('kill -9 at random points of a 40,000-event batch, five times; then a verify beside a live append', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'antidote-kill-'));
    writeFileSync(join(dir, 'batch.jsonl'), events(BATCH, 'b'));
    writeFileSync(join(dir, 'one.jsonl'), events(1, 'one'));
    let size = 0;
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round++) {
      const child = spawn(process.execPath, [CLI, 'audit', 'append', '--log', 'audit.jsonl', 'batch.jsonl'], { cwd: dir, stdio: 'ignore' });
      const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
      // Random points: early rounds mostly mid-batch, late ones mostly around or after the commit.
      await sleep(round < 3 ? 150 + Math.floor(Math.random() * 1500) : 2500 + Math.floor(Math.random() * 4000));
      child.kill('SIGKILL');
      const code = await exited;
      const before = size;
      const v = verify(dir);
      expect(v.valid, JSON.stringify(v)).toBe(true);
      expect([before, before + BATCH], `round ${round}: ${JSON.stringify(v)}`).toContain(v.entries);
      // (killed before it created the log, there is no file at all)
      const fileBytes = existsSync(join(dir, 'audit.jsonl')) ? statSync(join(dir, 'audit.jsonl')).size : 0;
      // A killed appender leaves its lock; by design nobody breaks it automatically: the next
      // append names the dead holder, and the operator removes it (as the message says).
      const append1 = () => spawnSync(process.execPath, [CLI, 'audit', 'append', '--log', 'audit.jsonl', 'one.jsonl'], { cwd: dir, encoding: 'utf8' });
      let next = append1();
      if (existsSync(join(dir, 'audit.jsonl.lock'))) {
        expect(next.status).toBe(2);
        // (killed while writing the lock itself, it is unreadable and named as "another writer")
        expect(next.stderr).toMatch(/which is no longer running: remove the lock file|locked by another writer/);
        unlinkSync(join(dir, 'audit.jsonl.lock'));
        next = append1();
      }
      // the next append says what it cut off, and only then appends
      expect(next.status, next.stderr).toBe(0);
      if (v.uncommitted) {
        expect(next.stderr).toMatch(new RegExp(`cut off ${v.uncommitted.entries} entries \\(${v.uncommitted.bytes} bytes\\) of a batch that was never committed`));
        expect(fileBytes).toBeGreaterThan(0);
      } else expect(next.stderr).not.toMatch(/cut off/);
      size = v.entries + 1;
      const after = verify(dir);
      expect(after).toMatchObject({ valid: true, entries: size });
      expect(after.uncommitted).toBeUndefined();
      outcomes.push(`${code === null ? 'killed' : `exit ${code}`}: ${v.entries === before ? 'none' : 'all'}${v.uncommitted ? ` (+${v.uncommitted.entries} uncommitted cut)` : ''}`);
    }
    // a verify beside a live appender sees the log before the batch or after it, never between
    const child = spawn(process.execPath, [CLI, 'audit', 'append', '--log', 'audit.jsonl', 'batch.jsonl'], { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    let done = false;
    void exited.then(() => (done = true));
    const seen = new Set<number>();
    while (!done) {
      const v = verify(dir);
      expect(v.valid).toBe(true);
      expect([size, size + BATCH]).toContain(v.entries);
      seen.add(v.entries);
      await sleep(100);
    }
    expect(await exited).toBe(0);
    expect(verify(dir)).toMatchObject({ valid: true, entries: size + BATCH });
    console.log(`kill -9 outcomes: ${outcomes.join('; ')}; live verify saw sizes ${[...seen].join(', ')}`);
  }, 240_000);
});
