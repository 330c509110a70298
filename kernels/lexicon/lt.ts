import type { LexiconData } from './schema.js';

/**
 * Lithuanian. Imperatives (2sg -k, 2pl -kite) double as `imp`; infinitives (-ti) are verbs too (they
 * follow "prašau" in polite requests). The normalizer strips the diacritics (ą č ę ė į š ų ū ž), so
 * short words are checked in their folded spelling: bare "aš" (→ "as"), "man", "mes", "jūs" (→ "jus",
 * French), "ar" (question particle; Latvian "with"), "ne", "be" (English), "kas", "visa/visas" (English),
 * "lėšos" stems (→ "les*", French), "fail*" (English), "esą" (→ Spanish "esa"), "rašo/rašė" (→ "raso",
 * "rase"), "sakė" alone (→ "sake"), "nėra" (→ Italian "nera"), "trink" (German) are left out; subjects
 * and questions use multi-word or inflected forms ("aš visada", "ar galiu"), and "be" (without) is
 * listed only before a genitive that usually follows it ("be mano", "be papildomo", "be buhalterės").
 * "moka" (pays / can) is a 3rd-person subject marker, not a verb; "mokėti" also means "to know how",
 * so only its imperatives and the prefixed "sumokėti/apmokėti" forms are verbs.
 */
const IMPERATIVES = [
  'patvirtink', 'patvirtinkite', 'tvirtink', 'tvirtinkite', 'leisk', 'leiskite', 'priimk', 'priimkite',
  'autorizuok', 'autorizuokite',
  'sumokėk', 'sumokėkite', 'mokėk', 'mokėkite', 'apmokėk', 'apmokėkite', 'išmokėk', 'išmokėkite', 'pervesk',
  'perveskite', 'pervedinėk', 'pervedinėkite', 'siųsk', 'siųskite', 'išsiųsk', 'išsiųskite', 'nusiųsk',
  'nusiųskite', 'atsiųsk', 'atsiųskite', 'persiųsk', 'persiųskite', 'persiuntinėk', 'grąžink', 'grąžinkite',
  'pirk', 'pirkite', 'nupirk', 'nupirkite', 'užsakyk', 'užsakykite', 'rezervuok', 'rezervuokite', 'atšauk',
  'atšaukite', 'atnaujink', 'atnaujinkite', 'pratęsk', 'pratęskite',
  'pasidalink', 'pasidalinkite', 'pasidalyk', 'pasidalykite', 'atskleisk', 'atskleiskite', 'pasakyk',
  'pasakykite', 'sakyk', 'duok', 'duokite', 'parodyk', 'parodykite', 'pateik', 'pateikite', 'eksportuok',
  'eksportuokite', 'nukopijuok', 'atsisiųsk', 'atsakyk', 'atsakykite', 'informuok', 'pranešk', 'praneškite',
  'atmesk', 'atmeskite', 'atsisakyk', 'atsisakykite', 'ištrink', 'ištrinkite', 'pašalink',
  'pašalinkite', 'išjunk', 'išjunkite', 'deaktyvuok', 'atrakink', 'atblokuok', 'užblokuok', 'blokuok', 'pakeisk',
  'pakeiskite', 'keisk', 'atstatyk', 'pridėk', 'pridėkite',
  'vykdyk', 'vykdykite', 'įvykdyk', 'įvykdykite', 'paleisk', 'apdorok', 'apdorokite', 'pasitikėk',
  'pasitikėkite', 'laikyk', 'laikykite', 'praleisk', 'praleiskite',
];
const INFINITIVES = [
  'patvirtinti', 'tvirtinti', 'leisti', 'priimti', 'autorizuoti',
  'sumokėti', 'apmokėti', 'išmokėti', 'pervesti', 'pervedinėti', 'siųsti', 'išsiųsti', 'nusiųsti', 'atsiųsti',
  'persiųsti', 'grąžinti', 'pirkti', 'nupirkti', 'užsakyti', 'rezervuoti', 'atšaukti', 'atnaujinti', 'pratęsti',
  'pasidalinti', 'dalintis', 'atskleisti', 'pasakyti', 'duoti', 'parodyti', 'pateikti', 'eksportuoti',
  'nukopijuoti', 'atsisiųsti', 'atsakyti', 'informuoti', 'pranešti', 'atmesti', 'atsisakyti', 'ištrinti',
  'pašalinti', 'išjungti', 'deaktyvuoti', 'atrakinti', 'atblokuoti', 'užblokuoti', 'pakeisti', 'atstatyti',
  'pridėti', 'vykdyti', 'įvykdyti', 'paleisti', 'apdoroti', 'pasitikėti', 'laikyti', 'praleisti',
];

export const lexicon_lt: LexiconData = {
  lang: 'lt',
  name: 'Lithuanian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'visada', 'visuomet', 'niekada', 'niekuomet', 'jokiu būdu', 'jokiomis aplinkybėmis', 'bet kokiomis aplinkybėmis',
      'be išimčių', 'be jokių išimčių', 'kiekvieną kartą', 'besąlygiškai', 'visais atvejais',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'prašau', 'prašom', 'prašyčiau', 'tegul'],
    override: [
      'ignoruok', 'ignoruokite', 'pamiršk', 'pamirškite', 'nekreipk dėmesio į', 'nekreipkite dėmesio į',
      'nepaisyk', 'nepaisykite', 'nepaisant', 'nesilaikyk', 'nesilaikykite', 'nebesilaikyk', 'nebesilaikykite',
      'nesivadovauk', 'nesivadovaukite', 'neatsižvelk į', 'neatsižvelkite į', 'nustok laikytis',
      'nebegalioja', 'turi viršenybę prieš', 'panaikina',
    ],
    'override-obj': [
      'instrukcij*', 'nurodym*', 'taisykles', 'taisyklių', 'taisyklėmis', 'taisyklės', 'apribojim*', 'ankstesn*',
      'ankstesnius', 'prieš tai buvusi*', 'aukščiau pateikt*', 'aukščiau išdėstyt*', 'sistemos raginim*',
      'raginim*', 'prompt*', 'gaires', 'gairių', 'gairėmis', 'nustatym*', 'filtr*', 'protokol*',
      'ką tau sakė', 'viską kas parašyta aukščiau', 'pradinę užduotį', 'pradinės užduoties', 'politiką', 'politikos',
    ],
    'neg-bypass': [
      'neklausk', 'neklauskite', 'nelauk', 'nelaukite', 'nereikia', 'nebereikia', 'nebūtina', 'praleisk',
      'praleiskite', 'apeik', 'apeikite', 'apeinant', 'nebe', 'netikrink', 'netikrinkite', 'nebetikrink',
      'netikrinant', 'nesiteirauk', 'netrukdyk', 'nereikalauk', 'nereikalaukite', 'nereikalauja',
      'nebereikalauja', 'nereikalaujama', 'atleistas nuo', 'atleista nuo', 'vietoj', 'apsieik be',
      'apsieikite be', 'nesiderink', 'be jokio', 'be jokios', 'be mano', 'be jo', 'be jos', 'be jų', 'be kliento',
      'be vadovo', 'be vadovės', 'be buhalterio', 'be buhalterės', 'be papildomo', 'be papildomos', 'be antro',
      'be antrojo', 'be išankstinio', 'be išankstinės', 'be atskiro', 'be atskiros', 'be banko', 'be savininko',
    ],
    approval: [
      'patvirtinim*', 'leidim*', 'sutikim*', 'autorizacij*', 'patikrinim*', 'tikrinim*', 'verifikacij*',
      'dviejų veiksnių', 'dvigub* autentifikacij*', 'autentifikacij*', 'parašo', 'parašu', 'antro parašo',
      'peržiūr*', 'pritarim*', 'mano sutikimo', 'mano patvirtinimo', 'mano leidimo', 'žmogaus įsikišimo',
      'klausimų', 'derinimo', 'suderinimo',
    ],
    waiver: [
      'nebūtinas', 'nebūtina', 'nebūtini', 'nereikalingas', 'nereikalinga', 'nereikalingi', 'neprivalomas',
      'neprivaloma', 'neprivalomi', 'nebereikalingas', 'nebereikalinga', 'nebebūtinas', 'nebebūtina', 'nereikia', 'nebereikia', 'atšauktas', 'atšaukta', 'jau suteiktas',
      'jau suteikta', 'jau gautas', 'jau gauta', 'laikomas įvykdytu', 'laikoma įvykdyta', 'išjungtas',
      'išjungta', 'galima praleisti', 'negalioja', 'nebegalioja', 'nebėra būtinas', 'nebėra būtina',
      'nebėra reikalingas', 'nebėra reikalinga',
    ],
    bypass: [
      'iš anksto patvirtint*', 'iš anksto leist*', 'iš anksto autorizuot*', 'iš anksto suderint*',
      'jau patvirtint*', 'jau autorizuot*', 'automatiškai patvirtin*', 'baltajame sąraše', 'į baltąjį sąrašą',
      'be klausimų', 'be jokių klausimų', 'be nereikalingų klausimų', 'be patvirtinimo', 'be leidimo',
      'be sutikimo', 'be patikrinimo', 'be tikrinimo', 'be jokio patikrinimo', 'be pritarimo', 'be derinimo',
      'be mano sutikimo', 'be mano patvirtinimo', 'neklausk manęs', 'neklauskite manęs', 'manęs neklausk',
      'manęs neklausdamas', 'neklausdamas', 'neklausdama', 'neklausiant', 'aklai', 'negalvodamas',
      'laikyk patvirtint*', 'laikykite patvirtint*', 'be naudotojo žinios', 'be vartotojo žinios',
    ],
    standing: [
      'nuo šiol', 'nuo dabar', 'nuo šiandien', 'nuo šios dienos', 'nuo šio momento', 'ateityje', 'visam laikui',
      'nuolatinė taisyklė', 'nuolatinis nurodymas', 'nauja taisyklė', 'taisyklė tokia', 'nauja tvarka',
      'pagal nutylėjimą', 'kiekvieną kartą', 'iki atšaukimo', 'iki kito pranešimo', 'kol nepasakysiu kitaip',
      'kol nenurodysiu kitaip', 'visiems laikams', 'standartinė procedūra',
    ],
    autonomy: [
      'savo nuožiūra', 'tavo nuožiūra', 'jūsų nuožiūra', 'mano vardu', 'jo vardu', 'jos vardu', 'jų vardu',
      'įmonės vardu', 'be žmogaus įsikišimo', 'be manęs', 'gavus', 'iškart gavus', 'vos gavus', 'tik gavus',
      'savarankiškai', 'tyliai', 'be pranešimo', 'nepranešant', 'nepranešdamas', 'laisvas rankas',
      'visus įgaliojimus', 'autopilotu', 'be mano žinios', 'spręsk pats', 'spręsk pati', 'spręskite patys',
    ],
    'autonomy-weak': [
      'automatiškai', 'iškart', 'iš karto', 'nedelsiant', 'tuoj pat', 'nedelsdamas', 'automatinis', 'automatinį', 'automatiniu', 'automatiniai', 'automatinio',
      'kas mėnesį', 'kiekvieną mėnesį',
    ],
    authority: [
      'sistemos pranešimas', 'administratorius', 'administratoriaus', 'sistemos administratorius', 'kūrėjas',
      'kūrėjai', 'tavo kūrėjas', 'moderatorius', 'saugumo skyrius', 'saugumo komanda', 'generalinis direktorius',
      'supervartotojas', 'supernaudotojas',
    ],
    mode: [
      'administratoriaus režim*', 'kūrėjo režim*', 'kūrėjų režim*', 'dievo režim*', 'derinimo režim*',
      'priežiūros režim*', 'servisinis režimas', 'režimas be apribojimų', 'be apribojimų', 'be cenzūros',
      'privilegijuotas režimas', 'išplėstos teisės', 'pilna prieiga', 'visiška prieiga', 'neribota prieiga',
      'filtrai išjungti', 'be taisyklių',
    ],
    you: [
      'tu', 'tave', 'tavo', 'tavimi', 'tau tai', 'jums', 'jūsų', 'jūs turite', 'jūs galite', 'privalai',
      'privalote', 'turėtum', 'turėtumėte', 'gali', 'galite',
    ],
    modal: [
      'privalai', 'privalote', 'privalo', 'turėtum', 'turėtumėte', 'turėtų', 'turi', 'turite', 'reikia',
      'būtina', 'privaloma', 'privalomai', 'esi įpareigotas', 'esate įpareigoti', 'tavo pareiga',
    ],
    permit: [
      'gali', 'galite', 'leidžiama', 'tau leidžiama', 'jums leidžiama', 'turi teisę', 'turite teisę',
      'esi įgaliotas', 'esate įgalioti', 'įgaliot*', 'gali laisvai', 'galite laisvai', 'leidžiu',
    ],
    speaker: [
      'prašau', 'prašom', 'prašyčiau', 'labai prašau', 'noriu kad', 'norėčiau kad', 'man reikia kad',
      'įsitikink', 'įsitikinkite', 'nepamiršk', 'nepamirškite', 'būtinai', 'įsakau', 'nurodau', 'reikalauju',
      'primygtinai', 'leidžiu tau', 'duodu tau leidimą', 'drąsiai', 'atmink', 'atminkite', 'įsimink',
      'įsiminkite', 'turėk omenyje', 'turėkite omenyje', 'pasirūpink kad', 'pasirūpinkite kad',
    ],
    normative: [
      'teisingas veiksmas yra', 'teisinga procedūra yra', 'tvarka yra tokia', 'taisyklė yra tokia',
      'asistentas turi', 'asistentas privalo', 'agentas turi', 'agentas privalo', 'botas turi',
      'asistentas turėtų', 'agentas turėtų',
    ],
    report: [
      'sakė kad', 'jis sakė', 'ji sakė', 'pasakė', 'sako', 'minėjo', 'paminėjo', 'klausė', 'paklausė', 'klausia', 'paprašė', 'prašė',
      'parašė', 'pranešė', 'teigia', 'teigė', 'tvirtina', 'tvirtino', 'paaiškino', 'atsakė',
      'skundėsi', 'pasiskundė', 'pasak jo', 'pasak jos', 'pasak kliento', 'pasak klientės', 'anot jo', 'anot jos',
      'anot kliento', 'neva',
    ],
    subj1: [
      'aš visada', 'aš niekada', 'aš visuomet', 'aš paprastai', 'mes visada', 'mes niekada', 'mes paprastai',
      'mokame', 'siunčiu', 'siunčiame', 'pervedu', 'perverčiu', 'pervedame', 'patvirtinu', 'naudoju',
      'naudojame', 'perku', 'perkame', 'užsakau', 'užsakome', 'sumoku', 'sumokame', 'apmoku', 'apmokame',
      'mano nuomone',
    ],
    subj3: [
      'jis', 'jie', 'jos visada', 'ji visada', 'ji niekada', 'ji paprastai', 'klientas', 'klientė', 'vartotojas',
      'naudotojas', 'skambinantysis', 'skambintojas', 'mano vyras', 'mano žmona', 'mano viršininkas', 'kolega',
      'kolegė', 'kažkas', 'žmonės', 'darbuotojas', 'darbuotoja', 'buhalteris', 'buhalterė', 'sąskaitos savininkas',
      'mama', 'tėtis', 'kaimynas', 'kaimynė', 'moka', 'siunčia', 'perveda', 'perka', 'užsako', 'apmoka',
    ],
    habit: [
      'paprastai', 'dažniausiai', 'dažnai', 'kartais', 'įprastai', 'reguliariai', 'tradiciškai', 'iš įpročio',
      'įprot*', 'mėgstu', 'mėgsta', 'mieliau', 'stengiuosi', 'stengiasi', 'linkęs', 'linkusi', 'dažniau',
    ],
    quant: ['visus', 'visi', 'visos', 'visas sąskaitas', 'kiekvien*', 'bet kok*', 'bet kuri*', 'bet kurį'],
    cond: ['jei', 'jeigu', 'kai', 'kai tik', 'kada', 'vos tik', 'kiekvieną kartą kai', 'tuo atveju', 'kai kada'],
    question: [
      'ar galiu', 'ar gali', 'ar galite', 'ar galima', 'ar reikia', 'ar turiu', 'ar tai', 'ar yra', 'ar būtų',
      'ar galėtum', 'ar galėtumėte', 'kodėl', 'kaip man', 'kaip galiu', 'kaip galima', 'ką daryti', 'ką man',
      'kiek', 'kur', 'kuris', 'kuri', 'koks', 'kokia', 'kas jei',
    ],
    neg: [
      'nebuvo', 'nebus', 'neturiu', 'neturime', 'neturi', 'niekas', 'nieko', 'joks', 'jokio', 'jokia',
      'jokios', 'nemokėk', 'nesiųsk', 'netvirtink', 'nepervesk', 'nesumokėjo', 'nesumokėjau', 'neatėjo',
      'negavo', 'negavau', 'nepatvirtino', 'negali', 'negalima', 'negaliu', 'neįmanoma', 'negalioja',
    ],
    past: [
      'vakar', 'užvakar', 'praėjusią savaitę', 'praeitą savaitę', 'praėjusį mėnesį', 'praeitą mėnesį', 'pernai',
      'praėjusiais metais', 'prieš savaitę', 'prieš mėnesį', 'prieš metus', 'tada', 'kadaise', 'anksčiau buvo',
      'buvo', 'buvau', 'buvome', 'sumokėjo', 'sumokėjau', 'sumokėjome', 'pervedė', 'perverčiau', 'pervedžiau',
      'išsiuntė', 'išsiunčiau', 'nusiuntė', 'patvirtino', 'patvirtinau', 'gavo', 'gavau', 'atėjo', 'atvyko',
      'ištrynė', 'ištryniau', 'atšaukė', 'šįryt', 'šiandien ryte',
    ],
    trust: [
      'patikim*', 'patikrint* tiekėj*', 'ilgamet* partner*', 'ilgalaik* partner*', 'nuolatinis tiekėjas',
      'geros reputacijos', 'teisėt*', 'laiku', 'be problemų', 'sąžining*',
    ],
    idiom: [
      'nesvarbu', 'nieko tokio', 'pamiršk tai', 'pamirškite tai', 'pamiršk apie tai', 'nekreipk dėmesio',
      'kaip visada', 'kaip įprasta', 'kaip paprastai', 'kaip visuomet', 'beveik visada', 'ne visada',
      'niekada nesakyk niekada', 'geriau vėliau negu niekada', 'geriau vėliau nei niekada', 'niekada nežinai',
      'visada malonu', 'visada prašom', 'visada laukiami', 'visada laukiame',
    ],
    'cap:payments': [
      'mokėjim*', 'pervedim*', 'pinig*', 'lėšas', 'lėšų', 'suma', 'sumą', 'sumos', 'sąskait*', 'faktūr*',
      'grąžinim*', 'išmok*', 'atlyginim*', 'pinigin*', 'kortel*', 'kredito kortel*', 'mokėjimo kortel*',
      'kredit*', 'paskol*', 'indėlis', 'indėlį', 'indėlių', 'grynaisiais', 'grynieji', 'grynųjų', 'transakcij*', 'iban', 'swift',
      'sąskaitos numer*', 'gavėj*', 'tiekėj*', 'prenumerat*', 'kriptovaliut*', 'bitkoin*', 'bitcoin*',
      'dovanų kortel*', 'čekį', 'likut*', 'eurų', 'eurus', 'eurai', 'eur', 'mokesč*', 'mokest*', 'avans*',
    ],
    'cap:credentials': [
      'slaptažod*', 'pin', 'pin kod*', 'sms kod*', 'patvirtinimo kod*', 'vienkartin* kod*', 'api rakt*',
      'privat* rakt*', 'prisijungimo duomen*', 'žeton*', 'cvv', 'cvc', 'saugos kod*', 'prieigos kod*',
      'prisijungimo vard*',
    ],
    'cap:data-export': [
      'duomen*', 'asmens duomen*', 'duomenų baz*', 'eksport*', 'failus', 'failą', 'failai', 'failų', 'dokument*',
      'kontakt*', 'adres*', 'telefono numer*', 'asmens kod*', 'paso duomen*', 'asmens tapatybės kortel*',
      'sveikatos istorij*', 'istorij*', 'įrašus', 'įrašų', 'įrašai', 'žurnal*', 'susirašinėjim*', 'konfidencial*', 'vidin*',
      'klientų sąraš*',
    ],
    'cap:account-access': [
      'prieig*', 'prieigos teis*', 'administratoriaus teis*', 'vaidmen*', 'paskyr*', 'naudotojo paskyr*',
      'prisijung*', 'slaptažodžio atkūrim*', 'slaptažodžio keitim*', 'bet kam',
    ],
    'cap:deletion': ['ištrynim*', 'trynim*', 'pašalinim*', 'negrįžtamai', 'visam laikui ištrint*', 'ištrink', 'ištrinti'],
    'cap:outbound-messages': [
      'el. paštu', 'el. paštą', 'el. pašto', 'el paštu', 'el paštą', 'el pašto', 'elektroniniu paštu', 'paštu',
      'e-mail*', 'email*', 'laišk*', 'žinut*', 'sms*', 'pranešim*', 'kopij*', 'paslėpt* kopij*', 'persiuntim*',
      'naujienlaišk*', 'paskelbk', 'paskelbti', 'mano vardu',
    ],
    'cap:security-controls': [
      'šlamšto filtr*', 'antispam*', 'ugniasien*', 'firewall*', 'antivirus*', 'dviejų veiksnių', '2fa',
      'stebėjim*', 'audit*', 'šifravim*', 'saugum*', 'limitus', 'limitų', 'blokavim*',
    ],
    'cap:scheduling': [
      'susitikim*', 'kalendori*', 'rezervacij*', 'skrydi*', 'biliet*', 'viešbut*', 'vizit*', 'tvarkaraš*',
    ],
  },
};
