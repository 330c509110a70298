/**
 * The correlation corpus on disk (data/histories/): hand-written memory histories, one a line,
 * by writer (`writers/H<N>.jsonl`), and role examples written for the roles model
 * (`roles/R<N>.jsonl`). H1 trains (split by campaign–mirror pair into train and dev, DEV_EVERY),
 * H3–H7 train whole (TRAIN_WRITERS), H2 is the writer-held-out test.
 *
 *   history {history, label, pattern, members, memories[]} ─▶ records (agentId = history id,
 *   id = history/memory) for the correlator, and per-memory role labels for the roles model:
 *   the campaign's pattern names its members' kinds in order ("trust+endpoint+oversight").
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES, type RoleExample } from '../../kernels/correlate/index.js';

export interface HistoryMemory {
  id: string;
  content: string;
  source: string;
  recallId?: string;
  ts?: string;
}

export interface History {
  history: string;
  label: 'campaign' | 'benign';
  lang: string;
  pattern: string;
  capability: string;
  writer: string;
  members: string[];
  memories: HistoryMemory[];
}

/** Writers whose histories train the roles model whole (H1's train pairs train too). */
export const TRAIN_WRITERS = ['H3', 'H4', 'H5', 'H6', 'H7'];

/** Every DEV_EVERY-th campaign–mirror pair of H1 (by position in the file) is dev, the rest train. */
export const DEV_EVERY = 3;

export function readHistories(root: string, writer: string): History[] {
  const file = join(root, 'data', 'histories', 'writers', `${writer}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as History);
}

/** H1 split by pair (a campaign and its mirror share memories, so they stay together). */
export function splitH1(root: string): { train: History[]; dev: History[] } {
  const all = readHistories(root, 'H1');
  const train: History[] = [];
  const dev: History[] = [];
  all.forEach((h, i) => (Math.floor(i / 2) % DEV_EVERY === DEV_EVERY - 1 ? dev : train).push(h));
  return { train, dev };
}

/** Records of histories as `antidote correlate` reads them: one agent per history. */
export function historyRecords(histories: readonly History[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const h of histories) {
    for (const m of h.memories) out.push({ id: `${h.history}/${m.id}`, agentId: h.history, content: m.content, source: m.source, recallId: m.recallId, ts: m.ts });
  }
  return out;
}

export function historyBytes(histories: readonly History[]): Buffer {
  return Buffer.from(historyRecords(histories).map((r) => JSON.stringify(r)).join('\n') + '\n');
}

const ROLE_OF: Record<string, number> = Object.fromEntries(ROLES.map((r, i) => [r, i]));

/** Per-memory role labels of histories: members by their pattern, identical copies alike, the rest 0. */
export function historyExamples(histories: readonly History[]): RoleExample[] {
  const byText = new Map<string, Int8Array>();
  const memberLabels = (h: History): Map<string, Int8Array> => {
    const out = new Map<string, Int8Array>();
    const kinds = h.pattern.split('+');
    h.members.forEach((id, i) => {
      const l = new Int8Array(ROLES.length).fill(0);
      l[ROLE_OF.restriction!] = -1;
      const kind = kinds.length === h.members.length ? kinds[i]! : undefined;
      if (kind === undefined || kind === 'other' || ROLE_OF[kind] === undefined) l.fill(-1);
      else l[ROLE_OF[kind]!] = 1;
      out.set(id, l);
    });
    return out;
  };
  for (const h of histories) {
    if (h.label !== 'campaign') continue;
    const ml = memberLabels(h);
    for (const m of h.memories) {
      const l = ml.get(m.id);
      if (l) byText.set(m.content.trim(), l);
    }
  }
  const out: RoleExample[] = [];
  for (const h of histories) {
    const ml = h.label === 'campaign' ? memberLabels(h) : new Map<string, Int8Array>();
    for (const m of h.memories) {
      let l = ml.get(m.id) ?? byText.get(m.content.trim());
      if (!l) {
        l = new Int8Array(ROLES.length).fill(0);
        // the histories say nothing about restrictions: that head learns from the role files only
        l[ROLE_OF.restriction!] = -1;
      }
      out.push({ text: m.content, labels: l });
    }
  }
  return out;
}

/** Role examples written for the roles model (data/histories/roles/*.jsonl): {text, lang, roles[]}. */
export function roleFileExamples(root: string): { examples: RoleExample[]; files: string[] } {
  const dir = join(root, 'data', 'histories', 'roles');
  if (!existsSync(dir)) return { examples: [], files: [] };
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(dir, f));
  const examples: RoleExample[] = [];
  for (const f of files) {
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        const o = JSON.parse(line) as { text: string; roles: string[] };
        if (typeof o.text !== 'string' || !Array.isArray(o.roles)) throw new Error(`${f}:${i + 1}: not a role example {"text","roles":[…]}`);
        const l = new Int8Array(ROLES.length).fill(0);
        for (const r of o.roles) {
          if (ROLE_OF[r] === undefined) throw new Error(`${f}:${i + 1}: unknown role ${r}`);
          l[ROLE_OF[r]!] = 1;
        }
        examples.push({ text: o.text, labels: l });
      });
  }
  return { examples, files };
}
