/**
 * One call to an OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, llama.cpp's server,
 * Ollama, LM Studio), with the failure handling a judge on the critical path needs:
 *
 *   attempt ── timeout (AbortController, per attempt, body included) ──▶ 'timeout'
 *      │ 429, 5xx, connection refused/reset ──▶ back off (Retry-After, else base × 2^n, jitter)
 *      │                                        and try again, at most `retries` times
 *      │ 400/422 while response_format was sent ──▶ once per client: drop it, keep the plain
 *      │                                            JSON instruction of the prompt, try again
 *      │ other statuses (401, 404 …) ──▶ 'http', no retry
 *      ▼
 *   choices[0].message.content, usage
 *
 * Global fetch (Node ≥ 18): no dependency.
 */
import { judgeRequest, type JudgeFailure, type JudgeItem } from '../../kernels/judge/index.js';

export type ResponseFormatMode = 'auto' | 'json_schema' | 'none';

export interface ChatClientOptions {
  /** Base URL (`http://host:8080/v1`) or the full `…/chat/completions` endpoint. */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  timeoutMs: number;
  retries: number;
  /** First back-off; doubled per retry, with full jitter. */
  backoffMs: number;
  /** `auto`: send the JSON schema, drop it for good if the server refuses it. */
  responseFormat: ResponseFormatMode;
}

export type ChatResult =
  | { ok: true; text: string; promptTokens: number; completionTokens: number; retries: number }
  | { ok: false; failed: JudgeFailure; detail: string; retries: number };

/** Longest wait a Retry-After header can impose. */
const MAX_RETRY_AFTER_MS = 30_000;

export function endpoint(url: string): string {
  const u = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(u) ? u : `${u}/chat/completions`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ChatClient {
  private readonly url: string;
  private schema: boolean;
  /** The server refused response_format once: it is not sent again. */
  fellBack = false;

  constructor(private readonly o: ChatClientOptions) {
    this.url = endpoint(o.url);
    this.schema = o.responseFormat !== 'none';
  }

  async complete(items: readonly JudgeItem[]): Promise<ChatResult> {
    let retries = 0;
    let last: { failed: JudgeFailure; detail: string } = { failed: 'http', detail: 'no attempt' };
    for (let attempt = 0; ; attempt++) {
      const r = await this.attempt(items);
      if (r.ok) return { ...r, retries };
      last = r;
      if (r.status !== undefined && (r.status === 400 || r.status === 422) && this.schema && this.o.responseFormat === 'auto') {
        this.schema = false;
        this.fellBack = true;
        attempt--; // the fallback is not a retry
        continue;
      }
      if (!r.retry || retries >= this.o.retries) return { ok: false, failed: r.failed, detail: r.detail, retries };
      retries++;
      const base = this.o.backoffMs * 2 ** (retries - 1);
      const wait = r.retryAfterMs ?? base / 2 + Math.random() * (base / 2);
      await sleep(Math.min(wait, MAX_RETRY_AFTER_MS));
    }
    return { ok: false, ...last, retries }; // unreachable
  }

  private async attempt(items: readonly JudgeItem[]): Promise<
    | { ok: true; text: string; promptTokens: number; completionTokens: number }
    | { ok: false; failed: JudgeFailure; detail: string; retry: boolean; status?: number; retryAfterMs?: number }
  > {
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(), this.o.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.o.apiKey) headers.authorization = `Bearer ${this.o.apiKey}`;
    try {
      const res = await fetch(this.url, { method: 'POST', headers, body: JSON.stringify(judgeRequest(items, this.o.model, this.schema)), signal: ac.signal });
      const body = await res.text();
      if (!res.ok) {
        const retry = res.status === 429 || res.status >= 500;
        const ra = Number(res.headers.get('retry-after'));
        const out = { ok: false as const, failed: 'http' as const, detail: `HTTP ${res.status}`, retry, status: res.status };
        return Number.isFinite(ra) && ra >= 0 && res.headers.has('retry-after') ? { ...out, retryAfterMs: ra * 1000 } : out;
      }
      let json: { choices?: { message?: { content?: unknown } }[]; usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } };
      try {
        json = JSON.parse(body);
      } catch {
        return { ok: false, failed: 'invalid-reply', detail: 'the response body is not JSON', retry: false };
      }
      const text = json?.choices?.[0]?.message?.content;
      if (typeof text !== 'string') return { ok: false, failed: 'invalid-reply', detail: 'no choices[0].message.content', retry: false };
      const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
      return { ok: true, text, promptTokens: n(json.usage?.prompt_tokens), completionTokens: n(json.usage?.completion_tokens) };
    } catch (e) {
      if (ac.signal.aborted) return { ok: false, failed: 'timeout', detail: `no answer within ${this.o.timeoutMs} ms`, retry: true };
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      return { ok: false, failed: 'network', detail: cause?.code ?? cause?.message ?? (e as Error).message, retry: true };
    } finally {
      clearTimeout(timer);
    }
  }
}
