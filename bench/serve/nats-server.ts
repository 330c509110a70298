/**
 * A real `nats-server -js` for the serve tests and benchmark: 127.0.0.1 only, a random free
 * port, a temporary store directory; stopped (and restartable on the same port and store).
 * `natsServerPath()` is null when the Debian package `nats-server` is not installed: the tests
 * then skip with a message saying so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function natsServerPath(): string | null {
  for (const p of [process.env.NATS_SERVER, 'nats-server', '/usr/sbin/nats-server', '/usr/bin/nats-server']) {
    if (!p) continue;
    const r = spawnSync(p, ['--version'], { encoding: 'utf8' });
    if (r.status === 0) return p;
  }
  return null;
}

export const NO_NATS_SERVER = 'nats-server is not installed (Debian: apt-get install -y nats-server; .ci/run installs it): the serve tests are skipped';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = tcpConnect(port, '127.0.0.1');
      c.once('connect', () => {
        c.destroy();
        resolve(true);
      });
      c.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nats-server did not listen on 127.0.0.1:${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export class NatsServer {
  private proc: ChildProcess | null = null;
  readonly dir = mkdtempSync(join(tmpdir(), 'antidote-nats-'));
  log = '';

  private constructor(
    readonly bin: string,
    readonly port: number,
    /** Extra server configuration (e.g. subject mappings), written to a config file. */
    readonly config: string,
  ) {}

  static async start(config = ''): Promise<NatsServer> {
    const bin = natsServerPath();
    if (!bin) throw new Error(NO_NATS_SERVER);
    const s = new NatsServer(bin, await freePort(), config);
    await s.restart();
    return s;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  /** (Re)start on the same port and store directory. */
  async restart(): Promise<void> {
    if (this.proc) throw new Error('nats-server is running');
    const conf = join(this.dir, 'server.conf');
    writeFileSync(conf, `listen: "127.0.0.1:${this.port}"\njetstream { store_dir: "${join(this.dir, 'store')}" }\n${this.config}\n`);
    const p = spawn(this.bin, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    p.stderr!.on('data', (d: Buffer) => {
      this.log = (this.log + d.toString()).slice(-20_000);
    });
    this.proc = p;
    await waitForPort(this.port, 10_000);
  }

  /** Stop (SIGTERM, then SIGKILL after 5 s) and wait for the exit. */
  async stop(): Promise<void> {
    const p = this.proc;
    if (!p) return;
    this.proc = null;
    if (p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => p.kill('SIGKILL'), 5000);
      p.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      p.kill('SIGTERM');
    });
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
