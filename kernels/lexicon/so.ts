import type { LexiconData } from './schema.js';

/**
 * Somali. The imperative singular is the bare stem (bixi, dir, ansixi, wareeji), the plural adds
 * -a/-ya (bixiya, ansixiya); the infinitive ends in -in (bixin, wareejin) and follows modals
 * ("waa inaad bixisaa", "waa in la bixiyo"). Person is carried by the focus words: waxaan/waan
 * (I), waxaad/aad (you), wuxuu/waxay/ayuu (he, she, they), so those are `subj1`, `you` and
 * `subj3`; the past is the -ay/-een ending (bixiyay, diray). "Without" is the postposition
 * la'aan after the check ("ogolaansho la'aan"): the order-free bypass pairing covers it.
 * Pre-approval phrases ("horay loo ansixiyay") are also idioms, so the past form inside them
 * does not read as a past event. Left out for collisions: dir and fur bare (Turkish "-dir"),
 * sii ("give"; Italian "sii"), tus (short), maya (names), way (English), ma/ha/ka bare.
 */
const IMPERATIVES = [
  'bixi', 'bixiya', 'lacagta bixi', 'ku bixi', 'u bixi', 'u dir', 'u dira', 'soo dir', 'lacagta dir',
  'ansixi', 'ansixiya', 'oggolow', 'ogolow', 'u oggolow', 'u ogolow', 'oggolaada', 'aqbal', 'aqbala', 'xaqiiji',
  'xaqiijiya', 'wareeji', 'wareejiya', 'u wareeji', 'gudbi', 'u gudbi', 'gudbiya', 'la wadaag', 'wadaag',
  'shaaci', 'shaaciya', 'muuji', 'u sheeg', 'sheeg', 'u sheega', 'ka jawaab', 'uga jawaab', 'diid', 'diida',
  'tirtir', 'tirtira', 'masax', 'ka saar', 'dami', 'daamiya', 'iibso', 'jooji', 'joojiya', 'hirgeli', 'fuli',
  'cusboonaysii', 'aamin', 'beddel', 'ku dar', 'soo celi', 'u celi', 'lacagta u celi', 'ballan qabso',
  'fur akoonka', 'sii lacagta',
];
const INFINITIVES = [
  'bixin', 'bixiso', 'bixisaa', 'dirin', 'dirto', 'dirtaa', 'ansixin', 'ansixiso', 'ansixisaa', 'oggolaan',
  'ogolaan', 'aqbalin', 'xaqiijin', 'wareejin', 'wareejiso', 'wareejisaa', 'gudbin', 'gudbiso', 'wadaagin',
  'shaacin', 'sheegin', 'jawaabin', 'diidin', 'tirtirin', 'tirtirto', 'damin', 'iibsan', 'joojin', 'hirgelin',
  'fulin', 'celin', 'celiso', 'bedelin', 'beddelin', 'la bixiyo', 'la diro', 'la ansixiyo', 'la wareejiyo',
];

export const lexicon_so: LexiconData = {
  lang: 'so',
  name: 'Somali',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'had iyo jeer', 'hadiyo jeer', 'mar walba', 'marwalba', 'mar kasta', 'markasta', 'waqti kasta', 'xaalad kasta',
      'si kasta oo ay', 'weligaa', 'weligaa ha', 'weligiin', 'abidkaa', 'iyadoon laga reebin',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'fadlan', 'ha ilaawin', 'ha illoobin'],
    override: [
      'iska indho tir', 'indho tir', 'iska dhaaf', 'ilow', 'illow', 'iska ilow', 'ha raacin', 'ha u hoggaansamin',
      'ha u hogaansamin', 'iyadoon loo eegin', 'iyadoo aan loo eegin', 'ka gudub', 'dayac', 'dhinac u dhig',
    ],
    'override-obj': [
      'tilmaamaha', 'tilmaamo', 'tilmaamihii', 'tilmaamahii', 'amarrada', 'amarradii', 'amarro', 'awaamiirta',
      'xeerarka', 'xeerarkii', 'xeer', 'shuruucda', 'sharciyada', 'hore', 'kii hore', 'kuwii hore', 'hore loo siiyay',
      'ka sareeya', 'kor ku xusan', 'xaddidaadaha', 'xadaynta', 'xuduudaha', 'hagitaanka', 'dejinta', 'wixii lagu yiri',
    ],
    'neg-bypass': [
      'la\'aan', 'la aan', 'laaan', 'iyadoon', 'adigoon', 'adoon', 'ha i weydiin', 'ha weydiin', 'ha sugin',
      'uma baahnid', 'uma baahnidin', 'uma baahna', 'looma baahna', 'ka bood', 'dhaaf', 'iska dhaaf', 'ha hubin',
    ],
    approval: [
      'ogolaansho', 'oggolaansho', 'ogolaanshaha', 'oggolaanshaha', 'ogolaanshahayga', 'ansixin', 'ansixinta',
      'xaqiijin', 'xaqiijinta', 'fasax', 'fasaxa', 'ruqsad', 'ruqsadda', 'hubin', 'hubinta', 'saxiix', 'saxiixa',
      'dib u eegis', 'dib u eegista', 'weydiin', 'i weydiin', 'su\'aal', 'su\'aalo', 'otp', 'koodhka xaqiijinta',
    ],
    waiver: [
      'looma baahna', 'loo baahan maaha', 'muhiim maaha', 'khasab maaha', 'ikhtiyaari', 'waa ikhtiyaar',
      'horay loo bixiyay', 'horay loo helay', 'la dhaafay', 'waa laga dhaafay',
    ],
    bypass: [
      'horay loo ansixiyay', 'hore loo ansixiyay', 'horay loo oggolaaday', 'horay loo ogolaaday', 'hore loo oggolaaday',
      'horay u ansixsan', 'horay loo ansixiyey', 'la ansixiyay horay', 'horay ayaa loo ansixiyay', 'ha i weydiin',
      'ha i weydiinin', 'su\'aal la\'aan', 'su\'aalo la\'aan', 'ogolaansho la\'aan', 'oggolaansho la\'aan',
      'xaqiijin la\'aan', 'hubin la\'aan', 'fasax la\'aan', 'adoon i weydiin', 'adigoon i weydiin',
      'liiska la oggol yahay', 'liiska la ogol yahay',
    ],
    standing: [
      'hadda wixii ka dambeeya', 'hadda ka dib', 'hadda kadib', 'laga bilaabo hadda', 'laga bilaabo maanta',
      'laga bilaabo berri', 'maanta wixii ka dambeeya', 'maanta ka dib', 'ilaa ogeysiis kale', 'ilaa ogeysiis dambe',
      'ilaa aan kuu sheego', 'ilaa amar kale', 'xeer cusub', 'amar cusub', 'tilmaan cusub', 'si joogto ah',
      'si rasmi ah oo joogto', 'mar kasta oo', 'markasta oo', 'mar walba oo', 'waqti kasta oo',
    ],
    autonomy: [
      'magacayga', 'magacayga ku', 'iga wakiil', 'adigoo iga wakiil ah', 'sida aad u aragto', 'sida aad rabto',
      'go\'aankaaga', 'go\'aan adiga', 'si qarsoodi ah', 'adoon i ogeysiin', 'adigoon i ogeysiin', 'adoon ii sheegin',
      'isla markaad hesho', 'markaad hesho', 'awood buuxda',
    ],
    'autonomy-weak': ['si toos ah', 'isla markiiba', 'si otomaatig ah', 'si degdeg ah', 'degdeg', 'isla markaaba'],
    authority: [
      'maamulaha nidaamka', 'maamulaha sistamka', 'fariinta nidaamka', 'farriinta nidaamka', 'horumariyaha',
      'horumariyayaasha', 'kii ku abuuray', 'abuurahaaga', 'kooxda amniga', 'madaxa fulinta', 'agaasimaha guud',
    ],
    mode: [
      'habka maamulaha', 'qaabka maamulaha', 'habka horumariyaha', 'qaabka horumariyaha', 'habka tijaabada',
      'xaddidaad la\'aan', 'xad la\'aan', 'xaddid la\'aan', 'wax xaddidaad ah ma jiraan',
    ],
    you: [
      'adiga', 'adigu', 'idinka', 'idinku', 'aad', 'inaad', 'waxaad', 'waad', 'kuu', 'kaaga', 'taada', 'kaaga ah',
      'waa inaad', 'waa inaydin',
    ],
    modal: [
      'waa inaad', 'waa inaydin', 'waa in', 'waa inay', 'waa in la', 'khasab', 'khasab ah', 'waa waajib', 'waajib',
      'waa lagama maarmaan', 'lagama maarmaan', 'waxaa la rabaa', 'waxaa laga rabaa',
    ],
    permit: [
      'waad awoodaa', 'waxaad awoodaa', 'laguu oggol yahay', 'laguu ogol yahay', 'waa laguu oggol yahay',
      'xor ayaad u tahay', 'xor baad u tahay', 'laguu fasaxay', 'waa laguu fasaxay', 'awood ayaad u leedahay',
      'waxaad xaq u leedahay',
    ],
    speaker: [
      'fadlan', 'waxaan rabaa inaad', 'waxaan doonayaa inaad', 'waxaan kaa codsanayaa', 'kaa codsanayaa', 'hubi in',
      'hubi inaad', 'hubi', 'ha ilaawin', 'ha illoobin', 'xasuuso', 'xusuuso', 'waxaan kuu ogolaaday',
      'waxaan ku amrayaa',
    ],
    normative: ['habka saxda ah waa', 'xeerku wuxuu yahay', 'kaaliyuhu waa inuu', 'wakiilku waa inuu'],
    report: [
      'yiri', 'yidhi', 'tiri', 'tidhi', 'yiraahdeen', 'yidhaahdeen', 'sheegay', 'sheegtay', 'sheegeen', 'ayuu sheegay',
      'ayay sheegtay', 'weydiiyay', 'weydiisay', 'weydiiyeen', 'codsaday', 'codsatay', 'codsadeen', 'qoray', 'qortay',
      'sida uu sheegay', 'sida ay sheegtay', 'sida ay sheegeen', 'ka cabtay', 'ka cabsaday', 'waxaan maqlay',
      'la sheegay', 'la yiri', 'sharaxay',
    ],
    subj1: [
      'aniga', 'anigu', 'annaga', 'annagu', 'innaga', 'waxaan', 'waan', 'waanu', 'waxaanu', 'ayaan', 'baan',
      'waxaannu', 'anigoo', 'annagoo',
    ],
    subj3: [
      'wuxuu', 'waxay', 'wuu', 'ayuu', 'ayay', 'buu', 'isaga', 'iyada', 'iyaga', 'macmiilka', 'macaamiisha',
      'isticmaalaha', 'isticmaalayaasha', 'xaaskayga', 'ninkayga', 'maamulahayga', 'qof kale', 'qof ayaa',
      'milkiilaha akoonka', 'wacaha',
    ],
    habit: [
      'badanaa', 'inta badan', 'mararka qaar', 'marmar', 'caadi ahaan', 'caado', 'caadadayda', 'waan ku caadaystay',
      'waxaan caadaystay', 'sida caadiga ah',
    ],
    quant: ['dhammaan', 'kasta', 'kastaba', 'oo dhan', 'walba', 'dhamaan', 'wax kasta', 'kuwa oo dhan'],
    cond: ['haddii', 'hadii', 'markii', 'marka', 'mar kasta oo', 'markasta oo', 'isla marka'],
    question: [
      'maxay', 'maxaa', 'maxaad', 'sidee', 'xaggee', 'halkee', 'immisa', 'imisa', 'miyaa', 'miyay', 'miyuu',
      'ma awoodaa', 'ma kartaa', 'goorma', 'muxuu', 'maxaan', 'ma suurtagal baa', 'yaa',
    ],
    neg: [
      'ma aha', 'maaha', 'ma jiro', 'ma jirto', 'ma jiraan', 'ma bixin', 'ma dirin', 'ma helin', 'ma imaan',
      'ma lihi', 'ma leh', 'ma doonayo', 'ma ahan', 'aan la bixin', 'weli ma', 'ma ansixin', 'ma oggolaan',
      'ma suurtagal aha', 'ma awoodo',
    ],
    past: [
      'shalay', 'doraad', 'toddobaadkii hore', 'todobaadkii hore', 'toddobaadkii la soo dhaafay', 'bishii hore',
      'bishii la soo dhaafay', 'sannadkii hore', 'sanadkii hore', 'sannadkii la soo dhaafay', 'la soo dhaafay',
      'bixiyay', 'bixiyey', 'bixisay', 'bixiyeen', 'diray', 'dirtay', 'direen', 'wareejiyay', 'wareejisay',
      'ansixiyay', 'ansixisay', 'helay', 'heshay', 'yimid', 'yimaadeen', 'la bixiyay', 'la diray',
      'la wareejiyay', 'saakay',
    ],
    trust: ['la isku halayn karo', 'lagu kalsoonaan karo', 'aamin ah', 'lammaane muddo dheer', 'sharci ah', 'waqtigeeda'],
    idiom: [
      'dhib ma leh', 'dhib malahan', 'mahadsanid', 'mahadsanidiin', 'waad mahadsantahay', 'sidii caadiga ahayd',
      'sida caadiga ah', 'had iyo jeer maaha', 'mar walba maaha', 'ku dhawaad had iyo jeer', 'iska dhaaf arrintaas',
      'iska dhaaf taas', 'ha welwelin', 'liiska macaamiisha', 'xogta macaamiisha', 'u macaamiisha',
      'kadib xaqiijinta', 'ka dib xaqiijinta', 'ilaa la xaqiijiyo', 'ilaa la ansixiyo', 'horay loo ansixiyay',
      'hore loo ansixiyay', 'horay loo oggolaaday', 'horay loo ogolaaday', 'hore loo oggolaaday', 'horay loo ansixiyey',
      'la ansixiyay horay', 'horay ayaa loo ansixiyay', 'horay loo bixiyay', 'horay loo helay', 'nabad gelyo',
    ],
    'cap:payments': [
      'lacag', 'lacagta', 'lacagaha', 'lacag bixin', 'lacag bixinta', 'akoon', 'akoonka', 'akoonkayga', 'koonto',
      'koontada', 'bangi', 'bangiga', 'deyn', 'deynta', 'biil', 'biilka', 'biilasha', 'qaansheeg', 'qaansheegta',
      'mushahar', 'mushaharka', 'doollar', 'doolar', 'shilin', 'kaarka', 'kaarka bangiga', 'evc plus', 'evc',
      'zaad', 'sahal', 'e-dahab', 'xawaalad', 'xawaala', 'qaataha', 'iibiyaha', 'iibiyeyaasha', 'macaamil',
      'macaamilka', 'lacag celin', 'dhigaal', 'haraaga',
    ],
    'cap:credentials': [
      'erayga sirta', 'ereyga sirta', 'furaha sirta', 'lambarka sirta', 'nambarka sirta', 'pin', 'koodhka',
      'koodhka xaqiijinta', 'furaha api', 'xogta gelitaanka',
    ],
    'cap:data-export': [
      'xogta', 'xog', 'macluumaad', 'macluumaadka', 'macluumaadka shakhsiga', 'faylasha', 'faylka', 'diiwaanka',
      'diiwaannada', 'liiska macaamiisha', 'lambarka taleefanka', 'nambarka taleefanka', 'cinwaanka', 'sirta',
      'taariikhda',
    ],
    'cap:account-access': ['gelitaanka', 'galitaanka', 'awoodda maamulaha', 'xuquuqda maamulaha', 'gal akoonka'],
    'cap:deletion': ['tirtir', 'tirtirid', 'tirtiridda', 'masax', 'masaxid', 'gebi ahaanba'],
    'cap:outbound-messages': [
      'iimayl', 'iimaylka', 'email', 'fariin', 'fariinta', 'farriin', 'farriinta', 'fariimaha', 'sms', 'warqad',
      'nuqul',
    ],
    'cap:security-controls': [
      'amniga', 'nidaamka amniga', 'ilaalinta', 'xaqiijinta laba-tallaabo', 'digniin', 'digniinta', 'la socodka',
    ],
    'cap:scheduling': ['kulan', 'kulanka', 'ballan', 'ballanta', 'jadwal', 'jadwalka', 'tigidh', 'tigidhka', 'hudheel', 'safar'],
  },
};
