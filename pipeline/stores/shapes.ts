/**
 * The shapes memory stores export, turned into records of the contract (CONTRACT §1). Each
 * shape maps one exported element to zero or more records; the record's `id` is the store's key,
 * so a verdict can be joined back (and written back) to the memory it judges.
 *
 * | shape        | element                                                         | record(s)                                   |
 * |--------------|-----------------------------------------------------------------|---------------------------------------------|
 * | mem0         | `{"results":[{id, memory, user_id?, agent_id?, metadata?, created_at?}]}` (get_all / export) | id, content=memory, agentId=agent_id‖user_id, source=metadata.source, ts=created_at |
 * | letta        | passages `{id, text, agent_id?, created_at?, metadata?}`, or memory blocks `{id?, label, value}` | content=text‖value, id, agentId, ts      |
 * | mcp-memory   | MCP memory server JSONL: `{"type":"entity",name,entityType,observations:[…]}` and `{"type":"relation",from,to,relationType}` | one record per observation, id `name#i`, agentId = name; a relation is `from relationType to` |
 * | langgraph    | a store item `{namespace|prefix, key, value, created_at?}` (BaseStore.search, or a store table row) | id `prefix/key`, content = value.content‖text‖memory‖data, else the value as JSON |
 *
 * Provenance: an export keeps none that antidote can trust, so a record's source is what the
 * element says (`metadata.source`, `value.source`), else `<store>:export` — an untrusted channel
 * unless a --trust-config names it.
 */
import { UsageError } from '../../kernels/common/index.js';
import { applyMap, type Mapping } from './mapping.js';

export const SHAPES = ['mem0', 'letta', 'mcp-memory', 'langgraph'] as const;
export type Shape = (typeof SHAPES)[number];

export function parseShape(s: string | undefined): Shape | undefined {
  if (s === undefined) return undefined;
  if (!(SHAPES as readonly string[]).includes(s)) throw new UsageError(`--shape must be one of ${SHAPES.join(', ')}, not '${s}'`);
  return s as Shape;
}

/** JSON document keys that hold the records, per shape (the default is "memories"). */
export function wrapperKeys(shape: Shape | undefined): string[] {
  switch (shape) {
    case 'mem0':
      return ['results', 'memories'];
    case 'letta':
      return ['passages', 'blocks', 'memories'];
    case 'mcp-memory':
      return ['entities', 'memories'];
    case 'langgraph':
      return ['items', 'memories'];
    default:
      return ['memories'];
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const TEXT_FIELDS = ['content', 'text', 'memory', 'data'];

function put(rec: Obj, k: string, v: unknown): void {
  if (v !== undefined && v !== null) rec[k] = v;
}

/** The text of a LangGraph value. */
export function valueText(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (isObj(value)) {
    for (const f of TEXT_FIELDS) if (typeof value[f] === 'string') return value[f];
    // LangMem keeps {"kind":"Memory","content":{"content":"…"}}
    if (isObj(value.content)) for (const f of TEXT_FIELDS) if (typeof value.content[f] === 'string') return value.content[f];
  }
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Records of one element. A value that fits no shape passes through (and gets an error verdict if it is not a record). */
export function toRecords(el: unknown, shape: Shape | undefined, map: Mapping | undefined, out: unknown[]): void {
  if (map) return void out.push(applyMap(el, map));
  if (!isObj(el) || !shape) return void out.push(el);
  switch (shape) {
    case 'mem0': {
      const rec: Obj = {};
      put(rec, 'id', el.id);
      put(rec, 'content', el.memory ?? el.data ?? el.text);
      const meta = isObj(el.metadata) ? el.metadata : {};
      put(rec, 'source', str(meta.source) ?? str(el.source) ?? 'mem0:export');
      put(rec, 'agentId', str(el.agent_id) ?? str(el.user_id));
      put(rec, 'recallId', str(el.run_id));
      put(rec, 'ts', str(el.created_at) ?? str(el.updated_at));
      return void out.push(rec);
    }
    case 'letta': {
      const rec: Obj = {};
      put(rec, 'id', el.id ?? (str(el.label) ? `block:${el.label as string}` : undefined));
      put(rec, 'content', el.text ?? el.value);
      const meta = isObj(el.metadata) ? el.metadata : isObj(el.metadata_) ? el.metadata_ : {};
      put(rec, 'source', str(meta.source) ?? str(el.source) ?? 'letta:export');
      put(rec, 'agentId', str(el.agent_id));
      put(rec, 'ts', str(el.created_at));
      return void out.push(rec);
    }
    case 'mcp-memory': {
      if (el.type === 'relation') {
        return void out.push({ id: `relation:${String(el.from)}|${String(el.relationType)}|${String(el.to)}`, content: `${String(el.from)} ${String(el.relationType)} ${String(el.to)}`, source: 'mcp:memory', agentId: str(el.from) ?? 'default' });
      }
      if (el.type === 'entity' || Array.isArray(el.observations)) {
        const name = String(el.name);
        const obs = Array.isArray(el.observations) ? el.observations : [];
        // an entity without observations still gets one verdict: nothing is dropped silently
        if (obs.length === 0) return void out.push({ id: `${name}#0`, content: '', source: 'mcp:memory', agentId: name });
        obs.forEach((o, i) => out.push({ id: `${name}#${i}`, content: o, source: `mcp:memory/${typeof el.entityType === 'string' ? el.entityType : 'entity'}`, agentId: name }));
        return;
      }
      return void out.push(el);
    }
    case 'langgraph': {
      const prefix = Array.isArray(el.namespace) ? el.namespace.join('.') : str(el.prefix) ?? '';
      const value = typeof el.value === 'string' ? parseJson(el.value) : el.value;
      const rec: Obj = { id: `${prefix}/${String(el.key)}` };
      put(rec, 'content', valueText(value));
      put(rec, 'source', (isObj(value) && str(value.source)) || 'langgraph:store');
      put(rec, 'agentId', prefix || undefined);
      put(rec, 'ts', str(el.created_at) ?? str(el.createdAt) ?? (el.created_at instanceof Date ? el.created_at.toISOString() : undefined));
      return void out.push(rec);
    }
    default: {
      const s: never = shape;
      throw new UsageError(`unknown shape ${String(s)}`);
    }
  }
}

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}
