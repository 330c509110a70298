/**
 * Buffered line output with backpressure: lines are joined into chunks of about
 * OUTPUT_CHUNK_BYTES and written only when the destination has drained, so a slow consumer
 * (a pipe to gzip, a slow disk) slows the producer instead of growing the heap.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { IoError } from '../../kernels/common/index.js';

/** Bytes gathered before a write (bench/e2e: larger chunks stop paying off past 64 KiB). */
export const OUTPUT_CHUNK_BYTES = 64 * 1024;

/**
 * Wait for 'drain' or 'error' and remove both listeners (a race of two `once` promises leaves
 * the loser attached: one leaked listener per full buffer). An error is reported by check().
 */
function drainOrError(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('error', done);
  });
}

export class LineWriter {
  private parts: string[] = [];
  private size = 0;
  private error: Error | null = null;
  private readonly ownsStream: boolean;

  constructor(
    private readonly stream: Writable,
    private readonly name: string,
    owns = false,
  ) {
    this.ownsStream = owns;
    stream.on('error', (e) => {
      this.error ??= e;
    });
  }

  static open(path: string | undefined): LineWriter {
    if (!path || path === '-') return new LineWriter(process.stdout, 'standard output');
    let s: WriteStream;
    try {
      s = createWriteStream(path);
    } catch (e) {
      throw new IoError(`${path}: cannot write: ${(e as Error).message}`);
    }
    return new LineWriter(s, path, true);
  }

  /** Queue one line (without its newline). Await the result when it is a promise. */
  line(s: string): Promise<void> | undefined {
    this.parts.push(s);
    this.size += s.length + 1;
    return this.size >= OUTPUT_CHUNK_BYTES ? this.flush() : undefined;
  }

  /**
   * Write bytes that are already whole lines (the pool's verdict batches), after any queued
   * lines. Await the result when it is a promise: the destination is full.
   */
  bytes(b: Uint8Array): Promise<void> | undefined {
    if (this.parts.length > 0 || this.error) return this.flush().then(() => this.bytes(b));
    if (b.length === 0) return undefined;
    if (!this.stream.write(b)) return this.drained();
    return undefined;
  }

  private async drained(): Promise<void> {
    await drainOrError(this.stream);
    this.check();
  }

  async flush(): Promise<void> {
    this.check();
    if (this.parts.length === 0) return;
    const chunk = this.parts.join('\n') + '\n';
    this.parts = [];
    this.size = 0;
    if (!this.stream.write(chunk)) await drainOrError(this.stream);
    this.check();
  }

  private check(): void {
    const e = this.error as Error | null;
    if (e) throw new IoError(`${this.name}: ${e.message}`);
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.ownsStream) {
      await new Promise<void>((resolve, reject) => this.stream.end((e?: Error | null) => (e ? reject(new IoError(`${this.name}: ${e.message}`)) : resolve())));
    } else if ((this.stream as { writableNeedDrain?: boolean }).writableNeedDrain) {
      await once(this.stream, 'drain');
    }
  }
}
