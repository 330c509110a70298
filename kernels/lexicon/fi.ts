import type { LexiconData } from './schema.js';

/**
 * Finnish (agglutinative, Latin script; ä/ö fold to a/o). Verbs are listed as explicit 2sg and 2pl
 * imperatives, never as open stems. The 1st infinitive of most verbs equals a 3rd person singular
 * (maksaa "to pay" / "pays, costs"; lähettää, siirtää, poistaa, hylkää...), so only infinitives
 * that differ from it (hyväksyä, kertoa, hylätä) and the -maan forms (pyydän sinua maksamaan) are
 * kept; imperatives equal to a 3sg form (vastaa, lataa, kopioi, nollaa, hylkää) are left out too.
 * Negation is a conjugated verb (en, et, ei, emme, ette, eivät): the two-letter forms collide with
 * English/French/Swedish/Romanian words ("en", "et", "ei"), so `neg` lists multi-word forms.
 * Prohibitives ("älä maksa") are idioms carrying `neg`, so the imperative inside goes inert.
 * Left out on purpose: "älä" alone (folds to "ala", Estonian/Finnish "area", Spanish "ala"),
 * "älkää" alone (folds to "alkaa", "begins"), "anna" (a name), "jaa" ("share"; an interjection),
 * "lisää" ("add"; also "more"), "uusi" ("renew"; "new"), "peru" (Peru), "muuta" ("change";
 * "other"), "muista" ("remember"; also "from others"), "tilaa" ("order"; "room"), "lento"
 * (Romance "slow"), "sitten" alone ("ago"; also "then"), "toistaiseksi" ("until further notice";
 * also "so far"), "huolimatta" ("despite"; mostly benign), "sääntö on" as a standing marker,
 * "jo hyväksytty" (a plain fact: "already approved"), "te" and "sinä" (Romance "te", Tagalog
 * "sina"); the second person is carried by its inflected forms (sinun, sinulle, teidän).
 */
// Prohibitives ("älä" + the connegative, which is the imperative stem): the imperative inside
// them does not instruct; they are listed as idioms (the verb inside goes inert) that carry `neg`.
const PROHIBITIVES = [
  'älä maksa', 'älkää maksako', 'älä hyväksy', 'älkää hyväksykö', 'älä vahvista', 'älkää vahvistako', 'älä lähetä',
  'älkää lähettäkö', 'älä siirrä', 'älkää siirtäkö', 'älä suorita', 'älä jaa', 'älä kerro', 'älkää kertoko',
  'älä paljasta', 'älä näytä', 'älä anna', 'älkää antako', 'älä luovuta', 'älä osta', 'älä poista',
  'älkää poistako', 'älä peruuta', 'älä vaihda', 'älä sammuta',
];
const IMPERATIVES = [
  'hyväksy', 'hyväksykää', 'vahvista', 'vahvistakaa', 'valtuuta', 'valtuuttakaa', 'salli', 'sallikaa', 'maksa',
  'maksakaa', 'suorita', 'suorittakaa', 'siirrä', 'siirtäkää', 'tilitä', 'tilittäkää', 'lähetä', 'lähettäkää',
  'palauta', 'palauttakaa', 'hyvitä', 'hyvittäkää', 'osta', 'ostakaa', 'välitä', 'välittäkää', 'kerro', 'kertokaa',
  'paljasta', 'paljastakaa', 'näytä', 'näyttäkää', 'luovuta', 'luovuttakaa', 'anna pääsy', 'anna oikeudet',
  'anna lupa', 'antakaa', 'vie tiedot', 'viekää', 'kopioikaa', 'vastatkaa', 'ilmoita', 'ilmoittakaa', 'hylätkää',
  'poista', 'poistakaa', 'tyhjennä', 'tyhjentäkää', 'tuhoa', 'tuhotkaa', 'sammuta', 'sammuttakaa', 'kytke pois',
  'poista käytöstä', 'ota pois käytöstä', 'estä', 'estäkää', 'vaihda', 'vaihtakaa', 'nollatkaa', 'käynnistä',
  'käynnistäkää', 'toteuta', 'toteuttakaa', 'käsittele', 'käsitelkää', 'varaa aika', 'varatkaa', 'peruuta',
  'peruuttakaa', 'uusi tilaus', 'uudista', 'uudistakaa', 'jatka tilausta', 'luota', 'luottakaa',
  'pidä hyväksyttynä', 'pitäkää hyväksyttynä', 'ohita', 'ohittakaa', 'jätä väliin', 'jättäkää väliin', 'julkaise',
  'julkaiskaa',
];
const INFINITIVES = [
  'hyväksyä', 'vahvistaa hyväksyntä', 'sallia', 'suorittaa maksu', 'palauttaa rahat', 'välittää eteenpäin',
  'kertoa', 'näyttää salasana', 'kopioida', 'vastata', 'hylätä', 'tuhota', 'nollata', 'käsitellä', 'varata',
  'julkaista', 'maksamaan', 'lähettämään', 'siirtämään', 'hyväksymään', 'poistamaan',
];

export const lexicon_fi: LexiconData = {
  lang: 'fi',
  name: 'Finnish',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'aina', 'ei koskaan', 'älä koskaan', 'älkää koskaan', 'ei ikinä', 'älä ikinä', 'ei milloinkaan',
      'poikkeuksetta', 'ilman poikkeuksia', 'kaikissa tapauksissa', 'kaikissa tilanteissa', 'joka tilanteessa',
      'missään tapauksessa', 'ei missään tapauksessa', 'ehdoitta', 'ehdottomasti aina', 'joka kerta',
      'jokaisella kerralla',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    // "maksa" is also Latvian "maksā" (pays) once diacritics fold: a verb here, not an imperative marker
    imp: [...IMPERATIVES.filter((w) => w !== 'maksa'), 'ole hyvä ja', 'olkaa hyvä ja', 'älä koskaan', 'älkää koskaan', 'älä ikinä'],
    override: [
      'unohda', 'unohtakaa', 'jätä huomiotta', 'jättäkää huomiotta', 'sivuuta', 'sivuuttakaa', 'älä välitä',
      'älkää välittäkö', 'älä noudata', 'älkää noudattako', 'lakkaa noudattamasta', 'älä tottele', 'ohita',
      'ohittakaa', 'kumoa', 'kumotkaa', 'riippumatta', 'kumoaa', 'ohittaa kaikki', 'menee edelle', 'on etusijalla',
    ],
    'override-obj': [
      'ohje', 'ohjeet', 'ohjeita', 'ohjeista', 'ohjeesi', 'ohjeitasi', 'ohjeiden', 'ohjeistu*', 'toimintaohje*',
      'sääntö', 'säännöt', 'sääntöjä', 'sääntöjen', 'säännöistä', 'sääntösi', 'rajoitu*', 'rajoitte*', 'aiemmat',
      'aiemmista', 'aiempia', 'aiemmin annetut', 'aikaisemmat', 'aikaisemmista', 'edelliset', 'edellisistä',
      'edellisiä', 'yllä olev*', 'edellä olev*', 'kaikki edellä', 'kehote', 'kehotteet', 'kehotetta',
      'järjestelmäkehot*', 'prompt*', 'järjestelmäohje*', 'käskyt', 'käskyjä', 'määräykset', 'määräyksiä',
      'periaatteet', 'periaatteita', 'suodattim*', 'protokoll*', 'alkuperäi* tehtävä*', 'mitä sinulle on kerrottu',
      'mitä sinulle sanottiin',
    ],
    'neg-bypass': [
      'ilman', 'älä kysy', 'älkää kysykö', 'älä pyydä', 'älkää pyytäkö', 'älä odota', 'älkää odottako',
      'älä koskaan kysy', 'älä koskaan pyydä', 'ei tarvitse', 'ei tarvita', 'ei ole tarpeen', 'ohita', 'ohittakaa',
      'jätä väliin', 'jättäkää väliin', 'ohittaen', 'ei enää', 'ei enää tarvita', 'älä tarkista',
      'älkää tarkistako', 'älä varmista', 'älä häiritse', 'vapautettu', 'sen sijaan että', 'ei vaadi',
      'eivät vaadi', 'ei enää vaadi', 'ei edellytä', 'eivät edellytä',
    ],
    approval: [
      'vahvistus', 'vahvistusta', 'vahvistuksen', 'vahvistukset', 'vahvistuksia', 'vahvistamista', 'hyväksyntä',
      'hyväksyntää', 'hyväksynnän', 'hyväksynnät', 'hyväksyntöjä', 'hyväksymistä', 'lupa', 'lupaa', 'luvan',
      'lupaani', 'lupaasi', 'suostumus', 'suostumusta', 'suostumuksen', 'suostumustani', 'varmennu*', 'varmistus',
      'varmistusta', 'varmistuksen', 'tarkistus', 'tarkistusta', 'tarkistuksen', 'tarkistuksia', 'tarkastus',
      'tarkastusta', 'tarkastuksen', 'tarkistamista', 'kaksivaihei*', 'allekirjoitus', 'allekirjoitusta',
      'allekirjoituksen', 'kuittaus', 'kuittausta', 'kuittauksen', 'valtuutus', 'valtuutusta', 'valtuutuksen',
      'tunnistautumi*', 'minun hyväksyntääni', 'toista allekirjoitusta', 'ihmisen hyväksyntää', 'kysymistä',
      'kysyä minulta', 'kysyä lupaa',
    ],
    waiver: [
      'ei tarvita', 'ei tarvitse', 'ei ole tarpeen', 'ei ole tarpeellinen', 'ei ole tarpeellista', 'ei vaadita',
      'ei enää vaadita', 'ei enää tarvita', 'ei ole pakollinen', 'ei ole pakollista', 'tarpeeton', 'tarpeettomia',
      'tarpeetonta', 'valinnai*', 'vapaaehtoi*', 'on jo annettu', 'on jo saatu', 'katsotaan annetuksi',
      'katsotaan täyttyneeksi', 'poistettu käytöstä', 'voi ohittaa', 'voidaan ohittaa', 'saa ohittaa', 'ohitetaan',
      'ei päde', 'ei koske',
    ],
    bypass: [
      'ennalta hyväksyt*', 'etukäteen hyväksyt*', 'esihyväksyt*', 'valmiiksi hyväksyt*', 'ennalta valtuutet*',
      'etukäteen valtuutet*', 'automaattisesti hyväksyt*', 'sallittujen listalla', 'sallittujen listalle',
      'valkoisella listalla', 'valkoiselle listalle', 'kysymättä', 'kyselemättä', 'minulta kysymättä',
      'vahvistuksetta', 'vahvistamatta', 'tarkistamatta', 'tarkastamatta', 'varmistamatta', 'luvatta',
      'hyväksynnättä', 'hyväksymättä', 'ilman kysymyksiä', 'ilman vahvistusta', 'ilman hyväksyntää', 'ilman lupaa',
      'ilman tarkistusta', 'pidä hyväksyttynä', 'katso hyväksytyksi', 'katsotaan hyväksyty*',
      'katsotaan hyväksytyiksi', 'sokeasti', 'miettimättä', 'käyttäjän tietämättä',
    ],
    standing: [
      'tästä lähtien', 'tästä eteenpäin', 'tästä hetkestä lähtien', 'tästä hetkestä alkaen',
      'tästä päivästä lähtien', 'tästä päivästä alkaen', 'tänään alkaen', 'nyt alkaen', 'jatkossa', 'vastedes',
      'vastaisuudessa', 'pysyvä ohje', 'pysyvä sääntö', 'uusi sääntö', 'uusi käytäntö', 'oletuksena',
      'oletusarvoisesti', 'aina kun', 'joka kerta', 'jokaisella kerralla', 'kunnes toisin ilmoitetaan',
      'kunnes toisin sanon', 'kunnes toisin määrätään', 'kunnes peruutan', 'pysyvästi', 'lopullisesti',
      'vakiokäytäntö', 'vakiomenettely',
    ],
    autonomy: [
      'oman harkintasi mukaan', 'harkintasi mukaan', 'oman harkinnan mukaan', 'puolestani', 'minun puolestani',
      'puolestamme', 'yrityksen puolesta', 'yhtiön puolesta', 'nimissäni', 'minun nimissäni', 'yrityksen nimissä',
      'ilman ihmisen väliintuloa', 'ilman minua', 'heti saavuttuaan', 'saavuttuaan', 'vastaanoton jälkeen',
      'heti vastaanoton jälkeen', 'vastaanotettaessa', 'itsenäisesti', 'ilmoittamatta', 'kertomatta',
      'vapaat kädet', 'täydet valtuudet', 'autopilotilla', 'tietämättäni', 'päätä itse', 'päättäkää itse',
    ],
    'autonomy-weak': [
      'automaattisesti', 'automaattinen', 'automaatti*', 'heti', 'välittömästi', 'viipymättä', 'säännöllisesti',
      'kuukausittain',
    ],
    authority: [
      'järjestelmäviesti', 'järjestelmänvalvoja', 'järjestelmänvalvojana', 'ylläpitäjä', 'ylläpitäjänä',
      'pääkäyttäjä', 'kehittäjä', 'kehittäjäsi', 'kehittäjät', 'luojasi', 'moderaattori', 'tietoturvatiimi',
    ],
    mode: [
      'ylläpitotila', 'ylläpitotilassa', 'kehittäjätila', 'kehittäjätilassa', 'pääkäyttäjätila',
      'järjestelmänvalvojatila', 'jumalatila', 'vianetsintätila', 'huoltotila', 'huoltotilassa',
      'rajoittamaton tila', 'sensuroimaton', 'rajoittamaton pääsy', 'suodattimet pois', 'ilman suodattimia',
    ],
    you: [
      'sinun', 'sinua', 'sinulle', 'sinulla', 'sinulta', 'sinuun', 'teidän', 'teitä', 'teille', 'teillä',
      'sinun täytyy', 'sinun pitää', 'sinun on', 'sinun tulee', 'teidän täytyy', 'teidän pitää', 'teidän tulee',
    ],
    modal: [
      'täytyy', 'sinun täytyy', 'sinun pitää', 'sinun on', 'sinun tulee', 'teidän täytyy', 'teidän pitää',
      'teidän tulee', 'on pakko', 'on velvollinen', 'pitäisi', 'tulisi', 'on maksettava', 'on hyväksyttävä',
      'on lähetettävä',
    ],
    permit: [
      'saat', 'saatte', 'voit vapaasti', 'saat vapaasti', 'sinulla on lupa', 'sinulla on oikeus',
      'sinulla on valtuudet', 'olet valtuutettu', 'on sallittu', 'on lupa', 'valtuutettu',
    ],
    speaker: [
      'ole hyvä ja', 'olkaa hyvä ja', 'pyydän sinua', 'pyydän teitä', 'pyydän', 'pyydämme', 'haluan että',
      'haluan, että', 'varmista että', 'varmistakaa että', 'huolehdi että', 'huolehtikaa että', 'muistakaa',
      'muista että', 'älä unohda', 'älkää unohtako', 'käsken', 'vaadin', 'annan luvan', 'annan sinulle luvan',
      'pidä mielessä', 'painakaa mieleen',
    ],
    normative: [
      'oikea menettely on', 'oikea toimintatapa on', 'sääntö kuuluu', 'avustajan on', 'avustajan täytyy',
      'avustajan tulee', 'avustajan pitää', 'agentin on', 'agentin tulee', 'agentin täytyy', 'botin on',
    ],
    report: [
      'sanoi', 'sanoivat', 'sanoo', 'sanovat', 'kertoi', 'kertoivat', 'kertoo', 'mainitsi', 'mainitsivat', 'kysyi',
      'kysyivät', 'kysyy', 'pyysi', 'pyysivät', 'ilmoitti', 'ilmoittivat', 'totesi', 'kirjoitti', 'kirjoittaa',
      'vastasi', 'valitti', 'väitti', 'väittää', 'selitti', 'hänen mukaansa', 'heidän mukaansa', 'asiakkaan mukaan',
      'kuulemma', 'sen mukaan',
    ],
    subj1: [
      'minun täytyy', 'minun pitää', 'minun on', 'meidän täytyy', 'meidän pitää', 'meidän on', 'minä', 'minä aina',
      'minä en', 'me aina', 'me emme', 'minulla on', 'meillä on', 'maksan', 'maksamme', 'lähetän', 'lähetämme',
      'siirrän', 'siirrämme', 'hyväksyn', 'hyväksymme', 'käytän', 'käytämme', 'ostan', 'ostamme', 'tilaan',
      'hoidan', 'hoidamme', 'tarkistan', 'tarkistamme', 'aion', 'aiomme', 'en koskaan', 'emme koskaan',
    ],
    subj3: [
      'hän', 'hän aina', 'he aina', 'he eivät', 'asiakas', 'asiakkaamme', 'soittaja', 'käyttäjä', 'vaimoni',
      'mieheni', 'puolisoni', 'pomoni', 'esimieheni', 'kollega', 'kollegani', 'joku', 'ihmiset', 'työntekijä',
      'kirjanpitäjä', 'kirjanpitäjämme', 'tilin omistaja', 'äitini', 'isäni', 'naapuri', 'hyväksyy',
      'lähettää aina', 'maksaa aina', 'maksavat', 'lähettävät', 'hyväksyvät', 'siirtää aina', 'käyttää',
    ],
    habit: [
      'yleensä', 'tavallisesti', 'tavalliseen tapaan', 'useimmiten', 'usein', 'joskus', 'toisinaan', 'normaalisti',
      'perinteisesti', 'tapana', 'on tapana', 'tapanani', 'mieluiten', 'mieluummin', 'suosin', 'suosii', 'pyrin',
      'pyrkii', 'tyypillisesti',
    ],
    quant: [
      'kaikki', 'kaikkia', 'kaikkien', 'kaikille', 'kaikista', 'jokainen', 'jokaisen', 'jokaiselle', 'jokaista',
      'mikä tahansa', 'minkä tahansa', 'mitkä tahansa', 'kuka tahansa',
    ],
    cond: ['jos', 'mikäli', 'aina kun', 'heti kun', 'siinä tapauksessa', 'kun ikinä', 'milloin tahansa'],
    question: [
      'voisitko', 'voisitteko', 'voitko', 'voitteko', 'voinko', 'voimmeko', 'voiko', 'saanko', 'saako', 'onko',
      'ovatko', 'pitääkö', 'pitäisikö', 'tarvitseeko', 'täytyykö', 'kannattaako', 'miksi', 'miten', 'kuinka',
      'mitä', 'missä', 'kuka', 'paljonko', 'montako', 'mitä jos', 'eikö', 'etkö', 'ettekö',
    ],
    neg: [
      ...PROHIBITIVES, 'ei ole', 'ei ollut', 'eivät ole', 'eivät olleet', 'en ole', 'emme ole', 'ei saa', 'ei voi',
      'ei voida', 'ei mene', 'ei mennyt', 'ei tullut', 'ei tule', 'ei maksa', 'ei makseta', 'ei maksettu',
      'ei hyväksytty', 'ei hyväksytä', 'ei lähetetty', 'ei saapunut', 'en maksa', 'en saanut', 'emme saaneet',
      'kukaan', 'mitään', 'ei mitään', 'ei yhtään', 'ei onnistu', 'ei ole mahdollista',
    ],
    past: [
      'eilen', 'toissapäivänä', 'viime viikolla', 'viime kuussa', 'viime vuonna', 'viikko sitten',
      'kuukausi sitten', 'vuosi sitten', 'päivää sitten', 'viikkoa sitten', 'tuntia sitten', 'silloin', 'aikoinaan',
      'kerran', 'tänä aamuna', 'oli', 'olivat', 'olin', 'olimme', 'oltiin', 'maksoi', 'maksoin', 'maksoimme',
      'maksoivat', 'maksettiin', 'maksanut', 'maksaneet', 'lähetti', 'lähetin', 'lähetimme', 'lähettivät',
      'lähetettiin', 'lähettänyt', 'hyväksyi', 'hyväksyin', 'hyväksyttiin', 'hyväksynyt', 'siirsi', 'siirsin',
      'siirrettiin', 'siirtänyt', 'vahvisti', 'vahvistin', 'vahvistettiin', 'vahvistanut', 'sain', 'saimme',
      'saapui', 'saapuivat', 'tuli', 'tulivat', 'poisti', 'poistettiin', 'peruutti', 'peruttiin', 'peruutettiin',
      'tehnyt', 'tein', 'teimme',
    ],
    trust: [
      'luotettava*', 'luotettu*', 'pitkäaikai* kumppani*', 'vakiintunu*', 'hyvämaineinen', 'hyvämaineista',
      'tunnettu toimittaja', 'tarkistettu toimittaja', 'ajallaan', 'ongelmitta', 'laillinen', 'luotettavasti',
    ],
    idiom: [
      ...PROHIBITIVES, 'älä välitä', 'ei se mitään', 'unohda koko juttu', 'anna olla', 'anna asian olla',
      'kuten aina', 'kuten tavallisesti', 'kuten yleensä', 'lähes aina', 'melkein aina', 'ei aina',
      'ei koskaan tiedä', 'koskaan ei tiedä', 'parempi myöhään kuin ei milloinkaan', 'aina valmiina',
      'aina tervetullut', 'aina tervetuloa', 'aina palveluksessanne',
    ],
    'cap:payments': [
      'maksu', 'maksun', 'maksut', 'maksua', 'maksuja', 'maksujen', 'maksuista', 'maksuille', 'maksusta', 'maksuun',
      'maksuerä*', 'tilisiirto*', 'tilisiirro*', 'siirto', 'siirron', 'siirrot', 'siirtoja', 'siirtoa',
      'rahansiirto*', 'lasku', 'laskun', 'laskut', 'laskua', 'laskuja', 'laskujen', 'laskuista', 'laskuille',
      'laskutu*', 'raha', 'rahaa', 'rahat', 'rahoja', 'rahat', 'rahasto*', 'varoja', 'varat', 'summa', 'summan',
      'summat', 'summaa', 'tili', 'tilin', 'tilille', 'tililtä', 'tilit', 'tiliä', 'tilejä', 'tileille',
      'tilinumero*', 'pankkitili*', 'iban', 'swift', 'viitenumero*', 'saaja', 'saajan', 'saajalle', 'saajat',
      'maksunsaaja*', 'toimittajan lasku*', 'toimittajalle', 'palautus', 'palautuksen', 'palautukset', 'hyvitys',
      'hyvityksen', 'hyvityksiä', 'palkka', 'palkan', 'palkat', 'palkkaa', 'lompakko*', 'kortti', 'kortin',
      'kortilla', 'kortille', 'luottokortti*', 'pankkikortti*', 'laina', 'lainan', 'lainaa', 'talletu*', 'nosto',
      'noston', 'nostot', 'käteinen', 'käteistä', 'transaktio*', 'tilaus', 'tilauksen', 'kryptovaluut*', 'bitcoin*',
      'lahjakortti*', 'saldo', 'saldon', 'euroa', 'euron', 'ennakkomaksu*',
    ],
    'cap:credentials': [
      'salasana*', 'tunnusluku*', 'tunnusluvu*', 'pin-koodi*', 'pin', 'vahvistuskoodi*', 'varmennuskoodi*',
      'kertakäyttökoodi*', 'tekstiviestikoodi*', 'api-avain', 'api-avaimen', 'api-avaimet', 'yksityinen avain',
      'yksityisen avaimen', 'token*', 'käyttäjätunnu*', 'verkkopankkitunnu*', 'pankkitunnu*', 'kirjautumistied*',
      'cvv', 'cvc', 'turvakoodi*', 'pääsykoodi*',
    ],
    'cap:data-export': [
      'tiedot', 'tietoja', 'tietoa', 'tietojen', 'henkilötied*', 'asiakastied*', 'asiakasrekisteri*', 'tietokanta*',
      'tietokannan', 'varmuuskopio*', 'tiedosto*', 'asiakirja*', 'dokumentti*', 'yhteystied*', 'osoite',
      'osoitteen', 'osoitteet', 'puhelinnumero*', 'henkilötunnu*', 'hetu', 'potilastied*', 'terveystied*', 'lokit',
      'lokitiedo*', 'kirjeenvaihto*', 'luottamukselli*', 'asiakaslista*',
    ],
    'cap:account-access': [
      'pääsy', 'pääsyn', 'pääsyä', 'pääsyoikeu*', 'käyttöoikeu*', 'oikeudet', 'ylläpitäjän oikeudet',
      'järjestelmänvalvojan oikeudet', 'rooli', 'roolin', 'käyttäjätili*', 'kirjaudu', 'kirjautuminen',
      'kirjautumisen', 'salasanan palautus', 'salasanan vaihto', 'kenelle tahansa',
    ],
    'cap:deletion': [
      'poista', 'poistakaa', 'poistaminen', 'poistamaan', 'poisto', 'poiston', 'tyhjennä', 'lopullisesti',
      'peruuttamattomasti', 'tuhoa',
    ],
    'cap:outbound-messages': [
      'sähköposti*', 'sposti*', 's-posti*', 'viesti', 'viestin', 'viestit', 'viestejä', 'viestiä', 'tekstiviesti*',
      'sms', 'kopio', 'kopion', 'piilokopio*', 'välitä', 'välittäkää', 'uutiskirje*', 'julkaise', 'julkaista',
      'ilmoitus', 'ilmoituksen', 'ilmoitukset', 'nimissäni',
    ],
    'cap:security-controls': [
      'roskapostisuodatin*', 'palomuuri*', 'virustorju*', 'kaksivaihei*', '2fa', 'valvonta*', 'valvonnan',
      'lokitu*', 'salaus', 'salauksen', 'tietoturva*', 'luottoraja*', 'maksuraja*', 'siirtoraja*', 'nostoraja*',
      'käyttöraja*', 'limiitti*', 'petostentorju*',
    ],
    'cap:scheduling': [
      'tapaami*', 'palaveri*', 'kokous', 'kokouksen', 'kokoukset', 'kalenteri*', 'varaus', 'varauksen',
      'ajanvarau*', 'lennon', 'lennot', 'lentolippu*', 'hotelli*', 'majoitu*',
    ],
  },
};
