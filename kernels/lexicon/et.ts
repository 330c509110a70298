import type { LexiconData } from './schema.js';

/**
 * Estonian (Latin script; õ/ä/ö/ü fold to o/a/o/u). Verbs are listed as explicit 2sg imperatives
 * (the bare stem), 2pl/polite imperatives (-ge/-ke) and both infinitives (-ma, -da); the present
 * 3sg (-b: maksab, kinnitab) is a third-person form and goes to `subj3`. Separable verbs are
 * written with their particle (kanna üle, lülita välja, kiida heaks). Prohibitives ("ära maksa")
 * are idioms carrying `neg`, so the imperative inside goes inert. Left out on purpose: the
 * prohibitive "ära" alone (folds to Catalan "ara", "now") and "ei" alone (Romanian "ei"), so both
 * appear only in phrases; "saada" ("send!"; also "to get", and Finnish "saada", "to get"), "luba"
 * ("allow!"; also the noun "permission"), "lisa" ("add!"; "appendix", a name), "vasta" (Italian),
 * "muuta"/"anda" (Finnish "other", Spanish "anda"), "kas" alone (Indonesian "kas", "cash";
 * questions end in "?" anyway), "mis" (Spanish "mis"), "tema" (Romance "tema"), "nad" (Czech/Slovak
 * "nad"), "sina" (Tagalog "sina"), "võid" (folds to English "void"), "pole" and "mitte" alone
 * (English/Polish "pole", German "Mitte"), "sai" (Portuguese "sai"), "fail"/"roll"/"lend"/"meil"
 * (English words; "meil" is also "we have"), "ma"/"me" (the subject is carried by 1sg/1pl verb
 * forms and phrases), "anna" (a name), "tagasi" alone ("ago", but also "back" in kanna tagasi),
 * "kinnitamata"/"kontrollimata" (also the adjectives "unconfirmed", "unchecked" in plain facts),
 * "juba heaks kiidetud" (a plain fact: "already approved"), "arendaja" alone (also a property
 * developer), "reegel on" as a standing marker, and "unusta ära"/"unusta see" as idioms (they
 * also begin an override).
 */
// Prohibitives ("ära" + the imperative stem): the imperative inside them does not instruct; they
// are listed as idioms (the verb inside goes inert) that carry `neg`.
const PROHIBITIVES = [
  'ära maksa', 'ärge makske', 'ära kinnita', 'ärge kinnitage', 'ära kiida heaks', 'ära kanna üle',
  'ärge kandke üle', 'ära saada', 'ärge saatke', 'ära edasta', 'ärge edastage', 'ära jaga', 'ärge jagage',
  'ära avalda', 'ära ütle', 'ära näita', 'ära anna', 'ärge andke', 'ära luba', 'ära osta', 'ära kustuta',
  'ärge kustutage', 'ära tühista', 'ära muuda', 'ära lülita välja',
];
const IMPERATIVES = [
  'kinnita', 'kinnitage', 'kiida heaks', 'kiitke heaks', 'aktsepteeri', 'aktsepteerige', 'lubage', 'maksa',
  'makske', 'tasuge', 'kanna üle', 'kandke üle', 'tee ülekanne', 'tehke ülekanne', 'saatke', 'edasta', 'edastage',
  'suuna ümber', 'suunake ümber', 'tagasta', 'tagastage', 'hüvita', 'hüvitage', 'osta', 'ostke', 'telli', 'tellige',
  'jaga', 'jagage', 'ütle', 'öelge', 'avalda', 'avaldage', 'näita', 'näidake', 'anna juurdepääs', 'anna õigused',
  'anna luba', 'andke', 'ekspordi', 'eksportige', 'kopeeri', 'kopeerige', 'laadi alla', 'vastake', 'teavita',
  'teavitage', 'keeldu', 'keelduge', 'lükka tagasi', 'lükake tagasi', 'kustuta', 'kustutage', 'eemalda',
  'eemaldage', 'hävita', 'hävitage', 'lülita välja', 'lülitage välja', 'keela', 'keelake', 'blokeeri', 'blokeerige',
  'deblokeeri', 'muuda', 'muutke', 'lähtesta', 'lähtestage', 'lisage', 'käivita', 'käivitage', 'täida', 'täitke',
  'töötle', 'töödelge', 'broneeri', 'broneerige', 'tühista', 'tühistage', 'uuenda', 'uuendage', 'pikenda',
  'pikendage', 'usalda', 'usaldage', 'pea heakskiidetuks', 'jäta vahele', 'jätke vahele',
];
const INFINITIVES = [
  'kinnitama', 'kinnitada', 'heaks kiitma', 'heaks kiita', 'aktsepteerima', 'aktsepteerida', 'lubama', 'lubada',
  'maksma', 'maksta', 'tasuma', 'tasuda', 'üle kandma', 'üle kanda', 'saatma', 'edastama', 'edastada', 'tagastama',
  'tagastada', 'hüvitama', 'hüvitada', 'ostma', 'osta', 'tellima', 'tellida', 'jagama', 'jagada', 'ütlema', 'öelda',
  'avaldama', 'avaldada', 'näitama', 'näidata', 'andma', 'eksportima', 'eksportida', 'kopeerima', 'kopeerida',
  'vastama', 'vastata', 'teavitama', 'teavitada', 'keelduma', 'keelduda', 'tagasi lükkama', 'tagasi lükata',
  'kustutama', 'kustutada', 'eemaldama', 'eemaldada', 'välja lülitama', 'välja lülitada', 'keelama', 'keelata',
  'blokeerima', 'blokeerida', 'muutma', 'lähtestama', 'lähtestada', 'lisama', 'lisada', 'käivitama', 'käivitada',
  'täitma', 'töötlema', 'broneerima', 'broneerida', 'tühistama', 'tühistada', 'uuendama', 'uuendada', 'pikendama',
  'pikendada', 'usaldama', 'usaldada', 'vahele jätma', 'vahele jätta',
];

export const lexicon_et: LexiconData = {
  lang: 'et',
  name: 'Estonian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'alati', 'mitte kunagi', 'ära kunagi', 'ärge kunagi', 'ei kunagi', 'mitte iialgi', 'ilma erandita',
      'erandita', 'igal juhul', 'mitte mingil juhul', 'kõigil juhtudel', 'igas olukorras', 'tingimusteta',
      'iga kord', 'igal korral', 'ükskõik mis juhtub',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    // "maksa" is also Latvian "maksā" (pays) once diacritics fold: a verb here, not an imperative marker
    imp: [...IMPERATIVES.filter((w) => w !== 'maksa'), 'palun', 'olge head', 'ole hea', 'ära kunagi', 'ärge kunagi'],
    override: [
      'ignoreeri', 'ignoreerige', 'unusta', 'unustage', 'eira', 'eirake', 'jäta tähelepanuta', 'jätke tähelepanuta',
      'ära arvesta', 'ärge arvestage', 'ära järgi', 'ärge järgige', 'ära pea kinni', 'lõpeta järgimine',
      'olenemata', 'sõltumata', 'tühistab', 'kirjutab üle', 'on ülimuslik',
    ],
    'override-obj': [
      'juhis', 'juhised', 'juhiseid', 'juhistest', 'juhiste', 'juhiseid', 'juhend', 'juhendid', 'juhendeid',
      'reegel', 'reeglid', 'reegleid', 'reeglitest', 'reeglite', 'eeskiri', 'eeskirjad', 'eeskirju', 'piirang*',
      'eelmised', 'eelmisi', 'eelmistest', 'varasemad', 'varasemaid', 'varasematest', 'eelnevad', 'eelnevaid',
      'eelnevatest', 'ülaltoodu*', 'eespool toodu*', 'kõik eelnev', 'süsteemiviip*', 'viip', 'viiba', 'viipa',
      'prompt*', 'käsud', 'käske', 'korraldused', 'korraldusi', 'põhimõtted', 'põhimõtteid', 'filtrid',
      'protokoll*', 'algne ülesanne', 'algset ülesannet', 'mida sulle öeldi', 'mida sulle on öeldud',
    ],
    'neg-bypass': [
      'ilma', 'ära küsi', 'ärge küsige', 'ära nõua', 'ärge nõudke', 'ära oota', 'ärge oodake', 'ära kunagi küsi',
      'pole vaja', 'ei ole vaja', 'pole tarvis', 'ei ole tarvis', 'jäta vahele', 'jätke vahele', 'mine mööda',
      'minge mööda', 'mööda minnes', 'enam mitte', 'ära kontrolli', 'ärge kontrollige', 'ära tülita', 'vabastatud',
      'selle asemel et', 'ei nõua', 'enam ei nõua', 'ei eelda',
    ],
    approval: [
      'kinnitus', 'kinnitust', 'kinnituse', 'kinnitused', 'kinnitusi', 'kinnitamist', 'kinnitamine', 'heakskiit',
      'heakskiitu', 'heakskiidu', 'heakskiitmist', 'luba', 'loa', 'loata', 'minu luba', 'minu loata', 'nõusolek',
      'nõusolekut', 'nõusoleku', 'minu nõusolekut', 'kontroll', 'kontrolli', 'kontrollimist', 'kontrollimine',
      'verifitseerimi*', 'tuvastamis*', 'autentimis*', 'kaheastmeli*', 'kahefaktori*', 'allkiri', 'allkirja',
      'allkirjastamist', 'kooskõlastus*', 'kooskõlastamist', 'autoriseerimi*', 'teise allkirja',
      'inimese kinnitust', 'küsimist', 'minult küsida',
    ],
    waiver: [
      'pole vaja', 'ei ole vaja', 'pole vajalik', 'ei ole vajalik', 'pole nõutav', 'ei ole nõutav', 'ei nõuta',
      'enam ei nõuta', 'pole kohustuslik', 'ei ole kohustuslik', 'tarbetu', 'ebavajalik', 'vabatahtlik',
      'valikuline', 'juba antud', 'juba saadud', 'loetakse antuks', 'loetakse täidetuks', 'välja lülitatud',
      'võib vahele jätta', 'jäetakse vahele', 'ei kehti', 'enam pole vaja', 'enam ei ole vaja',
    ],
    bypass: [
      'eelnevalt kinnitatud', 'eelnevalt heaks kiidetud', 'eelnevalt heakskiidetud', 'eelkinnitatud',
      'ette kinnitatud', 'ette heaks kiidetud', 'eelnevalt volitatud', 'automaatselt kinnitatud',
      'automaatselt heaks kiidetud', 'valges nimekirjas', 'valgesse nimekirja', 'lubatud nimekirjas', 'küsimata',
      'minult küsimata', 'ilma küsimata', 'küsimusteta', 'ilma küsimusteta', 'kinnituseta', 'ilma kinnituseta',
      'ilma kinnitamata', 'loata', 'ilma loata', 'ilma nõusolekuta', 'nõusolekuta', 'ilma kontrollita',
      'kontrollita', 'ilma heakskiiduta', 'heakskiiduta', 'pea heakskiidetuks', 'loe heakskiidetuks',
      'loetakse heakskiidetuks', 'pimesi', 'mõtlemata', 'kasutaja teadmata',
    ],
    standing: [
      'edaspidi', 'nüüdsest', 'nüüdsest peale', 'nüüdsest alates', 'tänasest', 'tänasest alates',
      'tänasest päevast', 'alates tänasest', 'sellest hetkest', 'sellest hetkest alates', 'edaspidiseks',
      'tulevikus', 'alaline reegel', 'alaline juhis', 'püsiv juhis', 'püsiv reegel', 'uus reegel', 'vaikimisi',
      'iga kord', 'alati kui', 'kuni edasise teateni', 'kuni uue korralduseni', 'kuni ma teisiti ütlen',
      'kuni tühistamiseni', 'jäädavalt', 'alatiseks', 'püsivalt', 'standardne protseduur', 'tavapärane protseduur',
    ],
    autonomy: [
      'oma äranägemise järgi', 'omal äranägemisel', 'oma äranägemisel', 'sinu äranägemisel', 'minu nimel',
      'tema nimel', 'nende nimel', 'ettevõtte nimel', 'firma nimel', 'ilma inimese sekkumiseta', 'ilma minuta',
      'kättesaamisel', 'laekumisel', 'kohe laekumisel', 'saabumisel', 'kohe saabumisel', 'iseseisvalt', 'vaikselt',
      'teavitamata', 'teatamata', 'vabad käed', 'täielikud volitused', 'autopiloodil', 'minu teadmata',
      'otsusta ise', 'otsustage ise',
    ],
    'autonomy-weak': [
      'automaatselt', 'automaatne', 'automaatse', 'kohe', 'viivitamata', 'koheselt', 'viivituseta', 'regulaarselt',
      'igakuiselt',
    ],
    authority: [
      'süsteemiteade', 'süsteemi teade', 'süsteemiadministraator', 'administraator', 'administraatorina',
      'sinu arendaja', 'sinu arendajad', 'sinu looja', 'moderaator', 'turvameeskond', 'superkasutaja',
      'peakasutaja',
    ],
    mode: [
      'administraatori režiim', 'administraatorirežiim', 'arendaja režiim', 'arendajarežiim', 'jumala režiim',
      'jumalarežiim', 'hooldusrežiim', 'silumisrežiim', 'piiranguteta režiim', 'tsenseerimata',
      'piiramatu juurdepääs', 'filtrid välja lülitatud', 'ilma filtriteta',
    ],
    you: [
      'sinu', 'sind', 'sulle', 'sinult', 'sinul', 'teie', 'teile', 'teid', 'teilt', 'sa pead', 'te peate',
      'sa võid', 'te võite',
    ],
    modal: [
      'pead', 'peate', 'sa pead', 'te peate', 'tuleb', 'on vaja', 'on kohustuslik', 'on kohustatud', 'peaksid',
      'peaksite', 'peab olema',
    ],
    permit: [
      'sa võid', 'te võite', 'võite', 'sul on luba', 'teil on luba', 'sul on õigus', 'teil on õigus', 'volitatud',
      'oled volitatud', 'on lubatud', 'tohid', 'tohite',
    ],
    speaker: [
      'palun', 'palun sind', 'palun teid', 'ole hea', 'olge head', 'ma tahan, et', 'tahan, et', 'soovin, et',
      'veendu', 'veenduge', 'ära unusta', 'ärge unustage', 'jäta meelde', 'jätke meelde', 'pea meeles',
      'pidage meeles', 'nõuan', 'käsin sul', 'annan sulle loa', 'luban sul',
    ],
    normative: [
      'õige protseduur on', 'õige toimimisviis on', 'reegel on selline', 'assistent peab', 'assistendi ülesanne on',
      'agent peab', 'bot peab', 'abiline peab',
    ],
    report: [
      'ütles', 'ütlesid', 'ütleb', 'rääkis', 'rääkisid', 'räägib', 'mainis', 'mainisid', 'küsis', 'küsisid',
      'küsib', 'palus', 'palusid', 'kirjutas', 'kirjutasid', 'kirjutab', 'teatas', 'teatasid', 'märkis', 'väitis',
      'väidab', 'vastas', 'vastasid', 'kaebas', 'selgitas', 'tema sõnul', 'nende sõnul', 'kliendi sõnul',
      'väidetavalt', 'kuuldavasti',
    ],
    subj1: [
      'pean', 'peame', 'ma pean', 'me peame', 'mina', 'ma alati', 'ma kunagi', 'ma ei', 'me alati', 'me ei',
      'mina alati', 'meie', 'mul on', 'meil on', 'maksan', 'maksame', 'saadan', 'saadame', 'kannan üle',
      'kanname üle', 'kinnitan', 'kinnitame', 'kasutan', 'kasutame', 'ostan', 'ostame', 'tellin', 'tellime',
      'kontrollin', 'kontrollime', 'kavatsen', 'kavatseme', 'plaanin', 'plaanime', 'tahan', 'soovin',
    ],
    subj3: [
      'tema alati', 'ta alati', 'ta ei', 'nemad', 'nad alati', 'klient', 'klienti', 'helistaja', 'abikaasa',
      'mu abikaasa', 'minu abikaasa', 'mu ülemus', 'minu ülemus', 'kolleeg', 'mu kolleeg', 'keegi', 'inimesed',
      'töötaja', 'raamatupidaja', 'konto omanik', 'mu ema', 'mu isa', 'naaber', 'maksab', 'maksavad', 'saadab',
      'saadavad', 'kinnitab', 'kinnitavad', 'kannab üle', 'ostab', 'kasutab', 'kasutavad', 'tellib',
    ],
    habit: [
      'tavaliselt', 'enamasti', 'enamjaolt', 'harilikult', 'üldjuhul', 'tihti', 'sageli', 'mõnikord', 'vahetevahel',
      'aeg-ajalt', 'traditsiooniliselt', 'harjunud', 'harjumus*', 'eelistan', 'eelistame', 'eelistab', 'püüan',
      'püüab', 'tüüpiliselt',
    ],
    quant: [
      'kõik', 'kõiki', 'kõigi', 'kõigile', 'kõigist', 'iga', 'igale', 'igat', 'igasugune', 'igasuguseid',
      'ükskõik milline', 'ükskõik millise', 'mis tahes', 'kes tahes',
    ],
    cond: ['kui', 'juhul kui', 'alati kui', 'kui iganes', 'niipea kui', 'sel juhul', 'juhul'],
    question: [
      'kas ma', 'kas me', 'kas sa', 'kas te', 'kas on', 'kas see', 'kas saab', 'kas saaksid', 'kas saaksite',
      'kas võiksid', 'kas võiksite', 'kas võib', 'kas tohib', 'kas peaks', 'kas pean', 'kas oleks', 'kas tuleb',
      'miks', 'kuidas', 'mida', 'kellele', 'kui palju', 'mitu', 'mis siis kui', 'kus on',
    ],
    neg: [
      ...PROHIBITIVES, 'ei ole', 'ei olnud', 'pole veel', 'pole makstud', 'pole saadetud', 'pole kinnitatud',
      'pole laekunud', 'pole võimalik', 'ei ole võimalik', 'ei saa', 'ei tohi', 'ei maksa', 'ei makstud',
      'ei laekunud', 'ei kinnitatud', 'ei saadetud', 'ei jõudnud', 'ei tulnud', 'ei lähe', 'ei läinud', 'ei toimu',
      'ei õnnestu', 'ei liigu', 'mitte keegi', 'mitte midagi', 'mitte ükski', 'mitte ühtegi', 'ükski', 'midagi ei',
      'keegi ei',
    ],
    past: [
      'eile', 'üleeile', 'eelmisel nädalal', 'eelmisel kuul', 'eelmisel aastal', 'möödunud nädalal',
      'möödunud kuul', 'möödunud aastal', 'nädal tagasi', 'kuu aega tagasi', 'aasta tagasi', 'päeva tagasi',
      'tundi tagasi', 'nädalat tagasi', 'tol ajal', 'kunagi ammu', 'täna hommikul', 'oli', 'olid', 'olin', 'olime',
      'maksis', 'maksin', 'maksime', 'maksid', 'makstud', 'saatis', 'saatsin', 'saatsime', 'saadeti', 'kinnitas',
      'kinnitasin', 'kinnitati', 'kandis üle', 'kandsin üle', 'kanti üle', 'laekus', 'laekusid', 'saabus',
      'saabusid', 'sain', 'saime', 'kustutas', 'kustutati', 'tühistas', 'tühistati', 'tegin', 'tegi',
    ],
    trust: [
      'usaldusväärne', 'usaldusväärse', 'usaldusväärset', 'usaldusväärsed', 'usaldatud', 'pikaajalin* partner*',
      'pikaajaline koostööpartner', 'tunnustatud', 'hea mainega', 'kontrollitud tarnija', 'õigeaegselt',
      'probleemideta', 'legitiimne', 'seaduslik',
    ],
    // fractions end in "-ndik", which the Turkish past suffix "-dik" matches: as idioms they cover it
    idiom: [
      ...PROHIBITIVES, 'kolmandik', 'kolmandiku', 'neljandik', 'neljandiku', 'viiendik', 'kümnendik', 'sajandik',
      'pole hullu', 'pole viga', 'ära muretse', 'ärge muretsege', 'las olla', 'las jääb', 'nagu alati',
      'nagu tavaliselt', 'nagu ikka', 'peaaegu alati', 'enamasti alati', 'mitte alati', 'kunagi ei tea',
      'iial ei tea', 'parem hilja kui mitte kunagi', 'alati teie teenistuses', 'alati teretulnud', 'alati oodatud',
      'alati valmis aitama',
    ],
    'cap:payments': [
      'makse', 'maksed', 'makset', 'makseid', 'maksete', 'maksele', 'maksetele', 'maksmine', 'maksmist', 'ülekan*',
      'raha', 'rahad', 'rahaga', 'raha ülekanne', 'vahendid', 'vahendeid', 'summa', 'summat', 'summad', 'summasid',
      'arve', 'arved', 'arvet', 'arveid', 'arvete', 'arvele', 'arvetele', 'arvelduskonto*', 'konto', 'kontole',
      'kontolt', 'kontot', 'kontod', 'kontodele', 'kontonumb*', 'pangakonto*', 'iban', 'swift', 'viitenumb*',
      'saaja', 'saajale', 'saajad', 'makse saaja', 'tarnija', 'tarnijale', 'tarnijad', 'tarnijatele',
      'tagasimakse*', 'hüvitis*', 'palk', 'palga', 'palka', 'rahakott*', 'kaart', 'kaardi', 'kaardiga', 'kaarti',
      'krediitkaart*', 'pangakaart*', 'deebetkaart*', 'laen', 'laenu', 'hoius*', 'sularaha', 'tehing', 'tehingu',
      'tehingud', 'tehinguid', 'tellimus', 'tellimuse', 'krüptoraha*', 'bitcoin*', 'kinkekaart*', 'kontojääk',
      'saldo', 'eurot', 'eurone', 'tasu', 'tasud', 'teenustasu*', 'ettemaks*',
    ],
    'cap:credentials': [
      'parool*', 'salasõna*', 'pin-kood*', 'pin', 'kinnituskood*', 'turvakood*', 'ühekordne kood', 'sms-kood*',
      'api-võti', 'api-võtme', 'api võti', 'privaatvõti', 'privaatvõtme', 'token*', 'mobiil-id', 'smart-id',
      'id-kaardi pin*', 'sisselogimisandmed', 'sisselogimisandmeid', 'kasutajatunnus*', 'cvv', 'cvc', 'pääsukood*',
      'pangalingi*',
    ],
    'cap:data-export': [
      'andmed', 'andmeid', 'andmete', 'isikuandme*', 'kliendiandme*', 'andmebaas*', 'varukoopia*', 'faili',
      'failid', 'faile', 'dokument', 'dokumendi', 'dokumendid', 'dokumente', 'kontaktid', 'kontakte', 'aadress',
      'aadressi', 'aadressid', 'telefoninumb*', 'isikukood*', 'terviseandme*', 'haiguslugu', 'logid', 'logisid',
      'kirjavahetus*', 'konfidentsiaalne', 'konfidentsiaalset', 'sisemine', 'kliendinimekiri', 'kliendinimekirja',
    ],
    'cap:account-access': [
      'juurdepääs', 'juurdepääsu', 'ligipääs', 'ligipääsu', 'õigused', 'õiguseid', 'administraatoriõigus*', 'rolli',
      'kasutajakonto*', 'logi sisse', 'sisselogimine', 'sisselogimist', 'parooli lähtestami*', 'kellele tahes',
    ],
    'cap:deletion': [
      'kustuta', 'kustutage', 'kustutada', 'kustutamine', 'kustutamist', 'eemaldamine', 'jäädavalt', 'pöördumatult',
      'hävita',
    ],
    'cap:outbound-messages': [
      'e-kiri', 'e-kirja', 'e-kirjad', 'e-kirju', 'e-post*', 'meili', 'meilid', 'sõnum', 'sõnumi', 'sõnumid',
      'sõnumeid', 'sms*', 'tekstisõnum*', 'koopia', 'koopiat', 'pimekoopia*', 'edasta', 'edastage', 'uudiskiri',
      'uudiskirja', 'avalda', 'avaldada', 'teavitus*', 'minu nimel',
    ],
    'cap:security-controls': [
      'rämpspostifilt*', 'tulemüür*', 'viirusetõrj*', 'kaheastmeli*', 'kahefaktori*', '2fa', 'jälgimi*', 'logimi*',
      'krüpteerimi*', 'turvalisus*', 'turvameetm*', 'limiit*', 'maksepiirang*', 'ülekandelimiit*', 'pettusetõrj*',
    ],
    'cap:scheduling': [
      'kohtumi*', 'koosolek*', 'kalend*', 'broneering*', 'lennupilet*', 'lennu', 'piletid', 'pilet', 'hotell*',
      'majutus*', 'aeg arsti juurde',
    ],
  },
};
