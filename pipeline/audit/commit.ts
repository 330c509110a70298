/**
 * The commit record: how much of the log file is whole batches (issue 14).
 *
 * Threat answered: `kill -9` (or a crash, or ENOSPC) in the middle of a batch left a prefix of
 * the batch in the log, and that prefix verified valid: a 1M-event batch killed after 49,152
 * entries looked like a batch of 49,152. The write-ahead promise is per batch, so a reader must
 * never see part of one.
 *
 *   append:  write the batch's lines → fsync LOG → write LOG.commit.tmp → fsync → rename over
 *            LOG.commit → fsync the directory → resolve
 *   read:    read LOG.commit first, then at most `bytes` bytes of LOG
 *
 * `LOG.commit` is one JSON line `{"bytes":B,"head":"<hash of entry size-1>","size":N}`, replaced
 * atomically by rename, so a reader sees the old record or the new one, and bytes of LOG past
 * `bytes` belong to a batch that is not finished (or never will be: its appender died). The next
 * appender cuts them off (it holds the lock, so their writer is gone) and says so; `verify` reports
 * them as `uncommitted` and checks only the committed prefix. A log without the file (written
 * before this record existed) is committed as a whole; the first append writes one.
 *
 * The record is not a security boundary (whoever can write the log can write it too); checkpoints
 * are. It only makes a batch all or nothing.
 */
import { promises as fsp, constants as fsc } from 'node:fs';
import { dirname } from 'node:path';
import { AuditError, IoError } from '../../kernels/common/index.js';

export interface CommitRecord {
  bytes: number;
  size: number;
  head: string;
}

export const commitPath = (log: string): string => `${log}.commit`;

/** The log's commit record, or undefined when it has none (a log from before the record existed). */
export async function readCommit(log: string): Promise<CommitRecord | undefined> {
  const path = commitPath(log);
  let text: string;
  try {
    text = await fsp.readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new IoError(`${path}: cannot read the commit record (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    o = undefined;
  }
  const r = o as Partial<CommitRecord> | undefined;
  if (
    typeof r !== 'object' || r === null ||
    !Number.isSafeInteger(r.bytes) || r.bytes! < 0 ||
    !Number.isSafeInteger(r.size) || r.size! < 0 ||
    typeof r.head !== 'string' || !/^[0-9a-f]{64}$/.test(r.head)
  ) {
    throw new AuditError('E_AUDIT_BATCH', `${path}: not a commit record ({"bytes","head","size"}); the log's committed length is unknown`);
  }
  return { bytes: r.bytes!, size: r.size!, head: r.head };
}

/** Replace the commit record durably (temp file, fsync, rename, fsync of the directory). */
export async function writeCommit(log: string, rec: CommitRecord): Promise<void> {
  const path = commitPath(log);
  const tmp = `${path}.tmp`;
  try {
    const fh = await fsp.open(tmp, 'w', 0o644);
    try {
      await fh.writeFile(`{"bytes":${rec.bytes},"head":"${rec.head}","size":${rec.size}}\n`);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.rename(tmp, path);
    await syncDir(dirname(path));
  } catch (err) {
    throw new IoError(`${path}: cannot write the commit record (${(err as Error).message})`, { cause: err });
  }
}

/** A directory entry must be durable too, or a crash can lose a new file or a rename. */
export async function syncDir(dir: string): Promise<void> {
  let d: fsp.FileHandle | undefined;
  try {
    d = await fsp.open(dir, fsc.O_RDONLY);
    await d.sync();
  } catch {
    // some filesystems refuse fsync on a directory; the file's own fsync still happens
  } finally {
    await d?.close().catch(() => undefined);
  }
}

/** Newlines in bytes [from, to) of a file (the entries of an uncommitted tail). */
export async function countLines(path: string, from: number, to: number): Promise<number> {
  const fh = await fsp.open(path, 'r');
  try {
    let n = 0;
    const buf = Buffer.allocUnsafe(1 << 20);
    for (let at = from; at < to; ) {
      const { bytesRead } = await fh.read(buf, 0, Math.min(buf.length, to - at), at);
      if (bytesRead === 0) break;
      for (let p = buf.indexOf(10, 0); p >= 0 && p < bytesRead; p = buf.indexOf(10, p + 1)) n++;
      at += bytesRead;
    }
    return n;
  } finally {
    await fh.close();
  }
}
