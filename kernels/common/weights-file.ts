/**
 * The weights files' common format (the intent model's and the roles model's): a JSON header
 * line padded with spaces so the weights after it start at a multiple of 8 bytes (a worker views
 * them in a shared buffer without copying), then the weight bytes. The header carries the
 * SHA-256 of the weight bytes, checked on every load.
 */
import { createHash } from 'node:crypto';

/** The file for `header` (its sha256 added) and the weight bytes `weights`. */
export function encodeWeightsFile(header: object, weights: ArrayBufferView): Uint8Array {
  const bytes = new Uint8Array(weights.buffer, weights.byteOffset, weights.byteLength);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let head = JSON.stringify({ ...header, sha256 });
  const pad = (8 - ((Buffer.byteLength(head) + 1) % 8)) % 8;
  head += ' '.repeat(pad) + '\n';
  const h = Buffer.from(head, 'utf8');
  const out = new Uint8Array(h.length + bytes.length);
  out.set(h, 0);
  out.set(bytes, h.length);
  return out;
}

/**
 * The header of the file in `buf` and the byte offset of its weights, after checking the layout
 * (weights at a multiple of `align`, a whole number of `elementBytes`-byte weights) and the
 * checksum. `what` names the file in errors ("model", "roles model").
 */
export function decodeWeightsFile(buf: ArrayBufferLike, what: string, align: number, elementBytes: number): { header: { sha256: string }; offset: number } {
  const all = new Uint8Array(buf);
  const nl = all.indexOf(0x0a);
  if (nl < 0 || nl > 1 << 16) throw new Error(`${what} file has no header line`);
  const header = JSON.parse(Buffer.from(all.subarray(0, nl)).toString('utf8')) as { sha256: string };
  const offset = nl + 1;
  if (offset % align !== 0 || (all.length - offset) % elementBytes !== 0) throw new Error(`${what} file is truncated or misaligned`);
  if (createHash('sha256').update(all.subarray(offset)).digest('hex') !== header.sha256) throw new Error(`${what} weights do not match their checksum`);
  return { header, offset };
}
