/**
 * The record and verdict shapes of CONTRACT §1–2, shared by every layer.
 */
import type { ErrorData } from './errors.js';

/** One memory, as read from any input format (CONTRACT §1). */
export interface MemoryRecord {
  id: string | number;
  content: string;
  /** `<channel>:<detail>`, optionally ending in `#mac=<tag>`; missing or empty is untrusted. */
  source?: string;
  agentId?: string;
  recallId?: string;
  /** ISO-8601 string or epoch milliseconds. */
  ts?: string | number;
}

/** A highlighted span of the original `content`, in UTF-16 offsets. */
export interface Evidence {
  start: number;
  end: number;
  /** The lexicon term or structural rule that matched there. */
  rule: string;
}

export type Action = 'keep' | 'quarantine';

/** One line of `screen` output (CONTRACT §2). Key order here is the output order. */
export interface Verdict {
  id?: string | number;
  /** 1-based input line (or record ordinal for non-line formats) when no id could be read. */
  line?: number;
  action: Action;
  directive?: boolean;
  trusted?: boolean;
  reasons?: string[];
  /** The screen's calibrated belief (0–1) that the memory is a standing directive (learned model). */
  score?: number;
  evidence?: Evidence[];
  cluster?: string;
  error?: ErrorData;
}

/** Capabilities an untrusted memory can try to steer. Order is stable: it is a bit index. */
export const CAPABILITIES = [
  'payments',
  'credentials',
  'data-export',
  'account-access',
  'deletion',
  'outbound-messages',
  'security-controls',
  'scheduling',
] as const;
export type Capability = (typeof CAPABILITIES)[number];
