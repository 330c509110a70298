/**
 * The default compiled lexicon image: every language, shared with worker threads as a
 * SharedArrayBuffer (workers never recompile it).
 *
 * `npm run build` compiles it once into `dist/kernels/text/automaton.img`, stamped with a fingerprint
 * of what it was compiled from: the lexicons and the compiled kernel code (normalizer, compiler,
 * tables). A process reads that file (~15 MB, a few milliseconds) instead of compiling
 * (1–2 s, and a transient heap of ~200 MB that sets the run's peak RSS). A missing, truncated or
 * stale file — kernels edited and rebuilt with `tsc` alone, or the sources run directly, as the
 * tests do — is ignored and the image is compiled as before.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileLexicons } from '../../kernels/text/index.js';
import { LEXICONS } from '../../kernels/lexicon/index.js';
import { defaultVocabulary, normalizeTerm } from '../../kernels/text/index.js';

let cached: SharedArrayBuffer | undefined;

/** Where the build puts the precompiled image: beside the compiled text kernels it was made by. */
export const PRECOMPILED_IMAGE = new URL('../../kernels/text/automaton.img', import.meta.url);

const MAGIC = 'antidote-automaton-image/1\n';
/** Magic; the fingerprint and the SHA-256 of the image bytes, 64 hex digits and a newline each; the image bytes. */
const HEADER_BYTES = MAGIC.length + 130;

/** The image compiled from the lexicons (no file involved). */
export function compileDefaultImage(): SharedArrayBuffer {
  return compileLexicons(LEXICONS, normalizeTerm, defaultVocabulary());
}

/** The default image: the precompiled file when it matches this code and these lexicons, else compiled. */
export function defaultImage(): SharedArrayBuffer {
  cached ??= readPrecompiledImage(PRECOMPILED_IMAGE, imageFingerprint()) ?? compileDefaultImage();
  return cached;
}

/** The precompiled image if the file is there and matches, without compiling otherwise. */
export function precompiledImage(): SharedArrayBuffer | null {
  if (cached) return cached;
  const image = readPrecompiledImage(PRECOMPILED_IMAGE, imageFingerprint());
  if (image) cached = image;
  return image;
}

/**
 * What the image is compiled from: the lexicon data, and every compiled module of the text and
 * common kernels (the normalizer folds the terms, the compiler lays them out; hashing all of them
 * is cheaper to keep right than a list). ~5 ms.
 */
export function imageFingerprint(dir: URL = new URL('../../kernels/', import.meta.url)): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(LEXICONS));
  for (const sub of ['common/', 'text/', 'text/generated/']) {
    let names: string[];
    try {
      names = readdirSync(new URL(sub, dir)).filter((f) => /\.(js|ts|bin|json)$/.test(f) && !f.endsWith('.d.ts')).sort();
    } catch {
      continue;
    }
    for (const f of names) {
      h.update(`\0${sub}${f}\0`);
      h.update(readFileSync(new URL(sub + f, dir)));
    }
  }
  return h.digest('hex');
}

/** The image stored in `file` if its fingerprint is `fingerprint`; null if absent, foreign, stale or truncated. */
export function readPrecompiledImage(file: URL | string, fingerprint: string): SharedArrayBuffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    if (readSync(fd, head, 0, HEADER_BYTES, null) !== HEADER_BYTES) return null;
    const text = head.toString('latin1');
    if (!text.startsWith(`${MAGIC}${fingerprint}\n`)) return null;
    // readFileSync(fd) reads from the current position: just after the header
    const bytes = readFileSync(fd);
    if (createHash('sha256').update(bytes).digest('hex') !== text.slice(MAGIC.length + 65, MAGIC.length + 129)) return null;
    const image = new SharedArrayBuffer(bytes.length);
    new Uint8Array(image).set(bytes);
    return image;
  } finally {
    closeSync(fd);
  }
}

/** Write `image` to `file` with its fingerprint (atomically: a reader never sees half a file). */
export function writePrecompiledImage(file: URL | string, fingerprint: string, image: SharedArrayBuffer): void {
  if (!/^[0-9a-f]{64}$/.test(fingerprint)) throw new Error('fingerprint must be 64 hex digits');
  const tmp = `${file instanceof URL ? fileURLToPath(file) : file}.${process.pid}.tmp`;
  const bytes = new Uint8Array(image);
  const sum = createHash('sha256').update(bytes).digest('hex');
  writeFileSync(tmp, Buffer.concat([Buffer.from(`${MAGIC}${fingerprint}\n${sum}\n`, 'latin1'), bytes]));
  renameSync(tmp, file);
}
