/**
 * The Tier-2 judge: memories in, one outcome per memory out, with bounded cost.
 *
 *   judgeMany(contents) ── SHA-256(content) ──▶ cache hit (answered before) / in flight (shared)
 *        │ new content: cut into pieces (JUDGE_PIECE_CHARS), each under a fresh random id
 *        ▼
 *   buffer of pieces ── batchSize pieces, or flush() ──▶ one call ── at most `concurrency` calls
 *        │                                                   at once (the rest queue)
 *        ▼
 *   ChatClient.complete (timeout, retries, schema fallback) ──▶ checkReply against the call's ids
 *        ▼
 *   a memory's outcome: a failure if any piece failed, else a directive if any piece is one
 *
 * Only answers are cached, never failures (the next run, or a later memory with the same text,
 * asks again). After `breakAfter` failed calls in a row the judge is down: calls are not made
 * for `cooldownMs` and their memories fail at once (`judge-down`), so an unreachable judge
 * costs a run seconds, not (retries + 1) × timeout per batch.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_JUDGE_BAND, emptyJudgeStats, isFailure, pieces, type JudgeBand, type JudgeFailMode, type JudgeFailure, type JudgeFinding, type JudgeItem, type JudgeOutcome, type JudgeStats } from '../../kernels/judge/index.js';
import { checkReply } from '../../kernels/judge/index.js';
import { ChatClient, type ResponseFormatMode } from './client.js';

export interface JudgeOptions {
  /** OpenAI-compatible base URL (`http://127.0.0.1:8080/v1`) or chat-completions endpoint. */
  url: string;
  model?: string;
  /** Bearer key; the CLI reads it from ANTIDOTE_JUDGE_KEY (never from a flag). */
  apiKey?: string;
  band?: JudgeBand;
  fail?: JudgeFailMode;
  /** Memories (pieces) per call. */
  batchSize?: number;
  /** Calls in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  responseFormat?: ResponseFormatMode;
  /** Failed calls in a row after which the judge is down for `cooldownMs`. */
  breakAfter?: number;
  cooldownMs?: number;
  /** Answers remembered (by content hash) before the oldest is forgotten. */
  cacheEntries?: number;
  /** Characters per piece of a long memory. */
  pieceChars?: number;
}

export const JUDGE_DEFAULTS = {
  model: 'gpt-4o-mini',
  batchSize: 16,
  concurrency: 4,
  timeoutMs: 30_000,
  retries: 2,
  backoffMs: 500,
  breakAfter: 5,
  cooldownMs: 30_000,
  cacheEntries: 100_000,
} as const;

/** Outcomes of one judgeMany call, and whether any of its pieces still waits in the buffer. */
export interface JudgeTicket {
  done: Promise<JudgeOutcome[]>;
  /** True while a piece of these memories has not been sent: flush() sends it. */
  waiting(): boolean;
}

interface Piece {
  item: JudgeItem;
  sent: boolean;
  resolve(o: JudgeOutcome): void;
}

const newId = () => `m${randomBytes(12).toString('base64url')}`;

export class Judge {
  readonly stats: JudgeStats = emptyJudgeStats();
  /** The last failed call's detail ("HTTP 500", "ECONNREFUSED"), for the run's summary. */
  lastError: string | undefined;
  readonly band: JudgeBand;
  readonly fail: JudgeFailMode;
  private readonly client: ChatClient;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly breakAfter: number;
  private readonly cooldownMs: number;
  private readonly cacheEntries: number;
  private readonly pieceChars: number | undefined;
  private readonly cache = new Map<string, JudgeFinding>();
  private readonly inflight = new Map<string, Promise<JudgeOutcome>>();
  private buffer: Piece[] = [];
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private failedInARow = 0;
  private downUntil = 0;

  constructor(o: JudgeOptions) {
    this.band = o.band ?? DEFAULT_JUDGE_BAND;
    this.fail = o.fail ?? 'closed';
    this.batchSize = o.batchSize ?? JUDGE_DEFAULTS.batchSize;
    this.concurrency = o.concurrency ?? JUDGE_DEFAULTS.concurrency;
    this.breakAfter = o.breakAfter ?? JUDGE_DEFAULTS.breakAfter;
    this.cooldownMs = o.cooldownMs ?? JUDGE_DEFAULTS.cooldownMs;
    this.cacheEntries = o.cacheEntries ?? JUDGE_DEFAULTS.cacheEntries;
    this.pieceChars = o.pieceChars;
    this.client = new ChatClient({
      url: o.url,
      model: o.model ?? JUDGE_DEFAULTS.model,
      apiKey: o.apiKey,
      timeoutMs: o.timeoutMs ?? JUDGE_DEFAULTS.timeoutMs,
      retries: o.retries ?? JUDGE_DEFAULTS.retries,
      backoffMs: o.backoffMs ?? JUDGE_DEFAULTS.backoffMs,
      responseFormat: o.responseFormat ?? 'auto',
    });
  }

  /** Judge memories (their contents) and wait for every answer. */
  async judge(contents: readonly string[]): Promise<JudgeOutcome[]> {
    const t = this.judgeMany(contents);
    this.flush();
    return t.done;
  }

  /**
   * Queue memories for judging. Full calls leave at once; the rest waits in the buffer for more
   * memories (fewer, fuller calls) until flush().
   */
  judgeMany(contents: readonly string[]): JudgeTicket {
    const mine: Piece[] = [];
    // counted per memory, cache hits included: the summary's numbers are memories, not contents
    const outcomes = contents.map((c) => this.one(c, mine).then((o) => this.count(o)));
    return { done: Promise.all(outcomes), waiting: () => mine.some((p) => !p.sent) };
  }

  /** Send what waits in the buffer, even a short call. */
  flush(): void {
    while (this.buffer.length > 0) this.send(this.buffer.splice(0, this.batchSize));
  }

  private one(content: string, mine: Piece[]): Promise<JudgeOutcome> {
    this.stats.memories++;
    const key = createHash('sha256').update(content).digest('base64');
    const hit = this.cache.get(key);
    if (hit) {
      this.stats.cacheHits++;
      return Promise.resolve(hit);
    }
    const pending = this.inflight.get(key);
    if (pending) {
      this.stats.cacheHits++;
      return pending;
    }
    const parts = pieces(content, this.pieceChars).map(
      (text) =>
        new Promise<JudgeOutcome>((resolve) => {
          const p: Piece = { item: { id: newId(), text }, sent: false, resolve };
          mine.push(p);
          this.buffer.push(p);
        }),
    );
    if (this.buffer.length >= this.batchSize) this.send(this.buffer.splice(0, this.batchSize));
    const done = Promise.all(parts).then((os) => {
      this.inflight.delete(key);
      const failed = os.find(isFailure);
      const outcome: JudgeOutcome = failed ?? os.find((o) => !isFailure(o) && o.directive) ?? os[0]!;
      if (!isFailure(outcome)) {
        if (this.cache.size >= this.cacheEntries) this.cache.delete(this.cache.keys().next().value!);
        this.cache.set(key, outcome);
      }
      return outcome;
    });
    this.inflight.set(key, done);
    return done;
  }

  private count(o: JudgeOutcome): JudgeOutcome {
    if (isFailure(o)) {
      this.stats.failed++;
      this.stats.failures[o.failed] = (this.stats.failures[o.failed] ?? 0) + 1;
    } else if (o.directive) this.stats.directives++;
    return o;
  }

  private send(batch: Piece[]): void {
    for (const p of batch) p.sent = true;
    const run = () => {
      this.active++;
      this.call(batch)
        .catch(() => batch.forEach((p) => p.resolve({ failed: 'invalid-reply' }))) // a bug here fails closed too
        .finally(() => {
          this.active--;
          this.queue.shift()?.();
        });
    };
    if (this.active < this.concurrency) run();
    else this.queue.push(run);
  }

  private async call(batch: Piece[]): Promise<void> {
    const failAll = (failed: JudgeFailure) => batch.forEach((p) => p.resolve({ failed }));
    if (this.failedInARow >= this.breakAfter && Date.now() < this.downUntil) return failAll('judge-down');
    this.stats.calls++;
    const r = await this.client.complete(batch.map((p) => p.item));
    this.stats.retries += r.retries;
    this.stats.schemaFallback ||= this.client.fellBack;
    if (!r.ok) {
      this.stats.failedCalls++;
      if (++this.failedInARow >= this.breakAfter) this.downUntil = Date.now() + this.cooldownMs;
      this.lastError = r.detail;
      return failAll(r.failed);
    }
    this.failedInARow = 0;
    this.stats.promptTokens += r.promptTokens;
    this.stats.completionTokens += r.completionTokens;
    const outcomes = checkReply(r.text, batch.map((p) => p.item.id));
    if (outcomes.some(isFailure)) this.stats.failedCalls++;
    batch.forEach((p, i) => p.resolve(outcomes[i]!));
  }
}

/** The judge's line of a run's summary. */
export function formatJudgeStats(s: JudgeStats, band: JudgeBand, fail: JudgeFailMode, lastError?: string): string {
  const failures = Object.entries(s.failures)
    .map(([k, n]) => `${k}=${n}`)
    .join(', ');
  const head = `antidote screen: judge: ${s.memories} memories went to the judge (untrusted, kept, score in ${band.low}–${band.high})`;
  return `${head}, ${s.calls} calls (${s.retries} retries, ${s.failedCalls} failed), ${s.cacheHits} cache hits, ${s.directives} quarantined as directives, ${s.failed} without an answer${s.failed ? ` (${failures}; fail ${fail})` : ''}, ${s.promptTokens + s.completionTokens} tokens (${s.promptTokens} prompt, ${s.completionTokens} completion)${s.schemaFallback ? ', response_format refused: plain JSON instruction' : ''}${s.failed && lastError ? `; last error: ${lastError}` : ''}`;
}
