/**
 * `antidote reconcile --log LOG --state STATE [--acl ACL] [--checkpoint CP --public-key PK]
 *  [--fail-closed] [--out OUT]` (CONTRACT §4–5): one JSONL verdict per STATE row, in order.
 *
 * Exit 0 when done (whatever the verdicts: they are data); 2 on usage or I/O errors, including a
 * malformed ACL (an ACL we cannot read must not silently become "everyone may write").
 */
import { parseArgs } from 'node:util';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { AntidoteError, IoError, UsageError } from '../../kernels/common/index.js';
import { parseAcl, type Acl } from '../../kernels/audit/index.js';
import { loadPublicKey, loadWitnessKey, readCheckpoint, readTrustState } from '../audit/index.js';
import { closeVerifyPools, reconcileRows } from '../audit/index.js';
import { formatRow, type Verdict } from '../../kernels/audit/index.js';

const USAGE = `usage: antidote reconcile --log LOG --state STATE [--acl ACL] [--checkpoint CP]... [--public-key PK]
                          [--witness-key WK]... [--quorum N] [--trust-state FILE] [--fail-closed] [--threads N] [--out OUT]
`;

async function loadAcl(path: string): Promise<Acl> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new IoError(`${path}: cannot read ACL (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
  try {
    return parseAcl(text);
  } catch (err) {
    throw new AntidoteError('E_ACL', `${path}: ${(err as Error).message}`);
  }
}

/** Write with backpressure, in ~64 KiB pieces (one write per line costs more than the verdict). */
async function writeAll(dest: Writable, text: string): Promise<void> {
  if (!dest.write(text)) await once(dest, 'drain');
}

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        log: { type: 'string' },
        state: { type: 'string' },
        acl: { type: 'string' },
        checkpoint: { type: 'string', multiple: true },
        'public-key': { type: 'string' },
        'witness-key': { type: 'string', multiple: true },
        quorum: { type: 'string' },
        'trust-state': { type: 'string' },
        threads: { type: 'string' },
        'fail-closed': { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const v = parsed.values;
  if (v.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!v.log) throw new UsageError(`--log is required\n${USAGE}`);
  if (!v.state) throw new UsageError(`--state is required\n${USAGE}`);
  const cpPaths = v.checkpoint ?? [];
  if ((cpPaths.length === 0) !== (v['public-key'] === undefined)) throw new UsageError(`--checkpoint and --public-key go together\n${USAGE}`);
  if (!cpPaths.length && (v['witness-key'] !== undefined || v['trust-state'] !== undefined)) throw new UsageError(`--witness-key and --trust-state apply to checkpoints: give --checkpoint\n${USAGE}`);
  const acl = v.acl !== undefined ? await loadAcl(v.acl) : undefined;
  const checkpoints = [];
  for (const p of cpPaths) checkpoints.push(await readCheckpoint(p));
  const publicKey = v['public-key'] !== undefined ? await loadPublicKey(v['public-key']) : undefined;
  const witnesses = await Promise.all((v['witness-key'] ?? []).map(loadWitnessKey));
  let quorum: number | undefined;
  if (v.quorum !== undefined) {
    quorum = Number(v.quorum);
    if (!/^\d{1,4}$/.test(v.quorum) || quorum < 1 || quorum > witnesses.length) throw new UsageError(`--quorum must be an integer from 1 to the number of --witness-key (${witnesses.length}), got ${v.quorum}`);
  }
  const trust = v['trust-state'] !== undefined ? await readTrustState(v['trust-state']) : undefined;
  let threads: number | undefined;
  if (v.threads !== undefined) {
    threads = Number(v.threads);
    if (!/^\d{1,2}$/.test(v.threads) || threads > 16) throw new UsageError(`--threads must be an integer from 0 to 16, got ${v.threads}`);
  }

  const dest: Writable = v.out ? createWriteStream(v.out) : process.stdout;
  const counts = new Map<Verdict | 'error', number>();
  let buf = '';
  const rows = reconcileRows(v.state, {
    log: v.log,
    ...(acl && { acl }),
    ...(checkpoints.length && { checkpoints, publicKey: publicKey! }),
    ...(witnesses.length && { witnesses }),
    ...(quorum !== undefined && { quorum }),
    ...(trust && { trust }),
    ...(threads !== undefined && { threads }),
    failClosed: v['fail-closed'] ?? false,
  });
  try {
    for await (const row of rows) {
      const tag = row.error ? 'error' : row.verdict;
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
      buf += formatRow(row) + '\n';
      if (buf.length >= 1 << 16) {
        await writeAll(dest, buf);
        buf = '';
      }
    }
  } finally {
    await closeVerifyPools();
  }
  await writeAll(dest, buf);
  if (v.out) {
    dest.end();
    await once(dest, 'finish');
  }
  const summary = [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
  process.stderr.write(`antidote reconcile: ${summary || 'no state records'}\n`);
  return 0;
}
