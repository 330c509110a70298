import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileDefaultImage, readPrecompiledImage, writePrecompiledImage } from '../../workers/batch/image.js';

const dir = mkdtempSync(join(tmpdir(), 'antidote-image-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FP = 'a'.repeat(64);
const bytesOf = (b: SharedArrayBuffer) => Buffer.from(new Uint8Array(b));

describe('precompiled automaton image', () => {
  const image = compileDefaultImage();

  it('reads back exactly what was written, under the same fingerprint only', () => {
    const f = join(dir, 'ok.img');
    writePrecompiledImage(f, FP, image);
    const back = readPrecompiledImage(f, FP);
    expect(back).toBeInstanceOf(SharedArrayBuffer);
    expect(bytesOf(back!).equals(bytesOf(image))).toBe(true);
    expect(readPrecompiledImage(f, 'b'.repeat(64))).toBeNull();
  });

  it('ignores a missing, truncated or corrupted file', () => {
    const f = join(dir, 'bad.img');
    expect(readPrecompiledImage(join(dir, 'absent.img'), FP)).toBeNull();
    writePrecompiledImage(f, FP, image);
    const whole = readFileSync(f);
    writeFileSync(f, whole.subarray(0, whole.length - 1000));
    expect(readPrecompiledImage(f, FP)).toBeNull();
    const flipped = Buffer.from(whole);
    flipped[flipped.length - 5]! ^= 1;
    writeFileSync(f, flipped);
    expect(readPrecompiledImage(f, FP)).toBeNull();
    writeFileSync(f, whole.subarray(0, 20));
    expect(readPrecompiledImage(f, FP)).toBeNull();
  });

  it('the build wrote dist/kernels/text/automaton.img for the built code, identical to compiling the sources', async () => {
    // `npm test` builds first; the built module checks the file against its own fingerprint
    const built = (await import(new URL('../../dist/workers/batch/image.js', import.meta.url).href)) as typeof import('../../workers/batch/image.js');
    const pre = built.precompiledImage();
    expect(pre).not.toBeNull();
    expect(bytesOf(pre!).equals(bytesOf(image))).toBe(true);
  });
});
