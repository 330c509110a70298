#!/usr/bin/env node
/**
 * `antidote` command-line entry point: dispatches to one module per command.
 *
 * Exit codes (CONTRACT §4): 0 done; 1 `audit verify` found the log invalid, or
 * `--fail-on-quarantine` and something was quarantined; 2 usage or I/O error, one line naming
 * the file and the problem. Standard output carries data only.
 */
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
  serve: () => import('./commands/serve.js'),
};

const USAGE = `usage: antidote <command> [options]

commands:
  screen [IN] [--out OUT] [--format F] [--trust prefix|signed] [--trust-config FILE] [--key KEY]
         [--threads N] [--correlate] [--quiet] [--fail-on-quarantine]
  correlate [IN] [--out OUT] [--state DB] [--window 30d] [--shard i/n] [--trust prefix|signed]
            [--trust-config FILE] [--key KEY]
  keygen --out KEY
  sign --key KEY [IN] [--out OUT]
  bench quality [--catalog FILE]
  audit append --log LOG [IN] [--max-future-ms MS]
  audit keygen --out SK --public-out PK
  audit checkpoint --log LOG --signing-key SK --out CP
  audit verify --log LOG [--checkpoint CP --public-key PK] [--allow-uncovered] [--threads N]
  audit verify --proof PROOF (--checkpoint CP --public-key PK | --log LOG)
  audit prove --log LOG --seq N [--checkpoint CP --public-key PK] [--out PROOF]
  reconcile --log LOG --state STATE [--acl ACL] [--checkpoint CP --public-key PK] [--fail-closed] [--out OUT]
  serve --nats URL [--max-ack-pending N] [--batch N] [--ack-wait MS] [--window 30d] [--partition K]
        [--trust prefix|signed] [--trust-config FILE] [--key KEY] [--no-setup] [--idle-exit MS]
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`antidote: unknown command '${name}'\n${USAGE}`);
    return 2;
  }
  try {
    return await (await load()).run(rest);
  } catch (err) {
    const msg = err instanceof AntidoteError ? err.message : err instanceof Error ? err.message : String(err);
    process.stderr.write(`antidote ${name}: ${msg}\n`);
    if (process.env.ANTIDOTE_DEBUG && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    return 2;
  }
}

// Run when executed directly (not when imported by a test).
const self = process.argv[1] ?? '';
if (self.endsWith('cli.js') || self.endsWith('cli.ts') || self.endsWith('/antidote')) {
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
