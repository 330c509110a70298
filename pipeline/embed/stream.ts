/**
 * Screening as a stage: an object-mode Transform and an async-iterable form, both over a pool.
 *
 *   memories ──▶ gather BATCH (or until `lingerMs` passes with no new memory)
 *            ──▶ pool.screen(batch)   at most `window` batches in flight
 *            ──▶ { memory, verdict } in input order
 *
 * In-recall clusters are found within a batch: memories of one recall split across two batches
 * are clustered separately (the CLI's merger looks across batches; a stage answers per batch so
 * that its latency stays one batch). Keep a recall's memories together or use `pool.screen`.
 *
 * Backpressure: a writer is held (the Transform's callback, the iterator's pull) while `window`
 * batches are in flight, and the Transform's readable side holds writes once its buffer is
 * full, so a slow consumer stops the producer and memory stays bounded by window × batch.
 */
import { Transform } from 'node:stream';
import type { Verdict } from '../../kernels/common/index.js';
import { createPool, POOL_OPTIONS, type AntidotePool, type PoolOptions } from './pool.js';
import { intOption, resolveTrust } from './options.js';

/** One screened memory: the input value as it was, and its verdict. */
export interface ScreenResult<T = unknown> {
  memory: T;
  verdict: Verdict;
}

export interface StageOptions extends PoolOptions {
  /** Screen on this pool (kept open when the stage ends); default: a pool started and closed by the stage. */
  pool?: AntidotePool;
  /** Batches in flight (default 2 per thread, at least 2). */
  window?: number;
  /** Send a partial batch after this many milliseconds without a new memory (default 20; 0 = only full batches and the end). */
  lingerMs?: number;
}

/**
 * Cluster ids are `<recallId>/<ordinal of the first member>` (CONTRACT §2); the pool counts
 * ordinals from the start of each batch, a stage from the start of its input.
 */
function shiftClusters(vs: Verdict[], base: number): Verdict[] {
  if (base === 0) return vs;
  for (const v of vs) {
    if (v.cluster === undefined) continue;
    const slash = v.cluster.lastIndexOf('/');
    v.cluster = `${v.cluster.slice(0, slash)}/${Number(v.cluster.slice(slash + 1)) + base}`;
  }
  return vs;
}

const STAGE_OPTIONS = [...POOL_OPTIONS, 'pool', 'window', 'lingerMs'] as const;
const DEFAULT_LINGER_MS = 20;

function stageSettings(options: StageOptions, where: string) {
  resolveTrust(options, where, STAGE_OPTIONS);
  const window = intOption(options.window, where, 'window', 1);
  const lingerMs = intOption(options.lingerMs, where, 'lingerMs', 0) ?? DEFAULT_LINGER_MS;
  const { pool, window: _w, lingerMs: _l, ...poolOptions } = options;
  return { pool, window, lingerMs, poolOptions };
}

/**
 * An object-mode Transform: write memories (any values), read `{ memory, verdict }` in the same
 * order. Errors of the pool (never of a record) destroy the stream.
 */
export function createScreenStream<T = unknown>(options: StageOptions = {}): Transform {
  const { pool: given, window: win, lingerMs, poolOptions } = stageSettings(options, 'createScreenStream');
  let poolP: Promise<AntidotePool> | undefined = given ? Promise.resolve(given) : undefined;
  const getPool = () => (poolP ??= createPool(poolOptions));
  let pending: T[] = [];
  let seen = 0;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Batches in flight, oldest first; each settles once its results are pushed. */
  const inflight: Promise<void>[] = [];
  let tail: Promise<void> = Promise.resolve();
  let failed: Error | undefined;
  let batchSize = options.batchSize ?? 1000;

  const launch = (stream: Transform) => {
    if (timer) clearTimeout(timer), (timer = undefined);
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const base = seen;
    seen += batch.length;
    const verdicts = getPool().then((p) => p.screen(batch)).then((vs) => shiftClusters(vs, base));
    verdicts.catch(() => undefined); // observed through `tail`
    const done = (tail = tail.then(async () => {
      if (failed) return;
      try {
        const vs = await verdicts;
        for (let i = 0; i < batch.length; i++) stream.push({ memory: batch[i], verdict: vs[i]! } satisfies ScreenResult<T>);
      } catch (e) {
        failed = e as Error;
        stream.destroy(failed);
      }
    }));
    inflight.push(done);
    void done.then(() => inflight.splice(inflight.indexOf(done), 1));
  };

  const stream: Transform = new Transform({
    objectMode: true,
    // a few batches of results, not records by the thousand: the window is the buffer
    readableHighWaterMark: batchSize,
    writableHighWaterMark: 16,
    async transform(chunk: T, _enc, cb) {
      try {
        const pool = await getPool();
        batchSize = pool.batchSize;
        const window = win ?? Math.max(2, pool.threads * 2);
        pending.push(chunk);
        if (pending.length >= batchSize) launch(stream);
        else if (lingerMs > 0 && !timer) timer = setTimeout(() => launch(stream), lingerMs);
        while (inflight.length >= window) await inflight[0];
        // results are pushed asynchronously, so the Transform's own check (did this call push
        // past the high-water mark?) never fires: hold the writer until the reader has read
        while (!failed && stream.readableLength >= stream.readableHighWaterMark) await new Promise<void>((r) => (wake = r));
        cb(failed ?? null);
      } catch (e) {
        cb(e as Error);
      }
    },
    async flush(cb) {
      try {
        launch(stream);
        await tail;
        if (!given && poolP) await (await poolP).close();
        cb(failed ?? null);
      } catch (e) {
        cb(e as Error);
      }
    },
    destroy(err, cb) {
      if (timer) clearTimeout(timer);
      failed ??= err ?? undefined;
      wake?.();
      const closing = !given && poolP ? poolP.then((p) => p.close()).catch(() => undefined) : Promise.resolve();
      void closing.then(() => cb(err));
    },
  });
  // the reader wants more: release a writer held above
  const read = stream._read.bind(stream);
  stream._read = (n: number) => {
    const w = wake;
    wake = undefined;
    w?.();
    read(n);
  };
  return stream;
}

/**
 * Screen an (async) iterable of memories: yields `{ memory, verdict }` in input order, pulling
 * from the source only while fewer than `window` batches are in flight.
 */
export async function* screenIterable<T = unknown>(source: AsyncIterable<T> | Iterable<T>, options: StageOptions = {}): AsyncGenerator<ScreenResult<T>, void, undefined> {
  const { pool: given, window: win, lingerMs, poolOptions } = stageSettings(options, 'screenIterable');
  const pool = given ?? (await createPool(poolOptions));
  const window = win ?? Math.max(2, pool.threads * 2);
  const inflight: { batch: T[]; verdicts: Promise<Verdict[]> }[] = [];
  const it = (Symbol.asyncIterator in source ? (source as AsyncIterable<T>)[Symbol.asyncIterator]() : (source as Iterable<T>)[Symbol.iterator]()) as AsyncIterator<T> | Iterator<T>;
  let pending: T[] = [];
  let seen = 0;
  const launch = () => {
    if (pending.length === 0) return;
    const base = seen;
    seen += pending.length;
    const verdicts = pool.screen(pending).then((vs) => shiftClusters(vs, base));
    verdicts.catch(() => undefined); // awaited below, in order
    inflight.push({ batch: pending, verdicts });
    pending = [];
  };
  function* results(batch: T[], vs: Verdict[]): Generator<ScreenResult<T>> {
    for (let i = 0; i < batch.length; i++) yield { memory: batch[i]!, verdict: vs[i]! };
  }
  let next: Promise<IteratorResult<T>> | undefined;
  try {
    for (;;) {
      next ??= Promise.resolve(it.next());
      let r: IteratorResult<T> | 'linger';
      if (pending.length > 0 && lingerMs > 0) {
        let t: NodeJS.Timeout | undefined;
        const linger = new Promise<'linger'>((res) => (t = setTimeout(() => res('linger'), lingerMs)));
        r = await Promise.race([next, linger]);
        clearTimeout(t);
      } else r = await next;
      if (r === 'linger') {
        launch(); // the source is slow: screen what is gathered; `next` is still awaited
      } else {
        next = undefined;
        if (r.done) break;
        pending.push(r.value);
        if (pending.length >= pool.batchSize) launch();
      }
      while (inflight.length >= window || (inflight.length > 0 && r === 'linger')) {
        const { batch, verdicts } = inflight.shift()!;
        yield* results(batch, await verdicts);
        if (r === 'linger') break;
      }
    }
    launch();
    while (inflight.length > 0) {
      const { batch, verdicts } = inflight.shift()!;
      yield* results(batch, await verdicts);
    }
  } finally {
    await Promise.allSettled(inflight.map((f) => f.verdicts));
    if (next === undefined) await (it as AsyncIterator<T>).return?.();
    if (!given) await pool.close();
  }
}
