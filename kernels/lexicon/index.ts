/**
 * Every language lexicon, in one list: the automaton compiles them together.
 * English comes first (the reference lexicon); the rest in code order.
 */
import type { LexiconData } from './schema.js';
import { lexicon_en } from './en.js';
import { lexicon_ar } from './ar.js';
import { lexicon_az } from './az.js';
import { lexicon_cs } from './cs.js';
import { lexicon_de } from './de.js';
import { lexicon_el } from './el.js';
import { lexicon_es } from './es.js';
import { lexicon_fa } from './fa.js';
import { lexicon_fr } from './fr.js';
import { lexicon_hi } from './hi.js';
import { lexicon_it } from './it.js';
import { lexicon_ja } from './ja.js';
import { lexicon_kk } from './kk.js';
import { lexicon_ko } from './ko.js';
import { lexicon_mr } from './mr.js';
import { lexicon_ne } from './ne.js';
import { lexicon_nl } from './nl.js';
import { lexicon_pl } from './pl.js';
import { lexicon_pt } from './pt.js';
import { lexicon_ru } from './ru.js';
import { lexicon_sk } from './sk.js';
import { lexicon_th } from './th.js';
import { lexicon_tr } from './tr.js';
import { lexicon_uk } from './uk.js';
import { lexicon_ur } from './ur.js';
import { lexicon_zh } from './zh.js';

export const LEXICONS: readonly LexiconData[] = [
  lexicon_en,
  lexicon_ar,
  lexicon_az,
  lexicon_cs,
  lexicon_de,
  lexicon_el,
  lexicon_es,
  lexicon_fa,
  lexicon_fr,
  lexicon_hi,
  lexicon_it,
  lexicon_ja,
  lexicon_kk,
  lexicon_ko,
  lexicon_mr,
  lexicon_ne,
  lexicon_nl,
  lexicon_pl,
  lexicon_pt,
  lexicon_ru,
  lexicon_sk,
  lexicon_th,
  lexicon_tr,
  lexicon_uk,
  lexicon_ur,
  lexicon_zh,
];
