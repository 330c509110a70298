/**
 * `screen --judge URL` and its flags, read into a Judge. The key never comes from a flag (it
 * would show in `ps` and shell history): from ANTIDOTE_JUDGE_KEY, or the variable
 * `--judge-key-env` names.
 */
import { UsageError } from '../../kernels/common/index.js';
import { JUDGE_FAIL_MODES, parseBand, type JudgeFailMode } from '../../kernels/judge/index.js';
import { Judge } from '../judge/index.js';

export const JUDGE_KEY_ENV = 'ANTIDOTE_JUDGE_KEY';

export interface JudgeFlags {
  judge?: string;
  'judge-model'?: string;
  'judge-band'?: string;
  'judge-batch'?: string;
  'judge-concurrency'?: string;
  'judge-timeout'?: string;
  'judge-retries'?: string;
  'judge-fail'?: string;
  'judge-key-env'?: string;
}

function int(v: string | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}, not '${v}'`);
  return n;
}

/** The Judge the flags ask for; undefined without --judge (and a usage error for a stray --judge-* flag). */
export function judgeFromFlags(o: JudgeFlags, env: NodeJS.ProcessEnv = process.env): Judge | undefined {
  if (o.judge === undefined) {
    const stray = Object.keys(o).find((k) => k.startsWith('judge-') && o[k as keyof JudgeFlags] !== undefined);
    if (stray) throw new UsageError(`--${stray} needs --judge URL`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(o.judge);
  } catch {
    throw new UsageError(`--judge must be an http(s) URL, not '${o.judge}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--judge must be an http(s) URL, not '${o.judge}'`);
  const fail = o['judge-fail'] ?? 'closed';
  if (!(JUDGE_FAIL_MODES as readonly string[]).includes(fail)) throw new UsageError(`--judge-fail must be one of ${JUDGE_FAIL_MODES.join(', ')}, not '${fail}'`);
  const keyEnv = o['judge-key-env'] ?? JUDGE_KEY_ENV;
  if (o['judge-key-env'] !== undefined && env[keyEnv] === undefined) throw new UsageError(`--judge-key-env ${keyEnv}: the variable is not set`);
  return new Judge({
    url: o.judge,
    model: o['judge-model'],
    apiKey: env[keyEnv] || undefined,
    band: o['judge-band'] !== undefined ? parseBand(o['judge-band']) : undefined,
    fail: fail as JudgeFailMode,
    batchSize: int(o['judge-batch'], '--judge-batch', 1),
    concurrency: int(o['judge-concurrency'], '--judge-concurrency', 1),
    timeoutMs: int(o['judge-timeout'], '--judge-timeout', 1),
    retries: int(o['judge-retries'], '--judge-retries', 0),
  });
}
