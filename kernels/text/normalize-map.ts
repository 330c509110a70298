/**
 * The offset map back to the source: map[i] is the source offset of output unit i. T1's map is
 * kept as segments while phase A folds (no per-unit store); the assembly writes the output map
 * once from them, copying runs of offsets natively (`offsets`), into views cut from shared chunks.
 */
import { Copy, grownCopy } from './normalize-scan.js';

let iota = new Uint32Array(0);
/** iota[q] = q for every q < n (grown, never shrunk): a run of the map that copies offsets is a
 * native copy of it. */
export function offsets(n: number): Uint32Array {
  if (iota.length < n) {
    iota = new Uint32Array(n + 1024);
    for (let q = 0; q < iota.length; q++) iota[q] = q;
  }
  return iota;
}

/**
 * Maps are views into shared chunks: `new Uint32Array(271)` cost 0.7-0.9 µs here (an ArrayBuffer
 * and its backing store per result), a view into a chunk 0.1 µs (measured on this machine like
 * bench/normalize.bench.ts, a process that compiled the lexicons). A chunk is never written again
 * once cut, so a map stays valid; `map.slice()` gives one its own buffer (structured clone copies
 * the whole chunk). Longer maps get their own buffer, so a chunk holds at least
 * MAP_CHUNK_UNITS / MAP_POOLED_MAX of them.
 */
const MAP_CHUNK_UNITS = 16384;
const MAP_POOLED_MAX = 2048;
let mapChunk = new ArrayBuffer(MAP_CHUNK_UNITS * 4);
let mapChunkUsed = 0;

export function newMap(length: number): Uint32Array {
  if (length > MAP_POOLED_MAX) return new Uint32Array(length);
  if (mapChunkUsed + length > MAP_CHUNK_UNITS) {
    mapChunk = new ArrayBuffer(MAP_CHUNK_UNITS * 4);
    mapChunkUsed = 0;
  }
  const map = new Uint32Array(mapChunk, mapChunkUsed * 4, length);
  mapChunkUsed += length;
  return map;
}

// ---------------------------------------------------------------------------------------------
// T1's map.

/**
 * T1's map back to the source, as segments (no per-unit store while folding): from T1 offset
 * segO[s] on, a copy segment maps unit o to segQ[s] + (o - segO[s]), a replacement segment maps
 * every unit to segQ[s] (the cluster's start). The assembly writes the map once, from these.
 */
let segO = new Int32Array(64);
let segQ = new Int32Array(64);
let segCopy = new Uint8Array(64);
let nSeg = 0;

/** No segment yet (phase A starts). */
export function clearSegments(): void {
  nSeg = 0;
}

export function pushSeg(o: number, q: number, copy: number): void {
  if (nSeg === segO.length) {
    segO = grownCopy(segO, nSeg * 2);
    segQ = grownCopy(segQ, nSeg * 2);
    segCopy = grownCopy(segCopy, nSeg * 2);
  }
  segO[nSeg] = o;
  segQ[nSeg] = q;
  segCopy[nSeg++] = copy;
}

/** Segment cursor of midMapInto (offsets are asked for in increasing order). */
let segAt = 0;

/** Restart midMapInto at T1 offset 0. */
export function midMapReset(): void {
  segAt = 0;
}

/** Source offset of T1 unit o (o never below the last one asked for since midMapReset). */
export function midAt(o: number): number {
  let s = segAt;
  while (s + 1 < nSeg && segO[s + 1]! <= o) s++;
  segAt = s;
  return segCopy[s] ? segQ[s]! + (o - segO[s]!) : segQ[s]!;
}

/** Write the source offsets of T1 units [a, b) to map from o; returns o + b - a. */
export function midMapInto(map: Uint32Array, o: number, a: number, b: number): number {
  let s = segAt;
  while (a < b) {
    while (s + 1 < nSeg && segO[s + 1]! <= a) s++;
    const segEnd = s + 1 < nSeg ? Math.min(b, segO[s + 1]!) : b;
    if (segCopy[s]) {
      const d = segQ[s]! - segO[s]!;
      if (segEnd - a >= Copy.NativeMin) {
        map.set(offsets(segEnd + d).subarray(a + d, segEnd + d), o);
        o += segEnd - a;
      } else for (let q = a; q < segEnd; q++) map[o++] = q + d;
    } else {
      const v = segQ[s]!;
      for (let q = a; q < segEnd; q++) map[o++] = v;
    }
    a = segEnd;
  }
  segAt = s;
  return o;
}
