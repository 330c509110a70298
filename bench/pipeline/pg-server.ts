/**
 * A real PostgreSQL 15 server for the store tests: initdb in a temporary directory, started on
 * 127.0.0.1 at a free port, stopped (and its directory removed) afterwards. The binaries are
 * Debian's (/usr/lib/postgresql/15/bin, not on PATH; ANTIDOTE_PG_BIN overrides). PostgreSQL
 * refuses to run as root, so as root the server runs as the `postgres` user (runuser).
 * Where the binaries are absent `available()` says why and the tests skip.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.ANTIDOTE_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function unavailable(): string | null {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) return `PostgreSQL 15 binaries not found in ${BIN} (set ANTIDOTE_PG_BIN)`;
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run the server as';
    }
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface PgServer {
  url: string;
  port: number;
  stop(): void;
}

export async function startPostgres(): Promise<PgServer> {
  const dir = mkdtempSync(join(tmpdir(), 'antidote-pg-'));
  const data = join(dir, 'data');
  const root = userInfo().uid === 0;
  const as = (cmd: string, args: string[]) =>
    root ? execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { stdio: 'pipe' }) : execFileSync(join(BIN, cmd), args, { stdio: 'pipe' });
  if (root) {
    chmodSync(dir, 0o700);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  as('initdb', ['-D', data, '-U', 'antidote', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  let stopped = false;
  return {
    port,
    url: `postgres://antidote@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
