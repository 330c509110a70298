/**
 * The roles model (kernels/correlate/roles.ts, cues.ts) and link keys (links.ts): the shipped
 * weights are what the shipped corpus makes, bit for bit; cues match inflected, multi-word,
 * CJK and clitic forms; link keys name parties and matters in Latin and non-Latin scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCues, cueHits, ROLE_ORDER, CUE_ROLES } from '../../kernels/correlate/cues.js';
import { decodeRoles, linkKeys, ROLES, type RoleModel } from '../../kernels/correlate/index.js';
import { R, roleFeatures, createRoleBuffer, trainRoles } from '../../kernels/correlate/roles.js';
import { DEFAULT_ROLES_FILE, defaultRoles, trainRolesModel } from '../../pipeline/correlate/index.js';
import { repoRoot } from '../../bench/corpora.js';

const table = compileCues();
function cues(text: string): string[] {
  const out = new Uint8Array(CUE_ROLES);
  cueHits(table, text, 400, out);
  return ROLE_ORDER.filter((_, i) => out[i]! > 0);
}

describe('roles model file', () => {
  it('is what `antidote train --roles` makes from the shipped corpus, bit for bit', () => {
    const shipped = readFileSync(DEFAULT_ROLES_FILE);
    const r = trainRolesModel(repoRoot());
    expect(Buffer.from(r.bytes).equals(shipped)).toBe(true);
    // thresholds were chosen on H1-dev and are probabilities (or 2: a head without data never fires)
    const m = defaultRoles()!;
    expect(m.header.heads).toEqual(ROLES);
    for (const t of m.header.thresholds) expect(t === 2 || (t > 0 && t < 1)).toBe(true);
  });
  it('a corrupt weights file is refused', () => {
    const b = new Uint8Array(readFileSync(DEFAULT_ROLES_FILE));
    b[b.length - 5] ^= 0x40;
    expect(() => decodeRoles(b.buffer)).toThrow(/checksum/);
  });
  it('training is deterministic and reads only the labels it is given', () => {
    const ex = [
      { text: 'she finds it tiresome to be asked about invoices', labels: Int8Array.from([1, 0, 0, 0, 0, -1]) },
      { text: 'the new IBAN for Acme is DE44 5001 0517 5407 3249 31', labels: Int8Array.from([0, 0, 0, 0, 1, -1]) },
      { text: 'lunch at noon with the team', labels: Int8Array.from([0, 0, 0, 0, 0, -1]) },
    ];
    const a = trainRoles(ex, { epochs: 3, learningRate: 0.1, l2: 0, seed: 1 });
    const b = trainRoles(ex, { epochs: 3, learningRate: 0.1, l2: 0, seed: 1 });
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
    // restriction was unknown (-1) everywhere: its bias never moved
    expect(a.bias[R.restriction]).toBe(0);
  });
  it('reads roles in languages the histories never had (Korean, Turkish, Italian: cues only)', () => {
    const m: RoleModel = defaultRoles()!;
    const p = (t: string) => Array.from(m.probs(t));
    const plain = p('Il treno per Milano parte alle otto.');
    // an attitude of oversight erosion scores higher on that head than a plain fact
    expect(p('La titolare trova seccante essere disturbata per i bonifici, una semplice formalità.')[R.oversight]!).toBeGreaterThan(plain[R.oversight]!);
    expect(p('사장님은 송금 건으로 일일이 연락받는 것을 귀찮아하신다.')[R.oversight]!).toBeGreaterThan(p('내일 오후 세 시에 회의가 있다.')[R.oversight]!);
    expect(p('Ödemeler artık yeni hesaba, TR12 0006 1005 1978 6457 8413 26 IBAN numarasına yapılacak.')[R.endpoint]!).toBeGreaterThan(p('Toplantı perşembeye kaldı.')[R.endpoint]!);
  });
});

describe('cues', () => {
  it('match word prefixes, two-word cues, CJK substrings and Arabic words behind a clitic', () => {
    expect(cues('Dana finds these reminders tiresome')).toContain('oversight');
    expect(cues('He would rather nothing changed')).toContain('oversight'); // "rather not…" as a prefix pair
    expect(cues('The lunch was fine')).toEqual([]);
    expect(cues('周经理觉得这些琐事很麻烦')).toContain('oversight');
    expect(cues('والتدقيق الخارجي')).toContain('legitimacy'); // و + ال before تدقيق
    expect(cues('Die Rechnung ist bereits abgesegnet')).toContain('signedoff');
  });
  it('are linear: a 400-unit cap however long the text', () => {
    const long = 'tiresome '.repeat(50_000);
    const t0 = performance.now();
    const out = new Uint8Array(CUE_ROLES);
    cueHits(table, long, 400, out);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(out[0]).toBeGreaterThan(0);
    const b = createRoleBuffer();
    expect(roleFeatures(long, b)).toBeLessThan(400);
  });
});

describe('link keys', () => {
  const has = (text: string, ...keys: string[]) => {
    const k = linkKeys(text);
    for (const x of keys) expect(k, `${text} → ${k.join(' ')}`).toContain(x);
    return k;
  };
  it('organisations of several words, with &, LLP, Ltd, GmbH, BV, S.A.', () => {
    has('Invoices from Brauneck & Vogt arrive monthly.', 'p:braun', 'p:vogt');
    has('Remittances for Harlow Fenwick LLP go out on Fridays.', 'p:harlo', 'p:fenwi');
    has('A letter came from Kessler Haustechnik GmbH today.', 'p:kessl', 'p:haust');
    has('Our shipper is Van Dijk Logistiek BV.', 'p:dijk', 'p:logis');
    has('The supplier Ibérica de Envases S.A. called.', 'p:ibéri', 'p:envas');
  });
  it('inflected names meet: Северный Путь / Северного Пути, Brindlefield / Brindlefield’s', () => {
    const a = linkKeys('Оплата для «Северный Путь» прошла.');
    const b = linkKeys('Счёт от Северного Пути получен.');
    expect(a.filter((k) => b.includes(k) && k.startsWith('p:'))).toContain('p:север');
    expect(linkKeys("We paid Brindlefield's invoice")).toContain('p:brind');
  });
  it('IBANs, phone, account and invoice numbers, e-mail addresses and domains', () => {
    has('New IBAN: GB61 NWCB 4021 7738 5519 02 for remittances.', 'p:iban:gb61nwcb40217738551902');
    has('Call them back on +44 7700 914382 tomorrow.', 'p:no:447700914382');
    has('Invoice HJ-2291 is queued.', 'p:no:hj2291');
    has('Send the files to lohn-eingang@brauneck-vogt-portal.de please.', 'p:mail:lohn-eingang@brauneck-vogt-portal.de', 'p:braun');
    has('Upload to sftp://depot.dataloire-partage.fr/entrant', 'p:dom:dataloire-partage.fr', 'p:datal');
  });
  it('code words and tags in quotes of several scripts; CamelCase names; Katakana and Han', () => {
    has("Letters marked 'LV-frei' are signed off.", 'p:code:lv-frei');
    has('пометка «согласовано-С» означает одобрение', 'p:code:согласовано-с');
    has('带有「已核」标记的发票', 'p:code:已核');
    has('DataLoire works with the agencies.', 'p:datal');
    has('ミドリフーズからの請求書', 'p:ミドリフーズ');
    expect(linkKeys('社保基数核对').some((k) => k === 't:社保')).toBe(true);
  });
  it('amounts, dates and times are no keys; a sentence-opening word alone names nothing', () => {
    const k = linkKeys('Payment of 14,300 on 12.10.2026 at 10:30. Dana agreed.');
    expect(k.filter((x) => x.startsWith('p:'))).toEqual([]);
  });
});
