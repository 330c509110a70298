import type { LexiconData } from './schema.js';

/**
 * Czech. Imperatives (ty/vy) double as `imp` markers; infinitives are verbs too. Czech negation is a
 * verb prefix (neplať, neptej se), so `neg` lists negated forms and "není/nejsou/nebyl"; negated
 * check-avoidance forms (neptej se, nečekej na, neověřuj) are `neg-bypass`. "abys/abyste" (that you)
 * is a `speaker` frame because the comma before it splits the clause. Bare "já" (→ ja), "my", "on",
 * "nás" (→ nas), "plat" and "let" are left out: they collide with German/English/Portuguese/French
 * words. "trvalý příkaz" (a bank standing order) is NOT a standing marker.
 */
const IMPERATIVES = [
  'schval', 'schvalte', 'schvaluj', 'schvalujte', 'potvrď', 'potvrďte', 'potvrzuj', 'potvrzujte', 'povol',
  'povolte', 'povoluj', 'autorizuj', 'přijmi', 'přijměte', 'přijímej',
  'zaplať', 'zaplaťte', 'plať', 'plaťte', 'uhraď', 'uhraďte', 'hraď', 'hraďte', 'vyplať', 'vyplaťte', 'vyplácej',
  'převeď', 'převeďte', 'převáděj', 'převádějte', 'pošli', 'pošlete', 'posílej', 'posílejte', 'odešli',
  'odešlete', 'odesílej', 'zašli', 'zašlete', 'vrať', 'vraťte', 'vracej', 'strhni', 'dobij', 'kup', 'kupte',
  'kupuj', 'objednej', 'objednejte',
  'přepošli', 'přepošlete', 'přeposílej', 'sdílej', 'sdílejte', 'nasdílej', 'prozraď', 'prozraďte', 'odhal',
  'odhalte', 'sděl', 'sdělte', 'sdělujte', 'řekni', 'řekněte', 'ukaž', 'ukažte', 'dej', 'dejte', 'dávej',
  'poskytni', 'poskytněte', 'poskytuj', 'předej', 'předejte', 'vyexportuj', 'exportuj', 'zkopíruj', 'stáhni',
  'odpověz', 'odpovězte', 'odpovídej', 'informuj', 'upozorni',
  'odmítni', 'odmítněte', 'odmítej', 'zamítni', 'zamítněte', 'zamítej', 'smaž', 'smažte', 'mazej', 'vymaž',
  'vymažte', 'odstraň', 'odstraňte', 'odstraňuj', 'zlikviduj', 'znič', 'vypni', 'vypněte', 'vypínej',
  'deaktivuj', 'odblokuj', 'zablokuj', 'blokuj', 'změň', 'změňte', 'resetuj', 'přidej', 'přidejte', 'přidávej',
  'proveď', 'proveďte', 'prováděj', 'vykonej', 'vykonejte', 'spusť', 'spusťte', 'zpracuj', 'zpracujte',
  'zpracovávej', 'zarezervuj', 'rezervuj', 'zruš', 'zrušte', 'obnov', 'obnovte', 'prodluž', 'prodlužte',
  'důvěřuj', 'považuj', 'považujte', 'přeskoč', 'přeskočte', 'vynech', 'vynechte', 'vynechávej',
];
const INFINITIVES = [
  'schválit', 'schvalovat', 'potvrdit', 'potvrzovat', 'povolit', 'povolovat', 'autorizovat', 'přijmout',
  'přijímat', 'zaplatit', 'platit', 'uhradit', 'hradit', 'vyplatit', 'vyplácet', 'převést', 'převádět', 'poslat',
  'posílat', 'odeslat', 'odesílat', 'zaslat', 'vrátit', 'vracet', 'strhnout', 'dobít', 'koupit', 'kupovat',
  'objednat', 'přeposlat', 'přeposílat', 'sdílet', 'prozradit', 'odhalit', 'sdělit', 'sdělovat', 'říct', 'říci',
  'ukázat', 'dát', 'dávat', 'poskytnout', 'poskytovat', 'předat', 'předávat', 'exportovat', 'zkopírovat',
  'stáhnout', 'odpovědět', 'odpovídat', 'informovat', 'odmítnout', 'odmítat', 'zamítnout', 'zamítat', 'smazat',
  'mazat', 'vymazat', 'odstranit', 'odstraňovat', 'zlikvidovat', 'vypnout', 'vypínat', 'deaktivovat',
  'odblokovat', 'zablokovat', 'změnit', 'resetovat', 'přidat', 'přidávat', 'provést', 'provádět', 'vykonat',
  'spustit', 'zpracovat', 'zpracovávat', 'zarezervovat', 'rezervovat', 'zrušit', 'obnovit', 'prodloužit',
  'důvěřovat', 'považovat', 'přeskočit', 'vynechat', 'vynechávat',
];

export const lexicon_cs: LexiconData = {
  lang: 'cs',
  name: 'Czech',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'vždy', 'vždycky', 'nikdy', 'za žádných okolností', 'v žádném případě', 'bez výjimky', 'pokaždé',
      'za všech okolností', 'bezpodmínečně', 've všech případech', 'vždy a všude',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    // bare 'ať' is left out: without its caron it is Danish and Norwegian 'at' (that, to)
    imp: [...IMPERATIVES, 'prosím'],
    override: [
      'ignoruj', 'ignorujte', 'zapomeň na', 'zapomeňte na', 'zapomeň', 'zapomeňte', 'nevšímej si',
      'nevšímejte si', 'nedbej', 'přehlížej', 'odhoď', 'nech stranou', 'nehledě na', 'bez ohledu na', 'navzdory',
      'přestaň dodržovat', 'nedodržuj', 'přestaň se řídit', 'neřiď se', 'neřiďte se', 'ruší', 'nahrazuje',
      'má přednost před',
    ],
    'override-obj': [
      'instrukc*', 'pokyn*', 'pravidla', 'pravidel', 'pravidlům', 'pravidly', 'omezení', 'předchozí', 'dřívější',
      'výše uvedené', 'výše', 'prompt*', 'systémov* prompt*', 'směrnic*', 'zásady', 'zásad', 'zákaz*',
      'nastavení', 'filtr*', 'protokol*', 'co ti bylo řečeno', 'všechno výše', 'původní úkol*', 'doposud',
    ],
    'neg-bypass': [
      'bez', 'neptej se', 'neptejte se', 'se neptej', 'se neptejte', 'nežádej o', 'nežádejte o', 'nečekej na', 'nečekejte na', 'není třeba',
      'není potřeba', 'netřeba', 'přeskoč', 'přeskočte', 'vynech', 'vynechte', 'obejdi', 'obcházej', 'obejděte',
      'mimo', 'už ne', 'už nikdy', 'neověřuj', 'neověřujte', 'nekontroluj', 'nekontrolujte', 'nekonzultuj',
      'neotravuj', 'osvobozen* od', 'místo', 'namísto', 'nevyžaduj', 'nevyžadujte', 'nevyžaduje',
      'nevyžadují', 'už nevyžaduje', 'už nevyžadují', 'nepotřebuje', 'nepotřebují',
    ],
    approval: [
      'potvrzení', 'potvrzením', 'schválení', 'schválením', 'souhlas', 'souhlasu', 'souhlasem', 'povolení',
      'autorizac*', 'ověření', 'ověřování', 'kontrol*', 'dvoufázov*', 'dvoufaktorov*', 'podpis*', 'audit*',
      'revize', 'revizi', 'mého souhlasu', 'mého schválení', 'mého potvrzení', 'druhého podpisu',
      'účasti člověka', 'autentizac*', 'ptaní', 'ptát se',
    ],
    waiver: [
      'není vyžadován*', 'nejsou vyžadován*', 'není nutn*', 'není potřeb*', 'není třeba', 'nepotřebn*',
      'zbytečn*', 'volitelné', 'nepovinn*', 'zrušen*', 'prominut*', 'upuštěno od', 'již udělen*', 'již získán*',
      'považuje se za splněn*', 'považuje se za udělen*', 'vypnut*', 'přeskočen*', 'lze přeskočit',
      'lze vynechat', 'neplatí', 'už není vyžadován*', 'již není vyžadován*', 'už není nutn*', 'již není nutn*',
      'už není potřeb*',
    ],
    bypass: [
      'předem schválen*', 'předschválen*', 'předem povolen*', 'předem autorizovan*', 'již schválen*',
      'už schválen*', 'již autorizovan*', 'už autorizovan*', 'již potvrzen*', 'automaticky schval*',
      'na bílé listině', 'na whitelistu', 'bez ptaní', 'bez otázek', 'bez zbytečných otázek', 'bez potvrzení',
      'bez ověření', 'bez kontroly', 'bez schválení', 'bez souhlasu', 'považuj za schválen*',
      'považujte za schválen*', 'ber jako schválen*', 'mimo pořadí', 'na důvěru', 'neptej se mě', 'neptejte se mě', 'se mě neptej', 'mě se neptej', 'naslepo', 'bez přemýšlení',
      'bez rozmýšlení', 'tajně před uživatelem', 'bez vědomí uživatele',
    ],
    standing: [
      'od teď', 'odteď', 'od této chvíle', 'od tohoto okamžiku', 'od dnešního dne', 'ode dneška', 'od dneška',
      'napříště', 'nadále', 'do budoucna', 'trvalé pravidlo', 'trvalý pokyn', 'nové pravidlo',
      'pravidlo je takové', 'nová zásada', 've výchozím nastavení', 'standardně', 'pokaždé', 'vždy když',
      'do odvolání', 'až do odvolání', 'do dalšího upozornění', 'dokud neřeknu jinak', 'natrvalo',
      'jednou provždy', 'provždy', 'standardní postup',
    ],
    autonomy: [
      'podle svého uvážení', 'dle svého uvážení', 'dle vlastního uvážení', 'podle tvého uvážení', 'mým jménem',
      'jeho jménem', 'jejím jménem', 'jejich jménem', 'jménem firmy', 'v zastoupení', 'bez účasti člověka',
      'beze mě', 'bez mé účasti', 'po obdržení', 'ihned po obdržení', 'po přijetí', 'samostatně', 'potichu',
      'bez upozornění', 'bez oznámení', 'plná volnost', 'volnou ruku', 'plné pravomoci', 'na autopilota',
      'bez mého vědomí', 'rozhodni sám', 'rozhodni sama',
    ],
    'autonomy-weak': [
      'automaticky', 'hned', 'okamžitě', 'ihned', 'neprodleně', 'automatick*', 'pravideln*', 'měsíčně',
    ],
    authority: [
      'systémová zpráva', 'administrátor', 'administrátora', 'správce', 'správce systému', 'vývojář',
      'vývojáři', 'tvůrce', 'tvůj tvůrce', 'moderátor', 'bezpečnostní oddělení',
      'bezpečnostní tým', 'generální ředitel', 'superuživatel',
    ],
    mode: [
      'režim administrátora', 'režim správce', 'vývojářský režim', 'režim vývojáře', 'režim boha',
      'ladicí režim', 'servisní režim', 'režim bez omezení', 'bez omezení', 'bez cenzury',
      'privilegovaný režim', 'zvýšená oprávnění', 'plný přístup', 'neomezený přístup', 'filtry vypnuty',
      'bez pravidel',
    ],
    you: [
      'ty', 'musíš', 'musíte', 'můžeš', 'můžete', 'měl bys', 'měla bys', 'tebe', 'tobě', 'tě', 'ti', 'tebou', 'vy', 'vás', 'vám', 'vámi', 'tvůj', 'tvoje', 'tvá', 'váš', 'vaše',
      'vaši',
    ],
    modal: [
      'musíš', 'musíte', 'musí', 'měl bys', 'měla bys', 'měli byste', 'máš', 'máte', 'je nutné', 'je třeba',
      'je potřeba', 'nutno', 'povinen', 'povinna', 'budeš', 'budete',
    ],
    permit: [
      'můžeš', 'můžete', 'smíš', 'smíte', 'je povoleno', 'máš povolení', 'máte povolení', 'máš právo',
      'oprávněn*', 'zmocněn*', 'dovoleno', 'je dovoleno',
    ],
    speaker: [
      'prosím', 'prosím tě', 'prosím vás', 'chci abys', 'abys', 'abyste', 'potřebuji abys', 'ujisti se',
      'ujistěte se', 'nezapomeň', 'nezapomeňte', 'určitě', 'nařizuji', 'přikazuji', 'trvám na tom', 'vyžaduji',
      'povoluji ti', 'dávám ti svolení', 'klidně', 'dbej na to', 'pamatuj', 'pamatujte', 'zapamatuj si',
      'měj na paměti',
    ],
    normative: [
      'správný postup je', 'správné je', 'postup je takový', 'pravidlo zní', 'asistent musí', 'asistent by měl',
      'agent musí', 'agent by měl', 'bot musí',
    ],
    report: [
      'řekl', 'řekla', 'řekli', 'říká', 'říkají', 'říkal', 'říkala', 'zmínil', 'zmínila', 'zeptal se',
      'zeptala se', 'ptal se', 'ptala se', 'ptá se', 'požádal', 'požádala', 'žádá', 'napsal', 'napsala', 'píše',
      'sdělil', 'sdělila', 'oznámil', 'uvedl', 'uvedla', 'tvrdí', 'tvrdil', 'vysvětlil', 'vysvětlila',
      'odpověděl', 'odpověděla', 'stěžoval si', 'stěžovala si', 'podle něj', 'podle ní', 'podle klienta',
      'podle zákazníka', 'prý',
    ],
    subj1: [
      'já vždy', 'já nikdy', 'já vždycky', 'my vždy', 'my nikdy', 'mně', 'platím', 'platíme', 'zaplatím',
      'posílám', 'posíláme', 'převádím', 'převádíme', 'schvaluji', 'schvaluju', 'schvalujeme', 'používám',
      'kupuji', 'kupuju', 'objednávám', 'budu', 'budeme',
    ],
    subj3: [
      'ona vždy', 'ona nikdy', 'oni', 'ono', 'on vždy', 'on nikdy', 'on vždycky', 'klient', 'klientka', 'zákazník', 'zákaznice',
      'uživatel', 'volající', 'manžel', 'manželka', 'můj šéf', 'kolega', 'kolegyně', 'někdo', 'lidé',
      'zaměstnanec', 'majitel účtu', 'máma', 'táta', 'soused', 'posílá', 'převádí', 'kupuje',
      'objednává',
    ],
    habit: [
      'obvykle', 'většinou', 'zpravidla', 'běžně', 'často', 'občas', 'někdy', 'pravidelně', 'tradičně', 'zvyk*',
      'zvykl*', 'preferuji', 'preferuje', 'snažím se', 'snaží se', 'nejčastěji', 'ze zvyku',
    ],
    quant: ['všechn*', 'každ*', 'jakýkoli*', 'jakékoli*', 'veškeré', 'veškerý', 'libovoln*'],
    cond: ['pokud', 'když', 'jestliže', 'jakmile', 'kdykoli', 'kdykoliv', 'pokaždé když', 'v případě', 'kdyby'],
    question: [
      'zda', 'jestli', 'proč', 'jak mám', 'jak můžu', 'jak mohu', 'co mám', 'co dělat', 'kolik', 'kde', 'kdo',
      'který', 'která', 'které', 'můžeš mi', 'můžete mi', 'mohl bys', 'mohla bys', 'mohli byste', 'nešlo by',
      'co když', 'je možné', 'můžu', 'mohu', 'můžeme', 'mohl bych', 'mohla bych', 'smím',
    ],
    neg: [
      'není', 'nejsou', 'nebyl*', 'nebude', 'nemá', 'nemám', 'nemáme', 'nikdo', 'nic', 'žádn*', 'neplať',
      'neposílej', 'nepřeváděj', 'neschvaluj', 'nezaplatil*', 'neposlal*', 'nepřišl*', 'nedorazil*',
      'neschválil*', 'nedostal*', 'neprojde', 'nelze', 'nemůže', 'není možné',
    ],
    past: [
      'včera', 'předevčírem', 'minulý týden', 'minulý měsíc', 'minulý rok', 'loni', 'před týdnem', 'před měsícem',
      'před rokem', 'před chvílí', 'tehdy', 'kdysi', 'byl', 'byla', 'bylo', 'byli', 'byly', 'zaplatil*',
      'poslal*', 'převedl*', 'schválil*', 'potvrdil*', 'dostal*', 'obdržel*', 'přišl*', 'přišel', 'dorazil*',
      'smazal*', 'zrušil*', 'dnes ráno',
    ],
    trust: [
      'důvěryhodn*', 'spolehliv*', 'prověřen*', 'renomovan*', 'dlouholet* partner*', 'stálý dodavatel',
      'stálý partner', 's dobrou pověstí', 'legitimní', 'včas', 'bez problémů', 'bezproblémov*',
    ],
    idiom: [
      'to nevadí', 'nevadí', 'nech to být', 'zapomeň na to', 'zapomeň to', 'kašli na to', 'neřeš to', 'jako vždy',
      'jako obvykle', 'skoro vždy', 'téměř vždy', 'ne vždy', 'nikdy neříkej nikdy', 'lepší pozdě než nikdy',
      'nikdy nevíš', 'člověk nikdy neví', 'nikdy víc', 'vždy rád', 'vždy rádi', 'rádo se stalo',
      'nevšímej si toho', 'ignoruj to',
    ],
    'cap:payments': [
      'platb*', 'plateb', 'převod*', 'úhrad*', 'zaplacen*', 'peníze', 'peněz', 'penězi', 'peněžn*',
      'prostředk*', 'finančn*', 'částk*', 'účet', 'účtu', 'účtem', 'účty', 'účtů', 'faktur*', 'vrácení peněz',
      'refundac*', 'výplat*', 'mzd*', 'peněženk*', 'karta', 'kartu', 'kartou', 'karty', 'platební kart*',
      'kreditní kart*', 'úvěr*', 'půjčk*', 'vklad*', 'výběr*', 'hotovost*', 'transakc*', 'iban', 'swift',
      'číslo účtu', 'příjemc*', 'dodavatel*', 'předplatn*', 'kryptoměn*', 'bitcoin*', 'dárkov* kart*',
      'poukáz*', 'zůstat*', 'korun*', 'kč', 'czk', 'eur', 'poplat*', 'záloh*',
    ],
    'cap:credentials': [
      'hesl*', 'pin', 'pin kód', 'kód pin', 'sms kód', 'ověřovací kód', 'autorizační kód', 'jednorázov* kód*',
      'api klíč*', 'klíč api', 'soukrom* klíč*', 'token*', 'přihlašovací údaje', 'přihlašovacích údajů',
      'login', 'cvv', 'cvc', 'bezpečnostní kód', 'přístupov* kód*',
    ],
    'cap:data-export': [
      'údaj*', 'osobní údaje', 'databáz*', 'export*', 'soubor*', 'dokument*', 'kontakt*', 'adres*',
      'telefonní číslo', 'rodné číslo', 'občansk* průkaz*', 'zdravotní dokumentac*', 'historie', 'historii',
      'záznam*', 'logy', 'korespondenc*', 'důvěrn*', 'interní', 'seznam klientů', 'seznam zákazníků',
    ],
    'cap:account-access': [
      'přístup*', 'oprávnění', 'práva správce', 'administrátorská práva', 'role', 'uživatelsk* účet*',
      'přihlás*', 'přihlašov*', 'reset hesla', 'obnovení hesla', 'komukoli',
    ],
    'cap:deletion': ['smazání', 'mazání', 'odstranění', 'vymazání', 'nevratně', 'nenávratně', 'smaž', 'smazat'],
    'cap:outbound-messages': [
      'e-mail*', 'email*', 'mail*', 'zpráv*', 'sms*', 'esemes*', 'dopis*', 'korespondenc*', 'kopii', 'kopie',
      'skryt* kopi*', 'přeposílání', 'přeposlání', 'newsletter*', 'zveřejni', 'zveřejnit', 'upozorněn*',
      'mým jménem',
    ],
    'cap:security-controls': [
      'antispam*', 'spamov* filtr*', 'firewall*', 'antivir*', 'dvoufázov* ověření', 'dvoufaktorov*', '2fa',
      'monitorování', 'logování', 'audit*', 'šifrování', 'zabezpečení', 'limity', 'limitu', 'limitů', 'blokac*',
      'bezpečnost*',
    ],
    'cap:scheduling': [
      'schůzk*', 'kalendář*', 'termín*', 'rezervac*', 'letenk*', 'hotel*', 'slot*', 'rozvrh*', 'harmonogram*',
      'návštěv*',
    ],
  },
};
