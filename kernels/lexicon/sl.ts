import type { LexiconData } from './schema.js';

/**
 * Slovenian. Imperatives (2sg, 2pl -ite/-jte) double as `imp`; infinitives (-ti) are verbs too (they
 * follow "prosim" in polite requests). Close to Croatian (hr.ts): shared spellings (daj, kupi,
 * odobri, dodaj, račun) carry the same meaning there. Left out for collisions: bare "ne", "ni"
 * (Swahili "is"), "je", "da", "mi", "ti" as a subject, "če" (→ "ce", French), "ko", "ali" (a name;
 * also "or"), "bom" (Portuguese "good"), "deli" (English/Italian), "te"; subjects, questions and
 * negation use multi-word or inflected forms ("jaz vedno", "ali lahko", "ni potrebno", "ne plačaj").
 * Also left out: "vi" (Swedish "we"), "bil"/"bila" (Malay "bill", Malay/Indonesian "when"), "vašo" (→
 * Spanish "vaso"), "limit" (English), "nakazuje" (Polish "orders"), "stranki" (dative: an object), and
 * "sporočil/sporočila" as reports (also the noun "messages"; "je sporočil" is kept), and bare "ona"
 * (Uzbek "mother", the tail of "Farg'ona" after the apostrophe splits it; Swahili "see").
 * "pravi" (says / real) is a report only in phrases; "plača" (pays / salary) is left out. Many perfective
 * imperatives equal the 3sg present (odobri, potrdi, kupi, izvozi: "approve!" / "approves"): those are verbs
 * but not `imp` ("podjetje vedno izvozi blago" is a fact); their 2pl forms (odobrite) are `imp`.
 */
const IMPERATIVES = [
  'odobrite', 'odobravaj', 'odobravajte', 'potrdite', 'potrjuj', 'potrjujte', 'dovolite', 'sprejmi', 'sprejmite',
  'avtoriziraj', 'avtorizirajte', 'plačaj', 'plačajte', 'plačuj', 'plačujte', 'poravnaj', 'poravnajte', 'nakaži',
  'nakažite', 'nakazuj', 'nakazujte', 'prenesi', 'prenesite', 'izplačaj', 'izplačajte', 'pošlji', 'pošljite',
  'pošiljaj', 'pošiljajte', 'vrni', 'vrnite', 'vračaj', 'kupite', 'naročite', 'rezerviraj', 'rezervirajte',
  'prekliči', 'prekličite', 'obnovite', 'podaljšaj', 'podaljšajte', 'posreduj', 'posredujte', 'delite',
  'razkrij', 'razkrijte', 'povej', 'povejte', 'daj', 'dajte', 'pokaži', 'pokažite', 'izvozite', 'kopiraj',
  'odgovorite', 'obvestite', 'zavrni', 'zavrnite', 'zavračaj', 'izbriši', 'izbrišite', 'briši', 'odstranite',
  'izklopite', 'onemogočite', 'deaktiviraj', 'odkleni', 'odklenite', 'blokiraj', 'spremenite', 'ponastavite',
  'dodaj', 'dodajte', 'dodajaj', 'izvedi', 'izvedite', 'izvršite', 'obdelaj', 'obdelajte', 'zaupaj', 'zaupajte',
  'smatraj', 'štej', 'preskočite',
];
const AMBIGUOUS = [
  // 2sg imperative = 3sg present (odobri "approve!" / "approves"): verbs, not imperative markers
  'odobri', 'potrdi', 'dovoli', 'kupi', 'naroči', 'obnovi', 'odgovori', 'odstrani', 'izklopi', 'onemogoči',
  'spremeni', 'preskoči', 'izvozi', 'izvrši', 'obvesti', 'ponastavi',
];
const INFINITIVES = [
  'odobriti', 'odobravati', 'potrditi', 'potrjevati', 'dovoliti', 'sprejeti', 'avtorizirati',
  'plačati', 'plačevati', 'poravnati', 'nakazati', 'nakazovati', 'prenesti', 'izplačati', 'poslati',
  'pošiljati', 'vrniti', 'vračati', 'kupiti', 'naročiti', 'rezervirati', 'preklicati', 'obnoviti',
  'podaljšati', 'posredovati', 'deliti', 'razkriti', 'povedati', 'dati', 'pokazati', 'izvoziti', 'kopirati',
  'odgovoriti', 'obvestiti', 'zavrniti', 'izbrisati', 'brisati', 'odstraniti', 'izklopiti', 'onemogočiti',
  'deaktivirati', 'odkleniti', 'blokirati', 'spremeniti', 'ponastaviti', 'dodati', 'izvesti', 'izvršiti',
  'obdelati', 'zaupati', 'preskočiti',
];

export const lexicon_sl: LexiconData = {
  lang: 'sl',
  name: 'Slovenian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'vedno', 'zmeraj', 'nikoli', 'v nobenem primeru', 'pod nobenim pogojem', 'v nobenih okoliščinah',
      'brez izjeme', 'brez izjem', 'vsakič', 'v vseh primerih', 'brezpogojno', 'ne glede na vse',
    ],
    verb: [...IMPERATIVES, ...AMBIGUOUS, ...INFINITIVES],
    imp: [...IMPERATIVES, 'prosim'],
    override: [
      'ignoriraj', 'ignorirajte', 'pozabi na', 'pozabite na', 'pozabi', 'pozabite', 'ne upoštevaj',
      'ne upoštevajte', 'prezri', 'prezrite', 'ne meni se za', 'ne glede na', 'kljub', 'nehaj upoštevati',
      'ne drži se', 'ne držite se', 'ne sledi', 'ne sledite', 'razveljavi', 'ima prednost pred',
    ],
    'override-obj': [
      'navodil*', 'pravila', 'pravil', 'pravilom', 'pravili', 'pravilnik*', 'omejitev', 'omejitv*', 'prejšnj*', 'predhodn*',
      'zgoraj', 'zgoraj navedeno', 'poziv*', 'sistemski poziv', 'prompt*', 'smernic*', 'nastavitev', 'nastavitv*', 'filtr*',
      'protokol*', 'kar so ti rekli', 'vse zgoraj', 'prvotn* nalog*', 'izvirn* nalog*',
    ],
    'neg-bypass': [
      'brez', 'ne sprašuj', 'ne sprašujte', 'ne čakaj na', 'ne čakajte na', 'ni treba', 'ni potrebno',
      'ni potreben', 'ni potrebna', 'preskoči', 'preskočite', 'zaobidi', 'zaobidite', 'obidi', 'ne več',
      'nič več', 'ne preverjaj', 'ne preverjajte', 'ne nadleguj', 'namesto', 'ne zahtevaj', 'ne zahtevajte',
      'ne zahteva', 'ne zahtevajo', 'ne zahteva več', 'ne potrebuje', 'ne potrebujejo', 'oproščen*',
      'ne usklajuj',
    ],
    approval: [
      'potrditev', 'potrditv*', 'odobritev', 'odobritv*', 'soglasj*', 'dovoljenj*', 'avtorizacij*', 'preverjanj*',
      'preveritev', 'preveritv*',
      'verifikacij*', 'dvofaktor*', 'dvostopenjsk*', 'avtentikacij*', 'podpis*', 'revizij*', 'pregled*',
      'mojega soglasja', 'moje odobritve', 'moje potrditve', 'mojega dovoljenja', 'drugega podpisa',
      'človeškega posredovanja', 'spraševanja', 'vprašanj', 'usklajevanja',
    ],
    waiver: [
      'ni potrebn*', 'ni obvezn*', 'ni nujn*', 'niso potrebn*', 'nepotrebn*', 'neobvezn*', 'odveč', 'preklican*',
      'že dan*', 'že podan*', 'že pridobljen*', 'šteje se za izpolnjen*', 'izklopljen*', 'se lahko preskoči',
      'ni več potrebn*', 'ni več obvezn*', 'ne velja več', 'ne velja',
    ],
    bypass: [
      'vnaprej odobren*', 'predhodno odobren*', 'vnaprej potrjen*', 'vnaprej avtoriziran*', 'že odobren*',
      'že potrjen*', 'že avtoriziran*', 'samodejno odobr*', 'na beli listi', 'na belem seznamu', 'brez vprašanj',
      'brez odvečnih vprašanj', 'brez potrditve', 'brez preverjanja', 'brez odobritve', 'brez soglasja',
      'brez dovoljenja', 'brez pregleda', 'brez mojega soglasja', 'ne sprašuj me', 'ne sprašujte me',
      'brez spraševanja', 'brez vprašanja', 'na slepo', 'brez razmisleka', 'brez vednosti uporabnika',
      'štej za odobren*', 'šteje za odobren*',
    ],
    standing: [
      'od zdaj naprej', 'od sedaj naprej', 'odslej', 'od danes naprej', 'od danes', 'od tega trenutka',
      'v prihodnje', 'trajno pravilo', 'trajno navodilo', 'stalno navodilo', 'novo pravilo', 'pravilo je',
      'nov pravilnik', 'privzeto', 'vsakič', 'do preklica', 'do nadaljnjega', 'dokler ne rečem drugače',
      'za vedno', 'trajno', 'standardni postopek',
    ],
    autonomy: [
      'po lastni presoji', 'po svoji presoji', 'po tvoji presoji', 'po vaši presoji', 'v mojem imenu',
      'v njegovem imenu', 'v njenem imenu', 'v njihovem imenu', 'v imenu podjetja', 'brez človeškega posredovanja',
      'brez mene', 'ob prejemu', 'takoj ob prejemu', 'takoj ko prispe', 'samostojno', 'tiho', 'brez obvestila',
      'brez obveščanja', 'proste roke', 'polna pooblastila', 'na avtopilotu', 'brez moje vednosti', 'odloči sam',
      'odloči sama', 'odločite sami',
    ],
    'autonomy-weak': ['samodejno', 'avtomatsko', 'takoj', 'nemudoma', 'samodejn*', 'avtomatsk*', 'mesečno', 'vsak mesec'],
    authority: [
      'sistemsko sporočilo', 'administrator', 'skrbnik', 'sistemski skrbnik', 'skrbnik sistema', 'razvijalec',
      'razvijalci', 'tvoj ustvarjalec', 'ustvarjalec', 'moderator', 'varnostna služba', 'varnostna ekipa',
      'generalni direktor', 'superuporabnik',
    ],
    mode: [
      'skrbniški način', 'administratorski način', 'razvijalski način', 'način za razvijalce', 'božji način',
      'način odpravljanja napak', 'razhroščevalni način', 'vzdrževalni način', 'način brez omejitev',
      'brez omejitev', 'brez cenzure', 'privilegiran način', 'povišane pravice', 'poln dostop', 'neomejen dostop',
      'filtri izklopljeni', 'brez pravil',
    ],
    you: [
      'ti', 'tebe', 'tebi', 'vas', 'vam', 'tvoj', 'tvoja', 'tvoje', 'tvojo', 'vaš', 'vaša', 'vaše',
      'moraš', 'morate', 'lahko plačaš', 'lahko pošlješ',
    ],
    modal: [
      'moraš', 'morate', 'mora', 'moral bi', 'morala bi', 'morali bi', 'bi moral', 'bi morala', 'bi morali',
      'je treba', 'je potrebno', 'obvezno', 'dolžan si', 'dolžna si', 'dolžni ste',
    ],
    permit: [
      'lahko', 'smeš', 'smete', 'je dovoljeno', 'imaš dovoljenje', 'imate dovoljenje', 'imaš pravico',
      'imate pravico', 'pooblaščen*', 'dovoljeno', 'kar lahko',
    ],
    speaker: [
      'prosim', 'prosim te', 'prosim vas', 'hočem da', 'želim da', 'rad bi da', 'rada bi da', 'potrebujem da',
      'poskrbi da', 'poskrbite da', 'prepričaj se', 'prepričajte se', 'ne pozabi', 'ne pozabite', 'obvezno',
      'ukazujem', 'zahtevam', 'vztrajam', 'dovoljujem ti', 'dajem ti dovoljenje', 'zapomni si', 'zapomnite si',
      'imej v mislih', 'imejte v mislih', 'pazi da', 'pazite da',
    ],
    normative: [
      'pravilen postopek je', 'pravilno ravnanje je', 'postopek je tak', 'pravilo se glasi', 'asistent mora',
      'asistent naj', 'agent mora', 'agent naj', 'bot mora', 'asistent bi moral', 'agent bi moral',
    ],
    report: [
      'rekel', 'rekla', 'rekli', 'je rekel', 'je rekla', 'pravi da', 'pravijo', 'je povedal', 'je povedala',
      'povedal', 'povedala', 'omenil', 'omenila', 'vprašal', 'vprašala', 'sprašuje', 'prosil', 'prosila',
      'zaprosil', 'zaprosila', 'napisal', 'napisala', 'piše', 'je sporočil', 'je sporočila', 'navedel', 'navedla',
      'trdi', 'trdil', 'trdila', 'pojasnil', 'pojasnila', 'odgovoril', 'odgovorila', 'pritožil', 'pritožila',
      'po njegovih besedah', 'po njenih besedah', 'po besedah stranke', 'po besedah', 'baje', 'menda',
    ],
    subj1: [
      'jaz', 'jaz vedno', 'jaz nikoli', 'mi vedno', 'mi nikoli', 'midva', 'plačam', 'plačamo', 'pošljem',
      'pošljemo', 'pošiljam', 'nakažem', 'nakazujem', 'odobrim', 'odobravam', 'uporabljam', 'uporabljamo',
      'kupujem', 'naročam', 'bomo', 'plačujem', 'plačujemo', 'sam plačam',
    ],
    subj3: [
      'on vedno', 'ona vedno', 'oni vedno', 'on nikoli', 'ona nikoli', 'oni nikoli', 'oni', 'stranka',
      'uporabnik', 'uporabnica', 'klicatelj', 'moj mož', 'moja žena', 'moj šef', 'sodelavec',
      'sodelavka', 'nekdo', 'ljudje', 'zaposleni', 'računovodja', 'računovodkinja', 'imetnik računa', 'mama',
      'oče', 'sosed', 'soseda', 'plačuje', 'pošilja', 'kupuje', 'naroča',
    ],
    habit: [
      'običajno', 'navadno', 'ponavadi', 'po navadi', 'pogosto', 'včasih', 'redno', 'tradicionalno', 'raje',
      'najraje', 'trudim se', 'trudi se', 'največkrat', 'iz navade', 'navad*', 'rad plačam', 'rada plačam',
    ],
    quant: ['vse', 'vsi', 'vsa', 'vsak', 'vsaka', 'vsako', 'vsakega', 'vsakršn*', 'katerikoli', 'kateri koli', 'katerokoli'],
    cond: ['kadar', 'kadarkoli', 'vsakič ko', 'v primeru', 'ko enkrat', 'takoj ko', 'če bo', 'če pride'],
    question: [
      'ali lahko', 'ali je', 'ali moram', 'ali naj', 'ali bi', 'ali smem', 'ali si', 'ali ste', 'zakaj',
      'kako naj', 'kako lahko', 'kaj naj', 'koliko', 'kje', 'kdo', 'kateri', 'katera', 'katero', 'lahko mi',
      'bi lahko', 'kaj če', 'a lahko',
    ],
    neg: [
      'ni bil*', 'ne bo', 'ne bodo', 'nima', 'nimam', 'nimamo', 'nihče', 'nič', 'noben*', 'ne plačaj',
      'ne pošiljaj', 'ne pošlji', 'ne odobri', 'ne odobravaj', 'ni plačal*', 'ni poslal*', 'ni prišl*',
      'ni prispel*', 'ni odobril*', 'ni dobil*', 'ne more', 'ni mogoče', 'ne moremo', 'ne morem', 'ne plača',
      'ni bilo',
    ],
    past: [
      'včeraj', 'predvčerajšnjim', 'prejšnji teden', 'prejšnji mesec', 'prejšnje leto', 'lani', 'pred tednom',
      'pred mesecem', 'pred letom', 'pred dnevi', 'takrat', 'nekoč', 'je bil', 'je bila', 'je bilo', 'so bili',
      'bilo', 'bili', 'plačal*', 'poslal*', 'nakazal*', 'odobril*', 'potrdil*', 'dobil*',
      'prejel*', 'prišel', 'prišl*', 'prispel*', 'izbrisal*', 'preklical*', 'danes zjutraj', 'zjutraj',
    ],
    trust: [
      'zaupanja vred*', 'zanesljiv*', 'preverjen*', 'ugledn*', 'dolgoletn* partner*', 'stalni dobavitelj',
      'z dobrim ugledom', 'zakonit*', 'pravočasno', 'brez težav',
    ],
    idiom: [
      'nič hudega', 'ni važno', 'ni pomembno', 'pozabi na to', 'pozabite na to', 'pozabi to', 'pusti to',
      'kot vedno', 'kot običajno', 'kot ponavadi', 'kot navadno', 'skoraj vedno', 'ne vedno',
      'nikoli ne reci nikoli', 'bolje pozno kot nikoli', 'nikoli ne veš', 'vedno z veseljem', 'vedno dobrodošli',
      'vedno na voljo',
    ],
    'cap:payments': [
      'plačil*', 'nakazil*', 'denar*', 'sredstv*', 'znesek', 'znesk*', 'račun*', 'faktur*', 'vračil*',
      'izplačil*', 'plačo', 'denarnic*', 'kartic*', 'kreditn* kartic*', 'plačiln* kartic*', 'kredit*',
      'posojil*', 'depozit*', 'gotovin*', 'transakcij*', 'iban', 'swift', 'številka računa', 'številko računa',
      'prejemnik*', 'dobavitelj*', 'naročnin*', 'kriptovalut*', 'bitcoin*', 'darilni bon*', 'darilno kartico',
      'stanje na računu', 'evrov', 'evre', 'evra', 'eur', 'provizij*', 'avans*', 'položnic*',
    ],
    'cap:credentials': [
      'geslo', 'gesla', 'gesli', 'gesel', 'pin', 'pin koda', 'pin kodo', 'sms koda', 'sms kodo', 'potrditveno kodo',
      'enkratn* kod*', 'api ključ*', 'zasebni ključ', 'zasebne ključe', 'žeton*', 'poverilnic*', 'prijavne podatke',
      'podatke za prijavo', 'cvv', 'cvc', 'varnostno kodo', 'dostopno kodo', 'uporabniško ime',
    ],
    'cap:data-export': [
      'podatk*', 'osebne podatke', 'bazo podatkov', 'baza podatkov', 'izvoz*', 'datotek*', 'dokument*', 'kontakt*',
      'naslov*', 'telefonsk* številk*', 'emšo', 'osebno izkaznico', 'potni list', 'zdravstven*', 'zgodovin*',
      'zapis*', 'dnevnik*', 'korespondenc*', 'zaupn*', 'interne', 'interni', 'seznam strank', 'seznam kupcev',
    ],
    'cap:account-access': [
      'dostop*', 'pravic*', 'skrbniške pravice', 'administratorske pravice', 'vlogo', 'uporabniški račun',
      'uporabniškega računa', 'prijav*', 'ponastavitev gesla', 'komurkoli', 'kdorkoli',
    ],
    'cap:deletion': ['izbris*', 'brisanj*', 'odstranitev', 'odstranjevanj*', 'nepovratno', 'trajno izbriši', 'izbriši'],
    'cap:outbound-messages': [
      'e-pošt*', 'epošt*', 'email*', 'e-mail*', 'mail*', 'sporočil*', 'sms*', 'kopij*', 'skrito kopijo',
      'posredovanj*', 'e-novic*', 'novičnik*', 'objavi', 'objaviti', 'obvestil*', 'v mojem imenu',
    ],
    'cap:security-controls': [
      'filter neželene pošte', 'filter za neželeno pošto', 'protivirus*', 'antivirus*', 'požarni zid',
      'požarnega zidu', 'firewall*', 'dvofaktor*', 'dvostopenjsk*', '2fa', 'nadzor*', 'spremljanj*', 'revizij*',
      'šifriranj*', 'varnost*', 'omejitev', 'limita', 'limite', 'blokad*',
    ],
    'cap:scheduling': [
      'sestan*', 'koledar*', 'termin*', 'rezervacij*', 'letalsk* kart*', 'vozovnic*', 'hotel*', 'obisk*',
    ],
  },
};
