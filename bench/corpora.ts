/**
 * Loaders for the external corpora in ../shared/corpora (read in place, never copied into the
 * repository). A fresh clone has no ../shared: callers get null and say so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from dist/bench/ or bench/. */
export function repoRoot(): string {
  let d = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(d, 'package.json')) && dirname(d) !== d) d = dirname(d);
  return d;
}

export function corporaDir(): string | null {
  const env = process.env.ANTIDOTE_CORPORA;
  const dir = env ? resolve(env) : resolve(repoRoot(), '..', 'shared', 'corpora');
  return existsSync(dir) ? dir : null;
}

export interface MpbAttack {
  id: string;
  category: string;
  poisonContent: string;
  poisonSource?: string | null;
  expected: 'quarantine' | 'keep' | string;
}
export interface MpbTrial {
  id: string;
  poisonContent: string;
  poisonSource: string;
}
export interface MpbSigned {
  id: string;
  content: string;
  tamperedContent?: string;
  baseSource: string;
  expected: 'keep' | 'quarantine';
}
export interface MpbEvader {
  id: string;
  category: string;
  poisonContent: string;
  poisonSource: string;
  regexTier?: string;
}
export interface MpbChain {
  id: string;
  category: string;
  members: { content: string; source: string }[];
  expected: 'cluster-flag' | 'no-flag';
}
export interface MpbCatalog {
  version: string;
  attacks: MpbAttack[];
  provenanceTrials: MpbTrial[];
  signedControls: MpbSigned[];
  advancedEvaders: MpbEvader[];
  chains: MpbChain[];
}

export function loadCatalog(path?: string): { catalog: MpbCatalog; path: string } | null {
  const p = path ?? (corporaDir() ? join(corporaDir()!, 'mempoisonbench', 'mempoison-attacks.v3.1.json') : null);
  if (!p || !existsSync(p)) return null;
  return { catalog: JSON.parse(readFileSync(p, 'utf8')) as MpbCatalog, path: p };
}

export function loadNotInject(): string[] | null {
  const dir = corporaDir();
  if (!dir) return null;
  const out: string[] = [];
  for (const part of ['one', 'two', 'three']) {
    const f = join(dir, 'notinject', `NotInject_${part}.json`);
    if (!existsSync(f)) return null;
    for (const item of JSON.parse(readFileSync(f, 'utf8')) as { prompt: string }[]) out.push(item.prompt);
  }
  return out;
}

export interface CsevItem {
  prompt_id: number;
  test_case_prompt: string;
  user_input: string;
  injection_variant: string;
}

export function loadCyberSecEval(): CsevItem[] | null {
  const dir = corporaDir();
  if (!dir) return null;
  const f = join(dir, 'cyberseceval-en', 'prompt_injection.json');
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as CsevItem[]) : null;
}
