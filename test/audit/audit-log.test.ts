import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, appendFileSync, existsSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog, readAuditLog, verify, closeVerifyPools } from '../../pipeline/audit/index.js';
import { AuditError } from '../../kernels/common/index.js';

const T0 = Date.UTC(2026, 10, 14, 10, 0);
let dir: string;
let log: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'antidote-log-'));
  log = join(dir, 'audit.jsonl');
});
afterAll(() => closeVerifyPools());

const lines = (): string[] => readFileSync(log, 'utf8').split('\n').filter(Boolean);

describe('openAuditLog / append', () => {
  it('write-ahead: the entry is in the file when append resolves, chained from genesis', async () => {
    const l = await openAuditLog(log, { now: () => T0 + 60_000 });
    const e0 = await l.append({ key: 'pricing.tier', value: 'gold', principal: 'A', ts: T0 });
    expect(lines()).toHaveLength(1);
    const e1 = await l.append({ key: 'pricing.tier', value: 'silver', principal: 'B', ts: '2026-11-14T10:01:00Z' });
    expect(lines()).toHaveLength(2);
    expect(e0).toMatchObject({ seq: 0, ts: '2026-11-14T10:00:00.000Z', prev: '0'.repeat(64) });
    expect(e1).toMatchObject({ seq: 1, prev: e0.hash, ts: '2026-11-14T10:01:00.000Z' });
    expect(l.head()).toEqual({ size: 2, hash: e1.hash, lastTsMs: T0 + 60_000 });
    await l.close();
    expect((await verify({ log })).valid).toBe(true);
  });

  it('one writer at a time: a second open fails with E_AUDIT_LOCK until the first closes', async () => {
    const a = await openAuditLog(log);
    await expect(openAuditLog(log)).rejects.toMatchObject({ code: 'E_AUDIT_LOCK', message: expect.stringContaining(`pid ${process.pid}`) });
    await a.close();
    expect(existsSync(`${log}.lock`)).toBe(false);
    const b = await openAuditLog(log);
    await b.close();
  });

  it('reopening continues the chain where it ended', async () => {
    const a = await openAuditLog(log, { now: () => T0 });
    await a.append({ key: 'k', value: 1, principal: 'p', ts: T0 });
    await a.close();
    const b = await openAuditLog(log, { now: () => T0 });
    const e = await b.append({ key: 'k', value: 2, principal: 'p' });
    await b.close();
    expect(e.seq).toBe(1);
    expect((await verify({ log })).valid).toBe(true);
  });

  it('concurrent appends on one handle get consecutive seqs, no interleaving', async () => {
    const l = await openAuditLog(log);
    const es = await Promise.all(Array.from({ length: 50 }, (_, i) => l.append({ key: `k${i % 4}`, value: i, principal: 'p' })));
    await l.close();
    expect(es.map((e) => e.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect((await verify({ log })).entries).toBe(50);
  });

  it('time never goes back: an explicit earlier ts is refused, a missing one is clamped', async () => {
    const l = await openAuditLog(log, { now: () => T0 - 60_000 }); // this host's clock is a minute behind
    await l.append({ key: 'k', value: 1, principal: 'p', ts: T0 });
    await expect(l.append({ key: 'k', value: 2, principal: 'p', ts: T0 - 1 })).rejects.toMatchObject({
      code: 'E_AUDIT_ENTRY',
      message: expect.stringContaining('never goes back'),
    });
    const e = await l.append({ key: 'k', value: 3, principal: 'p' });
    expect(e.ts).toBe('2026-11-14T10:00:00.000Z');
    await l.close();
    expect(lines()).toHaveLength(2);
  });

  it('a ts far in the future is refused (it would lock honest writers out)', async () => {
    const l = await openAuditLog(log, { now: () => T0, maxFutureMs: 1000 });
    await expect(l.append({ key: 'k', value: 1, principal: 'p', ts: T0 + 1001 })).rejects.toMatchObject({ code: 'E_AUDIT_ENTRY' });
    await l.append({ key: 'k', value: 1, principal: 'p', ts: T0 + 1000 });
    await l.close();
  });

  it('a batch is all or nothing: one bad event writes none of them', async () => {
    const l = await openAuditLog(log, { now: () => T0 });
    await l.append({ key: 'k', value: 0, principal: 'p', ts: T0 });
    const before = readFileSync(log);
    const events = Array.from({ length: 10_000 }, (_, i) => ({ key: 'k', value: i, principal: 'p', ts: T0 }));
    (events[9_000] as { value: unknown }).value = Number.NaN;
    await expect(l.appendAll(events, (n) => `row ${n}`)).rejects.toMatchObject({ code: 'E_AUDIT_ENTRY', message: expect.stringMatching(/^row 9000: value is not I-JSON/) });
    expect(readFileSync(log)).toEqual(before); // the 9,000 written before the bad one were cut back
    expect(l.head().size).toBe(1);
    const e = await l.append({ key: 'k', value: 1, principal: 'p' });
    expect(e.seq).toBe(1);
    await l.close();
    expect((await verify({ log })).valid).toBe(true);
  });

  it('bad events are named: missing key, empty principal, lone surrogate, bad ts', async () => {
    const l = await openAuditLog(log, { now: () => T0 });
    const bad = [
      { value: 1, principal: 'p' },
      { key: 'k', value: 1, principal: '' },
      { key: 'k\ud800', value: 1, principal: 'p' },
      { key: 'k', value: 1, principal: 'p', ts: '2026-11-14' },
      { key: 'k', principal: 'p' },
    ];
    for (const ev of bad) await expect(l.append(ev as never)).rejects.toBeInstanceOf(AuditError);
    await l.close();
    expect(existsSync(log) ? readFileSync(log, 'utf8') : '').toBe('');
  });

  it('refuses to chain to a damaged or torn last line', async () => {
    const a = await openAuditLog(log, { now: () => T0 });
    await a.append({ key: 'k', value: 1, principal: 'p', ts: T0 });
    await a.close();
    const good = readFileSync(log, 'utf8');
    writeFileSync(log, good.replace('"value":1', '"value":2'));
    await expect(openAuditLog(log)).rejects.toMatchObject({ code: 'E_AUDIT_HASH' });
    // With the commit record: a log shorter than what was committed was cut by someone else.
    writeFileSync(log, good.slice(0, -1));
    await expect(openAuditLog(log)).rejects.toMatchObject({ code: 'E_AUDIT_BATCH', message: expect.stringContaining('was cut') });
    // Without one (a log from before the record existed) the last line itself is checked.
    unlinkSync(`${log}.commit`);
    await expect(openAuditLog(log)).rejects.toMatchObject({ code: 'E_AUDIT_ENTRY', message: expect.stringContaining('no newline') });
    writeFileSync(log, good);
    appendFileSync(log, '{"partial":');
    await expect(openAuditLog(log)).rejects.toMatchObject({ code: 'E_AUDIT_ENTRY' });
    expect(existsSync(`${log}.lock`)).toBe(false); // a failed open releases the lock
  });
});

describe('the commit record', () => {
  it('a malformed record is E_AUDIT_BATCH for the writer and every reader, naming the file', async () => {
    const l = await openAuditLog(log);
    await l.append({ key: 'k', value: 1, principal: 'p' });
    await l.close();
    expect(JSON.parse(readFileSync(`${log}.commit`, 'utf8'))).toMatchObject({ size: 1, bytes: readFileSync(log).length });
    for (const bad of ['', '{', '[]', '{"bytes":-1,"head":"' + '0'.repeat(64) + '","size":1}', '{"bytes":1,"head":"x","size":1}', '{"bytes":1.5,"head":"' + '0'.repeat(64) + '","size":1}']) {
      writeFileSync(`${log}.commit`, bad);
      await expect(openAuditLog(log), bad).rejects.toMatchObject({ code: 'E_AUDIT_BATCH', message: expect.stringContaining('.commit: not a commit record') });
      await expect(verify({ log, threads: 0 })).rejects.toMatchObject({ code: 'E_AUDIT_BATCH' });
      await expect((async () => { for await (const _ of readAuditLog(log)) void _; })()).rejects.toMatchObject({ code: 'E_AUDIT_BATCH' });
    }
  });
  it('a record that disagrees with the committed bytes (same length, another count) is E_AUDIT_BATCH', async () => {
    const l = await openAuditLog(log);
    await l.appendAll([{ key: 'k', value: 1, principal: 'p' }, { key: 'k', value: 2, principal: 'p' }]);
    await l.close();
    const rec = JSON.parse(readFileSync(`${log}.commit`, 'utf8')) as { bytes: number; head: string; size: number };
    writeFileSync(`${log}.commit`, JSON.stringify({ ...rec, size: 3 }));
    expect(await verify({ log, threads: 0 })).toMatchObject({ valid: false, error: { code: 'E_AUDIT_BATCH' } });
  });
});

describe('readAuditLog', () => {
  it('streams verified entries and throws at the first failure with its seq', async () => {
    const l = await openAuditLog(log);
    await l.appendAll(Array.from({ length: 3000 }, (_, i) => ({ key: `k${i % 9}`, value: { i }, principal: 'p' })));
    await l.close();
    let n = 0;
    for await (const e of readAuditLog(log)) {
      expect(e.seq).toBe(n++);
      expect(e.value).toEqual({ i: e.seq });
    }
    expect(n).toBe(3000);
    const ls = lines();
    ls.splice(2500, 1);
    writeFileSync(log, ls.join('\n') + '\n');
    n = 0;
    await expect(
      (async () => {
        for await (const _ of readAuditLog(log)) n++;
      })(),
    ).rejects.toMatchObject({ code: 'E_AUDIT_GAP', seq: 2500 });
    expect(n).toBe(2500);
  });
});

describe('readSegments: whole lines whatever the read size', () => {
  it('segments concatenate to the file, start where they should, at any chunk size', async () => {
    const { readSegments } = await import('../../pipeline/audit/reader.js');
    const l = await openAuditLog(log);
    await l.appendAll(Array.from({ length: 300 }, (_, i) => ({ key: `k${i}`, value: 'ü😀'.repeat(i % 5), principal: 'p' })));
    await l.close();
    const file = readFileSync(log);
    for (const chunk of [1, 7, 64, 333, 4096, 1 << 20]) {
      for (const lines of [1, 4, 64, 1024]) {
        const parts: Buffer[] = [];
        let next = 0;
        for await (const s of readSegments(log, lines, chunk)) {
          if ('failure' in s) throw new Error(s.failure.message);
          expect(s.start).toBe(next);
          const b = Buffer.from(s.bytes);
          expect(b.toString().split('\n').filter(Boolean)).toHaveLength(s.count);
          if (next + s.count < 300) expect(s.count).toBe(lines);
          next += s.count;
          parts.push(b);
        }
        expect(next).toBe(300);
        expect(Buffer.concat(parts).equals(file)).toBe(true);
      }
    }
  });
  it('a final line without newline is its own last line; a line longer than the limit stops the read', async () => {
    const { readSegments } = await import('../../pipeline/audit/reader.js');
    const { MAX_ENTRY_BYTES } = await import('../../kernels/audit/hashchain.js');
    writeFileSync(log, 'a\nb\nc');
    const segs = [];
    for await (const s of readSegments(log, 2, 3)) segs.push(s);
    expect(segs.map((s) => ('failure' in s ? 'F' : `${s.start}:${s.count}`))).toEqual(['0:2', '2:1']);
    writeFileSync(log, '');
    const l = await openAuditLog(log);
    await l.append({ key: 'k', value: 1, principal: 'p' });
    await l.close();
    appendFileSync(log, 'x'.repeat(MAX_ENTRY_BYTES + 10));
    const out = [];
    for await (const s of readSegments(log, 1024, 1 << 16)) out.push(s);
    expect(out.at(-1)).toMatchObject({ start: 1, failure: { code: 'E_AUDIT_ENTRY', seq: 1 } });
    // past the commit record the junk is an unfinished batch, not part of the log ...
    expect(await verify({ log, threads: 0 })).toMatchObject({ valid: true, entries: 1, uncommitted: { entries: 0, bytes: MAX_ENTRY_BYTES + 10 } });
    // ... and in a log without a record it is a line too long
    unlinkSync(`${log}.commit`);
    const r = await verify({ log, threads: 0 });
    expect(r).toMatchObject({ valid: false, error: { code: 'E_AUDIT_ENTRY', seq: 1 } });
  });
});
