#!/usr/bin/env node
/**
 * `antidote` command-line entry point: dispatches to one module per command.
 *
 * Exit codes (CONTRACT §4): 0 done; 1 `audit verify` found the log invalid, or
 * `--fail-on-quarantine` and something was quarantined; 2 usage or I/O error, one line naming
 * the file and the problem. Standard output carries data only.
 */
import { readFileSync } from 'node:fs';
import { AntidoteError } from '../kernels/common/index.js';

export interface CommandModule {
  run(argv: string[]): Promise<number>;
}

const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  screen: () => import('./commands/screen.js'),
  keygen: () => import('./commands/keygen.js'),
  sign: () => import('./commands/sign.js'),
  bench: () => import('./commands/bench.js'),
  audit: () => import('./commands/audit.js'),
  reconcile: () => import('./commands/reconcile.js'),
  correlate: () => import('./commands/correlate.js'),
  train: () => import('./commands/train.js'),
  report: () => import('./commands/report.js'),
  serve: () => import('./commands/serve.js'),
};

const USAGE = `usage: antidote <command> [options]   (antidote <command> --help, antidote --version)

commands:
  screen [IN] [--out OUT] [--format F] [--trust prefix|signed] [--trust-config FILE] [--key KEY]
         [--threads N] [--correlate [--alerts FILE]] [--quiet] [--fail-on-quarantine] [--report FILE.html] [--echo FIELDS]
         [--threshold X] [--veto X] [--model FILE|none] [--judge URL ...]
         [--shape mem0|letta|mcp-memory|langgraph] [--map FIELD=POINTER,...]
  screen --from postgres://...|sqlite:PATH [--table T | --query SQL --order COL] [--map ...]
         [--write-back [--resume]] [--page-rows N] [--echo FIELDS]
  correlate [IN] [--out OUT] [--state DB] [--window 30d] [--shard i/n] [--trust prefix|signed]
            [--trust-config FILE] [--key KEY]
  keygen --out KEY
  sign --key KEY [IN] [--out OUT]
  bench quality [--catalog FILE]
  audit append --log LOG [IN] [--max-future-ms MS]
  audit keygen --out SK --public-out PK [--name NAME [--witness]]
  audit checkpoint --log LOG --signing-key SK --out CP [--origin NAME]
  audit verify --log LOG [--checkpoint CP]... [--public-key PK] [--witness-key WK]... [--quorum N] [--trust-state FILE] [--require-covered] [--threads N]
  audit verify --proof PROOF (--checkpoint CP --public-key PK | --log LOG)
  audit verify --consistency PROOF --from OLD_CP --to NEW_CP --public-key PK [--trust-state FILE]
  audit prove --log LOG --seq N [--checkpoint CP --public-key PK] [--out PROOF]
  audit prove --log LOG --from OLD_CP --to NEW_CP [--public-key PK] [--out PROOF]
  audit cosign --checkpoint CP --public-key PK --signing-key WSK --name NAME --out OUT [--trust-state FILE] [--consistency PROOF]
  reconcile --log LOG --state STATE [--acl ACL] [--checkpoint CP]... [--public-key PK] [--witness-key WK]... [--trust-state FILE] [--fail-closed] [--out OUT]
  report VERDICTS [--input RECORDS] [--alerts ALERTS] --out FILE.html [--max-items N] [--top-agents N]
  serve --nats URL [--max-ack-pending N] [--batch N] [--ack-wait MS] [--window 30d] [--partition K]
        [--trust prefix|signed] [--trust-config FILE] [--key KEY] [--no-setup] [--idle-exit MS]
`;

/** `antidote <command> --help`: the command's lines of USAGE. */
function commandHelp(name: string): string {
  const lines = USAGE.split('\n');
  const out: string[] = [];
  let inside = false;
  for (const l of lines) {
    if (/^  \S/.test(l)) inside = l.slice(2).startsWith(`${name} `) || l.slice(2) === name;
    if (inside && l.trim()) out.push(/^  \S/.test(l) ? `antidote ${l.trim()}` : `         ${l.trim()}`);
  }
  return `usage:\n${out.map((l) => `  ${l}`).join('\n')}\n`;
}

/** The package's version (package.json next to dist/). */
export function version(): string {
  for (const rel of ['../../package.json', '../package.json']) {
    try {
      return (JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { version: string }).version;
    } catch {
      // try the next location (running from source or from dist/)
    }
  }
  return 'unknown';
}

/** Options whose value may be negative (`--threads -1`): joined as `--opt=value` so the command's check reports it, not parseArgs' "ambiguous". */
const NUMERIC = new Set(['--threads', '--batch-size', '--max-record-bytes', '--threshold', '--veto', '--max-future-ms', '--seq']);
function joinNegative(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (NUMERIC.has(a) && i + 1 < argv.length && /^-\d/.test(argv[i + 1]!)) out.push(`${a}=${argv[++i]}`);
    else out.push(a);
  }
  return out;
}

/** A reader that went away (`antidote screen … | head -1`): not an error. */
export function isBrokenPipe(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown; message?: unknown } | undefined, n = 0; e && n < 4; e = e.cause as typeof e, n++) {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') return true;
    if (typeof e.message === 'string' && /\bEPIPE\b/.test(e.message)) return true;
  }
  return false;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`antidote: unknown command '${name}'\n${USAGE}`);
    return 2;
  }
  const dd = rest.indexOf('--');
  const flags = dd < 0 ? rest : rest.slice(0, dd);
  if (flags.includes('--help') || flags.includes('-h')) {
    process.stdout.write(commandHelp(name));
    return 0;
  }
  try {
    return await (await load()).run(joinNegative(rest));
  } catch (err) {
    if (isBrokenPipe(err)) return 0;
    const msg = err instanceof AntidoteError ? err.message : err instanceof Error ? err.message : String(err);
    process.stderr.write(`antidote ${name}: ${msg}\n`);
    if (process.env.ANTIDOTE_DEBUG && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    return 2;
  }
}

// Run when executed directly (not when imported by a test).
const self = process.argv[1] ?? '';
if (self.endsWith('cli.js') || self.endsWith('cli.ts') || self.endsWith('/antidote')) {
  // `| head -1`: the reader closed standard output; stop quietly with 0 (there is no one to tell)
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
  });
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`antidote: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
