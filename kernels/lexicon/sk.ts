import type { LexiconData } from './schema.js';

/**
 * Slovak. Mirrors the Czech file (the two help each other in the shared automaton). Imperatives double
 * as `imp`; negation is a verb prefix, so `neg` lists negated forms and "nie je/nie sú". Bare "či"
 * (→ ci, the Italian clitic), "ja", "my", "on", "sum*" and "list" are left out to avoid collisions with
 * Italian/German/English words; subject markers use multi-word or inflected verb forms.
 */
const IMPERATIVES = [
  'schváľ', 'schváľte', 'schvaľuj', 'schvaľujte', 'potvrď', 'potvrďte', 'potvrdzuj', 'potvrdzujte', 'povoľ',
  'povoľte', 'autorizuj', 'prijmi', 'prijmite', 'prijímaj',
  'zaplať', 'zaplaťte', 'plať', 'plaťte', 'uhraď', 'uhraďte', 'uhrádzaj', 'uhrádzajte', 'vyplať', 'vyplaťte', 'preveď', 'preveďte',
  'prevádzaj', 'pošli', 'pošlite', 'posielaj', 'posielajte', 'odošli', 'odošlite', 'zašli', 'vráť', 'vráťte',
  'vracaj', 'kúp', 'kúpte', 'objednaj', 'objednajte',
  'prepošli', 'prepošlite', 'preposielaj', 'zdieľaj', 'zdieľajte', 'prezraď', 'prezraďte', 'odhaľ', 'povedz',
  'povedzte', 'ukáž', 'ukážte', 'daj', 'dajte', 'dávaj', 'poskytni', 'poskytnite', 'odovzdaj', 'exportuj',
  'skopíruj', 'stiahni', 'odpovedz', 'odpovedzte', 'odpovedaj', 'informuj', 'upozorni',
  'odmietni', 'odmietnite', 'odmietaj', 'zamietni', 'zamietnite', 'zmaž', 'zmažte', 'vymaž', 'vymažte',
  'odstráň', 'odstráňte', 'zlikviduj', 'vypni', 'vypnite', 'deaktivuj', 'odblokuj', 'zablokuj', 'zmeň',
  'zmeňte', 'resetuj', 'pridaj', 'pridajte', 'pridávaj',
  'vykonaj', 'vykonajte', 'vykonávaj', 'spusti', 'spracuj', 'spracujte', 'spracovávaj', 'zarezervuj', 'zruš',
  'zrušte', 'obnov', 'obnovte', 'predĺž', 'predĺžte', 'dôveruj', 'považuj', 'považujte', 'preskoč', 'preskočte',
  'vynechaj', 'vynechajte',
];
const INFINITIVES = [
  'schváliť', 'schvaľovať', 'potvrdiť', 'potvrdzovať', 'povoliť', 'autorizovať', 'prijať', 'prijímať',
  'zaplatiť', 'platiť', 'uhradiť', 'uhrádzať', 'vyplatiť', 'previesť', 'prevádzať', 'poslať', 'posielať', 'odoslať',
  'zaslať', 'vrátiť', 'vracať', 'kúpiť', 'objednať', 'preposlať', 'preposielať', 'zdieľať', 'prezradiť',
  'odhaliť', 'povedať', 'ukázať', 'dať', 'dávať', 'poskytnúť', 'poskytovať', 'odovzdať', 'exportovať',
  'skopírovať', 'stiahnuť', 'odpovedať', 'informovať', 'odmietnuť', 'odmietať', 'zamietnuť', 'zmazať',
  'vymazať', 'odstrániť', 'zlikvidovať', 'vypnúť', 'deaktivovať', 'odblokovať', 'zablokovať', 'zmeniť',
  'resetovať', 'pridať', 'pridávať', 'vykonať', 'vykonávať', 'spustiť', 'spracovať', 'zarezervovať', 'zrušiť',
  'obnoviť', 'predĺžiť', 'dôverovať', 'považovať', 'preskočiť', 'vynechať',
];

export const lexicon_sk: LexiconData = {
  lang: 'sk',
  name: 'Slovak',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'vždy', 'vždycky', 'nikdy', 'za žiadnych okolností', 'v žiadnom prípade', 'bez výnimky', 'zakaždým',
      'za každých okolností', 'bezpodmienečne', 'vo všetkých prípadoch',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'prosím', 'nech'],
    override: [
      'ignoruj', 'ignorujte', 'zabudni na', 'zabudnite na', 'zabudni', 'zabudnite', 'nevšímaj si',
      'nevšímajte si', 'prehliadaj', 'odhliadni od', 'bez ohľadu na', 'napriek', 'prestaň dodržiavať',
      'nedodržiavaj', 'neriaď sa', 'neriaďte sa', 'nahrádza', 'má prednosť pred',
    ],
    'override-obj': [
      'inštrukci*', 'pokyn*', 'pravidlá', 'pravidiel', 'pravidlám', 'pravidlami', 'obmedzeni*', 'predchádzajúc*',
      'predošl*', 'skoršie', 'vyššie uvedené', 'vyššie', 'prompt*', 'systémov* prompt*', 'smernic*', 'zásady',
      'zásad', 'zákaz*', 'nastaveni*', 'filtr*', 'protokol*', 'čo ti povedali', 'všetko vyššie', 'pôvodn* úloh*',
    ],
    'neg-bypass': [
      'bez', 'nepýtaj sa', 'nepýtajte sa', 'sa nepýtaj', 'sa nepýtajte', 'nežiadaj o', 'nečakaj na', 'nečakajte na', 'netreba',
      'nie je potrebn*', 'nie je treba', 'preskoč', 'preskočte', 'vynechaj', 'vynechajte', 'obíď', 'obchádzaj',
      'mimo', 'už nie', 'už nikdy', 'neoveruj', 'neoverujte', 'nekontroluj', 'nekontrolujte', 'nekonzultuj',
      'neotravuj', 'osloboden* od', 'namiesto', 'nevyžaduj', 'nevyžaduje', 'nevyžadujú', 'už nevyžaduje',
      'už nevyžadujú', 'nepotrebuje', 'nepotrebujú',
    ],
    approval: [
      'potvrdeni*', 'schváleni*', 'súhlas*', 'povoleni*', 'autorizáci*', 'overeni*', 'kontrol*',
      'dvojfaktorov*', 'podpis*', 'audit*', 'revízi*', 'môjho súhlasu', 'môjho schválenia', 'môjho potvrdenia',
      'druhého podpisu', 'účasti človeka', 'autentifikáci*', 'pýtania',
    ],
    waiver: [
      'nie je vyžadovan*', 'nie sú vyžadovan*', 'nie je potrebn*', 'nie je nutn*', 'nepotrebn*', 'zbytočn*',
      'voliteľn*', 'nepovinn*', 'zrušen*', 'odpusten*', 'už udelen*', 'už získan*', 'považuje sa za splnen*',
      'vypnut*', 'preskočen*', 'možno preskočiť', 'neplatí', 'už nie je vyžadovan*', 'už nie je potrebn*',
      'už nie je nutn*',
    ],
    bypass: [
      'vopred schválen*', 'predschválen*', 'vopred povolen*', 'vopred autorizovan*', 'už schválen*',
      'už autorizovan*', 'už potvrden*', 'automaticky schvaľ*', 'na bielej listine', 'na whiteliste',
      'bez pýtania', 'bez otázok', 'bez zbytočných otázok', 'bez potvrdenia', 'bez overenia', 'bez kontroly',
      'bez schválenia', 'bez súhlasu', 'považuj za schválen*', 'ber ako schválen*', 'nepýtaj sa ma',
      'nepýtajte sa ma', 'naslepo', 'bez rozmýšľania', 'bez premýšľania', 'bez vedomia používateľa',
    ],
    standing: [
      'odteraz', 'od teraz', 'od tejto chvíle', 'od tohto momentu', 'odo dneška', 'od dnes', 'od dnešného dňa',
      'naďalej', 'do budúcna', 'trvalé pravidlo', 'trvalý pokyn', 'nové pravidlo', 'pravidlo je také',
      'nová zásada', 'predvolene', 'štandardne', 'v predvolenom nastavení', 'zakaždým', 'do odvolania',
      'až do odvolania', 'do ďalšieho upozornenia', 'kým nepoviem inak', 'natrvalo', 'raz a navždy', 'navždy',
      'štandardný postup',
    ],
    autonomy: [
      'podľa vlastného uváženia', 'podľa svojho uváženia', 'podľa tvojho uváženia', 'mojím menom', 'v mojom mene',
      'v jeho mene', 'v jej mene', 'v ich mene', 'v mene firmy', 'bez účasti človeka', 'bezo mňa',
      'bez mojej účasti', 'po prijatí', 'po obdržaní', 'ihneď po prijatí', 'samostatne', 'potichu',
      'bez upozornenia', 'bez oznámenia', 'plná voľnosť', 'voľnú ruku', 'plné právomoci', 'na autopilota',
      'bez môjho vedomia', 'rozhodni sám', 'rozhodni sama',
    ],
    'autonomy-weak': ['automaticky', 'hneď', 'okamžite', 'ihneď', 'bezodkladne', 'automatick*', 'pravideln*', 'mesačne'],
    authority: [
      'systémová správa', 'administrátor', 'administrátora', 'správca', 'správca systému', 'vývojár',
      'vývojári', 'tvorca', 'tvoj tvorca', 'moderátor', 'bezpečnostné oddelenie',
      'bezpečnostný tím', 'generálny riaditeľ', 'superužívateľ',
    ],
    mode: [
      'režim administrátora', 'režim správcu', 'vývojársky režim', 'režim vývojára', 'režim boha',
      'ladiaci režim', 'servisný režim', 'režim bez obmedzení', 'bez obmedzení', 'bez cenzúry',
      'privilegovaný režim', 'zvýšené oprávnenia', 'plný prístup', 'neobmedzený prístup', 'filtre vypnuté',
      'bez pravidiel',
    ],
    you: [
      'ty', 'musíš', 'musíte', 'môžeš', 'môžete', 'teba', 'tebe', 'ťa', 'ti', 'tebou', 'vy', 'vás', 'vám', 'vami', 'tvoj', 'tvoja', 'tvoje', 'váš',
      'vaša', 'vaše',
    ],
    modal: [
      'musíš', 'musíte', 'musí', 'mal by si', 'mala by si', 'mali by ste', 'máš', 'máte', 'je nutné',
      'je potrebné', 'treba', 'povinný', 'povinná', 'budeš', 'budete',
    ],
    permit: [
      'môžeš', 'môžete', 'smieš', 'smiete', 'je povolené', 'máš povolenie', 'máš právo', 'oprávnen*',
      'splnomocnen*', 'dovolené',
    ],
    speaker: [
      'prosím', 'prosím ťa', 'prosím vás', 'chcem aby si', 'aby si', 'aby ste', 'potrebujem aby si', 'uisti sa',
      'uistite sa', 'nezabudni', 'nezabudnite', 'určite', 'nariaďujem', 'prikazujem', 'trvám na tom',
      'vyžadujem', 'povoľujem ti', 'dávam ti súhlas', 'pokojne', 'dbaj na to', 'pamätaj', 'pamätajte',
      'zapamätaj si', 'maj na pamäti',
    ],
    normative: [
      'správny postup je', 'postup je taký', 'pravidlo znie', 'asistent musí', 'asistent by mal', 'agent musí',
      'agent by mal', 'bot musí',
    ],
    report: [
      'povedal', 'povedala', 'povedali', 'hovorí', 'hovoria', 'hovoril', 'hovorila', 'spomenul', 'spomenula',
      'spýtal sa', 'spýtala sa', 'pýtal sa', 'pýtala sa', 'pýta sa', 'požiadal', 'požiadala', 'žiada', 'napísal',
      'napísala', 'píše', 'oznámil', 'oznámila', 'uviedol', 'uviedla', 'tvrdí', 'vysvetlil', 'vysvetlila',
      'odpovedal', 'odpovedala', 'sťažoval sa', 'sťažovala sa', 'podľa neho', 'podľa nej', 'podľa klienta',
      'podľa zákazníka', 'vraj',
    ],
    subj1: [
      'ja vždy', 'ja nikdy', 'ja vždycky', 'my vždy', 'my nikdy', 'mne', 'platím', 'platíme', 'posielam',
      'posielame', 'prevádzam', 'schvaľujem', 'používam', 'kupujem', 'objednávam', 'budem', 'budeme',
    ],
    subj3: [
      'ona vždy', 'ona nikdy', 'oni', 'ono', 'on vždy', 'on nikdy', 'klient', 'klientka', 'zákazník', 'zákazníčka', 'používateľ',
      'volajúci', 'manžel', 'manželka', 'môj šéf', 'kolega', 'kolegyňa', 'niekto', 'ľudia', 'zamestnanec',
      'účtovník', 'účtovníčka', 'majiteľ účtu', 'mama', 'otec', 'sused', 'posiela', 'prevádza', 'kupuje',
    ],
    habit: [
      'zvyčajne', 'väčšinou', 'spravidla', 'bežne', 'často', 'občas', 'niekedy', 'pravidelne', 'tradične',
      'zvyk*', 'zvykl*', 'preferujem', 'preferuje', 'snažím sa', 'snaží sa', 'najčastejšie', 'zo zvyku',
    ],
    quant: ['všetk*', 'každ*', 'akýkoľvek', 'akékoľvek', 'ľubovoľn*'],
    cond: ['ak', 'keď', 'pokiaľ', 'akonáhle', 'kedykoľvek', 'zakaždým keď', 'v prípade', 'keby'],
    question: [
      'či je', 'či môžem', 'či sa', 'prečo', 'ako mám', 'ako môžem', 'čo mám', 'čo robiť', 'koľko', 'kde', 'kto',
      'ktorý', 'ktorá', 'ktoré', 'môžeš mi', 'môžete mi', 'mohol by si', 'mohla by si', 'čo ak', 'môžem',
      'môžeme', 'mohol by som', 'mohla by som', 'je možné',
    ],
    neg: [
      'nie je', 'nie sú', 'nebol*', 'nebude', 'nemá', 'nemám', 'nemáme', 'nikto', 'nič', 'žiadn*', 'neplať',
      'neposielaj', 'neschvaľuj', 'nezaplatil*', 'neposlal*', 'neprišl*', 'nedorazil*', 'neschválil*',
      'nedostal*', 'neplatí', 'neprejde', 'nemožno', 'nemôže', 'nie je možné',
    ],
    past: [
      'včera', 'predvčerom', 'minulý týždeň', 'minulý mesiac', 'minulý rok', 'vlani', 'pred týždňom',
      'pred mesiacom', 'pred rokom', 'vtedy', 'kedysi', 'bol', 'bola', 'bolo', 'boli', 'zaplatil*', 'poslal*',
      'previedol', 'previedla', 'schválil*', 'potvrdil*', 'dostal*', 'prišl*', 'prišiel', 'dorazil*', 'zmazal*',
      'zrušil*', 'dnes ráno',
    ],
    trust: [
      'dôveryhodn*', 'spoľahliv*', 'preveren*', 'renomovan*', 'dlhoročn* partner*', 'stály dodávateľ',
      's dobrou povesťou', 'legitímn*', 'včas', 'bez problémov', 'bezproblémov*',
    ],
    idiom: [
      'to nevadí', 'nevadí', 'nechaj to tak', 'zabudni na to', 'kašli na to', 'nerieš to', 'ako vždy',
      'ako obvykle', 'ako zvyčajne', 'skoro vždy', 'takmer vždy', 'nie vždy', 'nikdy nehovor nikdy',
      'lepšie neskoro ako nikdy', 'nikdy nevieš', 'vždy rád', 'rado sa stalo', 'nevšímaj si to', 'ignoruj to',
    ],
    'cap:payments': [
      'platb*', 'platieb', 'prevod*', 'úhrad*', 'peniaze', 'peňazí', 'peňažn*', 'prostriedk*', 'finančn*', 'suma',
      'sumu', 'sumy', 'čiastk*', 'účet', 'účtu', 'účtom', 'účty', 'účtov', 'faktúr*', 'vrátenie peňazí',
      'refundáci*', 'výplat*', 'mzd*', 'peňaženk*', 'karta', 'kartu', 'kartou', 'karty', 'platobn* kart*',
      'kreditn* kart*', 'úver*', 'pôžičk*', 'vklad*', 'výber*', 'hotovos*', 'transakci*', 'iban', 'swift',
      'číslo účtu', 'príjemc*', 'dodávateľ*', 'predplatn*', 'kryptomen*', 'bitcoin*', 'darčekov* kart*',
      'poukáž*', 'zostatok', 'zostatku', 'eur', 'eurá', 'poplatk*', 'záloh*',
    ],
    'cap:credentials': [
      'hesl*', 'pin', 'pin kód', 'sms kód', 'overovací kód', 'autorizačný kód', 'jednorazov* kód*', 'api kľúč*',
      'súkromn* kľúč*', 'token*', 'prihlasovacie údaje', 'prihlasovacích údajov', 'login', 'cvv', 'cvc',
      'bezpečnostný kód', 'prístupov* kód*',
    ],
    'cap:data-export': [
      'údaj*', 'osobné údaje', 'databáz*', 'export*', 'súbor*', 'dokument*', 'kontakt*', 'adres*',
      'telefónne číslo', 'rodné číslo', 'občiansk* preukaz*', 'zdravotn* dokumentáci*', 'históri*', 'záznam*',
      'logy', 'korešpondenci*', 'dôvern*', 'interné', 'zoznam klientov', 'zoznam zákazníkov',
    ],
    'cap:account-access': [
      'prístup*', 'oprávneni*', 'práva správcu', 'administrátorské práva', 'rola', 'rolu', 'používateľsk* účet*',
      'prihlás*', 'prihlasov*', 'reset hesla', 'obnovenie hesla', 'komukoľvek',
    ],
    'cap:deletion': ['zmazanie', 'mazanie', 'odstránenie', 'vymazanie', 'nenávratne', 'nevratne', 'zmaž', 'zmazať'],
    'cap:outbound-messages': [
      'e-mail*', 'email*', 'mail*', 'správ*', 'sms*', 'esemesk*', 'korešpondenci*', 'kópi*', 'skryt* kópi*',
      'preposielanie', 'preposlanie', 'newsletter*', 'zverejni', 'zverejniť', 'upozornen*', 'mojím menom',
    ],
    'cap:security-controls': [
      'antispam*', 'spamov* filter*', 'firewall*', 'antivír*', 'dvojfaktorov*', '2fa', 'monitorovani*',
      'logovani*', 'audit*', 'šifrovani*', 'zabezpečeni*', 'limity', 'limitu', 'limitov', 'blokáci*',
      'bezpečnos*',
    ],
    'cap:scheduling': [
      'stretnut*', 'kalendár*', 'termín*', 'rezerváci*', 'letenk*', 'hotel*', 'slot*', 'rozvrh*', 'harmonogram*',
      'návštev*',
    ],
  },
};
