/**
 * `antidote audit append|keygen|checkpoint|verify|prove` (CONTRACT §4).
 *
 * Exit codes: 0 done / valid; 1 the log (or proof) does not verify, or checkpoint refused to
 * sign an invalid log; 2 usage or I/O, or an append refused (bad event line, time going back,
 * lock held). Data (entries, reports, proofs) on standard output; summaries on standard error.
 */
import { parseArgs } from 'node:util';
import { AuditError, UsageError } from '../../kernels/common/index.js';
import { proofText, verifyCheckpointSignature } from '../../kernels/audit/index.js';
import { openAuditLog, DEFAULT_MAX_FUTURE_MS, type AuditEvent } from '../audit/index.js';
import { readTextLines } from '../audit/index.js';
import { closeVerifyPools, verify } from '../audit/index.js';
import {
  checkpointText,
  createCheckpoint,
  generateAuditKeys,
  loadPrivateKey,
  loadPublicKey,
  prove,
  readCheckpoint,
  readProof,
  verifyProof,
  writeAtomic,
} from '../audit/index.js';

const USAGE = `usage:
  antidote audit append --log LOG [IN] [--max-future-ms MS]
  antidote audit keygen --out SK --public-out PK
  antidote audit checkpoint --log LOG --signing-key SK --out CP
  antidote audit verify --log LOG [--checkpoint CP --public-key PK] [--allow-uncovered] [--threads N]
  antidote audit verify --proof PROOF (--checkpoint CP --public-key PK | --log LOG)
  antidote audit prove --log LOG --seq N [--checkpoint CP --public-key PK] [--out PROOF]
`;

function args<T extends Record<string, { type: 'string' | 'boolean' }>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
}

function need(v: string | boolean | undefined, flag: string): string {
  if (typeof v !== 'string' || v === '') throw new UsageError(`${flag} is required\n${USAGE}`);
  return v;
}

function intFlag(v: string | boolean | undefined, flag: string, min = 0): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min) throw new UsageError(`${flag} must be an integer ≥ ${min}, got ${String(v)}`);
  return n;
}

const out = (s: string): boolean => process.stdout.write(s);
const help = (): number => {
  out(USAGE);
  return 0;
};
const warn = (s: string): boolean => process.stderr.write(`antidote audit: ${s}\n`);

async function append(argv: string[]): Promise<number> {
  const { values: v, positionals } = args(argv, { log: { type: 'string' }, 'max-future-ms': { type: 'string' } });
  if (v.help) return help();
  const log = need(v.log, '--log');
  if (positionals.length > 1) throw new UsageError(`one input at most, got ${positionals.length}\n${USAGE}`);
  const input = positionals[0] ?? '-';
  const name = input === '-' ? 'standard input' : input;
  const lineOf: number[] = [];
  async function* events(): AsyncGenerator<AuditEvent> {
    for await (const batch of readTextLines(input)) {
      for (const l of batch) {
        if (l.badUtf8) throw new AuditError('E_AUDIT_ENTRY', `${name} line ${l.line}: not valid UTF-8`);
        let ev: unknown;
        try {
          ev = JSON.parse(l.text);
        } catch (err) {
          throw new AuditError('E_AUDIT_ENTRY', `${name} line ${l.line}: not JSON (${(err as Error).message})`);
        }
        lineOf.push(l.line);
        yield ev as AuditEvent;
      }
    }
  }
  const maxFutureMs = intFlag(v['max-future-ms'], '--max-future-ms') ?? DEFAULT_MAX_FUTURE_MS;
  const handle = await openAuditLog(log, { maxFutureMs });
  let entries;
  try {
    entries = await handle.appendAll(events(), (n) => `${name} line ${lineOf[n]}`);
  } catch (err) {
    if (err instanceof AuditError) throw new AuditError(err.code, `${err.message}; nothing was appended`, err.seq);
    throw err;
  } finally {
    await handle.close();
  }
  let text = '';
  for (const e of entries) {
    text += `{"seq":${e.seq},"ts":"${e.ts}","key":${JSON.stringify(e.key)},"hash":"${e.hash}"}\n`;
    if (text.length > 1 << 16) {
      out(text);
      text = '';
    }
  }
  out(text);
  const h = handle.head();
  warn(entries.length ? `appended ${entries.length} entries (seq ${entries[0]!.seq}..${entries[entries.length - 1]!.seq}) to ${log}; size ${h.size}` : `nothing to append; ${log} has ${h.size} entries`);
  return 0;
}

async function keygen(argv: string[]): Promise<number> {
  const { values: v } = args(argv, { out: { type: 'string' }, 'public-out': { type: 'string' } });
  if (v.help) return help();
  const sk = need(v.out, '--out');
  const pk = need(v['public-out'], '--public-out');
  await generateAuditKeys(sk, pk);
  warn(`wrote the audit principal's signing key ${sk} (mode 0600) and public key ${pk}`);
  return 0;
}

async function checkpoint(argv: string[]): Promise<number> {
  const { values: v } = args(argv, { log: { type: 'string' }, 'signing-key': { type: 'string' }, out: { type: 'string' }, threads: { type: 'string' } });
  if (v.help) return help();
  const log = need(v.log, '--log');
  const sk = await loadPrivateKey(need(v['signing-key'], '--signing-key'), warn);
  const dest = need(v.out, '--out');
  const threads = intFlag(v.threads, '--threads');
  const r = await createCheckpoint(log, sk, threads !== undefined ? { threads } : {}).finally(() => closeVerifyPools());
  if (!r.ok) {
    out(JSON.stringify(r.report) + '\n');
    warn(`not signing: ${r.report.error?.message}`);
    return 1;
  }
  await writeAtomic(dest, checkpointText(r.checkpoint));
  warn(`signed checkpoint of ${log}: ${r.checkpoint.size} entries, root ${r.checkpoint.root} → ${dest}`);
  return 0;
}

async function verifyCmd(argv: string[]): Promise<number> {
  const { values: v } = args(argv, {
    log: { type: 'string' },
    checkpoint: { type: 'string' },
    'public-key': { type: 'string' },
    'allow-uncovered': { type: 'boolean' },
    threads: { type: 'string' },
    proof: { type: 'string' },
  });
  if (v.help) return help();
  if ((v.checkpoint === undefined) !== (v['public-key'] === undefined)) throw new UsageError(`--checkpoint and --public-key go together\n${USAGE}`);
  const cp = v.checkpoint !== undefined ? await readCheckpoint(v.checkpoint) : undefined;
  const publicKey = v['public-key'] !== undefined ? await loadPublicKey(v['public-key']) : undefined;
  if (v.proof !== undefined) {
    const proof = await readProof(v.proof);
    const against = cp ? { checkpoint: cp, publicKey: publicKey! } : { log: need(v.log, '--log (or --checkpoint)') };
    const rep = await verifyProof(proof, against);
    out(JSON.stringify(rep) + '\n');
    return rep.valid ? 0 : 1;
  }
  const threads = intFlag(v.threads, '--threads');
  try {
    const rep = await verify({
      log: need(v.log, '--log'),
      ...(cp && { checkpoint: cp, publicKey }),
      allowUncovered: v['allow-uncovered'] ?? false,
      ...(threads !== undefined && { threads }),
    });
    out(JSON.stringify(rep) + '\n');
    if (!rep.valid) warn(`invalid: ${rep.error!.code}: ${rep.error!.message}`);
    else if (rep.checkpoint?.uncovered) warn(`${rep.checkpoint.uncovered} entries after the checkpoint are not certified`);
    return rep.valid ? 0 : 1;
  } finally {
    await closeVerifyPools();
  }
}

async function proveCmd(argv: string[]): Promise<number> {
  const { values: v } = args(argv, { log: { type: 'string' }, seq: { type: 'string' }, checkpoint: { type: 'string' }, 'public-key': { type: 'string' }, out: { type: 'string' } });
  if (v.help) return help();
  const log = need(v.log, '--log');
  const seq = intFlag(need(v.seq, '--seq'), '--seq')!;
  if ((v.checkpoint === undefined) !== (v['public-key'] === undefined)) throw new UsageError(`--checkpoint and --public-key go together\n${USAGE}`);
  let size: number | undefined;
  let cp;
  if (v.checkpoint !== undefined) {
    cp = await readCheckpoint(v.checkpoint);
    const pk = await loadPublicKey(v['public-key']!);
    if (!verifyCheckpointSignature(cp, pk)) {
      warn(`${v.checkpoint}: the checkpoint's signature does not verify`);
      return 1;
    }
    size = cp.size;
  }
  let proof;
  try {
    proof = await prove(log, seq, size);
  } catch (err) {
    if (err instanceof AuditError && err.code !== 'E_AUDIT_PROOF') {
      warn(err.message);
      return 1;
    }
    throw err;
  }
  if (cp && proof.root !== cp.root) {
    warn(`${log} does not match the checkpoint at size ${cp.size}: history was rewritten`);
    return 1;
  }
  const text = proofText(proof);
  if (v.out) await writeAtomic(v.out, text);
  else out(text);
  return 0;
}

const SUB: Record<string, (argv: string[]) => Promise<number>> = { append, keygen, checkpoint, verify: verifyCmd, prove: proveCmd };

export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (!sub || sub === '--help' || sub === '-h') {
    out(USAGE);
    return sub ? 0 : 2;
  }
  const fn = SUB[sub];
  if (!fn) throw new UsageError(`unknown audit subcommand '${sub}'\n${USAGE}`);
  return fn(rest);
}
