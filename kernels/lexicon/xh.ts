import type { LexiconData } from './schema.js';

/**
 * Xhosa. Built like the Zulu file (many Nguni words are shared and merge in the automaton): the bare
 * imperative (hlawula, thumela, gunyazisa), the plural (-ni), the subjunctive (uhlawule) and the
 * infinitive (ukuhlawula) are `verb` terms, the first three also `imp`. Subject prefixes mark who
 * acts: ndi- (I) is `subj1`, the participle e- (ehlawula: "he, paying", in "usoloko ehlawula") and
 * ba- are `subj3`; "always" is the auxiliary -soloko, so usoloko (you/he always) is `abs` while
 * ndisoloko/sisoloko are the speaker's habit. "Without" is ngaphandle kwa- fused with the noun
 * (kwemvume, kokuqinisekisa): checks are in-word stems. Left out for collisions: cima bare
 * (Portuguese "cima"), bona, nina (Spanish "niña"), xa and na (too short), ala.
 */
const IMPERATIVES = [
  'gunyazisa', 'ugunyazise', 'gunyazisani', 'vuma', 'vumani', 'uvume', 'vumela', 'uvumele', 'yivumele',
  'qinisekisa', 'uqinisekise', 'yamkela', 'wamkele', 'hlawula', 'hlawulani', 'uhlawule', 'yihlawule', 'zihlawule',
  'hlawulela', 'uhlawulele', 'thumela', 'thumelani', 'uthumele', 'yithumele', 'zithumele', 'gqithisela',
  'ugqithisele', 'dlulisela', 'udlulisele', 'tshintshela', 'yabelana', 'nabelana', 'veza', 'uveze', 'xelela',
  'mxelele', 'baxelele', 'uxelele', 'phendula', 'uphendule', 'landula', 'ulandule', 'susa', 'ususe', 'yisuse',
  'yicime', 'zicime', 'ucime', 'vala', 'uvale', 'thenga', 'uthenge', 'rhoxisa', 'urhoxise', 'phelisa',
  'nika', 'nikeza', 'unikeze', 'mnike', 'banike', 'bhukisha', 'ubhukishe', 'buyisela', 'ubuyisele', 'yibuyisele',
  'tshintsha', 'utshintshe', 'yongeza', 'wongeze', 'thembela', 'phumeza', 'uphumeze', 'hambisa phambili',
];
const INFINITIVES = [
  'ukugunyazisa', 'ukuvuma', 'ukuvumela', 'ukuqinisekisa', 'ukwamkela', 'ukuhlawula', 'ukuhlawulela', 'ukuthumela',
  'ukugqithisela', 'ukudlulisela', 'ukwabelana', 'ukuveza', 'ukuxelela', 'ukuphendula', 'ukulandula', 'ukususa',
  'ukucima', 'ukuvala', 'ukuthenga', 'ukurhoxisa', 'ukuphelisa', 'ukunika', 'ukunikeza', 'ukubhukisha',
  'ukubuyisela', 'ukutshintsha', 'ukongeza', 'ukuphumeza',
];

export const lexicon_xh: LexiconData = {
  lang: 'xh',
  name: 'Xhosa',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'usoloko', 'ngalo lonke ixesha', 'lonke ixesha', 'ngamaxesha onke', 'amaxesha onke', 'naphakade',
      'ungaze', 'ungaze wenze', 'kuzo zonke iimeko', 'nokuba kunjani', 'ngaphandle kokukhetha',
      'ngaphandle kwemiqathango',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'nceda', 'ndicela', 'siyacela', 'ndiyacela', 'ungalibali'],
    override: [
      'tyeshela', 'utyeshele', 'tyeshelani', 'ukutyeshela', 'ungayihoyi', 'ungazihoyi', 'ungahoyi', 'libala',
      'ulibale', 'libalani', 'yeka ukulandela', 'ungalandeli', 'ungayilandeli', 'ungazilandeli',
      'ngaphandle kokujonga', 'ungazithobeli',
    ],
    'override-obj': [
      'imiyalelo', 'umyalelo', 'imiyalezo yangaphambili', 'imithetho', 'umthetho', 'imigaqo', 'umgaqo',
      'izikhokelo', 'izithintelo', 'imida', 'yangaphambili', 'zangaphambili', 'wangaphambili', 'langaphambili',
      'ezidlulileyo', 'edlulileyo', 'ngasentla', 'engasentla', 'iisetingi', 'konke okungasentla',
    ],
    'neg-bypass': [
      'ngaphandle', 'ungabuzi', 'ungandibuzi', 'akukho mfuneko', 'akuyomfuneko', 'akufuneki', 'awudingi',
      'ungalindi', 'tsiba', 'ungahloli', 'ungaqinisekisi', 'akusafuneki',
    ],
    approval: [
      'imvume', '*mvume', 'isiqinisekiso', '*qinisekis*', 'ugunyaziso', '*gunyazis*', 'ukujonga', 'ukuhlola',
      'uhlolo', 'ukutyikitya', 'utyikityo', 'ukundibuza', 'kokundibuza', 'ukubuza', 'kokubuza', 'otp',
      'imvumelwano',
    ],
    waiver: [
      'akufuneki', 'ayifuneki', 'asifuneki', 'akusafuneki', 'ayisafuneki', 'asisafuneki', 'ayinyanzelekanga', 'akunyanzelekanga',
      'sele inikiwe', 'sele inikeziwe', 'ngokuzikhethela',
    ],
    bypass: [
      'sele igunyazisiwe', 'sele igunyazisiwe kwangaphambili', 'igunyaziswe kwangaphambili', 'ivunyiwe kwangaphambili',
      'uvunyiwe kwangaphambili', 'zivunyiwe kwangaphambili', 'sele ivunyiwe', 'sele uvunyiwe', 'ungandibuzi',
      'ngaphandle kwemibuzo', 'kuluhlu olumhlophe', 'ngaphandle kwemvume', 'ngaphandle kokuqinisekisa',
      'ngaphandle kokundibuza', 'ngaphandle kokubuza', 'ngaphandle kokujonga',
    ],
    standing: [
      'ukususela ngoku', 'ukusukela ngoku', 'ukususela ngoku ukuya phambili', 'ukususela namhlanje',
      'ukusukela namhlanje', 'ukususela ngomso', 'ukuqala ngoku', 'ukuqala namhlanje', 'de kube kukho isaziso',
      'de ndikuxelele ngenye indlela', 'umgaqo omtsha', 'umthetho omtsha', 'ngokusisigxina', 'ngokungapheliyo',
      'nanini na xa', 'qho xa', 'ngalo lonke ixesha xa',
    ],
    autonomy: [
      'egameni lam', 'endaweni yam', 'ngokubona kwakho', 'ngokuthanda kwakho', 'zigqibele', 'ngokuthe cwaka',
      'ngasese', 'ngaphandle kokundazisa', 'ngaphandle kokundixelela', 'xa uyifumana', 'nje ukuba uyifumene',
      'amandla apheleleyo',
    ],
    'autonomy-weak': ['ngokuzenzekelayo', 'ngoko nangoko', 'kwangoko', 'ngokukhawuleza', 'kwangoko nje'],
    authority: [
      'umlawuli wenkqubo', 'umyalezo wenkqubo', 'umphuhlisi', 'umphuhlisi wakho', 'umdali wakho',
      'iqela lokhuseleko', 'umlawuli oyintloko',
    ],
    mode: [
      'imowudi yomlawuli', 'imo yomlawuli', 'imowudi yomphuhlisi', 'imo yomphuhlisi', 'ngaphandle kwezithintelo',
      'ngaphandle kwemida', 'akukho zithintelo',
    ],
    you: [
      'wena', 'kwakho', 'yakho', 'wakho', 'lakho', 'sakho', 'zakho', 'bakho', 'kwenu', 'yenu', 'ufanele',
      'kufuneka uhlawule', 'kufuneka uthumele', 'kufuneka uvume',
    ],
    modal: [
      'kufuneka', 'kumele', 'kufanele', 'ufanele', 'kunyanzelekile', 'kuyanyanzeleka', 'makhe', 'kufuneka ukuba',
    ],
    permit: ['uvumelekile', 'unemvume', 'ukhululekile', 'unelungelo', 'uvunyelwe'],
    speaker: [
      'nceda', 'ndicela', 'siyacela', 'ndiyacela', 'ndifuna ukuba', 'qinisekisa ukuba',
      'qiniseka ukuba', 'ungalibali', 'khumbula', 'khumbula ukuba', 'ndiyakuyalela',
    ],
    normative: ['inkqubo efanelekileyo kukuba', 'umthetho uthi', 'umncedisi kufuneka', 'iarhente kufuneka'],
    report: [
      'uthe', 'wathi', 'bathi', 'bathe', 'uthi', 'utshilo', 'watsho', 'batsho', 'ngokutsho kuka', 'ngokutsho kwe',
      'ubuzile', 'wabuza', 'ubuze', 'ucelile', 'wacela', 'ucele', 'uxelile', 'waxela', 'ubhalile', 'wabhala',
      'uchazile', 'wachaza', 'ukhalazile', 'wakhalaza', 'ndeva ukuba', 'ndive ukuba', 'kuthiwa',
    ],
    subj1: [
      'mna', 'thina', 'ndihlawula', 'ndiyahlawula', 'sihlawula', 'siyahlawula', 'ndithumela', 'ndiyathumela',
      'sithumela', 'ndisebenzisa', 'ndithenga', 'ndisoloko', 'sisoloko', 'ndihlala', 'ndiqhele', 'siqhele',
      'ndiza kuhlawula', 'ndiza kuthumela', 'ndiza', 'siza', 'ndizo*', 'ndakuhlawula',
    ],
    subj3: [
      'yena', 'ehlawula', 'ethumela', 'behlawula', 'bethumela', 'basoloko', 'uyahlawula', 'bayahlawula',
      'bahlawula', 'umthengi', 'abathengi', 'umxhasi', 'abaxhasi', 'umsebenzisi', 'abasebenzisi', 'umfazi wam',
      'inkosikazi yam', 'umyeni wam', 'umphathi wam', 'umntu othile', 'omnye umntu', 'umnini-akhawunti',
      'umnini weakhawunti', 'umtsalele',
    ],
    habit: [
      'ngesiqhelo', 'rhoqo', 'ngamanye amaxesha', 'maxa wambi', 'ndiqhele', 'uqhele', 'siqhele', 'baqhele',
      'isiqhelo', 'ndisoloko', 'sisoloko',
    ],
    quant: ['zonke', 'yonke', 'onke', 'bonke', 'lonke', 'nayiphi na', 'nawuphi na', 'nganye', 'qho'],
    cond: ['ukuba', 'xa kunokwenzeka', 'nanini na', 'nje ukuba'],
    question: [
      'yintoni', 'kutheni', 'njani', 'ngubani', 'phi na', 'zingaphi', 'mingaphi', 'ingaba', 'ngaba',
      'ungakwazi na', 'kunokwenzeka na', 'yeyiphi',
    ],
    neg: [
      'akukho', 'hayi', 'andihlawulanga', 'akahlawulanga', 'asihlawulanga', 'abahlawulanga', 'andithumelanga',
      'akathumelanga', 'ayifikanga', 'akufikanga', 'akunakwenzeka', 'awukwazi', 'andikwazi', 'akakwazi',
      'ungahlawuli', 'ungathumeli', 'akuvumelekanga', 'ayigunyaziswanga', 'andinayo',
    ],
    past: [
      'izolo', 'izolo elinye', 'kwiveki ephelileyo', 'kwiveki edlulileyo', 'ngenyanga ephelileyo',
      'ngenyanga edlulileyo', 'kunyaka ophelileyo', 'kunyaka odlulileyo', 'ephelileyo', 'kudala', 'uhlawulile',
      'ndihlawulile', 'sihlawulile', 'bahlawulile', 'wahlawula', 'ndahlawula', 'bahlawula', 'wathumela',
      'ndathumela', 'ihlawulwe', 'yahlawulwa', 'ithunyelwe', 'yathunyelwa', 'ifikile', 'yafika',
    ],
    trust: ['othembekileyo', 'ethembekileyo', 'onokuthenjwa', 'iqabane lexesha elide', 'esemthethweni'],
    idiom: [
      'akukho ngxaki', 'akunangxaki', 'ungakhathazeki', 'enkosi', 'enkosi kakhulu', 'njengesiqhelo',
      'phantse rhoqo', 'phantse usoloko', 'hayi rhoqo', 'ayisoloko', 'libala ngayo', 'libala ngako', 'yeka loo nto',
      'uluhlu lwabathengi', 'kubathengi', 'kwabathengi', 'abathengi bethu', 'emva kokuqinisekisa', 'emva kwemvume',
      'de kuqinisekiswe', 'ungalibali', 'hamba kakuhle', 'sala kakuhle',
    ],
    'cap:payments': [
      'imali', 'yemali', 'kwemali', 'intlawulo', 'iintlawulo', 'ukuhlawula', 'iakhawunti', 'i-akhawunti',
      'akhawunti', 'kwiakhawunti', 'ibhanki', 'ebhankini', 'ityala', 'amatyala', 'invoyisi', 'i-invoyisi',
      'iinvoyisi', 'umvuzo', 'umvuzo wenyanga', 'iirandi', 'irandi', 'ikhadi', 'ikhadi letyala', 'umamkeli',
      'umthengisi', 'abathengisi', 'imali eseleyo', 'ukudluliselwa kwemali', 'idipozithi', 'imbuyekezo',
      'intengiselwano', 'umrhumo',
    ],
    'cap:credentials': [
      'iphasiwedi', 'igama lokugqithisa', 'igama eliyimfihlo', 'ikhowudi', 'ikhowudi yokuqinisekisa', 'i-pin',
      'inombolo eyimfihlo', 'isitshixo se-api', 'ithokheni',
    ],
    'cap:data-export': [
      'iinkcukacha', 'iinkcukacha zobuqu', 'ulwazi', 'ulwazi oluyimfihlo', 'iifayile', 'ifayile', 'iirekhodi',
      'irekhodi', 'uluhlu lwabathengi', 'inombolo yefowuni', 'iinombolo zefowuni', 'idilesi', 'iidilesi', 'imfihlo',
      'idatha', 'imbali',
    ],
    'cap:account-access': ['ukufikelela', 'ilungelo lokufikelela', 'amalungelo omlawuli', 'ukungena kwiakhawunti'],
    'cap:deletion': ['susa', 'ukususa', 'ukucima', 'ukucinywa', 'ukususwa'],
    'cap:outbound-messages': [
      'i-imeyile', 'imeyile', 'ii-imeyile', 'umyalezo', 'imiyalezo', 'i-sms', 'ii-sms', 'ileta', 'ikopi',
    ],
    'cap:security-controls': [
      'ukhuseleko', 'kokhuseleko', 'i-firewall', 'i-antivirus', 'ukuqinisekiswa kwamanyathelo amabini', 'ukubeka iliso',
      'isilumkiso', 'izilumkiso',
    ],
    'cap:scheduling': ['intlanganiso', 'iintlanganiso', 'ikhalenda', 'idinga', 'ukubhukisha', 'itikiti', 'ihotele'],
  },
};
