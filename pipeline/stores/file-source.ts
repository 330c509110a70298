/**
 * A file (or standard input) in a store's export shape, or in any shape with `--map`: framed
 * like any input (JSONL lines, JSON document elements, MessagePack values), each element parsed
 * on the main thread, turned into records (pipeline/stores/shapes.ts), and handed to the screen
 * as JSONL. Never loaded whole: one input chunk's records at a time.
 */
import { Readable } from 'node:stream';
import { Decoder } from '@msgpack/msgpack';
import type { InputFormat, RecordBatch } from '../../workers/batch/index.js';
import { BatchBuffers, BatchBuilder, DEFAULT_MAX_LINE_BYTES, JsonDocumentFramer, JsonlBatcher, MsgpackFramer } from '../sources/index.js';
import type { Mapping } from './mapping.js';
import { toRecords, wrapperKeys, type Shape } from './shapes.js';

const utf8 = new TextDecoder();

/** One element's bytes back to a JS value; undefined when it does not parse (then its text goes on, to fail as the screen reports it). */
function parse(bytes: Uint8Array, format: InputFormat, dec: Decoder): { ok: true; value: unknown } | { ok: false; text: string } {
  try {
    if (format === 'msgpack') return { ok: true, value: dec.decode(bytes) };
    const text = utf8.decode(bytes).trim();
    if (text === '') return { ok: false, text: '' };
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    if (format === 'msgpack') return { ok: false, text: JSON.stringify(`unreadable MessagePack value: ${(e as Error).message}`) };
    // the original text on one line: JSON forbids raw newlines inside strings, so it stays invalid
    return { ok: false, text: utf8.decode(bytes).replace(/[\r\n]+/g, ' ').trim() };
  }
}

/** JSONL bytes of the records in `input`, read in the given shape or through the mapping. */
export function shapedStream(input: Readable, format: InputFormat, shape: Shape | undefined, map: Mapping | undefined, maxRecord = DEFAULT_MAX_LINE_BYTES): { stream: Readable; documentError: () => string | undefined } {
  let documentError: string | undefined;
  async function* gen(): AsyncGenerator<Buffer> {
    const builder = new BatchBuilder(format, new BatchBuffers(false), { records: 1000, bytes: 1 << 20 });
    const framer =
      format === 'jsonl' ? new JsonlBatcher(builder, maxRecord) : format === 'json' ? new JsonDocumentFramer(builder, maxRecord, wrapperKeys(shape)) : new MsgpackFramer(builder, maxRecord);
    const dec = new Decoder();
    const batches: RecordBatch[] = [];
    const records: unknown[] = [];
    const emit = (): Buffer | null => {
      const lines: string[] = [];
      for (const b of batches) {
        let start = 0;
        let issue = 0;
        for (let i = 0; i < b.ends.length; i++) {
          const end = b.ends[i]!;
          if (b.issues[issue]?.index === i) {
            const is = b.issues[issue++]!;
            lines.push(JSON.stringify(`${format === 'jsonl' ? 'line' : 'record'} ${b.first + i} refused: ${is.code}: ${is.message}`));
          } else {
            const p = parse(b.bytes.subarray(start, end), format, dec);
            if (p.ok) {
              records.length = 0;
              toRecords(p.value, shape, map, records);
              for (const r of records) lines.push(JSON.stringify(r));
            } else if (p.text !== '') lines.push(p.text);
          }
          start = end;
        }
      }
      batches.length = 0;
      return lines.length ? Buffer.from(lines.join('\n') + '\n') : null;
    };
    for await (const chunk of input as AsyncIterable<Buffer>) {
      framer.push(chunk, batches);
      const out = emit();
      if (out) yield out;
    }
    framer.end(batches);
    const out = emit();
    if (out) yield out;
    const err = (framer as { error?: string }).error;
    if (err) {
      documentError = err;
      // one final error verdict, as the plain path gives (CONTRACT §1: nothing is dropped)
      yield Buffer.from(JSON.stringify(`document error: ${err}`) + '\n');
    }
  }
  return { stream: Readable.from(gen(), { objectMode: false }), documentError: () => documentError };
}
