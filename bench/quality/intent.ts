/**
 * The learned model's quality on the writer-held-out test split (data/intent: writers T1 and
 * T2, who never saw the training items, the lexicons or the gate), and on dev for comparison:
 * the gate alone (as `--model none`), the model alone (score ≥ τ), and the screen's decision
 * ((gate, unless the model vetoes it) ∨ model), per
 * language family, per language, per act and for the transactional-e-mail class. Nothing here
 * is tuned: τ and the calibration come from dev (`antidote train`), and the test split is read
 * only by this report.
 */
import { Screener, DEFAULT_THRESHOLD, DEFAULT_VETO } from '../../kernels/screen/index.js';
import { defaultImage, defaultModel } from '../../workers/batch/index.js';
import { readSplit, readSplits, toExample, type CorpusItem } from '../../pipeline/model/index.js';
import { repoRoot } from '../corpora.js';

/** Language families of the corpus's languages (Glottolog's top level, Indo-European by branch). */
export const FAMILY: Record<string, string> = {
  en: 'Germanic', de: 'Germanic', nl: 'Germanic', af: 'Germanic', da: 'Germanic', sv: 'Germanic', nb: 'Germanic', is: 'Germanic',
  fr: 'Romance', es: 'Romance', it: 'Romance', pt: 'Romance', ca: 'Romance', ro: 'Romance',
  ru: 'Slavic', uk: 'Slavic', pl: 'Slavic', cs: 'Slavic', sk: 'Slavic', bg: 'Slavic', mk: 'Slavic', sl: 'Slavic', hr: 'Slavic', sr: 'Slavic',
  lt: 'Baltic', lv: 'Baltic', el: 'Greek, Armenian, Albanian', hy: 'Greek, Armenian, Albanian', sq: 'Greek, Armenian, Albanian',
  hi: 'Indo-Aryan, Iranian', bn: 'Indo-Aryan, Iranian', ur: 'Indo-Aryan, Iranian', gu: 'Indo-Aryan, Iranian', mr: 'Indo-Aryan, Iranian',
  pa: 'Indo-Aryan, Iranian', ne: 'Indo-Aryan, Iranian', si: 'Indo-Aryan, Iranian', fa: 'Indo-Aryan, Iranian',
  ta: 'Dravidian', te: 'Dravidian', kn: 'Dravidian', ml: 'Dravidian',
  fi: 'Uralic', et: 'Uralic', hu: 'Uralic',
  tr: 'Turkic, Mongolic', az: 'Turkic, Mongolic', kk: 'Turkic, Mongolic', uz: 'Turkic, Mongolic', mn: 'Turkic, Mongolic',
  ar: 'Afro-Asiatic', he: 'Afro-Asiatic', am: 'Afro-Asiatic', ha: 'Afro-Asiatic', so: 'Afro-Asiatic',
  sw: 'Niger-Congo', yo: 'Niger-Congo', ig: 'Niger-Congo', zu: 'Niger-Congo', xh: 'Niger-Congo',
  zh: 'Sino-Tibetan', my: 'Sino-Tibetan', ja: 'Japonic, Koreanic', ko: 'Japonic, Koreanic',
  th: 'Kra-Dai, Austroasiatic', lo: 'Kra-Dai, Austroasiatic', vi: 'Kra-Dai, Austroasiatic', km: 'Kra-Dai, Austroasiatic',
  id: 'Austronesian', ms: 'Austronesian', tl: 'Austronesian', ka: 'Kartvelian',
};

interface Scored {
  item: CorpusItem;
  gate: boolean;
  /** The gate's finding on the plain text, overruled by the model's veto (score < DEFAULT_VETO). */
  vetoed: boolean;
  score: number;
}

interface Cell {
  pos: number;
  neg: number;
  gateTp: number;
  gateFp: number;
  modelTp: number;
  modelFp: number;
  bothTp: number;
  bothFp: number;
}

const cell = (): Cell => ({ pos: 0, neg: 0, gateTp: 0, gateFp: 0, modelTp: 0, modelFp: 0, bothTp: 0, bothFp: 0 });

function add(c: Cell, s: Scored, tau: number): void {
  const m = s.score >= tau;
  if (s.item.label === 1) {
    c.pos++;
    if (s.gate) c.gateTp++;
    if (m) c.modelTp++;
    if ((s.gate && !s.vetoed) || m) c.bothTp++;
  } else {
    c.neg++;
    if (s.gate) c.gateFp++;
    if (m) c.modelFp++;
    if ((s.gate && !s.vetoed) || m) c.bothFp++;
  }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');

export function scoreSplit(which: 'dev' | 'test'): Scored[] {
  const root = repoRoot();
  const splits = readSplits(root);
  const model = defaultModel();
  if (!model) throw new Error('no model file: run npm run train');
  const screener = new Screener(defaultImage(), { model: null });
  return readSplit(root, splits[which]).map((item) => {
    const e = toExample(screener, item);
    const score = model.score(e.text, e.gate);
    return { item, gate: e.gateHit, vetoed: e.fromGate && score < DEFAULT_VETO, score };
  });
}

export function table(rows: Scored[], key: (s: Scored) => string, tau: number): [string, Cell][] {
  const by = new Map<string, Cell>();
  const all = cell();
  for (const s of rows) {
    const k = key(s);
    if (!by.has(k)) by.set(k, cell());
    add(by.get(k)!, s, tau);
    add(all, s, tau);
  }
  return [...[...by.entries()].sort((a, b) => a[0].localeCompare(b[0])), ['all', all]];
}

function print(title: string, rows: [string, Cell][]): void {
  console.log(`\n#### ${title}\n`);
  console.log('| slice | directives | benign | gate: recall | gate: benign q. | model: recall | model: benign q. | screen (gate ∨ model): recall | screen: benign q. |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [k, c] of rows) {
    console.log(`| ${k} | ${c.pos} | ${c.neg} | ${pct(c.gateTp, c.pos)} | ${pct(c.gateFp, c.neg)} | ${pct(c.modelTp, c.pos)} | ${pct(c.modelFp, c.neg)} | ${pct(c.bothTp, c.pos)} | ${pct(c.bothFp, c.neg)} |`);
  }
}

export async function bench(): Promise<void> {
  const tau = DEFAULT_THRESHOLD;
  console.log(`\n### intent model, τ = ${tau} (chosen on dev), writer-held-out`);
  const dev = scoreSplit('dev');
  print('dev split (writer D1: calibrates the score and chose τ)', table(dev, () => 'dev', tau).slice(-1));
  const test = scoreSplit('test');
  print('test split by writer (T1, T2)', table(test, (s) => s.item.writer, tau));
  print('test split by language family', table(test, (s) => FAMILY[s.item.lang] ?? 'other', tau));
  print('test split by act (directives by speech act; benign by kind)', table(test, (s) => `${s.item.label ? 'directive' : 'benign'}: ${s.item.act ?? '?'}`, tau));
  print('test split by language', table(test, (s) => s.item.lang, tau));
}
