/**
 * Field mapping: `--map id=/key,content=/value/content,source=/value/meta/source,agentId=…,ts=…`
 * with RFC 6901 JSON Pointers, for any JSON, JSONL or MessagePack shape (and any SQL row, read
 * as an object of its columns). A field the mapping does not name is read where the contract
 * puts it.
 */
import { UsageError } from '../../kernels/common/index.js';

export const MAPPABLE = ['id', 'content', 'source', 'agentId', 'recallId', 'ts'] as const;
export type Field = (typeof MAPPABLE)[number];
export type Mapping = Partial<Record<Field, string[]>>;

/** A JSON Pointer ("/a/b~1c/0") as its reference tokens; "" is the whole document. */
export function parsePointer(p: string): string[] {
  if (p === '') return [];
  if (!p.startsWith('/')) throw new UsageError(`--map: '${p}' is not a JSON Pointer (it must start with '/', e.g. /value/content)`);
  return p
    .slice(1)
    .split('/')
    .map((t) => {
      if (/~[^01]|~$/.test(t)) throw new UsageError(`--map: bad escape in JSON Pointer '${p}' (~0 is ~, ~1 is /)`);
      return t.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

export function resolvePointer(doc: unknown, tokens: readonly string[]): unknown {
  let cur = doc;
  for (const t of tokens) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9][0-9]*)$/.test(t)) return undefined;
      cur = cur[Number(t)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(cur, t)) return undefined;
      cur = (cur as Record<string, unknown>)[t];
    }
  }
  return cur;
}

export function parseMap(spec: string): Mapping {
  const m: Mapping = {};
  for (const part of spec.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) throw new UsageError(`--map takes FIELD=POINTER pairs separated by commas, not '${part}'`);
    const field = part.slice(0, eq).trim() as Field;
    if (!MAPPABLE.includes(field)) throw new UsageError(`--map: unknown field '${field}' (fields: ${MAPPABLE.join(', ')})`);
    if (m[field]) throw new UsageError(`--map: '${field}' is mapped twice`);
    m[field] = parsePointer(part.slice(eq + 1).trim());
  }
  return m;
}

/** A record in the contract's shape from any object; unmapped fields are read in place. */
export function applyMap(obj: unknown, m: Mapping): Record<string, unknown> {
  const rec: Record<string, unknown> = {};
  for (const f of MAPPABLE) {
    const v = m[f] ? resolvePointer(obj, m[f]!) : obj !== null && typeof obj === 'object' ? (obj as Record<string, unknown>)[f] : undefined;
    if (v !== undefined) rec[f] = v;
  }
  return rec;
}
