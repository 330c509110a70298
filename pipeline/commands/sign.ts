/**
 * `antidote sign --key KEY [IN] [--out OUT]`: add `#mac=<tag>` to the source of every record, for
 * the operator's own trusted writes (CONTRACT §3). Records pass through with all their fields;
 * an existing tag is replaced. A line that is not a valid record is reported on standard error
 * with its line number and not written, and the command exits 2 at the end: a signing step must
 * not pass along what it could not sign.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';
import { agentIdOf, duplicateTopLevelKey, signSource } from '../../kernels/screen/index.js';
import { LineWriter } from '../output/index.js';
import { openInput } from '../screen/index.js';
import { LineSplitter, type RawLine } from '../sources/index.js';
import { readKey } from '../screen/index.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { key: { type: 'string' }, out: { type: 'string', short: 'o' }, 'allow-insecure-key': { type: 'boolean' } },
  });
  if (!values.key) throw new UsageError('sign needs --key KEY');
  if (positionals.length > 1) throw new UsageError('sign takes one input');
  const key = readKey(values.key, values['allow-insecure-key'] === true);
  const out = LineWriter.open(values.out);
  const { stream } = openInput(positionals[0]);
  const splitter = new LineSplitter();
  let bad = 0;
  let signed = 0;
  const handle = async (l: RawLine) => {
    const err = (msg: string) => {
      bad++;
      process.stderr.write(`antidote sign: line ${l.line}: ${msg}\n`);
    };
    if (l.tooLong !== undefined) return err(`line is ${l.tooLong} bytes, over the limit`);
    let rec: Record<string, unknown>;
    let text: string;
    try {
      text = utf8.decode(l.bytes);
      rec = JSON.parse(text);
    } catch (e) {
      return err((e as Error).message);
    }
    if (!rec || typeof rec !== 'object' || Array.isArray(rec)) return err('not a JSON object');
    const dup = duplicateTopLevelKey(text);
    if (dup !== null) return err(`key ${JSON.stringify(dup)} appears more than once`);
    if (typeof rec.content !== 'string') return err('record has no string "content"');
    if (rec.id === undefined) return err('record has no "id"');
    const agentId = agentIdOf(rec.agentId);
    if (agentId === undefined) return err('"agentId" must be a string or a finite number');
    const source = typeof rec.source === 'string' ? rec.source : '';
    try {
      rec.source = signSource(key, agentId, source, rec.content);
    } catch (e) {
      return err((e as Error).message);
    }
    signed++;
    await out.line(JSON.stringify(rec));
  };
  const lines: RawLine[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    lines.length = 0;
    for (const l of splitter.push(chunk, lines)) await handle(l);
  }
  lines.length = 0;
  for (const l of splitter.end(lines)) await handle(l);
  await out.close();
  process.stderr.write(`antidote sign: ${signed} records signed${bad ? `, ${bad} lines rejected` : ''}\n`);
  return bad > 0 ? 2 : 0;
}
