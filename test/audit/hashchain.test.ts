import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { ChainVerifier, GENESIS, buildEntry, checkLine, encodeBody, isFailure, verifySegment, type ChainFailure } from '../../kernels/audit/index.js';
import { checkLineReference, linkHash } from '../../kernels/audit/hashchain.js';
import { ChainStitcher } from '../../kernels/audit/index.js';
import { checkInputTime, formatTs, parseCanonicalTs, parseInputTime } from '../../kernels/audit/index.js';
import { checkProof } from '../../kernels/audit/index.js';
import { InclusionProofBuilder, MerkleRange, leafHashOfHex } from '../../kernels/audit/index.js';

// Known answers, computed independently with Python's hashlib over the documented construction:
// hash = sha256(prev_hex_ascii + JCS(body)).
const KAT = [
  { key: 'pricing.tier', principal: 'A', ts: '2026-11-14T10:00:00.000Z', value: 'gold', hash: '6351b10f18e4e03074e365c64ddc4906ff4a5cb001e2e69ff29a19a432e1dd4b' },
  { key: 'pricing.tier', principal: 'B', ts: '2026-11-14T10:01:00.000Z', value: 'silver', hash: '5ad1a2d327bc1490171fccafea11a2ac773e8b344fbc8c252f3f6bedc1aec5dd' },
  { key: 'profil.é', principal: 'agent-ü', ts: '2026-11-14T10:02:00.000Z', value: { b: '€', a: [1, 2.5, null] }, hash: 'ea23387def49b801c883cecb2b2df1b28a6e1374297561cd84ba28d72c5cb9a5' },
];
const KAT_ROOT = '236fd507f8c9f214d8851297cdce46cddcb7b6560834760c7f99660eefed178f';

function katLines(): string[] {
  let prev = GENESIS;
  return KAT.map((k, seq) => {
    const { line, entry } = buildEntry(prev, seq, k.ts, k.key, k.value, k.principal);
    prev = entry.hash;
    return line;
  });
}

/** A log of n entries as text lines (deterministic). */
export function makeLines(n: number, t0 = Date.UTC(2026, 0, 1)): string[] {
  let prev = GENESIS;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const { line, entry } = buildEntry(prev, i, formatTs(t0 + i * 1000)!, `k.${i % 17}`, i % 5 ? `v${i}` : { n: i, tags: ['a', 'b'] }, `agent-${i % 3}`);
    prev = entry.hash;
    out.push(line);
  }
  return out;
}

describe('entry encoding: known answers', () => {
  it('hashes and lines match the independently computed values', () => {
    const lines = katLines();
    lines.forEach((line, i) => {
      const e = checkLine(line, i);
      expect(isFailure(e)).toBe(false);
      expect((e as { hash: string }).hash).toBe(KAT[i]!.hash);
    });
    expect(lines[0]).toBe(
      '{"key":"pricing.tier","prev":"0000000000000000000000000000000000000000000000000000000000000000","principal":"A","seq":0,"ts":"2026-11-14T10:00:00.000Z","value":"gold","hash":"6351b10f18e4e03074e365c64ddc4906ff4a5cb001e2e69ff29a19a432e1dd4b"}',
    );
    // member order inside the value is canonical (a before b) whatever the caller's order
    expect(lines[2]).toContain('"value":{"a":[1,2.5,null],"b":"€"}');
  });
  it('Merkle root over entry hashes matches the known answer', () => {
    const r = new MerkleRange();
    for (const k of KAT) r.push(leafHashOfHex(k.hash));
    expect(r.root()).toBe(KAT_ROOT);
    const seg = verifySegment(Buffer.from(katLines().join('\n') + '\n'), 0, { merkleLeaves: 3 });
    const s = new ChainStitcher(3);
    s.add(seg);
    expect(s.summary().root).toBe(KAT_ROOT);
  });
  it('linkHash is sha256 over prev then body', () => {
    const body = encodeBody(0, KAT[0]!.ts, KAT[0]!.key, '"gold"', 'A', GENESIS);
    expect(linkHash(GENESIS, body)).toBe(KAT[0]!.hash);
  });
});

describe('checkLine: each way an entry can be wrong', () => {
  const [line] = katLines() as [string];
  const code = (l: string): string | undefined => {
    const r = checkLine(l, 0);
    return isFailure(r) ? r.code : undefined;
  };
  it('accepts the canonical line', () => expect(code(line)).toBeUndefined());
  it('E_AUDIT_HASH when the content changes', () => expect(code(line.replace('"gold"', '"golf"'))).toBe('E_AUDIT_HASH'));
  it('E_AUDIT_HASH when the hash changes', () => expect(code(line.replace('"hash":"6', '"hash":"7'))).toBe('E_AUDIT_HASH'));
  it('E_AUDIT_ENTRY for a non-canonical spelling of the same entry', () => {
    expect(code(line.replace('"seq":0', '"seq":0.0'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"gold"', '"\\u0067old"'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('{"key"', '{ "key"'))).toBe('E_AUDIT_ENTRY');
    expect(code(line + '\r')).toBe('E_AUDIT_ENTRY');
    const o = JSON.parse(line) as Record<string, unknown>;
    const reordered = JSON.stringify({ seq: o.seq, ts: o.ts, key: o.key, value: o.value, principal: o.principal, prev: o.prev, hash: o.hash });
    expect(code(reordered)).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace(',"hash"', ',"extra":1,"hash"'))).toBe('E_AUDIT_ENTRY');
  });
  it('E_AUDIT_ENTRY for broken shapes', () => {
    expect(code('')).toBe('E_AUDIT_ENTRY');
    expect(code('[1]')).toBe('E_AUDIT_ENTRY');
    expect(code(line.slice(0, -1))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"seq":0', '"seq":-1'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"ts":"2026-11-14T10:00:00.000Z"', '"ts":"2026-02-30T10:00:00.000Z"'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"ts":"2026-11-14T10:00:00.000Z"', '"ts":"2026-11-14T10:00:00Z"'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"principal":"A"', '"principal":""'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"prev":"0', '"prev":"A'))).toBe('E_AUDIT_ENTRY');
    expect(code(line.replace('"value":"gold",', ''))).toBe('E_AUDIT_ENTRY');
  });
});

describe('checkLine fast path = checkLineReference, on every line (property)', () => {
  const name = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('pricing.tier', 'a"b', 'back\\slash', 'tab\tkey', 'é😀', '\u2028', '\u007f'));
  const entry = fc.record({
    seq: fc.oneof(fc.nat({ max: 20 }), fc.nat()),
    ms: fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31) }),
    key: name,
    principal: name,
    value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string(), fc.constantFrom(0, -0, 1e21, 0.1, 'x"y', '\\', '', null)),
    prev: fc.constantFrom(GENESIS, KAT[0]!.hash),
  });
  const CHARS = ['"', '\\', '0', '9', 'a', 'f', 'g', '}', '{', ',', ':', ' ', '\u0000', 'é', '\ud800', 'e', '-', '.'];
  it('agree on valid lines and on mutated ones', () => {
    fc.assert(
      fc.property(entry, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...CHARS), fc.constantFrom('replace', 'insert', 'delete')), { maxLength: 2 }), (e, edits) => {
        let line: string;
        try {
          line = buildEntry(e.prev, e.seq, new Date(e.ms).toISOString(), e.key, e.value, e.principal).line;
        } catch {
          return; // not encodable (lone surrogate names): nothing to compare
        }
        expect(checkLine(line, 3)).toEqual(checkLineReference(line, 3));
        for (const [at, ch, op] of edits) {
          const i = at % (line.length + 1);
          line = op === 'replace' ? line.slice(0, i) + ch + line.slice(i + 1) : op === 'insert' ? line.slice(0, i) + ch + line.slice(i) : line.slice(0, i) + line.slice(i + 1);
        }
        expect(checkLine(line, 3)).toEqual(checkLineReference(line, 3));
        // The same edit with the hash recomputed over the edited body, as a forger would: now
        // only the canonical-form and shape checks stand between the line and acceptance.
        if (line.length > 75) {
          const body = line.slice(0, -75) + '}';
          const forged = `${line.slice(0, -75)},"hash":"${createHash('sha256').update(e.prev + body).digest('hex')}"}`;
          expect(checkLine(forged, 3)).toEqual(checkLineReference(forged, 3));
        }
      }),
      { numRuns: 3000 },
    );
  });
  it('respellings with recomputed hashes are refused by both (E_AUDIT_ENTRY)', () => {
    const forge = (line: string, prev: string): string => {
      const body = line.slice(0, -75) + '}';
      return `${line.slice(0, -75)},"hash":"${createHash('sha256').update(prev + body).digest('hex')}"}`;
    };
    const base = buildEntry(GENESIS, 12, '2026-11-14T10:00:00.000Z', 'ab', 10, 'pq').line;
    const respell = [
      base.replace('"seq":12', '"seq":012'),
      base.replace('"key":"ab"', '"key":"\\u0061b"'),
      base.replace('"principal":"pq"', '"principal":"p\\u0071"'),
      base.replace('"value":10', '"value":10.0'),
      base.replace('"value":10', '"value":1e1'),
      base.replace('"value":10', '"value": 10'),
      base.replace('"seq":12', '"seq":1.2e1'),
      base.replace('"ts":"2026-11-14T10:00:00.000Z"', '"ts":"2026-11-14T10:00:00Z"'),
      base.replace('{"key":"ab",', '{"key":"ab","key":"ab",'),
    ];
    for (const r of respell) {
      expect(r).not.toBe(base);
      const f = forge(r, GENESIS);
      const a = checkLine(f, 12);
      expect(a).toEqual(checkLineReference(f, 12));
      expect(a).toMatchObject({ code: 'E_AUDIT_ENTRY' });
    }
    expect(checkLine(forge(base, GENESIS), 12)).toMatchObject({ seq: 12 }); // the forge helper itself is right
  });
  it('the fast path really is taken for ordinary entries (and agrees)', () => {
    for (const l of makeLines(50)) {
      const r = checkLine(l, 0);
      expect(isFailure(r)).toBe(false);
      expect(r).toEqual(checkLineReference(l, 0));
    }
  });
});

describe('ChainVerifier: sequence, link, time', () => {
  const lines = makeLines(6);
  const run = (ls: string[]): ChainFailure | undefined => {
    const c = new ChainVerifier();
    for (const l of ls) {
      const s = c.step(l);
      if (s.failure) return s.failure;
    }
    return undefined;
  };
  it('a valid chain passes', () => expect(run(lines)).toBeUndefined());
  it('E_AUDIT_GAP at the position of a deleted, duplicated or swapped line', () => {
    expect(run([...lines.slice(0, 2), ...lines.slice(3)])).toMatchObject({ code: 'E_AUDIT_GAP', seq: 2 });
    expect(run([...lines.slice(0, 3), lines[2]!, ...lines.slice(3)])).toMatchObject({ code: 'E_AUDIT_GAP', seq: 3 });
    expect(run([lines[0]!, lines[2]!, lines[1]!, ...lines.slice(3)])).toMatchObject({ code: 'E_AUDIT_GAP', seq: 1 });
  });
  it('E_AUDIT_LINK when an entry is replaced by a self-consistent one with another prev', () => {
    const forged = buildEntry('f'.repeat(64), 3, formatTs(Date.UTC(2026, 0, 1) + 3000)!, 'k.3', 'evil', 'agent-0').line;
    expect(run([...lines.slice(0, 3), forged, ...lines.slice(4)])).toMatchObject({ code: 'E_AUDIT_LINK', seq: 3 });
  });
  it('E_AUDIT_TIME when a self-consistent, linked entry goes back in time; the chain then continues', () => {
    const c = new ChainVerifier();
    const a = buildEntry(GENESIS, 0, '2026-01-01T00:00:10.000Z', 'k', 1, 'p');
    const b = buildEntry(a.entry.hash, 1, '2026-01-01T00:00:09.999Z', 'k', 2, 'p');
    const d = buildEntry(b.entry.hash, 2, '2026-01-01T00:00:10.000Z', 'k', 3, 'p');
    expect(c.step(a.line).failure).toBeUndefined();
    const s = c.step(b.line);
    expect(s.failure).toMatchObject({ code: 'E_AUDIT_TIME', seq: 1 });
    expect(s.entry?.seq).toBe(1);
    expect(c.step(d.line).failure).toBeUndefined();
  });
});

describe('verifySegment + ChainStitcher: any split gives the same answer as one piece', () => {
  const lines = makeLines(40);
  const text = lines.join('\n') + '\n';
  const whole = (() => {
    const s = new ChainStitcher(Infinity);
    s.add(verifySegment(Buffer.from(text), 0, { merkleLeaves: 40 }));
    return s.summary();
  })();
  it('whole log: valid, 40 entries, root equals a leaf-by-leaf root', () => {
    expect(whole.failure).toBeUndefined();
    expect(whole.entries).toBe(40);
    const r = new MerkleRange();
    for (const l of lines) r.push(leafHashOfHex((JSON.parse(l) as { hash: string }).hash));
    expect(whole.root).toBe(r.root());
  });
  it.each([1, 2, 4, 8, 16])('segments of %i lines', (seg) => {
    const s = new ChainStitcher(Infinity);
    for (let i = 0; i < lines.length; i += seg) {
      const part = lines.slice(i, i + seg).join('\n') + '\n';
      s.add(verifySegment(Buffer.from(part), i, { merkleLeaves: Math.min(seg, 40 - i) }));
    }
    expect(s.summary()).toEqual(whole);
  });
  it('a failure is reported at the same seq whatever the split (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 2 }), (victim, segPow, kind) => {
        const ls = [...lines];
        if (kind === 0) ls[victim] = ls[victim]!.replace('"agent-', '"agenT-');
        else if (kind === 1) ls.splice(victim, 1);
        else ls.splice(victim, 0, ls[victim]!);
        const expectSeq = kind === 2 ? victim + 1 : victim;
        const seg = 1 << segPow;
        const s = new ChainStitcher();
        for (let i = 0; i < ls.length; i += seg) if (!s.add(verifySegment(Buffer.from(ls.slice(i, i + seg).join('\n') + '\n'), i))) break;
        const f = s.summary().failure;
        if (kind === 1 && victim === 39) expect(f).toBeUndefined(); // last line cut: only a checkpoint sees it
        else expect(f?.seq).toBe(expectSeq);
      }),
      { numRuns: 300 },
    );
  });
  it('a last line without its newline is a failure even when the entry is whole', () => {
    const s = verifySegment(Buffer.from(text.slice(0, -1)), 0);
    expect(s.failure).toMatchObject({ code: 'E_AUDIT_ENTRY', seq: 39 });
    expect(s.count).toBe(40);
  });
  it('invalid UTF-8 is named at its line', () => {
    const b = Buffer.from(text);
    b[b.indexOf('agent-', lines[0]!.length + lines[1]!.length + 2)] = 0xff;
    expect(verifySegment(b, 0).failure).toMatchObject({ code: 'E_AUDIT_ENTRY', seq: 2, message: expect.stringContaining('UTF-8') });
  });
});

describe('time', () => {
  it('parseCanonicalTs accepts only the toISOString form, and real dates', () => {
    expect(parseCanonicalTs('2026-11-14T10:02:00.000Z')).toBe(Date.UTC(2026, 10, 14, 10, 2));
    expect(parseCanonicalTs('2024-02-29T00:00:00.000Z')).toBe(Date.UTC(2024, 1, 29));
    expect(parseCanonicalTs('0050-01-01T00:00:00.000Z')).toBe(new Date('0050-01-01T00:00:00.000Z').getTime());
    for (const bad of ['2025-02-29T00:00:00.000Z', '2026-11-14T24:00:00.000Z', '2026-11-14T10:02:00Z', '2026-11-14 10:02:00.000Z', '2026-13-01T00:00:00.000Z', '+02026-11-14T10:02:00.000Z']) {
      expect(parseCanonicalTs(bad)).toBeNaN();
    }
  });
  it('agrees with Date.parse on random instants (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(100, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        expect(parseCanonicalTs(new Date(ms).toISOString())).toBe(ms);
      }),
      { numRuns: 1000 },
    );
  });
  it('parseInputTime: RFC 3339 with a zone or exact epoch ms; anything ambiguous is refused', () => {
    expect(parseInputTime('2026-11-14T10:02:00Z')).toBe(Date.UTC(2026, 10, 14, 10, 2));
    expect(parseInputTime('2026-11-14T11:02:00+01:00')).toBe(Date.UTC(2026, 10, 14, 10, 2));
    expect(parseInputTime('2026-11-14T10:02:00.123Z')).toBe(Date.UTC(2026, 10, 14, 10, 2, 0, 123));
    expect(parseInputTime('2026-11-14T10:02:00.123000000Z')).toBe(Date.UTC(2026, 10, 14, 10, 2, 0, 123));
    expect(parseInputTime(Date.UTC(2026, 10, 14))).toBe(Date.UTC(2026, 10, 14));
    for (const bad of ['2026-11-14T10:02:00', '2026-11-14T10:02Z', '2026-11-14', 'yesterday', 1.5, -1e20, null, undefined]) expect(parseInputTime(bad)).toBeNaN();
  });
  it.each([
    [1763114520, /epoch seconds/],
    [0, /epoch seconds/],
    [-1, /before 2000/],
    [123456789012345678901234567890, /rounded/],
    [9007199254740993, /rounded/],
    [253402300800000, /after 9999/],
    ['0000-01-01T00:00:00Z', /before 2000/],
    ['-0001-01-01T00:00:00Z', /RFC 3339/],
    ['1999-12-31T23:59:59.999Z', /before 2000/],
    ['2026-11-14T10:02:00.1239Z', /below the millisecond/],
    ['2026-11-14T10:02:00.123456789012Z', /RFC 3339/],
    ['2026-12-31T23:59:60Z', /leap second/],
    ['2026-02-30T10:00:00Z', /calendar/],
    ['2026-11-14t10:02:00z', /RFC 3339/],
    ['2026-11-14 10:02:00Z', /RFC 3339/],
    ['2026-11-14T10:02:00+24:00', /offset/],
    [true, /RFC 3339/],
  ])('checkInputTime(%j) is refused, saying why', (x, why) => {
    const r = checkInputTime(x);
    expect(typeof r).toBe('string');
    expect(r).toMatch(why);
  });
});

describe('checkpoints', () => {
  // Signing and parsing checkpoints: test/audit/checkpoint.test.ts.
  it('checkProof: entry, seq, size and root must all agree', () => {
    const lines = katLines();
    const b = new InclusionProofBuilder(1, 3);
    for (const k of KAT) b.push(leafHashOfHex(k.hash));
    const proof = { seq: 1, size: 3, entry: lines[1]!, path: b.path(), root: KAT_ROOT };
    expect(checkProof(proof, { root: KAT_ROOT, size: 3 })).toMatchObject({ seq: 1, key: 'pricing.tier' });
    expect(checkProof({ ...proof, seq: 0 }, { root: KAT_ROOT, size: 3 })).toMatch(/seq/);
    expect(checkProof(proof, { root: KAT_ROOT, size: 4 })).toMatch(/tree of 3/);
    expect(checkProof({ ...proof, entry: lines[1]!.replace('silver', 'gold') })).toMatch(/hash/);
    expect(checkProof({ ...proof, entry: lines[0]! .replace('"seq":0', '"seq":1') })).toMatch(/./);
    expect(checkProof({ ...proof, path: [KAT[0]!.hash, ...proof.path.slice(1)] })).toMatch(/root/);
  });
});
