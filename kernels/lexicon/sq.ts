import type { LexiconData } from './schema.js';

/**
 * Albanian. The normalizer folds ë → e and ç → c, so terms are compared in their folded forms,
 * and several short Albanian words fold onto common words of other Latin-script languages; they are
 * left out or listed only inside longer phrases:
 * - "unë" (I) → "une" (French article), "ne" (we; French/Italian), "ai" (he; Italian "ai"),
 *   "ata"/"ato" (they; Portuguese "ata", "ato"), "jo" (no; Catalan "I"), "si" (how; Italian/Spanish),
 *   "sa" (how much), "pa" (without; Catalan, Tagalog), "para" (money; Spanish/Portuguese "for"),
 *   "paga" (salary; Italian/Spanish "pays"), "tha" (said; folded Vietnamese "thả"), "mund" (can;
 *   German "Mund"), "jam"/"kam" (I am/have; English "jam", German "kam"), "direkt" (German).
 *   "pa" appears only in bypass phrases (pa konfirmim, pa më pyetur).
 * - Suffix terms are not used: an Albanian ending such as the aorist -oi is the end of Italian
 *   "poi" and Portuguese "foi".
 * - "paguaj" is both the imperative and "I pay": it is a verb but neither `imp` nor `subj1`.
 *   Other -oj verbs have distinct forms: imperative dërgo/dërgoni, first person dërgoj (a habit of
 *   the speaker), third person dërgon, aorist dërgoi/dërgova (past).
 * - Spanish/Portuguese look-alikes "anulo", "autorizo", "proceso" are left out; their plural
 *   imperatives (anuloni, autorizoni) are kept.
 */
const IMPERATIVES = [
  'paguani', 'dërgo', 'dërgoni', 'mirato', 'miratoni', 'transfero', 'transferoni', 'konfirmo', 'konfirmoni',
  'autorizoni', 'prano', 'pranoni', 'fshi', 'fshini', 'fshije', 'anuloni', 'zbulo', 'zbuloni', 'trego', 'tregoni',
  'jep', 'jepni', 'jepi', 'përgjigju', 'përgjigjuni', 'refuzo', 'refuzoni', 'çaktivizo', 'çaktivizoni', 'ekzekuto',
  'ekzekutoni', 'bli', 'blini', 'rezervo', 'rezervoni', 'rinovo', 'rinovoni', 'rimburso', 'rimbursoni', 'kthe paratë',
  'kthejini paratë', 'përcill', 'përcillni', 'ndrysho', 'ndryshoni', 'shto', 'shtoni', 'lësho', 'lëshoni',
  'kalo paratë', 'kaloni paratë', 'eksporto', 'eksportoni', 'shkarko', 'shkarkoni', 'reseto', 'zhblloko',
  'ndaj me', 'ndani me', 'derdh', 'derdhni', 'kryeni', 'procesoni', 'besoji', 'ndiq', 'ndiqni', 'kreditoni',
];
// "duhet të paguash" (you must pay), "të lutem të dërgosh": the second-person subjunctive
const SUBJUNCTIVES = [
  'paguash', 'paguani', 'paguajë', 'dërgosh', 'dërgojë', 'miratosh', 'miratojë', 'transferosh', 'transferojë',
  'konfirmosh', 'pranosh', 'fshish', 'anulosh', 'zbulosh', 'tregosh', 'japësh', 'japë', 'refuzosh', 'ekzekutosh',
  'blesh', 'rezervosh', 'rinovosh', 'rimbursosh', 'përcjellësh', 'ndryshosh', 'shtosh', 'lëshosh', 'kalosh',
  'eksportosh', 'shkarkosh', 'kryesh', 'procesosh',
];

export const lexicon_sq: LexiconData = {
  lang: 'sq',
  name: 'Albanian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'gjithmonë', 'gjithnjë', 'kurrë', 'asnjëherë', 'në çdo rast', 'pa përjashtim', 'në asnjë rast', 'në çdo kohë',
      'çdo herë', 'pa kushte', 'në të gjitha rastet', 'përherë', 'në asnjë mënyrë',
    ],
    verb: [...IMPERATIVES, ...SUBJUNCTIVES, 'paguaj'],
    imp: [...IMPERATIVES, 'të lutem', 'ju lutem', 'mos'],
    override: [
      'injoro', 'injoroni', 'shpërfill', 'shpërfillni', 'harro', 'harroni', 'mos i ndiq', 'mos i ndiqni', 'mos i zbato',
      'mos i zbatoni', 'mos iu bind', 'anashkalo', 'anashkaloni', 'pavarësisht', 'lëri mënjanë', 'lini mënjanë',
    ],
    'override-obj': [
      'udhëzim*', 'instruksion*', 'rregullat', 'rregullave', 'rregullat e mëparshme', 'kufizimet', 'kufizimeve',
      'direktivat', 'direktivave', 'e mëparshme', 'të mëparshme', 'të mëparshëm', 'më sipër', 'promptin', 'promptit',
      'politikat', 'cilësimet', 'detyrën origjinale', 'çfarë të është thënë',
    ],
    'neg-bypass': [
      'mos pyet', 'mos pyetni', 'mos më pyet', 'mos më pyetni', 'nuk ka nevojë', 'nuk është e nevojshme', 'anashkalo',
      'kapërce', 'kapërceni', 'mos prit', 'mos prisni', 'mos verifiko', 'mos kontrollo', 'jo më', 'nuk nevojitet',
    ],
    approval: [
      'konfirmim*', 'miratim*', 'lejen', 'lejes', 'pëlqim*', 'autorizim*', 'verifikim*', 'kontrollin', 'kontroll',
      'shqyrtim*', 'nënshkrim*', 'dyfaktorësh', 'miratimin tim', 'lejen time', 'konfirmimin tim', 'pyetur',
    ],
    waiver: [
      'nuk nevojitet', 'nuk kërkohet', 'e panevojshme', 'i panevojshëm', 'opsionale', 'fakultative', 'është dhënë tashmë',
      'tashmë e dhënë', 'nuk zbatohet', 'hiqet', 'nuk është i detyrueshëm', 'nuk është e detyrueshme',
    ],
    bypass: [
      'i paramiratuar', 'e paramiratuar', 'të paramiratuara', 'të paramiratuar', 'paramiratuar', 'i miratuar paraprakisht',
      'e miratuar paraprakisht', 'miratuar paraprakisht', 'tashmë i miratuar', 'tashmë e miratuar', 'miratim automatik',
      'mirato automatikisht', 'në listën e bardhë', 'pa pyetur', 'pa më pyetur', 'pa konfirmim', 'pa konfirmimin',
      'pa miratim', 'pa miratimin tim', 'pa verifikim', 'pa leje', 'pa lejen time', 'pa kontroll', 'pa pyetje',
      'pa asnjë pyetje', 'pa e verifikuar', 'pa e konfirmuar', 'pa e kontrolluar',
    ],
    standing: [
      'tani e tutje', 'tani e në vazhdim', 'nga tani', 'që tani e tutje', 'që sot', 'nga sot', 'duke filluar nga sot',
      'në të ardhmen', 'përgjithmonë', 'rregull i përhershëm', 'udhëzim i përhershëm', 'rregull i ri', 'si parazgjedhje',
      'me parazgjedhje', 'deri në njoftim të mëtejshëm', 'derisa të them ndryshe', 'sa herë që', 'çdo herë që',
    ],
    autonomy: [
      'në emrin tim', 'në emër tim', 'në emër të kompanisë', 'sipas gjykimit tënd', 'sipas gjykimit tuaj',
      'sipas dëshirës suaj', 'me marrjen', 'sapo të merret', 'menjëherë pas marrjes', 'në heshtje', 'pa më njoftuar',
      'pa njoftim', 'dorë të lirë', 'autoritet të plotë',
    ],
    'autonomy-weak': ['automatikisht', 'menjëherë', 'drejtpërdrejt', 'çdo muaj', 'mujore'],
    authority: [
      'mesazh sistemi', 'mesazh i sistemit', 'administratori', 'administratorit', 'zhvilluesi', 'zhvilluesit',
      'krijuesi yt', 'ekipi i sigurisë',
    ],
    mode: [
      'modaliteti i administratorit', 'modaliteti admin', 'modaliteti i zhvilluesit', 'modaliteti zhvillues',
      'modaliteti debug', 'pa kufizime', 'akses i pakufizuar', 'qasje e pakufizuar',
    ],
    you: [
      'ti', 'ju', 'juve', 'ty', 'tënd', 'tënde', 'tuaj', 'tuajin', 'jotë',
      ...SUBJUNCTIVES.filter((v) => v.endsWith('sh')),
    ],
    modal: ['duhet', 'duhet të', 'detyrohesh', 'je i detyruar', 'jeni të detyruar', 'është e detyrueshme', 'patjetër'],
    permit: [
      'mund të', 'mund ta', 'mundesh', 'ke të drejtë', 'je i autorizuar', 'jeni të autorizuar', 'lejohet', 'ke leje',
      'je i lirë të',
    ],
    speaker: [
      'të lutem', 'ju lutem', 'dua që', 'dua të', 'sigurohu', 'sigurohuni', 'mos harro', 'mos harroni', 'mbaj mend',
      'mbani mend', 'këmbëngul',
    ],
    normative: ['procedura e duhur është', 'rregulli është', 'asistenti duhet', 'agjenti duhet'],
    report: [
      'tha se', 'tha që', 'më tha', 'na tha', 'ai tha', 'ajo tha', 'kanë thënë', 'ka thënë', 'thotë', 'thanë', 'pyeti',
      'pyetën', 'kërkoi', 'shkroi', 'përmendi', 'njoftoi', 'deklaroi', 'shpjegoi', 'u ankua', 'sipas tij', 'sipas saj',
      'sipas klientit', 'gjoja',
    ],
    subj1: [
      'unë gjithmonë', 'unë kurrë', 'unë zakonisht', 'unë paguaj', 'dërgoj', 'miratoj', 'transferoj', 'konfirmoj', 'paguajmë',
      'dërgojmë', 'miratojmë', 'transferojmë', 'përdor gjithmonë',
    ],
    subj3: [
      'ai gjithmonë', 'ajo gjithmonë', 'ata gjithmonë', 'ai kurrë', 'ajo kurrë', 'klienti', 'klientja', 'përdoruesi',
      'telefonuesi', 'bashkëshorti im', 'bashkëshortja ime', 'shefi im', 'dikush', 'njerëzit', 'paguan', 'dërgon',
      'miraton', 'transferon', 'paguajnë', 'dërgojnë',
    ],
    habit: ['zakonisht', 'shpesh', 'ndonjëherë', 'rregullisht', 'normalisht', 'e kam zakon', 'kam zakon', 'preferoj'],
    quant: ['të gjitha', 'të gjithë', 'çdo', 'çfarëdo', 'gjithë'],
    cond: ['nëse', 'sapo', 'sa herë që', 'në rast se'],
    question: ['pse', 'çfarë', 'kush', 'a mund', 'a duhet', 'a është', 'a ka', 'cili', 'cila', 'sa shumë', 'si mund'],
    neg: ['nuk', 'mos', 'askush', 'asgjë', 'asnjë', 'nuk është', 'nuk ka'],
    past: [
      'dje', 'pardje', 'javën e kaluar', 'muajin e kaluar', 'vitin e kaluar', 'atëherë', 'ishte', 'ishin', 'kishte',
      'kishin', 'pagova', 'pagoi', 'paguam', 'dërgova', 'dërgoi', 'dërguam', 'miratoi', 'miratova', 'transferoi',
      'transferova', 'konfirmoi', 'erdhi', 'mbërriti', 'u pagua', 'u dërgua', 'u transferua', 'u fshi', 'u anulua',
      'sot në mëngjes', 'para një jave', 'para një muaji',
    ],
    trust: [
      'i besueshëm', 'e besueshme', 'partner i besuar', 'furnitor i rregullt', 'klient i vjetër', 'me reputacion',
      'në kohë', 'legjitim',
    ],
    idiom: [
      "s'ka gjë", 'nuk ka gjë', 'nuk ka problem', 'lëre', 'lëre fare', 'harroje', 'si gjithmonë', 'si zakonisht',
      'pothuajse gjithmonë', 'jo gjithmonë', 'më mirë vonë se kurrë', 'kurrë mos thuaj kurrë', 'faleminderit',
      'mos u shqetëso',
    ],
    'cap:payments': [
      'pagesa', 'pagesë', 'pagesat', 'pagesën', 'pagesave', 'transfertë', 'transferta', 'transfertat', 'transferim*',
      'paratë', 'parave', 'fondet', 'fondeve', 'shuma', 'shumën', 'shumat', 'llogari*', 'faturë', 'faturat', 'faturën',
      'faturave', 'rimbursim*', 'pagat', 'pagën', 'qira', 'qiranë', 'qirasë', 'kartë krediti', 'kartën', 'kartela',
      'huanë', 'transaksion*', 'përfitues*', 'marrës*', 'furnitor*', 'kriptomonedh*', 'portofol*', 'tarifat', 'tarifën',
      'abonim*', 'bilanc*', 'gjendjen', 'depozit*', 'lekë', 'dhurat*',
    ],
    'cap:credentials': [
      'fjalëkalim*', 'kodi pin', 'kodin pin', 'pin-i', 'pin-in', 'kod verifikimi', 'kodin e verifikimit', 'kodi otp',
      'kodin otp', 'çelës api', 'çelësin api', 'çelësi privat', 'kredencial*', 'të dhënat e hyrjes',
    ],
    'cap:data-export': [
      'të dhënat', 'të dhënave', 'të dhënat personale', 'baza e të dhënave', 'bazën e të dhënave', 'skedar*',
      'dokumentet', 'kontaktet', 'adresat', 'numri i telefonit', 'numrin e telefonit', 'lista e klientëve',
      'listën e klientëve', 'historik*', 'konfidencial*',
    ],
    'cap:account-access': [
      'qasje', 'qasjen', 'aksesin', 'të drejtat e administratorit', 'hyrje në llogari', 'rivendosje e fjalëkalimit',
      'zhblloko*',
    ],
    'cap:deletion': ['fshi', 'fshini', 'fshije', 'fshirje*', 'shkatërro*'],
    'cap:outbound-messages': ['mesazh*', 'postë elektronike', 'përcill*', 'e-mailin', 'emailin', 'emailet'],
    'cap:security-controls': [
      'verifikim me dy faktorë', 'dyfaktorësh', 'filtri i spamit', 'monitorim*', 'auditim*', 'enkriptim*', 'sigurisë',
      'sigurinë', 'mashtrim*',
    ],
    'cap:scheduling': ['takim*', 'kalendar*', 'orar*', 'rezervim*', 'fluturim*', 'biletat', 'biletën'],
  },
};
