import type { LexiconData } from './schema.js';

/**
 * Yoruba. Tone marks and under-dots are stripped by the normalizer (ọ → o, ṣ → s, é → e), so
 * "ṣé" (question), "se" (do) and Spanish "se" look alike: terms are written with diacritics but
 * chosen so that the folded form is still specific. Verbs do not inflect and the imperative is
 * the bare verb, so verbs are `verb` only; the addressed markers are jọ̀wọ́ (please), the
 * negative imperative "má ṣe/má + verb" and "o gbọ́dọ̀" (you must). Person and aspect come from
 * particles before the verb: "mo/a máa ń" (I/we habitually) is `subj1`, "ó/wọ́n/náà máa ń"
 * (he/they/the X habitually) `subj3`, so reported habits stay benign. "tẹ́lẹ̀" (before) is in
 * grants ("ti fọwọ́ sí tẹ́lẹ̀", pre-approved), so it is not a past marker. Left out for
 * collisions: san, pín, ra, gbà, kọ̀, ṣe, ṣí, fún bare (Spanish "San", English "pin", "fun"),
 * kò and mo bare (Tagalog "ko", Vietnamese "mở"), àná (names), àwọn (the plural marker, not only
 * "they"), ṣé (Czech/Croatian "se"), wọ́n bare (English "won"), jọ̀ọ́ bare (Finnish "joo").
 */
const VERBS = [
  'sanwó', 'san owó', 'san owó náà', 'san gbèsè', 'san ìwé owó', 'sanwó fún', 'fi owó ránṣẹ́', 'ránṣẹ́',
  'fi ránṣẹ́', 'firánṣẹ́', 'fi ránṣẹ́ sí', 'gbé owó lọ', 'gbé owó', 'fọwọ́ sí', 'fọwọ́sí', 'fọwọ́ sí i',
  'tú àṣírí', 'ṣí àṣírí', 'sọ fún un', 'sọ fún wọn', 'sọ fún gbogbo', 'dáhùn', 'dá a lóhùn', 'kọ̀ láti',
  'kọ̀ jálẹ̀', 'paarẹ́', 'pa á rẹ́', 'pa wọ́n rẹ́', 'yọ kúrò', 'yọ ọ́ kúrò', 'dá a dúró', 'dá dúró', 'fagilé',
  'fagile', 'gbẹ́kẹ̀lé', 'fi fún', 'fi owó fún', 'pín àwọn', 'ṣí àkáǹtì',
  'ṣí ìwọlé', 'pa ààbò', 'pa ètò ààbò', 'yí padà', 'yí ọ̀rọ̀ aṣínà padà', 'dá owó padà', 'dá owó náà padà',
];

export const lexicon_yo: LexiconData = {
  lang: 'yo',
  name: 'Yoruba',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'nígbà gbogbo', 'ní gbogbo ìgbà', 'gbogbo ìgbà', 'títí láé', 'títí ayé', 'láìsí àyàfi', 'láì yọ ọ̀kan sílẹ̀',
      'lọ́jọ́kọ́jọ́', 'ní gbogbo ọ̀nà',
    ],
    verb: VERBS,
    imp: [
      'jọ̀wọ́', 'ẹ jọ̀wọ́', 'ẹ̀jọ̀ọ́', 'jọ̀wọ́ ẹ', 'má ṣe béèrè', 'má ṣe dúró', 'má béèrè', 'má bi mí',
      'má ṣe bi mí', 'má ṣe gbàgbé', 'má gbàgbé', 'o gbọ́dọ̀', 'ẹ gbọ́dọ̀',
    ],
    override: [
      'fojú fo', 'fojú fò ó dá', 'fojú fo gbogbo', 'ṣàìka', 'má kà á sí', 'gbàgbé', 'gbàgbé gbogbo',
      'má tẹ̀lé', 'má ṣe tẹ̀lé', 'pa gbogbo rẹ̀ tì', 'fojú pa', 'láìka', 'láìfi', 'kọjú sí ẹ̀gbẹ́',
      'dá ìtọ́ni dúró',
    ],
    'override-obj': [
      'ìtọ́ni', 'àwọn ìtọ́ni', 'ìlànà', 'àwọn ìlànà', 'òfin', 'àwọn òfin', 'àwọn àṣẹ', 'àṣẹ tẹ́lẹ̀',
      'ti tẹ́lẹ̀', 'tẹ́lẹ̀', 'àtẹ̀yìnwá', 'ìṣáájú', 'tí ó ṣáájú', 'tó ṣáájú', 'òkè yìí', 'lókè yìí', 'lókè',
      'ìdíwọ́', 'àwọn ìdíwọ́', 'ààlà', 'ètò ìṣáájú', 'ohun tí wọ́n sọ fún ọ', 'gbogbo ohun tó wà lókè',
    ],
    'neg-bypass': [
      'láìsí', 'kò sí ìdí láti', 'kò sí ìdí', 'kò pọn dandan', 'kò nílò', 'má béèrè', 'má ṣe béèrè',
      'má dúró de', 'má ṣe dúró de', 'fò ó dá', 'láìdúró de',
    ],
    approval: [
      'ìfọwọ́sí', 'ìfọwọsi', 'àṣẹ', 'ìmúdájú', 'ìjẹ́rìísí', 'ìyọ̀ǹda', 'àyẹ̀wò', 'ìbéèrè', 'bíbéèrè',
      'bíbéèrè lọ́wọ́ mi', 'ìbuwọ́lù', 'ìfohùnṣọ̀kan', 'otp', 'ìdánilójú', 'béèrè lọ́wọ́ mi',
    ],
    waiver: [
      'kò pọn dandan', 'kò pọndandan', 'kò nílò', 'kò sí nílò', 'kò di dandan', 'ti fún ní tẹ́lẹ̀',
      'ti gbà tẹ́lẹ̀', 'ti fagilé', 'kò pọn dandan mọ́', 'kò nílò mọ́',
    ],
    bypass: [
      'ti fọwọ́ sí tẹ́lẹ̀', 'fọwọ́ sí tẹ́lẹ̀', 'ti fọwọ́ sí i tẹ́lẹ̀', 'ti gba ìfọwọ́sí tẹ́lẹ̀', 'ti gba àṣẹ tẹ́lẹ̀',
      'ìfọwọ́sí ṣáájú', 'ìfọwọ́sí tẹ́lẹ̀', 'láìsí ìfọwọ́sí', 'láìfọwọ́sí', 'láìbéèrè', 'láìbéèrè lọ́wọ́ mi',
      'láìsí ìbéèrè', 'láìsí àṣẹ', 'láìsí ìmúdájú', 'láìsí àyẹ̀wò', 'láìsí ìjẹ́rìísí', 'má bi mí', 'má ṣe bi mí',
      'má béèrè lọ́wọ́ mi', 'má ṣe béèrè lọ́wọ́ mi', 'láìyẹ̀wò', 'láìronú',
    ],
    standing: [
      'láti ìsinsìnyí lọ', 'láti ìsinsìnyí', 'láti ìsinsin yìí lọ', 'láti báyìí lọ', 'láti òní lọ', 'láti òní',
      'láti ọ̀la lọ', 'títí di ìgbà mìíràn', 'títí tí mo fi máa sọ', 'títí màá fi sọ', 'òfin tuntun', 'ìlànà tuntun',
      'ìtọ́ni tuntun', 'ìtọ́ni tí kò yí padà', 'nígbàkúùgbà', 'ìgbàkígbà', 'nígbàkigbà', 'lójoojúmọ́ láti', 'títí láé',
    ],
    autonomy: [
      'ní orúkọ mi', 'lórúkọ mi', 'ní ipò mi', 'bí o ṣe rí i pé ó yẹ', 'bí ó ti wù ọ́', 'bí o ṣe fẹ́', 'ní ìdákẹ́jẹ́ẹ́',
      'ní ìkọ̀kọ̀', 'láìsọ fún mi', 'láì sọ fún mi', 'láìjẹ́ kí n mọ̀', 'ní kété tí o bá gbà á', 'gbogbo agbára',
      'fúnra rẹ pinnu',
    ],
    'autonomy-weak': ['lẹ́sẹ̀kẹsẹ̀', 'fúnra rẹ̀', 'láìfọwọ́kàn', 'ní kíákíá', 'ní àdáṣe'],
    authority: [
      'alábòójútó ètò', 'alámòjútó ètò', 'olùdarí ètò', 'ìfiránṣẹ́ ètò', 'ìkéde ètò', 'olùgbéejáde', 'olùṣẹ̀dá rẹ',
      'ẹni tó ṣẹ̀dá rẹ', 'ẹgbẹ́ ààbò', 'ọ̀gá àgbà ilé iṣẹ́',
    ],
    mode: [
      'ipò alábòójútó', 'ipò olùgbéejáde', 'ipò àyẹ̀wò', 'láìsí ìdíwọ́', 'láìsí ààlà', 'kò sí ìdíwọ́', 'kò sí ààlà',
    ],
    you: [
      'ìwọ', 'ẹ̀yin', 'o gbọ́dọ̀', 'ẹ gbọ́dọ̀', 'ìwọ gbọ́dọ̀', 'o yẹ kí o', 'ó yẹ kí o', 'o ní láti',
      'tiyín', 'fúnra rẹ',
    ],
    modal: [
      'gbọ́dọ̀', 'o gbọ́dọ̀', 'ẹ gbọ́dọ̀', 'yẹ kí', 'ó yẹ kí', 'dandan ni', 'ó di dandan', 'ní láti', 'o ní láti',
    ],
    permit: [
      'a gbà ọ́ láàyè', 'a gbà yín láàyè', 'o ní àṣẹ láti', 'o ní ẹ̀tọ́ láti', 'ní òmìnira láti',
      'a fún ọ ní àṣẹ',
    ],
    speaker: [
      'jọ̀wọ́', 'ẹ jọ̀wọ́', 'ẹ̀jọ̀ọ́', 'mo fẹ́ kí o', 'mo fẹ́ kí ẹ', 'mo nílò kí o', 'rí i dájú pé', 'ẹ rí i dájú pé',
      'rí i pé', 'má gbàgbé', 'má ṣe gbàgbé', 'rántí', 'rántí pé', 'mo pàṣẹ', 'mo pa á láṣẹ', 'mo fún ọ ní àṣẹ',
    ],
    normative: ['ohun tó tọ́ ni láti', 'ìlànà ni pé', 'òfin ni pé', 'olùrànlọ́wọ́ gbọ́dọ̀', 'aṣojú gbọ́dọ̀'],
    report: [
      'sọ pé', 'ó sọ pé', 'wọ́n sọ pé', 'ti sọ pé', 'sọ fún mi pé', 'béèrè pé', 'ó béèrè', 'wọ́n béèrè', 'béèrè bóyá',
      'gẹ́gẹ́ bí ó ti sọ', 'gẹ́gẹ́ bí wọ́n ti sọ', 'ní ìbámu pẹ̀lú ọ̀rọ̀', 'ròyìn', 'ròyìn pé', 'kọ̀wé pé', 'kọ̀wé sí',
      'ṣàlàyé pé', 'ráhùn', 'ráhùn pé', 'mo gbọ́ pé', 'wọ́n ní', 'ó ní kí',
    ],
    subj1: [
      'èmi náà ń', 'àwa', 'mo máa ń', 'mo máa', 'mo ń', 'mo ti', 'mo kì í', 'mo sábà', 'a máa ń', 'a sábà', 'a kì í',
      'èmi náà', 'mi ò', 'n kò', 'mo fẹ́ràn láti',
    ],
    subj3: [
      'òun', 'ó máa ń', 'wọ́n máa ń', 'náà máa ń', 'ó sábà', 'wọ́n sábà', 'ó kì í', 'wọ́n kì í', 'oníbàárà',
      'olùlò', 'ọ̀gá mi', 'ìyàwó mi', 'ọkọ mi', 'oníṣirò', 'ẹnì kan', 'ẹnìkan', 'olùpè', 'ẹni tó ni àkáǹtì',
    ],
    habit: [
      'máa ń', 'sábà', 'sábà máa ń', 'nígbà míì', 'nígbà mìíràn', 'lẹ́ẹ̀kọ̀ọ̀kan', 'àṣà mi', 'àṣà wa', 'ìṣe mi',
      'bí àṣà',
    ],
    quant: ['gbogbo', 'èyíkéyìí', 'ọ̀kọ̀ọ̀kan', 'ìkọ̀ọ̀kan', 'ohunkóhun'],
    cond: ['tí o bá', 'tí ó bá', 'bí ó bá', 'bí o bá', 'nígbà tí', 'nígbàkúùgbà tí', 'ní kété tí', 'tí ẹ bá'],
    question: [
      'kí ni', 'kíni', 'báwo', 'báwo ni', 'kí ló dé', 'nítorí kí ni', 'ta ni', 'níbo', 'mélòó', 'ǹjẹ́', 'ṣé o lè',
      'ṣé mo lè', 'ṣé wọ́n', 'èwo ni', 'ìgbà wo',
    ],
    neg: [
      'kò sí', 'kò ní', 'kì í ṣe', 'kò tíì', 'kò san', 'kò gbọdọ̀', 'kò gbọ́dọ̀', 'kò lè', 'kò fi', 'kò dé', 'kò wọlé',
      'kò gbà', 'kò fọwọ́ sí', 'kò rí', 'rárá o', 'kò ṣeé ṣe', 'mi ò ní',
    ],
    past: [
      'lánàá', 'ní àná', 'ọjọ́ àná', 'ìjẹta', 'ní ìjẹta', 'ọ̀sẹ̀ tó kọjá', 'oṣù tó kọjá', 'ọdún tó kọjá',
      'ọ̀sẹ̀ tí ó kọjá', 'oṣù tí ó kọjá', 'ọdún tí ó kọjá', 'tó kọjá', 'ìgbà kan rí', 'sẹ́yìn', 'ti san', 'ti sanwó',
      'ti fi ránṣẹ́', 'ti wọlé', 'ti gbà á', 'láàárọ̀ yìí', 'ní àárọ̀ òní',
    ],
    trust: ['olóòótọ́', 'ṣeé gbẹ́kẹ̀lé', 'tó ṣeé gbẹ́kẹ̀lé', 'tí a mọ̀ dáadáa', 'alábàáṣiṣẹ́ tipẹ́tipẹ́', 'lásìkò'],
    idiom: [
      'kò burú', 'kò sí wàhálà', 'kò sí ìṣòro', 'gbàgbé ẹ̀', 'gbàgbé rẹ̀', 'gbàgbé nípa rẹ̀', 'ẹ ṣeun', 'o ṣeun',
      'a dúpẹ́', 'bí ó ti máa ń rí', 'gẹ́gẹ́ bí ìṣe', 'bí àṣà', 'fẹ́rẹ̀ẹ́ nígbà gbogbo', 'kì í ṣe nígbà gbogbo',
      'má bínú', 'má gbàgbé', 'má ṣe gbàgbé', 'àkójọ àwọn oníbàárà', 'àwọn oníbàárà wa', 'fún àwọn oníbàárà',
      'sí àwọn oníbàárà', 'fún oníbàárà', 'sí oníbàárà', 'lẹ́yìn ìfọwọ́sí', 'lẹ́yìn ìmúdájú', 'títí a ó fi fọwọ́ sí', 'ó dàbọ̀', 'ó dìgbà',
      'ti fọwọ́ sí tẹ́lẹ̀', 'ti fọwọ́ sí i tẹ́lẹ̀', 'ti gba ìfọwọ́sí tẹ́lẹ̀', 'ti gba àṣẹ tẹ́lẹ̀',
      // "mi" (me, my) and "tó" (that, up to) are Azerbaijani and Vietnamese short words (a question
      // particle, a pronoun): their common Yoruba phrases are idioms so those readings drop out
      'lọ́wọ́ mi', 'fún mi', 'sí mi', 'owó mi', 'àkáǹtì mi', 'orúkọ mi', 'káàdì mi', 'tèmi', 'ilé mi', 'tó tó',
      'tó bá', 'tí ó bá', 'tó wà', 'tó ju', 'tó kù', 'èyí tó', 'ohun tó', 'owó tó',
    ],
    'cap:payments': [
      'owó', 'ìsanwó', 'sísan owó', 'àkáǹtì', 'àkàǹtì', 'àkáúntì', 'ilé ìfowópamọ́', 'báǹkì', 'gbèsè', 'ìwé owó',
      'ìwé ìsanwó', 'náírà', 'owó oṣù', 'káàdì', 'káàdì ìsanwó', 'olùgbà', 'ìdúnàádúrà', 'owó tí ó kù', 'owó àpamọ́',
      'ìfowópamọ́', 'ìdápadà owó', 'olùtajà', 'owó ìfiránṣẹ́',
    ],
    'cap:credentials': [
      'ọ̀rọ̀ aṣínà', 'ọ̀rọ̀ ìgbaniwọlé', 'ọ̀rọ̀ àṣírí', 'kóòdù', 'kóòdù àṣírí', 'nọ́mbà àṣírí', 'pin', 'kóòdù otp',
      'kọ́kọ́rọ́ api', 'kọ́kọ́rọ́ àṣírí',
    ],
    'cap:data-export': [
      'ìwífún', 'àlàyé ara ẹni', 'àkọsílẹ̀', 'àwọn àkọsílẹ̀', 'fáìlì', 'àwọn fáìlì', 'àkójọ àwọn oníbàárà',
      'nọ́mbà fóònù', 'nọ́mbà ẹ̀rọ ìbánisọ̀rọ̀', 'àdírẹ́sì', 'àṣírí', 'ìtàn', 'dátà',
    ],
    'cap:account-access': ['ìwọlé', 'àṣẹ ìwọlé', 'àṣẹ alábòójútó', 'ẹ̀tọ́ alábòójútó', 'wọlé sí àkáǹtì'],
    'cap:deletion': ['paarẹ́', 'pa á rẹ́', 'píparẹ́', 'yọ kúrò', 'ìparẹ́'],
    'cap:outbound-messages': ['ìmeèlì', 'íméèlì', 'ìfiránṣẹ́', 'àtẹ̀jíṣẹ́', 'sms'],
    'cap:security-controls': ['ààbò', 'ètò ààbò', 'ìdáàbòbò', 'ìkìlọ̀', 'àbójútó', 'ìjẹ́rìísí onípele méjì'],
    'cap:scheduling': ['ìpàdé', 'kàlẹ́ńdà', 'àdéhùn', 'tíkẹ́ẹ̀tì', 'ilé ìtura', 'ìforúkọsílẹ̀'],
  },
};
