/**
 * `antidote serve` against a real `nats-server -js` (127.0.0.1, random port, temporary store):
 * several workers on one consumer give exactly the verdicts and alerts of one
 * `antidote screen --correlate` run; a worker killed mid-stream loses and duplicates nothing;
 * a restarted server keeps the state (and a running worker reconnects to it).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { DEFAULT_NAMES, serve, type ServeHandle } from '../../pipeline/serve/index.js';
import { corpus, outputs, publishLines, reference, sorted, waitForVerdicts } from '../../bench/serve/harness.js';
import { NatsServer, natsServerPath, NO_NATS_SERVER } from '../../bench/serve/nats-server.js';

const bin = natsServerPath();
if (!bin) console.warn(NO_NATS_SERVER);
const cli = new URL('../../dist/pipeline/cli.js', import.meta.url).pathname;

let server: NatsServer | undefined;
const handles: ServeHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.stop();
  await server?.destroy();
  server = undefined;
});

describe.skipIf(!bin)('antidote serve on NATS JetStream', () => {
  it('3 workers on one consumer: exactly the verdicts and alerts of one screen --correlate run', async () => {
    server = await NatsServer.start();
    const lines = corpus(2);
    const ref = await reference(lines);
    expect(ref.alerts.length).toBeGreaterThanOrEqual(30);
    expect(ref.verdicts.some((v) => v.includes('"error"'))).toBe(true);
    // start the workers first (they create the topology), then publish while they run
    for (let i = 0; i < 3; i++) handles.push(await serve({ nats: server.url, batch: 16, idleExitMs: 1500 }));
    await publishLines(server.url, lines);
    const stats = await Promise.all(handles.map((h) => h.done));
    const out = await outputs(server.url);
    expect(out.verdicts.length).toBe(lines.length);
    expect(sorted(out.verdicts)).toEqual(sorted(ref.verdicts));
    expect(sorted(out.alerts)).toEqual(sorted(ref.alerts));
    expect(out.pending).toBe(0); // every memory acked, poison included
    // the work was shared, and every poison line was handled once
    expect(stats.filter((s) => s.memories > 0).length).toBeGreaterThanOrEqual(2);
    expect(stats.reduce((n, s) => n + s.malformed, 0)).toBe(ref.verdicts.filter((v) => v.includes('"error"')).length);
  }, 120_000);

  it.skipIf(!existsSync(cli))('a worker killed mid-stream: nothing lost, nothing duplicated', async () => {
    server = await NatsServer.start();
    const lines = corpus(4);
    const ref = await reference(lines);
    const url = server.url;
    const worker = () =>
      spawn(process.execPath, [cli, 'serve', '--nats', url, '--batch', '8', '--ack-wait', '1500', '--idle-exit', '4000'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = (p: ReturnType<typeof worker>) => new Promise<number | null>((r) => (p.exitCode !== null ? r(p.exitCode) : p.once('exit', (c) => r(c))));
    // the topology first, so the victim and the survivor race from the start
    const h = await serve({ nats: url, idleExitMs: 0, ackWaitMs: 1500 });
    await h.stop();
    await publishLines(url, lines);
    const victim = worker();
    const survivor = worker();
    let errs = '';
    survivor.stderr!.on('data', (d: Buffer) => (errs += d.toString()));
    const seen = await waitForVerdicts(url, Math.floor(lines.length / 4), 60_000);
    victim.kill('SIGKILL');
    expect(seen).toBeLessThan(lines.length); // killed mid-stream
    expect(await exited(victim)).toBe(null);
    expect(await exited(survivor)).toBe(0);
    const out = await outputs(url);
    expect(out.verdicts.length, errs).toBe(lines.length);
    expect(sorted(out.verdicts)).toEqual(sorted(ref.verdicts));
    expect(sorted(out.alerts)).toEqual(sorted(ref.alerts));
    expect(out.pending).toBe(0);
  }, 180_000);

  it('a restarted server keeps the streams and the correlation state; a running worker reconnects', async () => {
    server = await NatsServer.start();
    const lines = corpus(1);
    const ref = await reference(lines);
    const logs: string[] = [];
    const h = await serve({ nats: server.url, batch: 16, log: (l) => logs.push(l) });
    handles.push(h);
    const half = Math.floor(lines.length / 2);
    await publishLines(server.url, lines.slice(0, half));
    expect(await waitForVerdicts(server.url, half, 60_000)).toBe(half);
    await server.stop();
    await server.restart();
    await publishLines(server.url, lines.slice(half));
    expect(await waitForVerdicts(server.url, lines.length, 60_000)).toBe(lines.length);
    await h.stop();
    const out = await outputs(server.url);
    expect(sorted(out.verdicts)).toEqual(sorted(ref.verdicts));
    // campaigns that span both halves need the state written before the restart
    expect(sorted(out.alerts)).toEqual(sorted(ref.alerts));
    expect(logs.some((l) => /reconnect/.test(l))).toBe(true);
  }, 120_000);

  it('partition mode (subject mapping, one worker per partition): the same verdicts and alerts', async () => {
    server = await NatsServer.start('mappings: { "memories.*": "memories.{{partition(2,1)}}.{{wildcard(1)}}" }');
    const lines = corpus(1);
    const ref = await reference(lines);
    for (const partition of [0, 1]) handles.push(await serve({ nats: server.url, partition, batch: 16, idleExitMs: 1500 }));
    await publishLines(server.url, lines);
    const stats = await Promise.all(handles.map((h) => h.done));
    const out = await outputs(server.url);
    expect(sorted(out.verdicts)).toEqual(sorted(ref.verdicts));
    expect(sorted(out.alerts)).toEqual(sorted(ref.alerts));
    expect(out.pending).toBe(0);
    expect(stats.every((s) => s.memories > 0 && s.turns === 0)).toBe(true);
  }, 120_000);

  it.skipIf(!existsSync(cli))('SIGTERM: the worker finishes and acks what it holds, drains and exits 0', async () => {
    server = await NatsServer.start();
    const lines = corpus(3);
    const ref = await reference(lines);
    const url = server.url;
    // a long ack_wait: a memory left unacked by the stopped worker would show as ack-pending
    const h = await serve({ nats: url, idleExitMs: 0, ackWaitMs: 60_000 });
    await h.stop();
    await publishLines(url, lines);
    const p = spawn(process.execPath, [cli, 'serve', '--nats', url, '--batch', '8'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const seen = await waitForVerdicts(url, Math.floor(lines.length / 4), 60_000);
    p.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => p.once('exit', (c) => r(c)));
    expect(code, err).toBe(0);
    expect(err).toMatch(/antidote serve: \d+ memories, \d+ verdicts/);
    const nc = await connect({ servers: url });
    const info = await (await jetstreamManager(nc)).consumers.info(DEFAULT_NAMES.memoryStream, DEFAULT_NAMES.consumer);
    await nc.close();
    expect(info.num_ack_pending).toBe(0);
    const mid = (await outputs(url)).verdicts.length;
    expect(mid).toBeGreaterThanOrEqual(seen);
    expect(mid).toBeLessThan(lines.length); // stopped mid-stream
    const rest = await serve({ nats: url, idleExitMs: 1500 });
    await rest.done;
    const out = await outputs(url);
    expect(out.verdicts.length).toBe(lines.length);
    expect(sorted(out.verdicts)).toEqual(sorted(ref.verdicts));
    expect(sorted(out.alerts)).toEqual(sorted(ref.alerts));
  }, 120_000);
});
