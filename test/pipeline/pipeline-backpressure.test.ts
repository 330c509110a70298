import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { records } from '../../bench/corpus-gen.js';
import { LineWriter } from '../../pipeline/output/index.js';
import { runScreen } from '../../pipeline/screen/index.js';
import { image, sink } from './pipeline-helpers.js';

// A slow consumer (a pipe to gzip, a slow disk) must slow the reader instead of growing the heap:
// an endless input is screened into a destination that takes ~100 KB/s; the reader may run ahead
// only by the in-flight window and the recall window, and the main thread's memory stays flat.

const MB = 1 << 20;

describe('backpressure', () => {
  it('a slow consumer bounds how far the reader runs ahead, and the heap', async () => {
    let yielded = 0;
    function* endless() {
      let parts: string[] = [];
      for (const r of records(3)) {
        const { kind: _k, ...rec } = r;
        parts.push(JSON.stringify(rec));
        if (parts.length === 200) {
          const b = Buffer.from(parts.join('\n') + '\n');
          yielded += b.length;
          parts = [];
          yield b;
        }
      }
    }
    // 16 KiB per 150 ms ≈ 107 KB/s; the screen alone runs at 5–15 MB/s of input
    const out = sink({ delayMs: 150, highWaterMark: 16 * 1024 });
    const abort = new AbortController();
    const base = process.memoryUsage();
    let peakHeap = 0;
    let peakAhead = 0;
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers);
      // input bytes read beyond what the written verdicts account for (a verdict line is ~80
      // bytes for a ~300-byte record, so this over-counts, never under-counts)
      peakAhead = Math.max(peakAhead, yielded - out.written());
      if (out.written() >= 1 * MB) abort.abort();
    }, 25);
    const summary = await runScreen(
      { threads: '2', quiet: true },
      { image, stream: Readable.from(endless()), writer: new LineWriter(out.stream, 'slow'), stderr: { write: () => true }, signal: abort.signal, inlineBelowBytes: 0 },
    );
    clearInterval(timer);
    expect(summary.interrupted).toBe(true);
    expect(out.written()).toBeGreaterThanOrEqual(1 * MB);
    // every verdict written is a whole line, in order, for a prefix of the input
    const lines = out.bytes().toString('utf8').split('\n');
    expect(lines.pop()).toBe('');
    lines.forEach((l, i) => expect((JSON.parse(l) as { id: string }).id).toBe(`m-${i + 1}`));
    // Without backpressure the reader would be ~10 s × 5–15 MB/s = 50–150 MB ahead by now.
    // With it: the in-flight window (2 threads × 3 batches × ~0.6 MB), the records held for
    // open recalls (≤ RECALL_WINDOW = 10,000 records ≈ 3 MB), stream buffers and one chunk.
    expect(peakAhead).toBeLessThan(24 * MB);
    expect(peakHeap).toBeLessThan(64 * MB);
  }, 120_000);
});
