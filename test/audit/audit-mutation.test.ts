/**
 * Mutation suite for the verifier: every tampering of a log of thousands of entries must be
 * caught, at the entry where it happened, and none reported valid. Cutting the tail and
 * appending a forged entry with correctly recomputed hashes are invisible to a bare hash chain
 * (asserted too, so the README's claim stays honest) and caught only against a checkpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENESIS, buildEntry } from '../../kernels/audit/index.js';
import { formatTs } from '../../kernels/audit/index.js';
import { MerkleRange, leafHashOfHex } from '../../kernels/audit/index.js';
import { signCheckpoint, type Checkpoint } from '../../kernels/audit/index.js';
import { verify, closeVerifyPools, type VerifyReport } from '../../pipeline/audit/index.js';
import { VERIFY_WORKER } from '../../pipeline/audit/verify.js';

const N = 2500;
const SEG = 64; // small segments: many worker boundaries inside the log
const T0 = Date.UTC(2026, 5, 1);
const { privateKey, publicKey } = generateKeyPairSync('ed25519');

function value(i: number): unknown {
  switch (i % 6) {
    case 0: return `silver-${i}`;
    case 1: return { tier: 'gold', seats: i, tags: ['a', 'ü', '😀'] };
    case 2: return i * 1.5;
    case 3: return null;
    case 4: return [true, false, `x${i}`];
    default: return 'line\nbreak "quoted" \\ back';
  }
}

function build(n: number, from = 0, prev0 = GENESIS, tweak?: (i: number) => unknown): string[] {
  let prev = prev0;
  const out: string[] = [];
  for (let i = from; i < from + n; i++) {
    // every 7th entry shares the previous entry's time: equal times are legal
    const ts = formatTs(T0 + Math.floor(i - (i % 7 === 0 ? 1 : 0)) * 1000)!;
    const { line, entry } = buildEntry(prev, i, ts, `key.${i % 97}`, tweak ? tweak(i) : value(i), `agent-${i % 5}`);
    prev = entry.hash;
    out.push(line);
  }
  return out;
}

const LINES = build(N);
const hashOf = (line: string): string => (JSON.parse(line) as { hash: string }).hash;
const bytesOf = (ls: string[]): Buffer => Buffer.from(ls.join('\n') + '\n');
const LOG = bytesOf(LINES);

function checkpointFor(ls: string[]): Checkpoint {
  const r = new MerkleRange();
  for (const l of ls) r.push(leafHashOfHex(hashOf(l)));
  return signCheckpoint({ origin: 'test.example/mut', size: ls.length, root: r.root(), ts: formatTs(T0 + 10 * N * 1000)! }, privateKey);
}
const CP = checkpointFor(LINES);
/** A checkpoint in the middle of a segment (1237 = 19 × 64 + 21) and one at a segment boundary. */
const CP_MID = checkpointFor(LINES.slice(0, 1237));
const CP_EDGE = checkpointFor(LINES.slice(0, 1280));

const check = (log: Uint8Array, cp?: Checkpoint, extra: object = {}): Promise<VerifyReport> =>
  verify({ log, threads: 0, segmentLines: SEG, ...(cp && { checkpoint: cp, publicKey }), ...extra });

afterAll(() => closeVerifyPools());

describe('the unmodified log', () => {
  it('is valid, with and without its checkpoint', async () => {
    expect(await check(LOG)).toMatchObject({ valid: true, entries: N, head: hashOf(LINES[N - 1]!) });
    expect(await check(LOG, CP)).toMatchObject({ valid: true, entries: N, checkpoint: { size: N, uncovered: 0 } });
  });
});

describe('flip any byte of any field', () => {
  // First line, the first line of a segment, a line in the middle of a segment, the last line.
  const victims = [0, SEG, 1000 + 13, N - 1];
  it.each(victims)('every byte of line %i, flipped, is caught at that line', async (v) => {
    const start = LINES.slice(0, v).reduce((s, l) => s + Buffer.byteLength(l) + 1, 0);
    const len = Buffer.byteLength(LINES[v]!) + 1; // the newline too
    for (let off = 0; off < len; off++) {
      for (const mask of [0x01, 0x20, 0x80]) {
        const b = Buffer.from(LOG);
        b[start + off] ^= mask;
        const r = await check(b);
        if (r.valid || r.error?.seq !== v) {
          throw new Error(`flip ^${mask.toString(16)} at line ${v} byte ${off} (${JSON.stringify(String.fromCharCode(LOG[start + off]!))}): ${JSON.stringify(r)}`);
        }
      }
    }
  });

  it('random flips anywhere are caught at their line (property)', async () => {
    const starts: number[] = [];
    let s = 0;
    for (const l of LINES) {
      starts.push(s);
      s += Buffer.byteLength(l) + 1;
    }
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: LOG.length - 1 }), fc.integer({ min: 1, max: 255 }), async (pos, mask) => {
        const b = Buffer.from(LOG);
        b[pos] ^= mask;
        let line = starts.findIndex((st) => st > pos) - 1;
        if (line < 0) line = N - 1;
        const r = await check(b);
        expect(r.valid).toBe(false);
        expect(r.error!.seq).toBe(line);
      }),
      { numRuns: 400 },
    );
  });
});

describe('delete, duplicate, reorder lines', () => {
  const sample = [0, 1, SEG - 1, SEG, SEG + 1, 777, 1024, 2047, 2048, N - 2];
  it.each(sample)('deleting line %i: E_AUDIT_GAP there', async (i) => {
    const ls = [...LINES];
    ls.splice(i, 1);
    expect((await check(bytesOf(ls))).error).toMatchObject({ code: 'E_AUDIT_GAP', seq: i });
  });
  it.each(sample)('duplicating line %i: E_AUDIT_GAP at the copy', async (i) => {
    const ls = [...LINES];
    ls.splice(i, 0, ls[i]!);
    expect((await check(bytesOf(ls))).error).toMatchObject({ code: 'E_AUDIT_GAP', seq: i + 1 });
  });
  it('duplicating the last line: E_AUDIT_GAP at N', async () => {
    expect((await check(bytesOf([...LINES, LINES[N - 1]!]))).error).toMatchObject({ code: 'E_AUDIT_GAP', seq: N });
  });
  it.each([
    [0, 1],
    [SEG - 1, SEG],
    [100, 2000],
    [N - 2, N - 1],
  ])('swapping lines %i and %i: E_AUDIT_GAP at the first', async (i, j) => {
    const ls = [...LINES];
    [ls[i], ls[j]] = [ls[j]!, ls[i]!];
    expect((await check(bytesOf(ls))).error).toMatchObject({ code: 'E_AUDIT_GAP', seq: i });
  });
  it('random deletions, duplications and moves are all caught (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: N - 2 }), fc.integer({ min: 1, max: N - 1 }), fc.constantFrom('del', 'dup', 'move'), async (i, j, op) => {
        const ls = [...LINES];
        if (op === 'del') ls.splice(i, 1);
        else if (op === 'dup') ls.splice(j, 0, ls[i]!);
        else {
          if (i === j) return;
          const [x] = ls.splice(i, 1);
          ls.splice(j, 0, x!);
        }
        const r = await check(bytesOf(ls));
        expect(r.valid).toBe(false);
        expect(['E_AUDIT_GAP', 'E_AUDIT_LINK']).toContain(r.error!.code);
      }),
      { numRuns: 150 },
    );
  });
});

describe('truncating the tail', () => {
  it.each([1, 7, SEG, 1000, N - 1, N])('cutting %i whole lines: a bare chain cannot tell; the checkpoint can', async (k) => {
    const cut = bytesOf(LINES.slice(0, N - k));
    const bare = await check(k === N ? Buffer.alloc(0) : cut);
    expect(bare.valid).toBe(true); // a hash chain has no notion of where it should end
    const r = await check(k === N ? Buffer.alloc(0) : cut, CP);
    expect(r.valid).toBe(false);
    expect(r.error).toMatchObject({ code: 'E_AUDIT_CHECKPOINT', seq: N - k });
  });
  it('cutting inside the last line is caught even without a checkpoint', async () => {
    for (const drop of [1, 2, 50]) {
      const r = await check(LOG.subarray(0, LOG.length - drop));
      expect(r.valid).toBe(false);
      expect(r.error!.seq).toBe(N - 1);
    }
  });
});

describe('forging with correctly recomputed hashes', () => {
  it('an appended entry is a grown log: valid and `uncovered: 1` against the checkpoint, an error with requireCovered', async () => {
    const forged = build(1, N, hashOf(LINES[N - 1]!), () => 'platinum');
    const log = bytesOf([...LINES, ...forged]);
    expect((await check(log)).valid).toBe(true);
    expect(await check(log, CP)).toMatchObject({ valid: true, checkpoint: { size: N, uncovered: 1 } });
    const r = await check(log, CP, { requireCovered: true });
    expect(r.valid).toBe(false);
    expect(r.error).toMatchObject({ code: 'E_AUDIT_CHECKPOINT', seq: N });
  });
  it('several checkpoints: the log must extend every one; a cut at any size inside a segment is checked', async () => {
    const all = await check(LOG, undefined, { checkpoints: [CP, CP_MID, CP_EDGE], publicKey });
    expect(all).toMatchObject({ valid: true, checkpoints: 3, checkpoint: { size: N, uncovered: 0 } });
    // grown past the middle one only
    expect(await check(LOG, CP_MID)).toMatchObject({ valid: true, checkpoint: { size: 1237, uncovered: N - 1237 } });
    // entry 1236 (the mid checkpoint's last) rewritten and everything after re-chained: CP_MID and CP both catch it
    const rewritten = [...LINES.slice(0, 1236), ...build(N - 1236, 1236, hashOf(LINES[1235]!), (i) => (i === 1236 ? 'forged' : value(i)))];
    const r = await check(bytesOf(rewritten), undefined, { checkpoints: [CP_EDGE, CP_MID], publicKey });
    expect(r).toMatchObject({ valid: false, error: { code: 'E_AUDIT_CHECKPOINT', seq: 1236 } });
    // entry 1237 (just after it) rewritten: CP_MID still holds, CP_EDGE catches it at its own size
    const after = [...LINES.slice(0, 1237), ...build(N - 1237, 1237, hashOf(LINES[1236]!), (i) => (i === 1237 ? 'forged' : value(i)))];
    expect(await check(bytesOf(after), CP_MID)).toMatchObject({ valid: true });
    expect(await check(bytesOf(after), undefined, { checkpoints: [CP_MID, CP_EDGE], publicKey })).toMatchObject({ valid: false, error: { code: 'E_AUDIT_CHECKPOINT', seq: 1279 } });
  });
  it.each([0, 100, N - 1])('history rewritten from entry %i on: caught by the checkpoint', async (from) => {
    const rewritten = [...LINES.slice(0, from), ...build(N - from, from, from ? hashOf(LINES[from - 1]!) : GENESIS, (i) => (i === from ? 'forged' : value(i)))];
    expect((await check(bytesOf(rewritten))).valid).toBe(true);
    const r = await check(bytesOf(rewritten), CP);
    expect(r.error).toMatchObject({ code: 'E_AUDIT_CHECKPOINT', seq: N - 1 });
  });
  it('a checkpoint altered or signed by another key: E_AUDIT_SIGNATURE', async () => {
    const other = generateKeyPairSync('ed25519');
    expect((await check(LOG, { ...CP, size: N - 1 })).error?.code).toBe('E_AUDIT_SIGNATURE');
    expect((await check(LOG, { ...CP, root: CP_MID.root })).error?.code).toBe('E_AUDIT_SIGNATURE');
    const foreign = signCheckpoint({ origin: CP.origin, size: CP.size, root: CP.root, ts: CP.ts! }, other.privateKey);
    expect((await check(LOG, foreign)).error?.code).toBe('E_AUDIT_SIGNATURE');
  });
  it('an entry forward-dated past the checkpoint that covers it: E_AUDIT_TIME', async () => {
    const early = signCheckpoint({ origin: CP.origin, size: CP.size, root: CP.root, ts: formatTs(T0)! }, privateKey);
    expect((await check(LOG, early)).error).toMatchObject({ code: 'E_AUDIT_TIME', seq: N - 1 });
  });
});

describe('the worker pool gives the single-threaded answer', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'antidote-mut-'));
  });
  it('worker is built (npm test builds first)', () => expect(existsSync(VERIFY_WORKER)).toBe(true));
  it('on the clean log and on a sample of mutations, from a file, at 1 and 2 threads', async () => {
    const cases: Array<[string, Buffer, Checkpoint | undefined]> = [['clean', LOG, undefined], ['clean+cp', LOG, CP], ['grown+mid-cp', LOG, CP_MID]];
    const del = [...LINES];
    del.splice(1500, 1);
    cases.push(['delete', bytesOf(del), undefined]);
    const flip = Buffer.from(LOG);
    flip[LOG.length - 300] ^= 4;
    cases.push(['flip', flip, undefined]);
    cases.push(['truncate+cp', bytesOf(LINES.slice(0, 2000)), CP]);
    const forged = build(1, N, hashOf(LINES[N - 1]!), () => 'platinum');
    cases.push(['append+cp', bytesOf([...LINES, ...forged]), CP]);
    for (const [name, bytes, cp] of cases) {
      const file = join(dir, `${name}.jsonl`);
      writeFileSync(file, bytes);
      const ref = await verify({ log: file, threads: 0, segmentLines: SEG, ...(cp && { checkpoint: cp, publicKey }) });
      for (const threads of [1, 2]) {
        const got = await verify({ log: file, threads, segmentLines: SEG, ...(cp && { checkpoint: cp, publicKey }) });
        expect(got, `${name} at ${threads} threads`).toEqual(ref);
      }
      const inMemory = await check(bytes, cp);
      expect(inMemory, name).toEqual(ref);
    }
  });
});
