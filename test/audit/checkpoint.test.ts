/**
 * Signed notes and checkpoints against published vectors: Go's golang.org/x/mod/sumdb/note test
 * keys, signatures and malformed notes (note_test.go), and the C2SP tlog-checkpoint and
 * tlog-cosignature examples. Plus the JSON form of the first checkpoints, still read.
 */
import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import {
  CHECKPOINT_DOMAIN,
  checkpointText,
  cosignCheckpoint,
  parseCheckpoint,
  signCheckpoint,
  verifyCheckpointSignature,
  verifyCosignatures,
  type Checkpoint,
} from '../../kernels/audit/checkpoint.js';
import { SIG_COSIGNATURE_V1, SIG_ED25519, keyId, noteText, parseNote, parseSkey, parseVkey, rawEd25519, verifierFor, vkeyText } from '../../kernels/audit/note.js';
import { canonicalize } from '../../kernels/audit/canonical.js';

// golang.org/x/mod/sumdb/note/note_test.go
const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const ENOCH_VKEY = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_SIG = '— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
const ENOCH_SIG = '— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';

describe("Go's sumdb/note vectors", () => {
  it('parses the verifier keys; the key ID is SHA-256(name || 0x0A || 0x01 || key)[:4]', () => {
    for (const [vk, id] of [[PETER_VKEY, 0xc74f20a3], [ENOCH_VKEY, 0xaf0cfe78]] as const) {
      const v = parseVkey(vk);
      if (typeof v === 'string') throw new Error(v);
      expect(v.keyId).toBe(id);
      expect(v.type).toBe(SIG_ED25519);
      expect(keyId(v.name, SIG_ED25519, rawEd25519(v.publicKey))).toBe(id);
      expect(vkeyText(v)).toBe(vk); // and prints it back byte for byte
    }
  });
  it('refuses every mangling Go refuses: any substring, any byte +1, wrong length, unknown algorithm', () => {
    const b = Buffer.from(PETER_VKEY);
    for (let i = 0; i <= b.length; i++) for (let j = i + 1; j <= b.length; j++) if (i !== 0 || j !== b.length) expect(typeof parseVkey(b.subarray(i, j).toString())).toBe('string');
    for (let i = 0; i < b.length; i++) {
      const c = Buffer.from(b);
      c[i]!++;
      expect(typeof parseVkey(c.toString()), c.toString()).toBe('string');
    }
    expect(parseVkey('PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==')).toMatch(/base64|32-byte/);
    expect(parseVkey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toMatch(/signature type/);
  });
  it("signing Go's text with Go's private key gives Go's signature, byte for byte", () => {
    const s = parseSkey(PETER_SKEY);
    if (typeof s === 'string') throw new Error(s);
    expect(s.keyId).toBe(0xc74f20a3);
    const sig = sign(null, Buffer.from(TEXT), s.privateKey);
    expect(noteText({ text: TEXT, sigs: [{ name: 'PeterNeumann', keyId: s.keyId, sig }] })).toBe(TEXT + '\n' + PETER_SIG);
    expect(typeof parseSkey(PETER_SKEY.replace('c74f20a3', 'c74f20a4'))).toBe('string');
    // Go's TestNewSigner manglings: every proper substring, every byte +1
    const b = Buffer.from(PETER_SKEY);
    for (let i = 0; i <= b.length; i++) for (let j = i + 1; j <= b.length; j++) if (i !== 0 || j !== b.length) expect(typeof parseSkey(b.subarray(i, j).toString())).toBe('string');
    for (let i = 0; i < b.length; i++) {
      const c = Buffer.from(b);
      c[i]!++;
      expect(typeof parseSkey(c.toString()), c.toString()).toBe('string');
    }
  });
  it("opens Go's two-signature note; each verifies with its own key only", () => {
    const n = parseNote(TEXT + '\n' + PETER_SIG + ENOCH_SIG);
    if (typeof n === 'string') throw new Error(n);
    expect(n.text).toBe(TEXT);
    expect(n.sigs.map((x) => [x.name, x.keyId])).toEqual([['PeterNeumann', 0xc74f20a3], ['EnochRoot', 0xaf0cfe78]]);
    const peter = parseVkey(PETER_VKEY) as Exclude<ReturnType<typeof parseVkey>, string>;
    expect(verify(null, Buffer.from(n.text), peter.publicKey, n.sigs[0]!.sig)).toBe(true);
    expect(verify(null, Buffer.from(n.text), peter.publicKey, n.sigs[1]!.sig)).toBe(false);
  });
  it("refuses Go's malformed messages", () => {
    const bad = [
      TEXT,
      TEXT + '\n',
      TEXT + '\n' + PETER_SIG.slice(0, -1),
      '\x01' + TEXT + '\n' + PETER_SIG,
      TEXT + '\n' + '— Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=',
      TEXT + '\n' + PETER_SIG + 'Unexpected line.\n',
      TEXT + '\n' + PETER_SIG.repeat(101),
    ];
    for (const m of bad) expect(typeof parseNote(m), JSON.stringify(m.slice(-40))).toBe('string');
  });
});

describe('C2SP tlog-checkpoint', () => {
  // c2sp.org/tlog-checkpoint and c2sp.org/tlog-cosignature examples
  const EXAMPLE =
    'example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n\n' +
    '— example.com/behind-the-sofa Az3grlgtzPICa5OS8npVmf1Myq/5IZniMp+ZJurmRDeOoRDe4URYN7u5/Zhcyv2q1gGzGku9nTo+zyWE+xeMcTOAYQ8=\n' +
    '— witness.example.com/w1 jWbPPwAAAABkGFDLEZMHwSRaJNiIDoe9DYn/zXcrtPHeolMI5OWXEhZCB9dlrDJsX3b2oyin1nPZqhf5nNo0xUe+mbIUBkBIfZ+qnA==\n';
  it("parses the spec's example: origin, size, root, a log signature and a timestamped cosignature", () => {
    const cp = parseCheckpoint(EXAMPLE);
    if (typeof cp === 'string') throw new Error(cp);
    expect(cp).toMatchObject({ format: 'note', origin: 'example.com/behind-the-sofa', size: 20852163, root: Buffer.from('CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=', 'base64').toString('hex') });
    expect(cp.ts).toBeUndefined(); // a foreign checkpoint carries no antidote-ts line
    expect(cp.sigs!.map((s) => [s.name, s.sig.length])).toEqual([['example.com/behind-the-sofa', 64], ['witness.example.com/w1', 72]]);
    // the cosignature's first 8 bytes are its POSIX time: 1679315147, the spec's "time 1679315147"
    expect(cp.sigs![1]!.sig.readBigUInt64BE(0)).toBe(1679315147n);
    expect(checkpointText(cp)).toBe(EXAMPLE); // round-trips
    // the spec publishes no public key for it: any key we hold is an unknown key, so it does not verify
    expect(verifyCheckpointSignature(cp, generateKeyPairSync('ed25519').publicKey)).toBe(false);
  });

  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const other = generateKeyPairSync('ed25519');
  const fields = { origin: 'example.com/log', size: 3, root: 'ab'.repeat(32), ts: '2026-11-14T11:00:00.000Z' };
  it('signs with key name = origin and the spec key ID; any field change, another key or another name fails', () => {
    const cp = signCheckpoint(fields, privateKey);
    expect(cp.text).toBe(`example.com/log\n3\n${Buffer.from(fields.root, 'hex').toString('base64')}\nantidote-ts 2026-11-14T11:00:00.000Z\n`);
    expect(cp.sigs![0]!.keyId).toBe(keyId('example.com/log', SIG_ED25519, rawEd25519(publicKey)));
    expect(verifyCheckpointSignature(cp, publicKey)).toBe(true);
    expect(verifyCheckpointSignature(cp, verifierFor('example.com/log', SIG_ED25519, publicKey))).toBe(true);
    expect(verifyCheckpointSignature(cp, verifierFor('example.com/other', SIG_ED25519, publicKey))).toBe(false);
    expect(verifyCheckpointSignature(cp, other.publicKey)).toBe(false);
    for (const edit of [{ size: 2 }, { root: 'cd'.repeat(32) }, { ts: '2026-11-14T11:00:00.001Z' }, { origin: 'example.com/lag' }]) {
      expect(verifyCheckpointSignature({ ...cp, ...edit }, publicKey), JSON.stringify(edit)).toBe(false);
    }
    // every single-byte change of the file is refused or fails to verify
    const text = checkpointText(cp);
    for (let i = 0; i < text.length; i++) {
      const t = text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ 1) + text.slice(i + 1);
      const p = parseCheckpoint(t);
      expect(typeof p === 'string' || !verifyCheckpointSignature(p, publicKey), `byte ${i}`).toBe(true);
    }
    expect(() => signCheckpoint(fields, publicKey)).toThrow(/private/);
    expect(() => signCheckpoint({ ...fields, origin: 'a b' }, privateKey)).toThrow(/origin/);
  });
  it('round-trips through its file text', () => {
    const cp = signCheckpoint(fields, privateKey);
    expect(parseCheckpoint(checkpointText(cp))).toEqual(cp);
  });
  it('cosignatures: v1 message "cosignature/v1\\ntime T\\n" + text; key ID with type 0x04; forged or foreign ones do not count', () => {
    const cp = signCheckpoint(fields, privateKey);
    const w = generateKeyPairSync('ed25519');
    const wv = verifierFor('witness.example/w', SIG_COSIGNATURE_V1, w.publicKey);
    const co = cosignCheckpoint(cp, w.privateKey, 'witness.example/w', 1679315147n);
    const line = co.sigs![1]!;
    expect(line.keyId).toBe(keyId('witness.example/w', 0x04, rawEd25519(w.publicKey)));
    expect(line.sig.readBigUInt64BE(0)).toBe(1679315147n);
    expect(verify(null, Buffer.from(`cosignature/v1\ntime 1679315147\n${cp.text}`), w.publicKey, line.sig.subarray(8))).toBe(true);
    const back = parseCheckpoint(checkpointText(co)) as Checkpoint;
    expect(verifyCheckpointSignature(back, publicKey)).toBe(true); // the log signature still verifies
    expect(verifyCosignatures(back, [wv])).toEqual({ valid: ['witness.example/w'], bad: [], times: { 'witness.example/w': 1679315147 } });
    // the time is signed: change it and the cosignature is bad
    const t = Buffer.from(line.sig);
    t.writeBigUInt64BE(1679315148n);
    expect(verifyCosignatures({ ...back, sigs: [back.sigs![0]!, { ...line, sig: t }] }, [wv]).bad).toEqual(['witness.example/w']);
    // the witness's key as the log's (type 0x01) verifier: no match
    expect(verifyCheckpointSignature(back, verifierFor('witness.example/w', SIG_ED25519, w.publicKey))).toBe(false);
    expect(verifyCosignatures(back, [verifierFor('witness.example/other', SIG_COSIGNATURE_V1, w.publicKey)])).toEqual({ valid: [], bad: [], times: {} });
  });
});

describe('the JSON checkpoints of the first format are still read', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const f = { head: 'ab'.repeat(32), root: 'cd'.repeat(32), size: 3, ts: '2026-11-14T11:00:00.000Z' };
  const sig = sign(null, Buffer.from(CHECKPOINT_DOMAIN + canonicalize(f)), privateKey).toString('base64');
  const text = canonicalize({ ...f, sig }) + '\n';
  it('parses and verifies; edits fail; malformed files are named', () => {
    const cp = parseCheckpoint(text);
    if (typeof cp === 'string') throw new Error(cp);
    expect(cp).toMatchObject({ format: 'json', origin: '', ...f, sig });
    expect(verifyCheckpointSignature(cp, publicKey)).toBe(true);
    expect(checkpointText(cp)).toBe(text);
    expect(verifyCheckpointSignature({ ...cp, size: 2 }, publicKey)).toBe(false);
    expect(verifyCheckpointSignature({ ...cp, sig: cp.sig!.slice(0, -4) + 'AAA=' }, publicKey)).toBe(false);
    expect(parseCheckpoint('{')).toMatch(/not JSON/);
    expect(parseCheckpoint(JSON.stringify({ ...f, sig, size: -1 }))).toMatch(/size/);
    expect(parseCheckpoint(JSON.stringify({ ...f, sig, head: 'x' }))).toMatch(/head/);
  });
});

describe('the trust state and the two checkpoint forms', () => {
  it('remembers C2SP checkpoints per origin, only forward; a JSON-form checkpoint (no origin) is never remembered, and refused once something is', async () => {
    const { advance, trustProblem } = await import('../../pipeline/audit/trust.js');
    const { privateKey } = generateKeyPairSync('ed25519');
    const f = { origin: 'example.com/log', root: 'ab'.repeat(32), ts: '2026-11-14T11:00:00.000Z' };
    const cp5 = signCheckpoint({ ...f, size: 5 }, privateKey);
    const cp7 = signCheckpoint({ ...f, size: 7, root: 'cd'.repeat(32) }, privateKey);
    const fork7 = signCheckpoint({ ...f, size: 7, root: 'ef'.repeat(32) }, privateKey);
    const json: Checkpoint = { format: 'json', origin: '', size: 9, root: 'ab'.repeat(32), head: 'ab'.repeat(32), ts: f.ts, sig: '' };
    const state = new Map();
    expect(trustProblem(state, json)).toBeUndefined();
    expect(advance(state, json)).toBe(false);
    expect(state.size).toBe(0);
    expect(advance(state, cp7)).toBe(true);
    expect(advance(state, cp5)).toBe(false); // never backwards
    expect(trustProblem(state, cp5)).toMatch(/older .* replayed/);
    expect(trustProblem(state, fork7)).toMatch(/forked/);
    expect(trustProblem(state, cp7)).toBeUndefined();
    expect(trustProblem(state, json)).toMatch(/JSON-form checkpoint names no origin/);
  });
});
