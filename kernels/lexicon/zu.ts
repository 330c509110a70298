import type { LexiconData } from './schema.js';

/**
 * Zulu. Verbs carry subject and tense prefixes (uyakhokha, wakhokha, ngikhokha), so the bare
 * imperative (khokha, thumela, gunyaza), the plural imperative (-ni), the subjunctive (ukhokhe,
 * uthumele) and the infinitive (ukukhokha) are `verb` terms; the bare, plural and subjunctive forms
 * are also `imp`. Prefixed indicative forms are reports, habits or past events: ngi- (I) is
 * `subj1`, the participle e- (ekhokha: "he, paying", in "uhlala ekhokha") is `subj3`. "Without" is
 * ngaphandle kwa- fused with the noun (kwemvume, kokuqinisekisa), so checks are written as
 * in-word stems (*mvume, *qinisekis*). Left out for collisions: bona ("they"; Catalan "bona",
 * also the imperative "see"), ala (refuse; Spanish/Turkish), vala/landa/cima bare, nika only
 * as a verb, sula (Tagalog).
 */
const IMPERATIVES = [
  'gunyaza', 'gunyazani', 'ugunyaze', 'vumela', 'vumelani', 'uvumele', 'yivumele', 'zivumele', 'qinisekisa',
  'uqinisekise', 'amukela', 'yamukela', 'wamukele', 'khokha', 'khokhani', 'ukhokhe', 'khokhela', 'ukhokhele',
  'yikhokhe', 'zikhokhe', 'thumela', 'thumelani', 'uthumele', 'yithumele', 'zithumele', 'dlulisela',
  'udlulisele', 'dlulisa', 'yidlulisele', 'yabelana', 'nabelana', 'veza', 'uveze', 'dalula', 'udalule', 'tshela',
  'mtshele', 'batshele', 'utshele', 'phendula', 'uphendule', 'yenqaba', 'uyenqabe', 'susa', 'ususe', 'yisuse',
  'zisuse', 'cisha', 'ucishe', 'yicishe', 'vala', 'uvale', 'thenga', 'uthenge', 'khansela', 'ukhansele',
  'hoxisa', 'uhoxise', 'vuselela', 'uvuselele', 'nika', 'nikeza', 'unikeze', 'mnike', 'banike', 'bhukha',
  'ubhukhe', 'buyisela', 'ubuyisele', 'yibuyisele', 'shintsha', 'ushintshe', 'engeza', 'wengeze', 'themba',
  'uthembe', 'dlulisela phambili',
];
const INFINITIVES = [
  'ukugunyaza', 'ukuvumela', 'ukuqinisekisa', 'ukwamukela', 'ukukhokha', 'ukukhokhela', 'ukuthumela',
  'ukudlulisela', 'ukudlulisa', 'ukwabelana', 'ukuveza', 'ukudalula', 'ukutshela', 'ukuphendula', 'ukwenqaba',
  'ukususa', 'ukucisha', 'ukuvala', 'ukuthenga', 'ukukhansela', 'ukuhoxisa', 'ukuvuselela', 'ukunika',
  'ukunikeza', 'ukubhukha', 'ukubuyisela', 'ukushintsha', 'ukwengeza', 'ukuthemba',
];

export const lexicon_zu: LexiconData = {
  lang: 'zu',
  name: 'Zulu',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'njalo', 'njalonjalo', 'ngaso sonke isikhathi', 'sonke isikhathi', 'zonke izikhathi', 'phakade', 'kuze kube phakade',
      'ungalokothi', 'ungaze', 'noma kunjani', 'kunoma yisiphi isimo', 'ngaphandle kokukhetha', 'ngaphandle kwemibandela',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'ngicela', 'sicela', 'ngiyacela', 'siyacela', 'ungakhohlwa'],
    override: [
      'ziba', 'uzibe', 'zibani', 'ukuziba', 'ungayinaki', 'ungazinaki', 'unganaki', 'khohlwa', 'ukhohlwe',
      'yeka ukulandela', 'ungalandeli', 'ungayilandeli', 'ungazilandeli', 'ngaphandle kokunaka',
    ],
    'override-obj': [
      'imiyalelo', 'umyalelo', 'imiyalo', 'imithetho', 'umthetho', 'imigomo', 'imikhawulo', 'izithiyo',
      'yangaphambilini', 'zangaphambilini', 'wangaphambilini', 'langaphambilini', 'engaphambilini',
      'ezedlule', 'edlule', 'engenhla', 'ngenhla', 'izilungiselelo', 'okushiwo ngaphambili', 'konke okungenhla',
    ],
    'neg-bypass': [
      'ngaphandle', 'ungabuzi', 'ungangibuzi', 'akudingeki', 'asikho isidingo', 'akukho sidingo', 'awudingi',
      'ungalindi', 'ungalinde', 'weqa', 'yeqa', 'ungahloli', 'ungaqinisekisi', 'akusadingeki',
    ],
    approval: [
      'imvume', '*mvume', 'isiqinisekiso', '*qinisekis*', 'ukugunyazwa', 'ugunyazo', '*gunyazw*', 'ukuvunyelwa',
      'ukuhlolwa', 'ukuhlola', 'ukubheka', 'ukusayina', 'isiginesha', 'ukungibuza', 'kokungibuza', 'ukubuza',
      'kokubuza', 'otp', 'ukuvuma', 'kokuvuma',
    ],
    waiver: [
      'akudingeki', 'ayidingeki', 'asidingeki', 'akusadingeki', 'ayisadingeki', 'asisadingeki', 'akuphoqelekile', 'sekunikeziwe',
      'isinikeziwe', 'kuyazikhethela',
    ],
    bypass: [
      'kugunyazwe kusengaphambili', 'ugunyazwe kusengaphambili', 'igunyazwe kusengaphambili', 'kuvunyelwe ngaphambili',
      'sekugunyaziwe', 'usugunyaziwe', 'isigunyaziwe', 'sekuvunyelwe', 'usuvunyelwe', 'kuvunyelwe kusengaphambili',
      'ngaphandle kwemibuzo', 'ungangibuzi', 'ohlwini olumhlophe', 'ngaphandle kwemvume', 'ngaphandle kokuqinisekisa',
      'ngaphandle kokungibuza', 'ngaphandle kokubuza', 'ngaphandle kokuhlola',
    ],
    standing: [
      'kusukela manje', 'kusukela manje kuqhubeke', 'kusukela namuhla', 'kusukela kusasa', 'kusukela kulesi sikhathi',
      'ukusuka manje', 'kuze kube nesaziso esilandelayo', 'kuze kube yilapho ngisho okunye', 'umthetho omusha',
      'umyalelo ohlala njalo', 'unomphela', 'ngokuphelele njalo', 'noma nini lapho', 'njalo uma', 'njalo lapho',
      'ngaso sonke isikhathi uma',
    ],
    autonomy: [
      'egameni lami', 'esikhundleni sami', 'ngokubona kwakho', 'ngokuthanda kwakho', 'zinqumele', 'zinqumele wena',
      'ngokuthula', 'ngasese', 'ngaphandle kokungazisa', 'ngaphandle kokungitshela', 'uma uyithola', 'lapho uyithola',
      'amandla aphelele',
    ],
    'autonomy-weak': ['ngokuzenzakalelayo', 'ngokushesha', 'masinyane', 'khona manjalo', 'ngaso leso sikhathi'],
    authority: [
      'umlawuli wesistimu', 'umlawuli wohlelo', 'umlayezo wesistimu', 'umlayezo wohlelo', 'unjiniyela wakho',
      'umthuthukisi', 'umdali wakho', 'ithimba lezokuphepha', 'umqondisi omkhulu',
    ],
    mode: [
      'imodi yomlawuli', 'isimo somlawuli', 'imodi kanjiniyela', 'imodi yonjiniyela', 'ngaphandle kwemingcele',
      'ngaphandle kwemikhawulo', 'ayikho imikhawulo', 'awukho umkhawulo',
    ],
    you: [
      'wena', 'kwakho', 'yakho', 'wakho', 'lakho', 'sakho', 'zakho', 'bakho', 'kwenu', 'yenu', 'kumele ukhokhe', 'kufanele ukhokhe', 'kumele uthumele', 'kufanele uthumele',
    ],
    modal: [
      'kumele', 'kumelwe', 'kufanele', 'kudingeka', 'kuphoqelekile', 'kufuneka', 'kuyimpoqo', 'ufanele', 'umele',
    ],
    permit: ['uvunyelwe', 'unemvume', 'ukhululekile', 'unelungelo', 'uyakwazi ukuthi', 'ungaqhubeka'],
    speaker: [
      'ngicela', 'sicela', 'ngiyacela', 'siyacela', 'ngifuna ukuthi', 'ngidinga ukuthi', 'qiniseka ukuthi',
      'qinisekisa ukuthi', 'ungakhohlwa', 'khumbula', 'khumbula ukuthi', 'ngiyakuyala', 'ngiyakuvumela',
    ],
    normative: ['inqubo efanele ukuthi', 'umthetho uthi', 'umsizi kumele', 'umenzeli kumele'],
    report: [
      'uthe', 'wathi', 'bathi', 'bathe', 'uthi', 'ushilo', 'washo', 'basho', 'ngokusho kuka', 'ngokusho kwa',
      'ubuzile', 'wabuza', 'ubuze', 'bebuza', 'ucele', 'ucelile', 'wacela', 'ubikile', 'wabika', 'ubhalile',
      'wabhala', 'uchazile', 'wachaza', 'ukhalaze', 'wakhalaza', 'ngizwe ukuthi', 'ngizwile ukuthi', 'kuthiwa',
    ],
    subj1: [
      'mina', 'thina', 'ngikhokha', 'ngiyakhokha', 'sikhokha', 'siyakhokha', 'ngithumela', 'ngiyathumela',
      'sithumela', 'ngisebenzisa', 'ngithenga', 'ngihlala', 'sihlala', 'ngivame', 'sivame', 'ngijwayele',
      'ngizokhokha', 'ngizothumela', 'ngizo*', 'sizo*', 'ngiza*',
    ],
    subj3: [
      'yena', 'ekhokha', 'ethumela', 'bekhokha', 'bethumela', 'uyakhokha', 'bayakhokha', 'bakhokha', 'uhlala ekhokha',
      'ikhasimende', 'amakhasimende', 'umsebenzisi', 'abasebenzisi', 'umfazi wami', 'unkosikazi wami', 'umyeni wami',
      'umphathi wami', 'umuntu othile', 'omunye umuntu', 'umnikazi we-akhawunti', 'ushayayo',
    ],
    habit: [
      'ngokuvamile', 'ngokujwayelekile', 'kaningi', 'kwesinye isikhathi', 'ngezinye izikhathi', 'ngivame', 'uvame',
      'ngijwayele', 'ujwayele', 'umkhuba',
    ],
    quant: ['zonke', 'yonke', 'onke', 'bonke', 'lonke', 'noma yimuphi', 'noma yisiphi', 'noma yikuphi', 'ngayinye'],
    cond: ['lapho', 'noma nini', 'ngaso sonke isikhathi uma', 'uma kwenzeka', 'uma kukhona'],
    question: [
      'yini', 'kungani', 'kanjani', 'ngubani', 'ngaphi', 'malini', 'mangaki', 'ingabe', 'ungakwazi yini',
      'kungenzeka yini', 'yisiphi', 'iyiphi',
    ],
    neg: [
      'akukho', 'akakhokhanga', 'angikhokhanga', 'asikhokhanga', 'abakhokhanga', 'akathumelanga',
      'angithumelanga', 'akufikanga', 'ayifikanga', 'akunakwenzeka', 'awukwazi', 'angikwazi', 'akakwazi',
      'ungakhokhi', 'ungathumeli', 'akuvunyelwe', 'akugunyaziwe',
    ],
    past: [
      'izolo', 'kuthangi', 'ngesonto eledlule', 'ngenyanga edlule', 'ngonyaka odlule', 'ngesikhathi esidlule',
      'kudala', 'ukhokhile', 'ngikhokhile', 'sikhokhile', 'bakhokhile', 'wakhokha', 'ngakhokha', 'bakhokha',
      'wathumela', 'ngathumela', 'uthumele izolo', 'ikhokhiwe', 'yakhokhwa', 'ithunyelwe', 'yathunyelwa',
      'ifikile', 'yafika',
    ],
    trust: ['othembekile', 'ethembekile', 'onokwethenjelwa', 'ongumlingani wesikhathi eside', 'osemthethweni'],
    idiom: [
      'akunankinga', 'akukho nkinga', 'ungakhathazeki', 'ngiyabonga', 'siyabonga', 'njengenjwayelo', 'njengokujwayelekile',
      'cishe njalo', 'hhayi njalo', 'khohlwa ngakho', 'yekela lokho', 'uhlu lwamakhasimende', 'amakhasimende ethu',
      'kumakhasimende', 'kwamakhasimende', 'ngemva kokuqinisekisa', 'ngemva kwemvume', 'kuze kuqinisekiswe',
      'ungakhohlwa', 'hamba kahle', 'sala kahle',
    ],
    'cap:payments': [
      'imali', 'yemali', 'kwemali', 'inkokhelo', 'izinkokhelo', 'ukukhokha', 'akhawunti', 'i-akhawunti',
      'iakhawunti', 'kwe-akhawunti', 'ibhange', 'ebhange', 'isikweletu', 'izikweletu', 'invoyisi', 'i-invoyisi',
      'ama-invoyisi', 'iholo', 'amarandi', 'irandi', 'ikhadi', 'ikhadi lesikweletu', 'umamukeli', 'umthengisi',
      'abathengisi', 'imali esele', 'ukudluliswa kwemali', 'idiphozithi', 'imbuyiselo', 'isibonelelo', 'imali ebuyiselwayo',
    ],
    'cap:credentials': [
      'iphasiwedi', 'amaphasiwedi', 'igama-mfihlo', 'ikhodi', 'ikhodi yokuqinisekisa', 'i-pin', 'inombolo eyimfihlo',
      'ukhiye we-api', 'ithokheni',
    ],
    'cap:data-export': [
      'imininingwane', 'imininingwane yomuntu', 'ulwazi', 'ulwazi oluyimfihlo', 'amafayela', 'ifayela', 'amarekhodi',
      'irekhodi', 'uhlu lwamakhasimende', 'inombolo yocingo', 'izinombolo zocingo', 'ikheli', 'amakheli', 'imfihlo',
      'idatha', 'umlando',
    ],
    'cap:account-access': ['ukufinyelela', 'ilungelo lokufinyelela', 'amalungelo omlawuli', 'ukungena ku-akhawunti'],
    'cap:deletion': ['susa', 'ukususa', 'cisha', 'ukucisha', 'ukusulwa', 'ukucishwa', 'ukususwa'],
    'cap:outbound-messages': [
      'i-imeyili', 'imeyili', 'ama-imeyili', 'umlayezo', 'imilayezo', 'i-sms', 'ama-sms', 'incwadi', 'ikhophi',
    ],
    'cap:security-controls': [
      'ukuphepha', 'ezokuphepha', 'isivikelo', 'i-firewall', 'i-antivirus', 'ukuqinisekisa kwezinyathelo ezimbili',
      'ukuqapha', 'isexwayiso', 'izexwayiso',
    ],
    'cap:scheduling': ['umhlangano', 'imihlangano', 'ikhalenda', 'isikhathi sokuhlangana', 'ukubhukha', 'ithikithi', 'ihhotela'],
  },
};
