/**
 * Every language lexicon, in one list: the automaton compiles them together.
 * English comes first (the reference lexicon); the rest in code order.
 */
import type { LexiconData } from './schema.js';
import { lexicon_en } from './en.js';
import { lexicon_af } from './af.js';
import { lexicon_am } from './am.js';
import { lexicon_ar } from './ar.js';
import { lexicon_az } from './az.js';
import { lexicon_bg } from './bg.js';
import { lexicon_bn } from './bn.js';
import { lexicon_ca } from './ca.js';
import { lexicon_cs } from './cs.js';
import { lexicon_da } from './da.js';
import { lexicon_de } from './de.js';
import { lexicon_el } from './el.js';
import { lexicon_es } from './es.js';
import { lexicon_et } from './et.js';
import { lexicon_fa } from './fa.js';
import { lexicon_fi } from './fi.js';
import { lexicon_fr } from './fr.js';
import { lexicon_gu } from './gu.js';
import { lexicon_ha } from './ha.js';
import { lexicon_he } from './he.js';
import { lexicon_hi } from './hi.js';
import { lexicon_hr } from './hr.js';
import { lexicon_hu } from './hu.js';
import { lexicon_hy } from './hy.js';
import { lexicon_id } from './id.js';
import { lexicon_ig } from './ig.js';
import { lexicon_is } from './is.js';
import { lexicon_it } from './it.js';
import { lexicon_ja } from './ja.js';
import { lexicon_ka } from './ka.js';
import { lexicon_kk } from './kk.js';
import { lexicon_km } from './km.js';
import { lexicon_kn } from './kn.js';
import { lexicon_ko } from './ko.js';
import { lexicon_lo } from './lo.js';
import { lexicon_lt } from './lt.js';
import { lexicon_lv } from './lv.js';
import { lexicon_mk } from './mk.js';
import { lexicon_ml } from './ml.js';
import { lexicon_mn } from './mn.js';
import { lexicon_mr } from './mr.js';
import { lexicon_ms } from './ms.js';
import { lexicon_my } from './my.js';
import { lexicon_nb } from './nb.js';
import { lexicon_ne } from './ne.js';
import { lexicon_nl } from './nl.js';
import { lexicon_pa } from './pa.js';
import { lexicon_pl } from './pl.js';
import { lexicon_pt } from './pt.js';
import { lexicon_ro } from './ro.js';
import { lexicon_ru } from './ru.js';
import { lexicon_si } from './si.js';
import { lexicon_sk } from './sk.js';
import { lexicon_sl } from './sl.js';
import { lexicon_so } from './so.js';
import { lexicon_sq } from './sq.js';
import { lexicon_sr } from './sr.js';
import { lexicon_sv } from './sv.js';
import { lexicon_sw } from './sw.js';
import { lexicon_ta } from './ta.js';
import { lexicon_te } from './te.js';
import { lexicon_th } from './th.js';
import { lexicon_tl } from './tl.js';
import { lexicon_tr } from './tr.js';
import { lexicon_uk } from './uk.js';
import { lexicon_ur } from './ur.js';
import { lexicon_uz } from './uz.js';
import { lexicon_vi } from './vi.js';
import { lexicon_xh } from './xh.js';
import { lexicon_yo } from './yo.js';
import { lexicon_zh } from './zh.js';
import { lexicon_zu } from './zu.js';

export const LEXICONS: readonly LexiconData[] = [
  lexicon_en,
  lexicon_af,
  lexicon_am,
  lexicon_ar,
  lexicon_az,
  lexicon_bg,
  lexicon_bn,
  lexicon_ca,
  lexicon_cs,
  lexicon_da,
  lexicon_de,
  lexicon_el,
  lexicon_es,
  lexicon_et,
  lexicon_fa,
  lexicon_fi,
  lexicon_fr,
  lexicon_gu,
  lexicon_ha,
  lexicon_he,
  lexicon_hi,
  lexicon_hr,
  lexicon_hu,
  lexicon_hy,
  lexicon_id,
  lexicon_ig,
  lexicon_is,
  lexicon_it,
  lexicon_ja,
  lexicon_ka,
  lexicon_kk,
  lexicon_km,
  lexicon_kn,
  lexicon_ko,
  lexicon_lo,
  lexicon_lt,
  lexicon_lv,
  lexicon_mk,
  lexicon_ml,
  lexicon_mn,
  lexicon_mr,
  lexicon_ms,
  lexicon_my,
  lexicon_nb,
  lexicon_ne,
  lexicon_nl,
  lexicon_pa,
  lexicon_pl,
  lexicon_pt,
  lexicon_ro,
  lexicon_ru,
  lexicon_si,
  lexicon_sk,
  lexicon_sl,
  lexicon_so,
  lexicon_sq,
  lexicon_sr,
  lexicon_sv,
  lexicon_sw,
  lexicon_ta,
  lexicon_te,
  lexicon_th,
  lexicon_tl,
  lexicon_tr,
  lexicon_uk,
  lexicon_ur,
  lexicon_uz,
  lexicon_vi,
  lexicon_xh,
  lexicon_yo,
  lexicon_zh,
  lexicon_zu,
];
export type { Category, LexiconData } from './schema.js';
export { COMMON_ACRONYMS, SENTENCE_STOPWORDS } from './stopwords.js';
