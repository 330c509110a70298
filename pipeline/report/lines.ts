/**
 * A pull cursor over the lines of a stream (a file or standard input): the report reads the
 * verdicts and the records side by side, one line of each at a time, so neither is ever held
 * whole. `next()` answers synchronously while a chunk's lines last and returns a promise only
 * to read the next chunk.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { IoError } from '../../kernels/common/index.js';
import { LineSplitter, type RawLine } from '../sources/index.js';

/** Bytes per read (as the screen reads: fewer, larger chunks cost less per line). */
export const READ_CHUNK_BYTES = 1 << 20;

export function openLines(path: string | undefined): { stream: Readable; name: string } {
  if (!path || path === '-') return { stream: process.stdin, name: 'standard input' };
  return { stream: createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }), name: path };
}

export class LineCursor {
  private lines: RawLine[] = [];
  private i = 0;
  private done = false;
  private readonly split: LineSplitter;
  private readonly it: AsyncIterator<Buffer>;
  bytes = 0;

  constructor(
    stream: Readable,
    readonly name: string,
    maxLineBytes: number,
  ) {
    this.split = new LineSplitter(maxLineBytes);
    this.it = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  next(): RawLine | undefined | Promise<RawLine | undefined> {
    if (this.i < this.lines.length) return this.lines[this.i++];
    if (this.done) return undefined;
    return this.fill().then(() => this.next());
  }

  private async fill(): Promise<void> {
    this.lines = [];
    this.i = 0;
    while (this.lines.length === 0 && !this.done) {
      let n: IteratorResult<Buffer>;
      try {
        n = await this.it.next();
      } catch (e) {
        throw new IoError(`${this.name}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
      }
      if (n.done) {
        this.split.end(this.lines);
        this.done = true;
      } else {
        this.bytes += n.value.length;
        this.split.push(n.value, this.lines);
      }
    }
  }

  /** Stop reading and release the stream. */
  async close(): Promise<void> {
    await this.it.return?.().catch(() => undefined);
  }
}
