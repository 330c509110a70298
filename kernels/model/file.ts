/**
 * The weights file: a JSON header line padded with spaces so the float32 weights after it start
 * at a multiple of 8 bytes (a worker views them in the shared buffer without copying), then the
 * int8 weights. The header's SHA-256 of the weight bytes is checked on every load.
 */
import { createHash } from 'node:crypto';
import { IntentModel, type ModelHeader } from './model.js';

export function encodeModel(header: Omit<ModelHeader, 'sha256'>, weights: Int8Array): Uint8Array {
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

/** Parse and check a weights file held in `buf` (a SharedArrayBuffer shared by the workers, or any buffer). */
export function decodeModel(buf: ArrayBufferLike): IntentModel {
  const all = new Uint8Array(buf);
  const nl = all.indexOf(0x0a);
  if (nl < 0 || nl > 1 << 16) throw new Error('model file has no header line');
  const header = JSON.parse(Buffer.from(all.subarray(0, nl)).toString('utf8')) as ModelHeader;
  const off = nl + 1;
  if (off % 8 !== 0) throw new Error('model file is misaligned');
  const bytes = all.subarray(off);
  if (createHash('sha256').update(bytes).digest('hex') !== header.sha256) throw new Error('model weights do not match their checksum');
  return new IntentModel(header, new Int8Array(buf as ArrayBuffer, off, all.length - off));
}
