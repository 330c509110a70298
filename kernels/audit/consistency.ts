/**
 * Consistency proofs between two checkpoints (RFC 6962 §2.1.2, verified as RFC 9162 §2.1.4.2).
 *
 * Threat: a checkpoint pins the log at one size, but says nothing about the next one: a log
 * operator could sign size 10 over one history and size 20 over another (a fork, or a rewrite
 * between two audits). A consistency proof shows, with O(log n) hashes and without the log, that
 * the tree of the older checkpoint is a prefix of the tree of the newer one.
 *
 *   {"from":{"root":"<hex>","size":m},"path":["<hex>",…],"to":{"root":"<hex>","size":n}}
 *
 * one canonical JSON line, hashes as lowercase hex like the inclusion proofs.
 */
import { canonicalize } from './canonical.js';
import { isHex64 } from './digest.js';
import { verifyConsistency } from './merkle.js';

export interface TreeHead {
  size: number;
  root: string;
}

export interface ConsistencyProof {
  from: TreeHead;
  to: TreeHead;
  path: string[];
}

export function consistencyProofText(p: ConsistencyProof): string {
  return canonicalize(p) + '\n';
}

function treeHead(o: unknown, what: string): TreeHead | string {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return `\`${what}\` is not an object {size, root}`;
  const t = o as Record<string, unknown>;
  if (!Number.isSafeInteger(t.size) || (t.size as number) < 0) return `\`${what}.size\` is not a non-negative integer`;
  if (!isHex64(t.root)) return `\`${what}.root\` is not 64 lowercase hex digits`;
  return { size: t.size as number, root: t.root };
}

/** Parse a consistency proof file; a string result names what is wrong with it. */
export function parseConsistencyProof(text: string): ConsistencyProof | string {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (err) {
    return `not JSON (${(err as Error).message})`;
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return 'not a JSON object';
  const p = o as Record<string, unknown>;
  const from = treeHead(p.from, 'from');
  if (typeof from === 'string') return from;
  const to = treeHead(p.to, 'to');
  if (typeof to === 'string') return to;
  if (from.size > to.size) return '`from.size` is larger than `to.size`';
  if (!Array.isArray(p.path) || !p.path.every(isHex64)) return '`path` is not a list of 64-digit hex hashes';
  if (p.path.length > 128) return '`path` is longer than any tree can need';
  return { from, to, path: p.path as string[] };
}

/** Check a proof against two trusted tree heads (from verified checkpoints); a reason on failure. */
export function checkConsistency(p: ConsistencyProof, older: TreeHead, newer: TreeHead): string | undefined {
  if (p.from.size !== older.size || p.from.root !== older.root) return `the proof starts at size ${p.from.size}, not at the older checkpoint (size ${older.size}) or its root`;
  if (p.to.size !== newer.size || p.to.root !== newer.root) return `the proof ends at size ${p.to.size}, not at the newer checkpoint (size ${newer.size}) or its root`;
  if (!verifyConsistency(older.size, newer.size, older.root, newer.root, p.path)) {
    return `the tree of size ${older.size} is not a prefix of the tree of size ${newer.size}: the log was forked or rewritten`;
  }
  return undefined;
}
