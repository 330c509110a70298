/**
 * `antidote audit append|keygen|checkpoint|verify|prove` (CONTRACT §4).
 *
 * Exit codes: 0 done / valid; 1 the log (or proof) does not verify, or checkpoint refused to
 * sign an invalid log; 2 usage or I/O, or an append refused (bad event line, time going back,
 * lock held). Data (entries, reports, proofs) on standard output; summaries on standard error.
 */
import { parseArgs } from 'node:util';
import { AuditError, UsageError } from '../../kernels/common/index.js';
import { consistencyProofText, proofText, verifyCheckpointSignature, type Checkpoint, type NoteVerifier } from '../../kernels/audit/index.js';
import { openAuditLog, DEFAULT_MAX_FUTURE_MS, MAX_FUTURE_CAP_MS, type AuditEvent } from '../audit/index.js';
import { readTextLines } from '../audit/index.js';
import { closeVerifyPools, verify } from '../audit/index.js';
import {
  advanceTrust,
  checkpointText,
  createCheckpoint,
  generateAuditKeys,
  loadPrivateKey,
  loadPublicKey,
  loadWitnessKey,
  prove,
  proveConsistency,
  readCheckpoint,
  readConsistencyProof,
  readProof,
  readTrustState,
  verifyConsistencyProof,
  verifyProof,
  witnessCosign,
  writeAtomic,
  writeTrustState,
  type TrustState,
} from '../audit/index.js';

const USAGE = `usage:
  antidote audit append --log LOG [IN] [--max-future-ms MS]
  antidote audit keygen --out SK --public-out PK [--name NAME [--witness]]
  antidote audit checkpoint --log LOG --signing-key SK --out CP [--origin NAME]
  antidote audit verify --log LOG [--checkpoint CP]... [--public-key PK] [--witness-key WK]... [--quorum N]
                        [--trust-state FILE] [--require-covered] [--threads N]
  antidote audit verify --proof PROOF (--checkpoint CP --public-key PK | --log LOG)
  antidote audit verify --consistency PROOF --from OLD_CP --to NEW_CP --public-key PK [--witness-key WK]... [--trust-state FILE]
  antidote audit prove --log LOG --seq N [--checkpoint CP --public-key PK] [--out PROOF]
  antidote audit prove --log LOG --from OLD_CP --to NEW_CP [--public-key PK] [--out PROOF]
  antidote audit cosign --checkpoint CP --public-key PK --signing-key WSK --name NAME --out OUT [--trust-state FILE] [--consistency PROOF]
`;

type Spec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

function args<T extends Spec>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
}

function need(v: unknown, flag: string): string {
  if (typeof v !== 'string' || v === '') throw new UsageError(`${flag} is required\n${USAGE}`);
  return v;
}

function intFlag(v: unknown, flag: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d{1,16}$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}, got ${String(v)}`);
  }
  return n;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : []);

async function loadTrust(path: string | undefined): Promise<TrustState | undefined> {
  if (path === undefined) return undefined;
  return readTrustState(path);
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
        if (l.tooLong !== undefined) throw new AuditError('E_AUDIT_ENTRY', `${name} line ${l.line}: ${l.tooLong} bytes, longer than any event may be`);
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
  const maxFutureMs = intFlag(v['max-future-ms'], '--max-future-ms', 0, MAX_FUTURE_CAP_MS) ?? DEFAULT_MAX_FUTURE_MS;
  const handle = await openAuditLog(log, { maxFutureMs });
  if (handle.recovered) {
    warn(`${log}: cut off ${handle.recovered.entries} entries (${handle.recovered.bytes} bytes) of a batch that was never committed (its appender died); they were never part of the log`);
  }
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
  const { values: v } = args(argv, { out: { type: 'string' }, 'public-out': { type: 'string' }, name: { type: 'string' }, witness: { type: 'boolean' } });
  if (v.help) return help();
  const sk = need(v.out, '--out');
  const pk = need(v['public-out'], '--public-out');
  if (v.witness && v.name === undefined) throw new UsageError(`--witness needs --name\n${USAGE}`);
  await generateAuditKeys(sk, pk, { ...(v.name !== undefined && { name: v.name }), ...(v.witness && { witness: true }) });
  warn(`wrote ${v.witness ? 'a witness' : "the audit principal's"} signing key ${sk} (mode 0600) and public key ${pk}${v.name ? ' (a note verifier key)' : ''}`);
  return 0;
}

async function checkpoint(argv: string[]): Promise<number> {
  const { values: v } = args(argv, { log: { type: 'string' }, 'signing-key': { type: 'string' }, out: { type: 'string' }, threads: { type: 'string' }, origin: { type: 'string' } });
  if (v.help) return help();
  const log = need(v.log, '--log');
  const sk = await loadPrivateKey(need(v['signing-key'], '--signing-key'));
  const dest = need(v.out, '--out');
  const threads = intFlag(v.threads, '--threads');
  const r = await createCheckpoint(log, sk, { ...(threads !== undefined && { threads }), ...(v.origin !== undefined && { origin: v.origin }) }).finally(() => closeVerifyPools());
  if (!r.ok) {
    out(JSON.stringify(r.report) + '\n');
    warn(`not signing: ${r.report.error?.message}`);
    return 1;
  }
  await writeAtomic(dest, checkpointText(r.checkpoint));
  warn(`signed checkpoint of ${r.checkpoint.origin}: ${r.checkpoint.size} entries, root ${r.checkpoint.root} → ${dest}`);
  return 0;
}

async function verifyCmd(argv: string[]): Promise<number> {
  const { values: v } = args(argv, {
    log: { type: 'string' },
    checkpoint: { type: 'string', multiple: true },
    'public-key': { type: 'string' },
    'witness-key': { type: 'string', multiple: true },
    quorum: { type: 'string' },
    'trust-state': { type: 'string' },
    'require-covered': { type: 'boolean' },
    'allow-uncovered': { type: 'boolean' },
    threads: { type: 'string' },
    proof: { type: 'string' },
    consistency: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  });
  if (v.help) return help();
  const cpPaths = list(v.checkpoint);
  const publicKey = v['public-key'] !== undefined ? await loadPublicKey(v['public-key']) : undefined;
  const witnesses = await Promise.all(list(v['witness-key']).map(loadWitnessKey));
  const quorum = intFlag(v.quorum, '--quorum', 1, Math.max(1, witnesses.length));
  if (quorum !== undefined && !witnesses.length) throw new UsageError(`--quorum needs --witness-key\n${USAGE}`);
  const trustPath = v['trust-state'];
  const trust = await loadTrust(trustPath);
  const policyOf = (pk: NonNullable<typeof publicKey>) => ({ publicKey: pk, ...(witnesses.length && { witnesses }), ...(quorum !== undefined && { quorum }), ...(trust && { trust }) });

  if (v.consistency !== undefined) {
    const proof = await readConsistencyProof(v.consistency);
    const older = await readCheckpoint(need(v.from, '--from'));
    const newer = await readCheckpoint(need(v.to, '--to'));
    if (!publicKey) throw new UsageError(`--consistency needs --public-key\n${USAGE}`);
    const rep = verifyConsistencyProof(proof, older, newer, policyOf(publicKey));
    out(JSON.stringify(rep) + '\n');
    if (rep.valid && trust && trustPath && rep.trusted !== undefined) await writeTrustState(trustPath, trust);
    if (!rep.valid) warn(`inconsistent: ${rep.error!.code}: ${rep.error!.message}`);
    return rep.valid ? 0 : 1;
  }
  if (cpPaths.length && !publicKey) throw new UsageError(`--checkpoint needs --public-key\n${USAGE}`);
  if (!cpPaths.length && (witnesses.length || trustPath !== undefined)) throw new UsageError(`--witness-key and --trust-state apply to checkpoints: give --checkpoint\n${USAGE}`);
  const cps: Checkpoint[] = [];
  for (const p of cpPaths) cps.push(await readCheckpoint(p));
  if (v.proof !== undefined) {
    const proof = await readProof(v.proof);
    if (cps.length > 1) throw new UsageError(`--proof takes one --checkpoint\n${USAGE}`);
    const against = cps[0] ? { checkpoint: cps[0], publicKey: publicKey! } : { log: need(v.log, '--log (or --checkpoint)') };
    const rep = await verifyProof(proof, against);
    out(JSON.stringify(rep) + '\n');
    return rep.valid ? 0 : 1;
  }
  const threads = intFlag(v.threads, '--threads');
  try {
    const rep = await verify({
      log: need(v.log, '--log'),
      ...(cps.length && { checkpoints: cps, ...policyOf(publicKey!) }),
      requireCovered: v['require-covered'] ?? false,
      ...(threads !== undefined && { threads }),
    });
    out(JSON.stringify(rep) + '\n');
    if (rep.uncommitted) warn(`${rep.uncommitted.entries} entries (${rep.uncommitted.bytes} bytes) after the commit record belong to an unfinished batch: not part of the log`);
    if (!rep.valid) warn(`invalid: ${rep.error!.code}: ${rep.error!.message}`);
    else {
      if (rep.checkpoint?.uncovered) warn(`uncovered: ${rep.checkpoint.uncovered} entries after the newest checkpoint are not certified yet`);
      const newest = cps.sort((a, b) => a.size - b.size)[cps.length - 1];
      if (trust && trustPath && newest && advanceTrust(trust, newest)) {
        await writeTrustState(trustPath, trust);
        warn(`${trustPath}: now trusts ${newest.origin} at size ${newest.size}`);
      }
    }
    return rep.valid ? 0 : 1;
  } finally {
    await closeVerifyPools();
  }
}

async function proveCmd(argv: string[]): Promise<number> {
  const { values: v } = args(argv, {
    log: { type: 'string' },
    seq: { type: 'string' },
    checkpoint: { type: 'string' },
    'public-key': { type: 'string' },
    out: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  });
  if (v.help) return help();
  const log = need(v.log, '--log');
  const publicKey = v['public-key'] !== undefined ? await loadPublicKey(v['public-key']) : undefined;
  if (v.from !== undefined || v.to !== undefined) {
    if (v.seq !== undefined || v.checkpoint !== undefined) throw new UsageError(`--from/--to (a consistency proof) and --seq/--checkpoint (an inclusion proof) do not mix\n${USAGE}`);
    const older = await readCheckpoint(need(v.from, '--from'));
    const newer = await readCheckpoint(need(v.to, '--to'));
    if (older.size > newer.size) throw new UsageError(`--from (size ${older.size}) is larger than --to (size ${newer.size})`);
    for (const [flag, cp] of [['--from', older], ['--to', newer]] as const) {
      if (publicKey && !verifyCheckpointSignature(cp, publicKey)) {
        warn(`${flag}: the checkpoint's signature does not verify`);
        return 1;
      }
    }
    let proof;
    try {
      proof = await proveConsistency(log, older.size, newer.size);
    } catch (err) {
      if (err instanceof AuditError && err.code !== 'E_AUDIT_PROOF') {
        warn(err.message);
        return 1;
      }
      throw err;
    }
    if (proof.from.root !== older.root || proof.to.root !== newer.root) {
      warn(`${log} does not match ${proof.from.root !== older.root ? '--from' : '--to'} (another root at its size): history was rewritten`);
      return 1;
    }
    const text = consistencyProofText(proof);
    if (v.out) await writeAtomic(v.out, text);
    else out(text);
    return 0;
  }
  const seq = intFlag(need(v.seq, '--seq'), '--seq')!;
  if ((v.checkpoint === undefined) !== (publicKey === undefined)) throw new UsageError(`--checkpoint and --public-key go together\n${USAGE}`);
  let size: number | undefined;
  let cp;
  if (v.checkpoint !== undefined) {
    cp = await readCheckpoint(v.checkpoint);
    if (!verifyCheckpointSignature(cp, publicKey!)) {
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

async function cosign(argv: string[]): Promise<number> {
  const { values: v } = args(argv, {
    checkpoint: { type: 'string' },
    'public-key': { type: 'string' },
    'signing-key': { type: 'string' },
    name: { type: 'string' },
    out: { type: 'string' },
    'trust-state': { type: 'string' },
    consistency: { type: 'string' },
  });
  if (v.help) return help();
  const cp = await readCheckpoint(need(v.checkpoint, '--checkpoint'));
  const logKey: KeyLike = await loadPublicKey(need(v['public-key'], '--public-key'));
  const witnessKey = await loadPrivateKey(need(v['signing-key'], '--signing-key'), 'witness signing key');
  const name = need(v.name, '--name');
  const dest = need(v.out, '--out');
  const trustPath = v['trust-state'];
  const trust = await loadTrust(trustPath);
  const proof = v.consistency !== undefined ? await readConsistencyProof(v.consistency) : undefined;
  let signed;
  try {
    signed = witnessCosign(cp, { logKey, witnessKey, name, ...(trust && { trust }), ...(proof && { proof }) });
  } catch (err) {
    if (err instanceof AuditError) {
      warn(`not cosigning: ${err.code}: ${err.message}`);
      return 1;
    }
    throw new UsageError((err as Error).message);
  }
  await writeAtomic(dest, checkpointText(signed));
  if (trust && trustPath) await writeTrustState(trustPath, trust);
  warn(`${name} cosigned ${cp.origin} at size ${cp.size} → ${dest}`);
  return 0;
}

type KeyLike = Awaited<ReturnType<typeof loadPublicKey>> | NoteVerifier;

const SUB: Record<string, (argv: string[]) => Promise<number>> = { append, keygen, checkpoint, verify: verifyCmd, prove: proveCmd, cosign };

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
