import { encode } from '@msgpack/msgpack';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSplit } from '../../bench/correlate/correlate.bench.js';
import { jsonlCorpus, records } from '../../bench/corpus-gen.js';
import { screenLine } from '../../kernels/screen/index.js';
import { Screener, type ScreenedRecord } from '../../kernels/screen/index.js';
import { createCorrelateHook } from '../../pipeline/correlate/index.js';
import type { CorrelationAlert } from '../../pipeline/correlate/index.js';
import { Progress } from '../../pipeline/output/index.js';
import { formatBytes } from '../../pipeline/output/progress.js';
import { RecallCoordinator } from '../../pipeline/screen/recall-coordinator.js';
import { LineSplitter } from '../../pipeline/sources/index.js';
import { defaultModel } from '../../workers/batch/index.js';
import { image, screenBytes, toJson, toMsgpack } from './pipeline-helpers.js';

// The screen command around the pool: formats by file ending, SIGINT, the progress line, the
// summary, and `--correlate` fed by the pool.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist', 'pipeline', 'cli.js');
const tmp = () => mkdtempSync(join(tmpdir(), 'antidote-pipe-'));

describe('formats through the command line', () => {
  it('the same records as .jsonl, .json and .msgpack give the same verdicts', () => {
    const recs: object[] = [];
    for (const r of records(5)) {
      if (recs.length >= 400) break;
      const { kind: _k, ...rec } = r;
      recs.push(rec);
    }
    const d = tmp();
    writeFileSync(join(d, 'm.jsonl'), recs.map((r) => JSON.stringify(r)).join('\n') + '\n');
    writeFileSync(join(d, 'm.json'), toJson(recs, true));
    writeFileSync(join(d, 'm.msgpack'), toMsgpack(recs));
    const outs = ['m.jsonl', 'm.json', 'm.msgpack'].map((f) => spawnSync(process.execPath, [cli, 'screen', join(d, f), '--threads', '2'], { encoding: 'utf8' }));
    for (const o of outs) {
      expect(o.status).toBe(0);
      expect(o.stderr).toMatch(/^antidote screen: 400 records, /);
    }
    expect(outs[1]!.stdout).toBe(outs[0]!.stdout);
    expect(outs[2]!.stdout).toBe(outs[0]!.stdout);
  });
});

describe('SIGINT', () => {
  it('flushes what is done: whole verdict lines for a prefix of the input, a summary, exit 130', async () => {
    const d = tmp();
    const file = join(d, 'big.jsonl');
    writeFileSync(file, jsonlCorpus(150_000, 9));
    const child = spawn(process.execPath, [cli, 'screen', file, '--threads', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let got = 0;
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.stdout.on('data', (b: Buffer) => {
      out.push(b);
      got += b.length;
      if (got > 200_000 && !child.killed) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    expect(code).toBe(130);
    const text = Buffer.concat(out).toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines.length).toBeLessThan(150_000);
    lines.forEach((l, i) => expect((JSON.parse(l) as { id: string }).id).toBe(`m-${i + 1}`));
    expect(err).toMatch(new RegExp(`antidote screen: interrupted after ${lines.length} records`));
  }, 120_000);
});

describe('progress and summary', () => {
  it('the progress line: records/s, bytes done, percentage and ETA when the size is known', () => {
    const lines: string[] = [];
    const p = new Progress({ isTTY: true, write: (s) => (lines.push(s), true) }, 4 * (1 << 20), false);
    p.update(12_345, 1 << 20);
    const l = p.line(performance.now() + 1000);
    expect(l).toMatch(/^\[#####\.{15}\]  25%  antidote screen: 12,345 records  [\d,]+ records\/s  1\.0 MiB \/ 4\.0 MiB  ETA \d+:\d\d$/);
    const unknown = new Progress({ write: () => true }, undefined, false);
    unknown.update(10, 2048);
    expect(unknown.line()).toMatch(/10 records .* 2\.0 KiB$/);
    expect(formatBytes(1.5 * (1 << 30))).toBe('1.5 GiB');
  });
  it('drawn only on a terminal and without --quiet; the summary line either way', async () => {
    expect(Progress.wanted({ isTTY: true, write: () => true }, false)).toBe(true);
    expect(Progress.wanted({ isTTY: true, write: () => true }, true)).toBe(false);
    expect(Progress.wanted({ isTTY: false, write: () => true }, false)).toBe(false);
    const body = jsonlCorpus(3000, 2);
    const tty = await screenBytes(body, { threads: '2', quiet: false }, { inlineBelowBytes: 0, stderr: { isTTY: true, columns: 120, write: () => true } });
    expect(tty.summary.records).toBe(3000);
    // not a terminal: only the summary line, no carriage returns
    const r = spawnSync(process.execPath, [cli, 'screen', '-', '--threads', '2'], { input: body, encoding: 'utf8' });
    expect(r.stderr).not.toContain('\r');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^antidote screen: 3000 records, \d+ kept, \d+ quarantined \(0 malformed\), \d+ directives, \d+ clusters, \d+ records\/s/);
  });
});

describe('screen --correlate through the pool', () => {
  it('the pool feeds the correlation hook every record in input order: the same alerts as one thread', async () => {
    const bytes = Buffer.concat([loadSplit('dev').bytes, loadSplit('heldout').bytes]);
    // one thread, no batches: the screen as `correlate` builds it, clusters set, in input order
    const screener = new Screener(image, { features: 'always', model: defaultModel() });
    const expected: CorrelationAlert[] = [];
    const hook = createCorrelateHook({ onAlert: (a) => expected.push(a) });
    const seen: ScreenedRecord[] = [];
    const coord = new RecallCoordinator((_v, rec) => {
      seen.push(rec);
      hook.observe(rec);
    });
    const split = new LineSplitter();
    for (const l of [...split.push(bytes), ...split.end()]) coord.push(screenLine(screener, l.line, l.bytes, l.tooLong));
    coord.finish();
    await hook.finish();
    expect(expected.length).toBeGreaterThanOrEqual(30);

    for (const [threads, batch] of [
      ['2', '7'],
      ['1', '500'],
      ['0', '13'],
    ] as const) {
      const got: CorrelationAlert[] = [];
      const observed: ScreenedRecord[] = [];
      const h = createCorrelateHook({ onAlert: (a) => got.push(a) });
      await screenBytes(bytes, { threads, 'batch-size': batch }, { inlineBelowBytes: 0, observer: { observe: (r) => (observed.push(r), h.observe(r)), finish: () => h.finish() } });
      expect(got).toEqual(expected);
      expect(observed).toEqual(seen);
    }
  });

  it('--correlate --alerts FILE on the command line', () => {
    const d = tmp();
    const alerts = join(d, 'alerts.jsonl');
    const input = join(d, 'in.jsonl');
    writeFileSync(input, Buffer.concat([loadSplit('dev').bytes]));
    const r = spawnSync(process.execPath, [cli, 'screen', input, '--correlate', '--alerts', alerts, '--quiet'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const lines = readFileSync(alerts, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as CorrelationAlert);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toHaveProperty('agentId');
    expect(spawnSync(process.execPath, [cli, 'screen', input, '--alerts', alerts], { encoding: 'utf8' }).status).toBe(2);
  });

  it('MessagePack timestamps are read as ts', async () => {
    const bytes = Buffer.from(encode({ id: 'a', content: 'hi', ts: new Date(Date.UTC(2026, 0, 2)) }));
    const seen: ScreenedRecord[] = [];
    await screenBytes(bytes, { format: 'msgpack', threads: '0' }, { observer: { observe: (r) => seen.push(r), finish: () => undefined } });
    expect(seen[0]!.ts).toBe(Date.UTC(2026, 0, 2));
  });
});
