/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 (node:http, a random port) with
 * scripted answers, for the judge's tests and benchmark. Nothing is mocked in the client: it
 * speaks HTTP to this server as it would to vLLM or llama.cpp.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  /** The parsed request body. */
  body: { model?: string; messages: { role: string; content: string }[]; response_format?: unknown };
  headers: IncomingMessage['headers'];
  /** The memories of the call, as the user message carries them. */
  memories: { id: string; text: string }[];
  /** 0-based index of this request among all the server received. */
  n: number;
}

export interface FakeAnswer {
  status?: number;
  /** The assistant's message content (wrapped in a chat-completions response). */
  content?: string;
  /** A raw body instead of a chat-completions response. */
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Close the socket without an answer. */
  hangUp?: boolean;
}

export type Script = (req: FakeRequest) => FakeAnswer;

/** The oracle the scripts answer with: a directive when the text says so (a marker) or uses a standing word. */
export function oracle(text: string): { directive: boolean; reason: string } {
  return /JUDGE-DIRECTIVE|\b(always|never|from now on|ignore)\b/i.test(text) ? { directive: true, reason: 'standing-rule' } : { directive: false, reason: 'none' };
}

/** A correct answer for every memory of the call. */
export function correct(req: FakeRequest): FakeAnswer {
  return { content: JSON.stringify({ verdicts: req.memories.map((m) => ({ id: m.id, ...oracle(m.text) })) }) };
}

export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  script: Script;
  close(): Promise<void>;
}

const USER_PREFIX = /^[^\n]*\n/;

export async function startFakeServer(script: Script = correct): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const state: FakeServer = { url: '', requests, script, close: async () => {} };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: FakeRequest['body'];
      let memories: FakeRequest['memories'] = [];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const user = body.messages.find((m) => m.role === 'user')!.content;
        memories = (JSON.parse(user.replace(USER_PREFIX, '')) as { memories: FakeRequest['memories'] }).memories;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad request"}');
        return;
      }
      const fr: FakeRequest = { body, headers: req.headers, memories, n: requests.length };
      requests.push(fr);
      const a = state.script(fr);
      const send = () => {
        if (a.hangUp) return void req.socket.destroy();
        const prompt = body.messages.reduce((n, m) => n + Math.ceil(m.content.length / 4), 0);
        const out =
          a.raw ??
          JSON.stringify({
            id: `chatcmpl-${fr.n}`,
            object: 'chat.completion',
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: a.content ?? '' }, finish_reason: 'stop' }],
            usage: { prompt_tokens: prompt, completion_tokens: Math.ceil((a.content ?? '').length / 4), total_tokens: 0 },
          });
        if (!res.destroyed) res.writeHead(a.status ?? 200, { 'content-type': 'application/json', ...a.headers }).end(out);
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return state;
}

/** A URL nothing listens on: a server is started on a random port and closed again. */
export async function refusedUrl(): Promise<string> {
  const s = await startFakeServer();
  const url = s.url;
  await s.close();
  return url;
}
