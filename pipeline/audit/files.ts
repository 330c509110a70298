/** Small file helpers shared by the audit files: read with a message naming the file, write atomically. */
import { promises as fsp } from 'node:fs';
import { IoError } from '../../kernels/common/index.js';

export async function readText(path: string, what: string): Promise<string> {
  try {
    return await fsp.readFile(path, 'utf8');
  } catch (err) {
    throw new IoError(`${path}: cannot read ${what} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
}

/** Write a file atomically (temp + rename), so a reader never sees half a checkpoint. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    const fh = await fsp.open(tmp, 'w', 0o644);
    try {
      await fh.writeFile(text);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.rename(tmp, path);
  } catch (err) {
    await fsp.unlink(tmp).catch(() => undefined);
    throw new IoError(`${path}: cannot write (${(err as Error).message})`, { cause: err });
  }
}
