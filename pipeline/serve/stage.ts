/**
 * `antidote serve --nats URL`: the screen and cross-recall correlation as a stage on NATS
 * JetStream, run by any number of workers (processes or machines) sharing one durable pull
 * consumer.
 *
 *   producers ── memories.<agent> ──▶ stream ANTIDOTE_MEMORIES (work-queue retention: a message
 *                                      │  leaves the stream when it is acked)
 *                                      ▼  durable pull consumer `antidote`, max_ack_pending
 *            ┌─────────────────────────┼─────────────────────────┐
 *         worker 1                  worker 2          …       worker N
 *   fetch a batch; group it by subject; agents run concurrently, each agent's memories in order:
 *     1 turn    the oldest unacked memory of the agent is this one (STREAM.MSG.GET next_by_subj)?
 *               if not, another worker holds an older one: nak with a delay, it comes back later
 *     2 screen  Screener (kernels/screen), the same bytes as a JSONL line of `antidote screen`
 *     3 state   KV get of the agent's entry (revision r); entry.seq ≥ this memory's sequence:
 *               applied already, skip to 4 without applying
 *               else the correlation kernel computes the new state and perhaps an alert
 *     4 publish verdicts.<agent> (and alerts.<agent>) with Nats-Msg-Id = digest of the record;
 *               wait for the stream's ack
 *     5 commit  KV update at revision r (compare-and-set); a conflict: read again, go to 3
 *     6 ack     and wait for the server to confirm it (the next memory of the agent is checked
 *               against the stream in 1)
 *
 * A worker that dies anywhere in 2–6 leaves the memory unacked; after ack_wait it is delivered
 * again, to any worker. Before 4 nothing is visible; between 4 and 5 the redelivery recomputes
 * the same verdict and alert from the same state, and JetStream drops them as duplicates of
 * their message ids; between 5 and 6 the entry's seq says the memory was applied, so it is not
 * applied twice and its verdict is a duplicate again. Exactly-once out holds within the output
 * streams' duplicate window (DUPLICATE_WINDOW_NS), which is why it is longer than ack_wait.
 *
 * A malformed memory gets its error verdict (quarantine, fail closed), is acked, and never comes
 * back. SIGTERM (the command) or `stop()` (the library): no new fetch; the memories in hand are
 * finished and acked; then the connection drains. A lost connection is retried for ever
 * (reconnect), and a memory whose step failed is nak'd and retried.
 */
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager, JsMsg, StreamConfig } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { AntidoteError, UsageError } from '../../kernels/common/index.js';
import type { TrustConfig } from '../../kernels/screen/index.js';
import { errorVerdict, screenLine, Screener, type ScreenedRecord } from '../../kernels/screen/index.js';
import { campaignParams, DEFAULT_WINDOW_MS, observe, signalOf, type CampaignParams } from '../../kernels/correlate/index.js';
import { defaultModel, defaultImage, precompiledImage } from '../../workers/batch/index.js';
import type { CorrelationAlert } from '../correlate/index.js';
import { defaultRoles } from '../correlate/index.js';
import { casEntry, loadEntry, type AgentEntry } from './state.js';
import { agentOfToken, alertSubject, ALERTS, DEFAULT_NAMES, MEMORIES, recordDigest, verdictSubject, VERDICTS } from './subjects.js';

/** Unacked memories the server hands out across all workers (backpressure). */
export const DEFAULT_MAX_ACK_PENDING = 1024;
/** Memories per fetch of one worker. */
export const DEFAULT_BATCH = 128;
/** How long a delivered memory may stay unacked before it goes to another worker. */
export const DEFAULT_ACK_WAIT_MS = 30_000;
/** Output streams drop a message id seen within this window (ns): 10 × the default ack_wait. */
export const DUPLICATE_WINDOW_NS = 5 * 60 * 1e9;
/** Nak delay when an older memory of the same agent is still out with another worker. */
export const TURN_DELAY_MS = 50;
/** Nak delay after an infrastructure failure on one memory. */
export const RETRY_DELAY_MS = 500;
/** Compare-and-set retries on one memory before it is nak'd. */
export const MAX_CAS_RETRIES = 16;
/** How long one fetch waits for memories. */
const FETCH_EXPIRES_MS = 1000;
/** The largest record a memory may carry (the JSONL limit of `antidote screen`). */
export const DEFAULT_MAX_RECORD_BYTES = 1 << 20;

export interface ServeOptions {
  /** Server URL(s), e.g. nats://127.0.0.1:4222 (comma-separated for a cluster). */
  nats: string;
  trust?: TrustConfig;
  key?: Uint8Array;
  windowMs?: number;
  maxAckPending?: number;
  batch?: number;
  ackWaitMs?: number;
  maxRecordBytes?: number;
  /** Stream, consumer and bucket names (defaults DEFAULT_NAMES). */
  names?: Partial<typeof DEFAULT_NAMES>;
  /** Create the streams, the consumer and the bucket when missing (default true). */
  setup?: boolean;
  /** Stream replicas when creating (a cluster: 3). */
  replicas?: number;
  /**
   * Partition mode: this worker alone consumes `memories.<partition>.>` through its own
   * consumer; the server maps `memories.<agent>` there (README). No turn check.
   */
  partition?: number;
  /** Stop after this long without a memory (tests, benchmarks, batch jobs); default: run until stopped. */
  idleExitMs?: number;
  /** Called with each verdict and alert as published (tests). */
  onVerdict?: (subject: string, verdict: string) => void;
  log?: (line: string) => void;
  /** Prebuilt screener (benchmarks share one). */
  screener?: Screener;
}

export interface ServeStats {
  memories: number;
  verdicts: number;
  alerts: number;
  /** Memories that came back and were found applied already. */
  redelivered: number;
  /** Nak'd because an older memory of the agent was still out. */
  turns: number;
  /** Compare-and-set conflicts. */
  conflicts: number;
  /** Steps failed on infrastructure and retried. */
  retries: number;
  malformed: number;
}

export interface ServeHandle {
  readonly stats: ServeStats;
  /** Graceful stop: finish the memories in hand, then drain the connection. */
  stop(): Promise<void>;
  /** Settles when the worker has stopped (after stop(), idle exit, or a fatal error). */
  readonly done: Promise<ServeStats>;
}

const encoder = new TextEncoder();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function iso(ms: number): string {
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString() : new Date(0).toISOString();
}

export async function ensureTopology(jsm: JetStreamManager, kvm: Kvm, names: typeof DEFAULT_NAMES, o: { replicas?: number; maxAckPending: number; ackWaitMs: number; partition?: number; explicit?: { ackWait: boolean; maxAckPending: boolean } }): Promise<void> {
  const replicas = o.replicas ?? 1;
  const want: [string, string, Partial<StreamConfig>][] = [
    [names.memoryStream, `${MEMORIES}.>`, { retention: RetentionPolicy.Workqueue }],
    [names.verdictStream, `${VERDICTS}.>`, {}],
    [names.alertStream, `${ALERTS}.>`, {}],
  ];
  for (const [name, subject, extra] of want) {
    try {
      const info = await jsm.streams.info(name);
      if (name === names.memoryStream && info.config.retention !== RetentionPolicy.Workqueue) {
        throw new UsageError(`stream ${name} must have work-queue retention (a memory leaves it when acked), not ${info.config.retention}`);
      }
    } catch (e) {
      if (e instanceof UsageError) throw e;
      if (!/stream not found/i.test((e as Error).message)) throw e;
      await jsm.streams.add({ name, subjects: [subject], storage: StorageType.File, num_replicas: replicas, duplicate_window: DUPLICATE_WINDOW_NS, ...extra });
    }
  }
  const durable = o.partition === undefined ? names.consumer : `${names.consumer}-p${o.partition}`;
  const filter = o.partition === undefined ? `${MEMORIES}.>` : `${MEMORIES}.${o.partition}.>`;
  try {
    const info = await jsm.consumers.info(names.memoryStream, durable);
    // an explicit --ack-wait or --max-ack-pending is applied to the existing consumer (the last
    // worker to start with one wins); without one, the consumer keeps what it has
    const upd: { ack_wait?: number; max_ack_pending?: number } = {};
    if (o.explicit?.ackWait && info.config.ack_wait !== o.ackWaitMs * 1e6) upd.ack_wait = o.ackWaitMs * 1e6;
    if (o.explicit?.maxAckPending && info.config.max_ack_pending !== o.maxAckPending) upd.max_ack_pending = o.maxAckPending;
    if (Object.keys(upd).length) await jsm.consumers.update(names.memoryStream, durable, upd);
  } catch (e) {
    if (!/consumer not found/i.test((e as Error).message)) throw e;
    await jsm.consumers.add(names.memoryStream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: filter,
      max_ack_pending: o.maxAckPending,
      ack_wait: o.ackWaitMs * 1e6,
      max_deliver: -1,
    });
  }
  await kvm.create(names.bucket, { history: 1, replicas });
}

/** Start one worker. Resolves once it is connected and consuming. */
export async function serve(opts: ServeOptions): Promise<ServeHandle> {
  const names = { ...DEFAULT_NAMES, ...opts.names };
  const windowMs = opts.windowMs ?? DEFAULT_WINDOW_MS;
  const params: CampaignParams = campaignParams(windowMs);
  const maxAckPending = opts.maxAckPending ?? DEFAULT_MAX_ACK_PENDING;
  const batch = opts.batch ?? DEFAULT_BATCH;
  const ackWaitMs = opts.ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
  const maxRecord = opts.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
  const log = opts.log ?? (() => {});
  // the shipped model, as `antidote screen` uses it, so a stage's verdicts are the file pipeline's
  const screener = opts.screener ?? new Screener(precompiledImage() ?? defaultImage(), { trust: opts.trust, key: opts.key, features: 'always', model: defaultModel() });
  // the steering roles model, as `screen --correlate` and `antidote correlate` read memories
  const roles = defaultRoles();
  let nc: NatsConnection;
  try {
    // noAsyncTraces: the client otherwise builds two Error objects (stack traces) per request,
    // measured at a quarter of a worker's CPU (bench/serve, --cpu-prof)
    nc = await connect({ servers: opts.nats.split(','), maxReconnectAttempts: -1, reconnectTimeWait: 250, name: 'antidote-serve', noAsyncTraces: true });
  } catch (e) {
    throw new AntidoteError('E_NATS', `${opts.nats}: cannot connect: ${(e as Error).message}`);
  }
  const js: JetStreamClient = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const kvm = new Kvm(nc);
  try {
    if (opts.setup !== false) await ensureTopology(jsm, kvm, names, {
        replicas: opts.replicas,
        maxAckPending,
        ackWaitMs,
        partition: opts.partition,
        explicit: { ackWait: opts.ackWaitMs !== undefined, maxAckPending: opts.maxAckPending !== undefined },
      });
  } catch (e) {
    await nc.close();
    throw e;
  }
  const kv: KV = await kvm.open(names.bucket);
  const durable = opts.partition === undefined ? names.consumer : `${names.consumer}-p${opts.partition}`;
  const consumer = await js.consumers.get(names.memoryStream, durable);
  const stats: ServeStats = { memories: 0, verdicts: 0, alerts: 0, redelivered: 0, turns: 0, conflicts: 0, retries: 0, malformed: 0 };
  let stopping = false;

  void (async () => {
    for await (const s of nc.status()) if (s.type === 'disconnect' || s.type === 'reconnect') log(`antidote serve: ${s.type}`);
  })().catch(() => undefined);

  /** Is `m` the oldest memory of its agent still in the stream? */
  const myTurn = async (m: JsMsg): Promise<boolean> => {
    if (opts.partition !== undefined) return true;
    const first = await jsm.streams.getMessage(names.memoryStream, { seq: 0, next_by_subj: m.subject } as unknown as { seq: number });
    return !first || first.seq >= m.seq;
  };

  const publish = async (subject: string, body: string, id: string) => {
    // msgID sets the Nats-Msg-Id header, which the output stream deduplicates on
    await js.publish(subject, encoder.encode(body), { msgID: id });
  };

  /** Steps 1–6 for one memory (or a nak, when it is not its agent's turn). */
  const handle = async (m: JsMsg): Promise<void> => {
    const tokens = m.subject.split('.');
    const token = tokens[tokens.length - 1]!;
    const agent = tokens.length >= 2 ? agentOfToken(token) : null;
    if (!(await myTurn(m))) {
      stats.turns++;
      m.nak(TURN_DELAY_MS);
      return;
    }
    let payload = m.data;
    if (payload.length && payload[payload.length - 1] === 0x0a) payload = payload.subarray(0, payload.length - 1);
    if (payload.length && payload[payload.length - 1] === 0x0d) payload = payload.subarray(0, payload.length - 1);
    // the stream sequence stands for the line number of a file (error verdicts without an id)
    const line = m.seq;
    let rec: ScreenedRecord = payload.length > maxRecord ? screenLine(screener, line, payload, payload.length, maxRecord) : screenLine(screener, line, payload);
    if (agent === null) {
      rec = { verdict: errorVerdict(rec.verdict.id, line, { code: 'E_RECORD_AGENT', message: `subject ${m.subject} names no agent` }), agentId: 'default', trusted: false };
    } else if (!rec.verdict.error) {
      const declared = (JSON.parse(new TextDecoder().decode(payload)) as { agentId?: unknown }).agentId;
      if (declared === undefined) rec.agentId = agent;
      else if (rec.agentId !== agent) {
        // a producer allowed on memories.A must not write into agent B's correlation state
        rec = { verdict: errorVerdict(rec.verdict.id, line, { code: 'E_RECORD_AGENT', message: `agentId ${JSON.stringify(rec.agentId)} on the subject of agent ${JSON.stringify(agent)}` }), agentId: agent, trusted: false };
      }
    }
    const verdict = JSON.stringify(rec.verdict);
    const digest = recordDigest(m.subject, payload);
    stats.memories++;
    if (rec.verdict.error) stats.malformed++;
    // records that cannot change the agent's state need no read or write of it
    const touches = !rec.verdict.error && (rec.ts !== undefined || signalOf(rec, 0, roles) !== null);
    for (let attempt = 0; ; attempt++) {
      let alert: CorrelationAlert | null = null;
      let next: AgentEntry | null = null;
      let revision = 0;
      if (touches) {
        const loaded = await loadEntry(kv, token, windowMs);
        revision = loaded.revision;
        const e = loaded.entry;
        if (e.seq >= m.seq) stats.redelivered++;
        else {
          next = e;
          let ts = rec.ts;
          if (ts === undefined) ts = e.lastTs ?? 0;
          else e.lastTs = ts;
          const sig = signalOf(rec, ts, roles);
          if (sig) {
            const f = observe(e.state, sig, params);
            if (f) alert = { agentId: rec.agentId, members: f.members, capability: f.capability, score: f.score, reason: f.reason, first: iso(f.first), last: iso(f.last) };
          }
          e.seq = m.seq;
        }
      }
      await publish(verdictSubject(token), verdict, `v:${digest}`);
      opts.onVerdict?.(verdictSubject(token), verdict);
      if (alert) {
        const a = JSON.stringify(alert);
        await publish(alertSubject(token), a, `a:${digest}`);
        opts.onVerdict?.(alertSubject(token), a);
      }
      if (next && !(await casEntry(kv, token, next, revision))) {
        stats.conflicts++;
        if (attempt >= MAX_CAS_RETRIES) throw new AntidoteError('E_NATS', `state of ${token}: ${MAX_CAS_RETRIES} compare-and-set conflicts in a row`);
        continue;
      }
      stats.verdicts++;
      if (alert) stats.alerts++;
      break;
    }
    await m.ackAck();
  };

  const runGroup = async (group: JsMsg[]) => {
    for (let i = 0; i < group.length; i++) {
      const m = group[i]!;
      try {
        await handle(m);
      } catch (e) {
        stats.retries++;
        log(`antidote serve: ${m.subject} #${m.seq}: ${(e as Error).message}; retrying`);
        if (e instanceof UsageError) throw e;
        try {
          m.nak(RETRY_DELAY_MS);
        } catch {
          /* the connection is gone: ack_wait brings it back */
        }
        // the agent's later memories must wait for this one
        for (const rest of group.slice(i + 1)) {
          try {
            rest.nak(RETRY_DELAY_MS);
          } catch {
            /* as above */
          }
        }
        return;
      }
    }
  };

  const loop = async (): Promise<ServeStats> => {
    let idleSince = Date.now();
    while (!stopping) {
      let msgs: JsMsg[] = [];
      try {
        const it = await consumer.fetch({ max_messages: batch, expires: FETCH_EXPIRES_MS });
        // never broken off on stop: a memory the server already sent would sit unacked until ack_wait
        for await (const m of it) msgs.push(m);
      } catch (e) {
        if (stopping || nc.isClosed()) break;
        log(`antidote serve: fetch: ${(e as Error).message}`);
        await sleep(RETRY_DELAY_MS);
      }
      if (msgs.length === 0) {
        if (opts.idleExitMs !== undefined && Date.now() - idleSince >= opts.idleExitMs) break;
        continue;
      }
      const groups = new Map<string, JsMsg[]>();
      for (const m of msgs) {
        const g = groups.get(m.subject);
        if (g) g.push(m);
        else groups.set(m.subject, [m]);
      }
      await Promise.all([...groups.values()].map(runGroup));
      msgs = [];
      idleSince = Date.now();
    }
    if (!nc.isClosed()) await nc.drain().catch(() => undefined);
    return stats;
  };

  const done = loop();
  return {
    stats,
    done,
    async stop() {
      stopping = true;
      await done.catch(() => undefined);
    },
  };
}
