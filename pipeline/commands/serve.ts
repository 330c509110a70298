/**
 * `antidote serve --nats URL`: a screening and correlation worker on NATS JetStream (README
 * "Serving on NATS"). Run one per core, per machine; all of them share one durable consumer.
 *
 * Exit codes: 0 stopped (SIGTERM or SIGINT: the memories in hand are finished and acked, then the
 * connection drains; a second signal exits at once), 2 usage error or a server that cannot be
 * reached at start. A summary line goes to standard error on exit.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';
import { parseWindow } from '../correlate/index.js';
import { loadTrust } from '../screen/index.js';
import { serve } from '../serve/index.js';

function int(v: string | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}, not '${v}'`);
  return n;
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      nats: { type: 'string' },
      trust: { type: 'string' },
      'trust-config': { type: 'string' },
      key: { type: 'string' },
      'allow-insecure-key': { type: 'boolean' },
      window: { type: 'string' },
      'max-ack-pending': { type: 'string' },
      batch: { type: 'string' },
      'ack-wait': { type: 'string' },
      partition: { type: 'string' },
      replicas: { type: 'string' },
      'no-setup': { type: 'boolean' },
      'idle-exit': { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
    },
  });
  if (positionals.length) throw new UsageError(`serve takes no positional arguments, got '${positionals[0]}'`);
  if (!values.nats) throw new UsageError('serve needs --nats URL (e.g. nats://127.0.0.1:4222)');
  const { config, key } = loadTrust(values);
  const log = values.quiet ? undefined : (l: string) => void process.stderr.write(l + '\n');
  const handle = await serve({
    nats: values.nats,
    trust: config,
    key: key ?? undefined,
    windowMs: parseWindow(values.window),
    maxAckPending: int(values['max-ack-pending'], '--max-ack-pending', 1),
    batch: int(values.batch, '--batch', 1),
    ackWaitMs: int(values['ack-wait'], '--ack-wait (ms)', 100),
    partition: int(values.partition, '--partition', 0),
    replicas: int(values.replicas, '--replicas', 1),
    setup: !values['no-setup'],
    idleExitMs: int(values['idle-exit'], '--idle-exit (ms)', 0),
    log,
  });
  log?.(`antidote serve: consuming from ${values.nats}`);
  let signals = 0;
  const onSignal = () => {
    if (++signals > 1) process.exit(130);
    void handle.stop();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  try {
    const s = await handle.done;
    const cpu = process.cpuUsage();
    process.stderr.write(
      `antidote serve: ${s.memories} memories, ${s.verdicts} verdicts, ${s.alerts} alerts, ${s.malformed} malformed, ${s.redelivered} redelivered, ${s.turns} turn waits, ${s.conflicts} conflicts, ${s.retries} retries, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU\n`,
    );
    return 0;
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
}
