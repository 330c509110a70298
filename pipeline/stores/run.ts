/**
 * `antidote screen --from …` and `--shape`/`--map`: a store's memories through the same screen
 * job as a file (pipeline/screen runScreen: pool, order, summary), with the verdicts teed to the
 * side table when `--write-back` is given.
 *
 *   store pages (keyset cursor) ──records as JSONL──▶ runScreen ──verdict lines──▶ tee
 *                                                                                   ├─▶ stdout | --out
 *                                                                                   └─▶ write-back: page k's verdicts
 *                                                                                       + watermark(k), one transaction
 *
 * The tee's write callback waits for the transaction, so a slow database stops the screen,
 * which stops the cursor: memory stays bounded by the screen's window plus one page.
 */
import { createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { IoError, UsageError, type Verdict } from '../../kernels/common/index.js';
import { LineWriter } from '../output/index.js';
import { runScreen, type ScreenRunOptions, type ScreenSummary } from '../screen/index.js';
import { openStore, type StoreOptions, type StoreSource, type Watermark } from './sql.js';

export interface StoreRunOptions extends ScreenRunOptions {
  from: string;
  table?: string;
  query?: string;
  order?: string;
  map?: StoreOptions['map'];
  'write-back'?: boolean;
  resume?: boolean;
  'page-rows'?: string;
}

export interface StoreRunHooks {
  signal?: AbortSignal;
  stderr?: { isTTY?: boolean; columns?: number; write(s: string): boolean };
  /** Tests: throw after this many pages were written back (a crash between transactions). */
  crashAfterPages?: number;
  /** Where verdict lines go instead of --out / standard output. */
  out?: Writable;
}

export interface StoreSummary extends ScreenSummary {
  /** Pages written back in this run. */
  pagesWritten: number;
  /** The run started after this watermark (--resume). */
  resumedAfter: Watermark | null;
}

interface PendingPage {
  keys: string[];
  last: Watermark;
}

/** Splits verdict lines, pairs them with their page's keys, writes each finished page back. */
class WriteBackTee extends Writable {
  private carry = '';
  private verdicts: { key: string; verdict: Verdict }[] = [];
  pagesWritten = 0;

  constructor(
    private readonly dest: Writable | null,
    private readonly src: StoreSource | null,
    private readonly pages: PendingPage[],
    private readonly crashAfter: number | undefined,
  ) {
    super();
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (e?: Error | null) => void): void {
    const go = async () => {
      if (this.dest && !this.dest.write(chunk)) await new Promise<void>((r) => this.dest!.once('drain', r));
      if (!this.src) return;
      const text = this.carry + chunk.toString('utf8');
      const lines = text.split('\n');
      this.carry = lines.pop()!;
      for (const l of lines) {
        if (l === '') continue;
        const page = this.pages[0];
        if (!page) throw new Error('write-back: a verdict arrived for no page');
        const v = JSON.parse(l) as Verdict;
        this.verdicts.push({ key: page.keys[this.verdicts.length]!, verdict: v });
        if (this.verdicts.length === page.keys.length) {
          await this.src.writeBack(this.verdicts, page.last, page.keys.length);
          this.pages.shift();
          this.verdicts = [];
          this.pagesWritten++;
          if (this.crashAfter !== undefined && this.pagesWritten >= this.crashAfter) throw new Error(`simulated crash after ${this.pagesWritten} pages`);
        }
      }
    };
    go().then(() => cb(), cb);
  }

  override _final(cb: (e?: Error | null) => void): void {
    if (this.dest && this.dest !== process.stdout) this.dest.end(cb);
    else cb();
  }
}

export async function screenStore(opts: StoreRunOptions, hooks: StoreRunHooks = {}): Promise<StoreSummary> {
  const stderr = hooks.stderr ?? process.stderr;
  const pageRows = opts['page-rows'] !== undefined ? Number(opts['page-rows']) : undefined;
  if (pageRows !== undefined && (!Number.isInteger(pageRows) || pageRows < 1)) throw new UsageError(`--page-rows must be an integer ≥ 1, not '${opts['page-rows']}'`);
  if (opts.resume && !opts['write-back']) throw new UsageError('--resume continues from the watermark that --write-back records: give both');
  if (opts.format !== undefined) throw new UsageError('--format is for files; a store is read as rows');
  const src = await openStore(opts.from, { table: opts.table, query: opts.query, order: opts.order, map: opts.map, pageRows });
  try {
    const resumedAfter = opts.resume ? await src.readWatermark() : null;
    if (resumedAfter) stderr.write(`antidote screen: ${src.name}: resuming after ${JSON.stringify(resumedAfter)}\n`);
    const pages: PendingPage[] = [];
    async function* lines(): AsyncGenerator<Buffer> {
      for await (const p of src.pages(resumedAfter)) {
        if (opts['write-back']) pages.push({ keys: p.keys, last: p.last });
        yield Buffer.from(p.records.map((r) => JSON.stringify(r)).join('\n') + '\n');
      }
    }
    let dest: Writable;
    if (hooks.out) dest = hooks.out;
    else if (opts.out && opts.out !== '-') {
      try {
        dest = createWriteStream(opts.out);
      } catch (e) {
        throw new IoError(`${opts.out}: cannot write: ${(e as Error).message}`);
      }
    } else dest = process.stdout;
    const tee = new WriteBackTee(dest, opts['write-back'] ? src : null, pages, hooks.crashAfterPages);
    const name = opts.out && opts.out !== '-' ? opts.out : 'standard output';
    const summary = (await runScreen({ ...opts, input: src.name, format: 'jsonl' }, { signal: hooks.signal, stderr, stream: Readable.from(lines()), writer: new LineWriter(tee, name, true) })) as StoreSummary;
    summary.pagesWritten = tee.pagesWritten;
    summary.resumedAfter = resumedAfter;
    if (opts['write-back']) stderr.write(`antidote screen: ${src.name}: ${tee.pagesWritten} pages of verdicts written to antidote_verdicts (store_table '${src.tableLabel}')\n`);
    return summary;
  } finally {
    await src.close();
  }
}
