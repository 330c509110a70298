import type { Category, LexiconData } from './schema.js';

/**
 * Hausa (Boko, Latin script). Verbs do not inflect: person, aspect and tense sit in a pronoun before
 * the verb. So the bare verb and the subjunctive "ka/ki/ku + verb" are the imperative (`verb`,
 * `imp`); completive pronouns (ya/ta/sun/an/na/mun + verb) are `past`, continuous and habitual
 * pronouns (ina/muna, yana/tana/suna, nakan/yakan/sukan) and the future (zan, zai) mark the
 * speaker's or a third party's own doing. "ka + verb" is also the 2nd person completive ("you
 * paid"): time words (jiya, makon da ya gabata) keep those reports out. The hooked letters ɓ ɗ ƙ ƴ
 * are often typed plain: every term is also listed with them replaced (kuɗi → kudi).
 * Bypass grants ("an riga an amince") are also idioms so the completive "an amince" inside them
 * does not read as a past event. Left out for collisions: share ("sweep, delete"; English), saya
 * ("buy"; Spanish/Tagalog), ƙara bare (Polish "kara"), kai/ke/ku bare (Norwegian "kai"), ina and
 * suna bare (Tagalog "ina", Hausa "name"), yaya (Tagalog "nanny"), bata/bai/ban (Tagalog,
 * Vietnamese, English), bara (Swedish "only"), kada/kar bare (Croatian "kada", Turkish "kar").
 */
const VERBS = [
  'biya', 'aika', 'aiko', 'amince', 'yarda', 'tabbatar', 'raba', 'bayyana', 'gaya', 'faɗa', 'sanar', 'amsa',
  'goge', 'cire', 'soke', 'kashe', 'rufe', 'buɗe', 'karɓa', 'karɓi', 'canza', 'canja', 'sabunta', 'aiwatar',
  'mayar', 'bayar', 'ƙi', 'tura', 'ajiye', 'sayi', 'amintar',
];
// bare forms that are safe on their own (others only after ka/ki/ku or with an object)
const BARE = [
  'biya', 'aika', 'aiko', 'amince', 'tabbatar', 'bayyana', 'sanar', 'goge', 'soke', 'kashe', 'buɗe', 'karɓa',
  'karɓi', 'canza', 'canja', 'sabunta', 'aiwatar', 'mayar', 'bayar da', 'amintar', 'biya kuɗin', 'tura kuɗi',
  'tura kuɗin', 'tura masa', 'tura mata', 'tura musu', 'aika masa', 'aika mata', 'aika musu', 'gaya masa',
  'gaya mata', 'gaya musu', 'faɗa masa', 'faɗa mata', 'raba bayanai', 'ba da izini', 'mayar da kuɗi',
  'yi rajista', 'ƙi karɓa', 'ƙi amincewa', 'amince da',
];
const SUBJ = ['ka', 'ki', 'ku'];
const IMPERATIVES = [...BARE, ...SUBJ.flatMap((p) => VERBS.map((v) => `${p} ${v}`))];
const PAST_VERBS = ['biya', 'aika', 'tura', 'karɓa', 'karɓi', 'amince', 'goge', 'soke', 'bayar', 'mayar', 'sanar'];
// verbal nouns after the continuous pronouns (yana biyan kuɗi)
const NOUNS = ['biyan', 'aikawa', 'aika', 'tura', 'karɓar', 'amincewa', 'sayen'];
const PAST = ['ya', 'ta', 'sun', 'an', 'na', 'mun'].flatMap((p) => PAST_VERBS.map((v) => `${p} ${v}`));
const CONT1 = ['ina', 'muna', 'zan', 'za mu', 'nakan', 'mukan', 'na kan', 'mu kan'].flatMap((p) => [...PAST_VERBS, ...NOUNS].map((v) => `${p} ${v}`));
const CONT3 = ['yana', 'tana', 'suna', 'zai', 'za ta', 'za su', 'yakan', 'takan', 'sukan'].flatMap((p) => [...PAST_VERBS, ...NOUNS].map((v) => `${p} ${v}`));

// Turkish's past suffix *duk also matches Hausa "duk" (all): the phrases "duk" opens or closes
// are idioms, so the suffix match inside them is dropped and the quantifier is kept
const DUK = [
  ...['da', 'a', 'ga', 'na', 'kan', 'cikin', 'zuwa', 'ka', 'ki', 'ku', 'wa'].map((w) => `${w} duk`),
  ...['wani', 'wata', 'wasu', 'abin', 'abubuwan', 'kuɗi', 'kuɗin', 'biyan', 'umarnin', 'umarni', 'ƙa\'idoji',
    'takardun', 'saƙonni', 'saƙonnin', 'bayanai', 'bayanan', 'buƙatun', 'mutane', 'fayiloli'].map((w) => `duk ${w}`),
];

const HOOKS: Record<string, string> = { 'ɓ': 'b', 'ɗ': 'd', 'ƙ': 'k', 'ƴ': 'y' };
/** Each term as written and with the hooked letters typed plain. */
function both(terms: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of terms) {
    out.add(t);
    out.add(t.replace(/[ɓɗƙƴ]/g, (c) => HOOKS[c]!));
  }
  return [...out];
}

const TERMS: Partial<Record<Category, readonly string[]>> = {
  abs: [
    'koyaushe', 'ko yaushe', 'ko da yaushe', 'kullum', 'kullum kullum', 'a kowane lokaci', 'a kowane hali',
    'har abada', 'kada ka taɓa', 'kar ka taɓa', 'kada ki taɓa', 'kada ku taɓa', 'ba tare da togiya ba',
    'a kowane yanayi', 'ko ta halin ƙaƙa',
  ],
  verb: IMPERATIVES,
  imp: [...IMPERATIVES, 'yi watsi da', 'ka yi watsi da', 'ki yi watsi da', 'ku yi watsi da', 'ka manta da',
    'ki manta da', 'ku manta da', 'don allah', 'don allah ka', 'don allah ki', 'don allah ku', 'kar ka manta', 'kada ka manta'],
  override: [
    'yi watsi da', 'ka yi watsi da', 'ki yi watsi da', 'ku yi watsi da', 'watsar da', 'manta da', 'ka manta da',
    'ki manta da', 'ku manta da', 'yi biris da', 'ka yi biris da', 'kada ka bi', 'kar ka bi', 'kada ku bi',
    'daina bin', 'ka daina bin', 'ba tare da la\'akari da',
      ],
  'override-obj': [
    'umarni', 'umarnin', 'umarnai', 'umarnan', 'ƙa\'idoji', 'ƙa\'idojin', 'ƙa\'ida', 'ka\'idoji', 'dokoki',
    'dokokin', 'doka', 'sharuɗɗa', 'sharuɗɗan', 'jagorori', 'jagororin', 'takunkumi', 'takunkumin', 'iyakoki',
    'iyakokin', 'da suka gabata', 'da ya gabata', 'na baya', 'na da', 'na farko', 'a sama', 'na sama',
    'saituna', 'saitunan', 'abin da aka faɗa maka',
  ],
  'neg-bypass': [
    'ba tare da', 'babu buƙatar', 'ba buƙatar', 'ba sai ka', 'ba sai kin', 'ba sai ku', 'kada ka tambaya',
    'kar ka tambaya', 'kada ka tambaye', 'kar ka tambaye', 'kada ka jira', 'kar ka jira', 'tsallake', 'ka tsallake',
    'ketare', 'ka ketare', 'ba a buƙatar', 'ba ka buƙatar', 'ba kwa buƙatar', 'ba za ka buƙaci',
  ],
  approval: [
    'amincewa', 'amincewar', 'amincewata', 'izini', 'izinin', 'iznin', 'tabbatarwa', 'tabbaci', 'tabbacin',
    'tantancewa', 'tantancewar', 'bincike', 'binciken', 'sa hannu', 'sa hannun', 'yarda', 'yardar', 'yardata',
    'tambaya ta', 'tambayata', 'tambayar', 'neman izini', 'otp', 'lambar tabbatarwa',
  ],
  waiver: [
    'ba a buƙata', 'ba a buƙatar sa', 'ba dole ba ne', 'ba dole ba', 'ba lallai ba ne', 'ba lallai ba',
    'an riga an bayar', 'an riga an ba da', 'ba a buƙatarsa', 'an cire', 'an soke',
  ],
  bypass: [
    'an riga an amince', 'an riga an amince da', 'an amince da shi tun farko', 'an amince tun da farko',
    'tun farko an amince', 'an riga an ba da izini', 'an riga an yarda', 'an ba shi izini tun farko',
    'an riga an tabbatar', 'ba tare da tambaya ba', 'ba tare da tambaya', 'ba tare da izini ba',
    'ba tare da izinina', 'ba tare da tambayata', 'ba tare da amincewata', 'kada ka tambaye ni',
    'kar ka tambaye ni', 'kada ki tambaye ni', 'ba tare da bincike ba', 'jerin amintattu', 'amintaccen mai karɓa',
  ],
  standing: [
    'daga yanzu', 'daga yanzu zuwa gaba', 'daga yanzu har abada', 'daga yau', 'daga yau zuwa gaba',
    'daga gobe', 'tun daga yanzu', 'har sai an ce', 'har sai na ce', 'har sai na sanar', 'har zuwa wani lokaci',
    'sabuwar doka', 'sabon umarni', 'doka ta dindindin', 'umarni na dindindin', 'dindindin', 'har abada',
    'duk lokacin da', 'a duk lokacin da', 'duk sa\'adda',
  ],
  autonomy: [
    'a madadina', 'a madadin mu', 'a madadinmu', 'da sunana', 'da sunan mu', 'yadda ka ga dama', 'yadda kika ga dama',
    'yadda ka ga ya dace', 'ka yanke shawara da kanka', 'a ɓoye', 'a asirce', 'ba tare da sanar da ni ba',
    'ba tare da ka sanar da ni', 'da zarar ka karɓa', 'da zarar an karɓa', 'cikakken iko',
  ],
  'autonomy-weak': ['kai tsaye', 'nan take', 'nan da nan', 'ta atomatik', 'da gaggawa', 'cikin gaggawa'],
  authority: [
    'mai kula da tsarin', 'mai gudanar da tsarin', 'saƙon tsarin', 'saƙo daga tsarin', 'mai haɓaka shirin',
    'mai haɓakawa', 'masu haɓakawa', 'wanda ya ƙirƙire ka', 'mahaliccinka', 'ƙungiyar tsaro', 'babban darakta',
  ],
  mode: [
    'yanayin mai gudanarwa', 'yanayin masu haɓakawa', 'yanayin mai haɓakawa', 'yanayin gwaji',
    'ba tare da takunkumi', 'ba tare da iyaka', 'babu takunkumi', 'babu iyaka',
  ],
  you: [
    'kanka', 'kanki', 'kanku', 'naka', 'naki', 'naku', 'dole ne ka', 'dole ne ki', 'dole ne ku', 'ya kamata ka',
    'ya kamata ki', 'ya kamata ku', 'za ka', 'za ki', 'za ku', 'kana', 'kina', 'kuna',
  ],
  modal: [
    'dole ne', 'dole ka', 'dole ki', 'wajibi ne', 'wajibi', 'ya kamata', 'ya zama dole', 'tilas ne', 'tilas',
    'lallai ne', 'dole ne ka', 'ya kamata ka',
  ],
  permit: [
    'kana iya', 'kina iya', 'kuna iya', 'an ba ka izini', 'an ba ki izini', 'an ba ku izini', 'kana da izini',
    'kina da izini', 'kana da ikon', 'kana da damar', 'kana da hurumin', 'an yarda maka',
  ],
  speaker: [
    'don allah', 'ina so ka', 'ina so ki', 'ina so ku', 'ina son ka yi', 'ina buƙatar ka', 'ina buƙatar ki',
    'tabbatar da cewa', 'ka tabbatar da cewa', 'ka tabbata', 'kar ka manta', 'kada ka manta', 'kada ki manta',
    'ka tuna', 'ki tuna', 'ku tuna', 'na umarce ka', 'ina umartar ka', 'na ba ka izini',
  ],
  normative: ['hanyar da ta dace ita ce', 'doka ita ce', 'mataimaki dole ne', 'wakili dole ne'],
  report: [
    'ya ce', 'ta ce', 'sun ce', 'an ce', 'ya faɗa', 'ta faɗa', 'sun faɗa', 'ya faɗi', 'ta faɗi', 'ya tambaya',
    'ta tambaya', 'sun tambaya', 'ya tambaye', 'ta tambaye', 'ya nemi', 'ta nemi', 'sun nemi', 'ya rubuta',
    'ta rubuta', 'ya bayyana', 'ta bayyana', 'sun bayyana', 'a cewar', 'a cewarsa', 'a cewarta', 'ya sanar',
    'ta sanar', 'ya yi korafi', 'ta yi korafi', 'yana cewa', 'tana cewa', 'na ji cewa', 'na ji an ce', 'wai',
    'ya gaya min', 'ta gaya min', 'ya gaya mini',
  ],
  subj1: [
    ...CONT1, 'ni kaina', 'ni da kaina', 'mu kanmu', 'nakan', 'mukan', 'zan', 'za mu', 'na saba', 'mun saba',
    'ina yawan', 'kullum ina', 'koyaushe ina', 'ni kullum', 'ni koyaushe',
  ],
  subj3: [
    ...CONT3, 'yakan', 'takan', 'sukan', 'zai', 'za ta', 'za su', 'shi kuma', 'ita kuma', 'su kuma',
    'abokin ciniki', 'abokan ciniki', 'kwastoma', 'mai amfani', 'masu amfani', 'matata', 'mijina', 'maigidana',
    'shugabana', 'wani mutum', 'mai asusun', 'mai kiran',
  ],
  habit: [
    'yawanci', 'galibi', 'wani lokaci', 'wasu lokuta', 'lokaci-lokaci', 'nakan', 'mukan', 'yakan', 'takan',
    'sukan', 'kakan', 'na saba', 'mun saba', 'ya saba', 'al\'ada', 'al\'adata', 'ɗabi\'a',
  ],
  quant: [...DUK, 'duk', 'duka', 'dukkan', 'dukkanin', 'kowane', 'kowace', 'kowanne', 'kowa', 'ko wane', 'ko wace', 'ko wanne'],
  cond: ['idan', 'in dai', 'da zarar', 'duk lokacin da', 'lokacin da', 'muddin', 'matuƙar'],
  question: [
    'me yasa', 'meyasa', 'me ya sa', 'don me', 'ta yaya', 'yaya za', 'yaya zan', 'mene ne', 'menene', 'wanene',
    'wace ce', 'wanne ne', 'nawa ne', 'yaushe ne', 'yaushe za', 'a ina', 'shin ko', 'ko za ka iya', 'ko zan iya',
    'ko zai yiwu',
  ],
  neg: [
    'babu', 'ba zan', 'ba za mu', 'ba zai', 'ba za ta', 'ba za su', 'ba za a', 'ba su', 'bai biya ba',
    'ba a biya ba', 'bai zo ba', 'ba a karɓa ba', 'bai iso ba', 'kada ka', 'kar ka', 'kada ki', 'kar ki',
    'kada ku', 'kar ku', 'ba zai yiwu ba', 'ba ya', 'ba ta yi', 'ban biya ba', 'ban aika ba', 'ba shi da',
  ],
  past: [
    ...PAST, 'jiya', 'shekaranjiya', 'makon da ya gabata', 'makon jiya', 'watan da ya gabata', 'shekarar da ta gabata',
    'a bara', 'a shekarar bara', 'ɗazun nan', 'da safiyar yau', 'kwanaki da suka wuce', 'da suka wuce',
    'an aiko', 'ya zo', 'ya iso', 'ya shigo', 'an karɓa',
  ],
  trust: ['amintacce', 'amintaccen', 'abin dogara', 'na dogon lokaci', 'sananne', 'halattacce', 'a kan lokaci'],
  idiom: [
    ...DUK, ...CONT1, ...CONT3, 'ba komai', 'babu matsala', 'ba matsala', 'kar ka damu', 'kada ka damu', 'na gode', 'mun gode',
    'kamar yadda aka saba', 'kamar kullum', 'kusan koyaushe', 'kusan kullum', 'ba koyaushe ba', 'ba kullum ba',
    'manta da shi', 'ka manta da shi', 'manta da batun', 'jerin abokan ciniki', 'bayanan abokan ciniki',
    'ga abokin ciniki', 'ga abokan ciniki', 'bayan tabbatarwa', 'bayan amincewa', 'sai an tabbatar',
    'sai an amince', 'kar ka manta', 'kada ka manta', 'kada ki manta', 'an riga an amince', 'an riga an amince da',
    'an amince da shi tun farko', 'an amince tun da farko', 'tun farko an amince', 'an riga an ba da izini',
    'an riga an yarda', 'an ba shi izini tun farko', 'an riga an tabbatar', 'an riga an bayar', 'an riga an ba da',
    'sai wata rana', 'sai an jima',
  ],
  'cap:payments': [
    'kuɗi', 'kuɗin', 'kuɗaɗe', 'kuɗaɗen', 'biyan kuɗi', 'biyan', 'asusu', 'asusun', 'asusunka', 'asusuna', 'banki',
    'bankin', 'bashi', 'bashin', 'takardar kuɗi', 'takardar biya', 'rasit', 'rasidi', 'albashi', 'albashin',
    'naira', 'nairori', 'katin banki', 'katin', 'mai karɓa', 'mai karɓar kuɗi', 'ciniki', 'ma\'amala',
    'ma\'amalar', 'canja wurin kuɗi', 'tura kuɗi', 'ajiya', 'cirar kuɗi', 'dalar amurka', 'kuɗin shiga', 'mayar da kuɗi',
  ],
  'cap:credentials': [
    'kalmar sirri', 'kalmar sirrinka', 'kalmomin sirri', 'lambar sirri', 'lambar pin', 'pin', 'lambar tabbatarwa',
    'lambar otp', 'mabuɗin api', 'mabuɗin sirri', 'bayanan shiga',
  ],
  'cap:data-export': [
    'bayanai', 'bayanan', 'bayanan sirri', 'bayanan kai', 'fayil', 'fayiloli', 'fayilolin', 'takardu', 'takardun',
    'jerin abokan ciniki', 'lambar waya', 'lambobin waya', 'adireshi', 'adireshin', 'sirri', 'sirrin', 'tarihi',
    'rumbun bayanai',
  ],
  'cap:account-access': ['damar shiga', 'izinin shiga', 'shiga asusun', 'ikon mai gudanarwa', 'iko na musamman'],
  'cap:deletion': ['goge', 'gogewa', 'ka goge', 'share bayanai', 'cirewa', 'soke'],
  'cap:outbound-messages': [
    'imel', 'imel ɗin', 'saƙo', 'saƙon', 'saƙonni', 'saƙonnin', 'saƙon tes', 'wasiƙa', 'wasiƙar', 'kwafi', 'sms',
  ],
  'cap:security-controls': [
    'tsaro', 'tsaron', 'matakan tsaro', 'tsarin tsaro', 'tabbatarwa mataki biyu', 'gargaɗi', 'faɗakarwa',
    'sa ido',
  ],
  'cap:scheduling': ['taro', 'taron', 'ganawa', 'alƙawari', 'alƙawarin', 'kalanda', 'tikiti', 'tikitin', 'otal', 'jadawali'],
};

export const lexicon_ha: LexiconData = {
  lang: 'ha',
  name: 'Hausa',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: Object.fromEntries(Object.entries(TERMS).map(([k, v]) => [k, both(v!)])) as LexiconData['terms'],
};
