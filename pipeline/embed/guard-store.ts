/**
 * A guarded LangGraph store: wraps any object with LangGraph's `BaseStore` methods (`put`, `get`,
 * `search`, `batch`; JS or Python-style, sync or async — duck-typed, no LangGraph dependency) so
 * that writes are screened before they reach the store and reads never return a quarantined
 * memory. Every other method and property passes through unchanged.
 *
 *   put(namespace, key, value)   screen(value) ─ keep ──▶ store.put
 *                                               └ quarantine ─▶ onQuarantine: reject (throw
 *                                                 E_QUARANTINED, the default) | skip | write
 *   get / search                 store ──▶ screen each item's value ──▶ quarantined ones removed
 *   batch(ops)                   the same, operation by operation
 *
 * Reads are screened too because a store can hold memories written before it was guarded.
 */
import { AntidoteError, type Verdict } from '../../kernels/common/index.js';
import { optionError } from './options.js';
import { SCREENER_OPTIONS, screenerFor, type ScreenerOptions } from './screener.js';

/** An item as LangGraph returns it (`Item`/`SearchItem`). */
export interface StoreItem {
  namespace: string[];
  key: string;
  value: Record<string, unknown>;
  [k: string]: unknown;
}

/** The part of LangGraph's BaseStore the guard screens; anything else passes through. */
export interface StoreLike {
  put(namespace: string[], key: string, value: Record<string, unknown>, ...rest: unknown[]): unknown;
  get(namespace: string[], key: string, ...rest: unknown[]): unknown;
  search(namespacePrefix: string[], ...rest: unknown[]): unknown;
  batch?(ops: unknown[]): unknown;
}

export interface GuardStoreOptions extends ScreenerOptions {
  /** The text to screen in a value (default: `content`, `text`, `memory` or `data` when a string, else the value as JSON). */
  content?: (value: Record<string, unknown>) => string;
  /** The memory's source (default: `value.source` when a string, else untrusted). */
  source?: string | ((namespace: string[], key: string, value: Record<string, unknown>) => string | undefined);
  /** The agent a namespace belongs to (default: the namespace joined by '.', LangGraph's prefix). */
  agentId?: (namespace: string[]) => string;
  /** What a quarantined `put` does: throw (default), skip the write, or write it anyway (reads still filter it). */
  onQuarantine?: 'reject' | 'skip' | 'write';
  /** Told of every quarantine (puts and reads). */
  onVerdict?: (event: { op: 'put' | 'get' | 'search'; namespace: string[]; key: string; verdict: Verdict }) => void;
}

const GUARD_OPTIONS = [...SCREENER_OPTIONS, 'content', 'source', 'agentId', 'onQuarantine', 'onVerdict'] as const;
const TEXT_FIELDS = ['content', 'text', 'memory', 'data'] as const;

/** The error a rejected put throws; `verdict` says why. */
export class QuarantinedWriteError extends AntidoteError {
  constructor(
    readonly namespace: string[],
    readonly key: string,
    readonly verdict: Verdict,
  ) {
    super('E_QUARANTINED', `write of ${namespace.join('.')}/${key} refused: ${(verdict.reasons ?? []).join(', ') || verdict.error?.message || 'quarantined'}`);
    this.name = 'QuarantinedWriteError';
  }
}

function defaultContent(value: Record<string, unknown>): string {
  for (const f of TEXT_FIELDS) if (typeof value?.[f] === 'string') return value[f] as string;
  return JSON.stringify(value);
}

const isPut = (op: unknown): op is { namespace: string[]; key: string; value: Record<string, unknown> | null } =>
  !!op && typeof op === 'object' && 'key' in op && 'namespace' in op && 'value' in op;
const isGet = (op: unknown): op is { namespace: string[]; key: string } => !!op && typeof op === 'object' && 'key' in op && 'namespace' in op && !('value' in op);
const isSearch = (op: unknown): op is { namespacePrefix: string[] } => !!op && typeof op === 'object' && 'namespacePrefix' in op;

/** Wrap `store`; the result has the same type, methods and properties. */
export function guardStore<S extends StoreLike>(store: S, options: GuardStoreOptions = {}): S {
  const screen = screenerFor(options, 'guardStore', GUARD_OPTIONS);
  const onQ = options.onQuarantine ?? 'reject';
  if (!['reject', 'skip', 'write'].includes(onQ)) throw optionError('guardStore', `onQuarantine must be 'reject', 'skip' or 'write', not ${JSON.stringify(onQ)}`);
  for (const f of ['content', 'agentId', 'onVerdict'] as const) {
    if (options[f] !== undefined && typeof options[f] !== 'function') throw optionError('guardStore', `${f} must be a function`);
  }
  if (options.source !== undefined && typeof options.source !== 'string' && typeof options.source !== 'function') throw optionError('guardStore', 'source must be a string or a function');
  if (!store || typeof store.put !== 'function' || typeof store.get !== 'function' || typeof store.search !== 'function') {
    throw optionError('guardStore', 'store must have put, get and search methods (a LangGraph BaseStore)');
  }
  const contentOf = options.content ?? defaultContent;
  const agentOf = options.agentId ?? ((ns: string[]) => ns.join('.'));

  const verdictOf = (namespace: string[], key: string, value: Record<string, unknown>): Verdict => {
    const src = typeof options.source === 'function' ? options.source(namespace, key, value) : (options.source ?? (typeof value?.source === 'string' ? value.source : undefined));
    const rec: Record<string, unknown> = { id: key, content: contentOf(value), agentId: agentOf(namespace) };
    if (src !== undefined) rec.source = src;
    return screen.screen(rec);
  };
  /** true: write it; false: skip it; throws for reject. */
  const admit = (namespace: string[], key: string, value: Record<string, unknown> | null): boolean => {
    if (value === null || value === undefined) return true; // a delete
    const v = verdictOf(namespace, key, value);
    if (v.action !== 'quarantine') return true;
    options.onVerdict?.({ op: 'put', namespace, key, verdict: v });
    if (onQ === 'reject') throw new QuarantinedWriteError(namespace, key, v);
    return onQ === 'write';
  };
  const clean = (op: 'get' | 'search', item: unknown): boolean => {
    if (!item || typeof item !== 'object') return true;
    const it = item as StoreItem;
    const v = verdictOf(it.namespace ?? [], String(it.key), it.value);
    if (v.action !== 'quarantine') return true;
    options.onVerdict?.({ op, namespace: it.namespace ?? [], key: String(it.key), verdict: v });
    return false;
  };
  /** Apply `f` to a value or a promise of one. */
  const then = <A, B>(x: A | Promise<A>, f: (a: A) => B): B | Promise<B> => (x instanceof Promise ? x.then(f) : f(x as A));

  const guarded = {
    put(namespace: string[], key: string, value: Record<string, unknown>, ...rest: unknown[]) {
      try {
        if (!admit(namespace, key, value)) return isAsync(store.put) ? Promise.resolve(undefined) : undefined;
      } catch (e) {
        if (isAsync(store.put)) return Promise.reject(e);
        throw e;
      }
      return store.put(namespace, key, value, ...rest);
    },
    get(namespace: string[], key: string, ...rest: unknown[]) {
      return then(store.get(namespace, key, ...rest), (item) => (item && !clean('get', item) ? null : item));
    },
    search(prefix: string[], ...rest: unknown[]) {
      return then(store.search(prefix, ...rest), (items) => (Array.isArray(items) ? items.filter((i) => clean('search', i)) : items));
    },
    batch(ops: unknown[]) {
      if (typeof store.batch !== 'function') throw optionError('guardStore', 'the store has no batch method');
      const kept: number[] = [];
      const pass: unknown[] = [];
      try {
        ops.forEach((op, i) => {
          if (isPut(op) && !admit(op.namespace, op.key, op.value)) return;
          kept.push(i);
          pass.push(op);
        });
      } catch (e) {
        return Promise.reject(e);
      }
      return then(store.batch(pass), (results) => {
        const out: unknown[] = new Array(ops.length).fill(undefined);
        (results as unknown[]).forEach((r, j) => {
          const op = pass[j];
          if (isGet(op)) out[kept[j]!] = r && !clean('get', r) ? null : r;
          else if (isSearch(op) && Array.isArray(r)) out[kept[j]!] = r.filter((i) => clean('search', i));
          else out[kept[j]!] = r;
        });
        return out;
      });
    },
  };
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'put' || prop === 'get' || prop === 'search' || (prop === 'batch' && typeof target.batch === 'function')) return guarded[prop];
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/** A method declared `async` (JS BaseStore) answers a refusal with a rejected promise, not a throw. */
function isAsync(f: unknown): boolean {
  return typeof f === 'function' && f.constructor?.name === 'AsyncFunction';
}
