/**
 * Which format an input is in (CONTRACT §1): `--format` wins; otherwise the file's ending;
 * standard input (`-` or no file) is JSONL. An unknown ending is read as JSONL, the historical
 * default, and a file that does not parse as such gets one error verdict per line.
 */
import { UsageError } from '../../kernels/common/index.js';
import type { InputFormat } from '../../workers/batch/index.js';

const NAMES: Record<string, InputFormat> = {
  jsonl: 'jsonl',
  ndjson: 'jsonl',
  json: 'json',
  msgpack: 'msgpack',
  mpk: 'msgpack',
  messagepack: 'msgpack',
};

export function detectFormat(path: string | undefined, flag?: string): InputFormat {
  if (flag !== undefined) {
    const f = NAMES[flag.toLowerCase()];
    if (!f) throw new UsageError(`--format must be jsonl, ndjson, json, msgpack or mpk, not '${flag}'`);
    return f;
  }
  if (!path || path === '-') return 'jsonl';
  const dot = path.lastIndexOf('.');
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  if (dot <= slash + 1) return 'jsonl';
  return NAMES[path.slice(dot + 1).toLowerCase()] ?? 'jsonl';
}
