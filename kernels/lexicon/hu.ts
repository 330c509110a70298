import type { LexiconData } from './schema.js';

/**
 * Hungarian (agglutinative, Latin script; á é í ó ö ő ú ü ű fold to plain vowels). Verbs are listed
 * as explicit imperative-subjunctive forms, informal (fizess, fizesd ki) and formal (fizessen,
 * fizesse ki), with the verbal prefix AFTER the verb as the imperative puts it (hagyd jóvá, utald
 * át, küldd el); the indicative with the prefix in front (jóváhagyja, átutalja, elküldi) is a
 * statement and goes to `subj3`. Infinitives end in -ni. Prohibitives ("ne" + subjunctive) are
 * idioms carrying `neg`, so the imperative inside them goes inert. Left out on purpose: "add"
 * ("give"; English), "mind" ("all"; English), "én"/"ön"/"ő"/"ők" alone (fold to en/on/o/ok),
 * "te"/"ti"/"mi"/"ki"/"ha"/"ne" alone (too short, shared with Romance/Slavic words), "mit"
 * (German), "levél*" as a stem (folds to English "level"), "adat*" as a stem (Indonesian/Malay
 * "adat"), "bér*" and "cím*" as stems (fold to "ber"/"cim", prefixes of many words), "akkor"
 * (also the "then" of a condition), "szerint" alone (also "by the rule", "at your discretion"),
 * "mondja" alone (also the formal imperative "mondja el"), "sem" (Portuguese "sem", "without"),
 * "a te" (Italian), "mentes"/"mentés" (fold to Spanish "mentes"), "napja"/"hete" alone ("days/weeks
 * ago"; also "its day/week"), "fejlesztő" alone (any developer) and "már jóváhagyott" (a plain fact:
 * "already approved"). Ordinals (második, ötödik) and -ódik verbs are idioms: they end in "-dik",
 * which the Turkish past suffix matches.
 */
const PROHIBITIVES = [
  'ne fizess', 'ne fizessen', 'ne fizesd ki', 'ne fizesse ki', 'ne utalj', 'ne utaljon', 'ne utald át',
  'ne utalja át', 'ne küldj', 'ne küldjön', 'ne küldd el', 'ne küldje el', 'ne hagyd jóvá', 'ne hagyja jóvá',
  'ne hagyj jóvá', 'ne továbbítsd', 'ne továbbítsa', 'ne oszd meg', 'ne ossza meg', 'ne add meg', 'ne adja meg',
  'ne add ki', 'ne adja ki', 'ne töröld', 'ne törölje', 'ne kapcsold ki', 'ne kapcsolja ki', 'ne engedélyezd',
  'ne engedélyezze', 'ne erősítsd meg', 'ne erősítse meg', 'ne fogadd el', 'ne fogadja el', 'ne mondd el',
  'ne mondja el', 'ne vásárolj', 'ne rendeld meg',
];
const IMPERATIVES = [
  'hagyd jóvá', 'hagyja jóvá', 'hagyj jóvá', 'hagyjon jóvá', 'hagyjátok jóvá', 'engedélyezd', 'engedélyezze',
  'erősítsd meg', 'erősítse meg', 'fogadd el', 'fogadja el', 'fizess', 'fizessen', 'fizessetek', 'fizesd ki',
  'fizesse ki', 'fizess ki', 'fizessen ki', 'egyenlítsd ki', 'egyenlítse ki', 'utalj', 'utaljon', 'utalj át',
  'utaljon át', 'utald át', 'utalja át', 'utald', 'küldj', 'küldjön', 'küldd el', 'küldje el', 'küldj el',
  'küldjön el', 'küldd', 'küldd tovább', 'küldje tovább', 'továbbítsd', 'továbbítsa', 'továbbíts', 'oszd meg',
  'ossza meg', 'mondd el', 'mondja el', 'mondd meg', 'mondja meg', 'áruld el', 'árulja el', 'mutasd meg',
  'mutassa meg', 'add meg', 'adja meg', 'add ki', 'adja ki', 'adj hozzáférést', 'adjon hozzáférést', 'exportáld',
  'exportálja', 'másold ki', 'másolja ki', 'töltsd le', 'töltse le', 'válaszolj', 'válaszoljon', 'értesítsd',
  'értesítse', 'utasítsd el', 'utasítsa el', 'utasíts el', 'töröld', 'törölje', 'törölj', 'töröljön',
  'semmisítsd meg', 'kapcsold ki', 'kapcsolja ki', 'tiltsd le', 'tiltsa le', 'oldd fel', 'oldja fel',
  'változtasd meg', 'változtassa meg', 'módosítsd', 'módosítsa', 'állítsd vissza', 'állítsa vissza', 'adj hozzá',
  'adjon hozzá', 'add hozzá', 'adja hozzá', 'hajtsd végre', 'hajtsa végre', 'futtasd', 'futtassa', 'indítsd el',
  'indítsa el', 'dolgozd fel', 'dolgozza fel', 'foglalj', 'foglaljon', 'foglald le', 'foglalja le', 'mondd le',
  'mondja le', 'vond vissza', 'vonja vissza', 'újítsd meg', 'újítsa meg', 'hosszabbítsd meg', 'hosszabbítsa meg',
  'vásárolj', 'vásároljon', 'vegyél', 'vegyen', 'rendeld meg', 'rendelje meg', 'bízz', 'bízzon', 'tekintsd',
  'tekintse', 'hagyd ki', 'hagyja ki', 'térítsd vissza', 'térítse vissza', 'tedd közzé', 'tegye közzé',
];
const INFINITIVES = [
  'jóváhagyni', 'engedélyezni', 'megerősíteni', 'elfogadni', 'fizetni', 'kifizetni', 'kiegyenlíteni', 'utalni',
  'átutalni', 'küldeni', 'elküldeni', 'továbbküldeni', 'továbbítani', 'megosztani', 'elmondani', 'megmondani',
  'elárulni', 'megmutatni', 'megadni', 'kiadni', 'exportálni', 'kimásolni', 'letölteni', 'válaszolni', 'értesíteni',
  'elutasítani', 'törölni', 'kitörölni', 'megsemmisíteni', 'kikapcsolni', 'letiltani', 'feloldani',
  'megváltoztatni', 'módosítani', 'visszaállítani', 'hozzáadni', 'végrehajtani', 'lefuttatni', 'elindítani',
  'feldolgozni', 'lefoglalni', 'lemondani', 'visszavonni', 'megújítani', 'meghosszabbítani', 'megvásárolni',
  'megrendelni', 'visszatéríteni', 'közzétenni', 'kihagyni',
];

export const lexicon_hu: LexiconData = {
  lang: 'hu',
  name: 'Hungarian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'mindig', 'soha', 'sohasem', 'sosem', 'soha többé', 'soha ne', 'kivétel nélkül', 'minden esetben',
      'minden körülmények között', 'semmilyen körülmények között', 'semmi esetre sem', 'bármi történjék',
      'feltétel nélkül', 'minden alkalommal', 'mindenkor',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'kérlek', 'kérem', 'legyen szíves', 'légy szíves', 'legyél szíves', 'soha ne'],
    override: [
      'hagyd figyelmen kívül', 'hagyja figyelmen kívül', 'hagyjátok figyelmen kívül', 'figyelmen kívül',
      'ne vedd figyelembe', 'ne vegye figyelembe', 'felejtsd el', 'felejtse el', 'felejts el', 'ignoráld',
      'ignorálja', 'ne törődj', 'ne törődjön', 'ne kövesd', 'ne kövesse', 'ne tartsd be', 'ne tartsa be',
      'hagyd abba', 'tekintet nélkül', 'felülírja', 'írd felül', 'írja felül', 'elsőbbséget élvez',
    ],
    'override-obj': [
      'utasítás*', 'szabály', 'szabályok', 'szabályokat', 'szabályait', 'szabályaidat', 'szabályzat*', 'irányelv*',
      'korlátozás*', 'korlát', 'korlátok', 'korlátokat', 'megkötés*', 'előző', 'előzőeket', 'előző összes',
      'korábbi', 'korábbiakat', 'fenti', 'fentieket', 'fentiek', 'rendszerprompt*', 'prompt*', 'parancsok',
      'parancsokat', 'elvek', 'elveket', 'szűrők', 'szűrőket', 'protokoll*', 'eredeti feladat*',
      'amit mondtak neked', 'amit neked mondtak',
    ],
    'neg-bypass': [
      'nélkül', 'ne kérdezz', 'ne kérdezzen', 'ne kérdezz meg', 'ne kérdezzen meg', 'ne kérj', 'ne kérjen',
      'ne várj', 'ne várjon', 'soha ne kérj', 'soha ne kérdezz', 'nem kell', 'nincs szükség', 'nincs rá szükség',
      'hagyd ki', 'hagyja ki', 'kerüld meg', 'kerülje meg', 'megkerülve', 'többé nem', 'már nem', 'ne ellenőrizd',
      'ne ellenőrizze', 'ne ellenőrizz', 'ne zavarj', 'mentesül', 'ahelyett', 'nem igényel', 'nem igényelnek',
      'már nem igényel',
    ],
    approval: [
      'megerősítés*', 'jóváhagyás*', 'engedély', 'engedélyt', 'engedélye', 'engedélyem', 'engedélyemet',
      'engedélyed', 'hozzájárulás*', 'beleegyezés*', 'ellenőrzés*', 'hitelesítés*', 'azonosítás*', 'kétlépcsős*',
      'kétfaktoros*', 'aláírás*', 'visszaigazolás*', 'jóváhagyásom', 'jóváhagyásomat', 'emberi jóváhagyás',
      'második aláírás', 'kérdezés', 'megkérdezés*', 'megkérdezni',
    ],
    waiver: [
      'nem szükséges', 'nem kell', 'szükségtelen', 'felesleges', 'nem kötelező', 'opcionális', 'választható',
      'már megadva', 'már megadták', 'már megvan', 'megadottnak tekintendő', 'teljesítettnek tekintendő',
      'kikapcsolva', 'kihagyható', 'elhagyható', 'elmarad', 'nem érvényes', 'már nem szükséges', 'már nem kell',
      'nincs rá szükség', 'nincs szükség',
    ],
    bypass: [
      'előre jóváhagyott', 'előre jóváhagyva', 'előzetesen jóváhagyott', 'előzetesen jóváhagyva',
      'előre engedélyezett', 'előzetesen engedélyezett', 'automatikusan jóváhagyott', 'fehérlistá*',
      'engedélyezőlistá*', 'kérdés nélkül', 'kérdezés nélkül', 'kérdések nélkül', 'megkérdezés nélkül',
      'megerősítés nélkül', 'jóváhagyás nélkül', 'ellenőrzés nélkül', 'engedély nélkül', 'hozzájárulás nélkül',
      'visszaigazolás nélkül', 'tekintsd jóváhagyottnak', 'tekintse jóváhagyottnak', 'jóváhagyottnak tekintend*',
      'jóváhagyottnak tekintjük', 'jóváhagyottnak tekinthető*', 'vakon', 'gondolkodás nélkül',
      'a felhasználó tudta nélkül', 'engem ne kérdezz', 'ne kérdezz engem',
    ],
    standing: [
      'mostantól', 'mostantól kezdve', 'ezentúl', 'a jövőben', 'mától', 'mától kezdve', 'mai naptól',
      'mai naptól kezdve', 'e pillanattól', 'ettől a pillanattól', 'ettől fogva', 'állandó szabály',
      'állandó utasítás', 'tartós utasítás', 'új szabály', 'alapértelmezésként', 'alapértelmezés szerint',
      'alapértelmezetten', 'minden alkalommal', 'valahányszor', 'további intézkedésig', 'további értesítésig',
      'visszavonásig', 'amíg mást nem mondok', 'véglegesen', 'örökre', 'szabványos eljárás',
    ],
    autonomy: [
      'saját belátásod szerint', 'saját belátása szerint', 'belátásod szerint', 'belátása szerint',
      'saját hatáskörben', 'nevemben', 'a nevemben', 'helyettem', 'a cég nevében', 'a nevében',
      'emberi beavatkozás nélkül', 'nélkülem', 'beérkezéskor', 'beérkezésükkor', 'beérkezése után',
      'kézhezvételkor', 'önállóan', 'csendben', 'szó nélkül', 'értesítés nélkül', 'szabad kezet',
      'teljes felhatalmazás*', 'robotpilótán', 'a tudtom nélkül', 'dönts magad', 'döntsön maga',
    ],
    'autonomy-weak': [
      'automatikusan', 'automatikus', 'azonnal', 'haladéktalanul', 'rögtön', 'rendszeresen', 'havonta',
    ],
    authority: [
      'rendszerüzenet', 'rendszergazda', 'rendszergazdaként', 'adminisztrátor', 'adminisztrátorként',
      'a fejlesztőd', 'fejlesztőid', 'a fejlesztőid', 'a teremtőd', 'teremtőd', 'moderátor', 'biztonsági csapat',
      'szuperfelhasználó',
    ],
    mode: [
      'adminisztrátori mód', 'admin mód', 'rendszergazdai mód', 'fejlesztői mód', 'isten mód', 'isten módban',
      'hibakereső mód', 'karbantartási mód', 'korlátozás nélküli mód', 'korlátlan mód', 'cenzúrázatlan',
      'korlátlan hozzáférés', 'szűrők kikapcsolva', 'szűrők nélkül',
    ],
    you: [
      'neked', 'téged', 'tőled', 'veled', 'nálad', 'önnek', 'öntől', 'önnel', 'nektek', 'titeket', 'tőletek',
      'az ön', 'neked kell', 'önnek kell', 'nektek kell',
    ],
    modal: [
      'kell', 'neked kell', 'önnek kell', 'nektek kell', 'muszáj', 'kötelező', 'kötelességed', 'kötelessége',
      'kellene', 'kéne', 'köteles',
    ],
    permit: [
      'szabad', 'megengedett', 'jogosult vagy', 'jogosult', 'felhatalmazott*', 'megteheted', 'megteheti',
      'engedélyed van', 'jogod van', 'nyugodtan',
    ],
    speaker: [
      'kérlek', 'kérem', 'legyen szíves', 'légy szíves', 'legyél szíves', 'azt akarom', 'azt kérem', 'arra kérlek',
      'arra kérem', 'szeretném, ha', 'győződj meg', 'győződjön meg', 'ne felejtsd', 'ne felejtse', 'ne feledd',
      'ne felejtsd el', 'ne felejtse el', 'utasítalak', 'utasítom', 'megparancsolom', 'ragaszkodom', 'megengedem',
      'engedélyezem', 'jegyezd meg', 'jegyezze meg', 'tartsd észben', 'tartsa észben', 'emlékezz', 'emlékezzen',
    ],
    normative: [
      'a helyes eljárás', 'a helyes eljárás az', 'a szabály az', 'az asszisztensnek kell', 'az asszisztensnek',
      'az ügynöknek kell', 'a botnak kell', 'az asszisztens köteles',
    ],
    report: [
      'mondta', 'mondták', 'azt mondja', 'mondják', 'elmondta', 'elmondták', 'említette', 'megemlítette',
      'kérdezte', 'megkérdezte', 'kérte', 'megkérte', 'kérték', 'írta', 'megírta', 'írja', 'közölte', 'jelezte',
      'állítja', 'állította', 'elmagyarázta', 'válaszolta', 'panaszkodott', 'szerinte', 'szerintük',
      'az ügyfél szerint', 'elmondása szerint', 'állítólag', 'azt mondta', 'azt írta',
    ],
    subj1: [
      'én mindig', 'én soha', 'én sosem', 'mi mindig', 'mi soha', 'én is', 'nekem', 'nálam', 'fizetek', 'fizetünk',
      'kifizetem', 'kifizetjük', 'küldök', 'küldünk', 'elküldöm', 'elküldjük', 'utalok', 'utalunk', 'átutalom',
      'átutaljuk', 'jóváhagyom', 'jóváhagyjuk', 'használok', 'használom', 'használunk', 'használjuk', 'vásárolok',
      'veszek', 'rendelek', 'ellenőrzöm', 'ellenőrizzük', 'fogok', 'fogunk', 'tervezem',
    ],
    subj3: [
      'ő mindig', 'ő soha', 'ők mindig', 'ők soha', 'ügyfél', 'az ügyfél', 'ügyfelünk', 'vevő', 'a vevő', 'a hívó',
      'a férjem', 'férjem', 'a feleségem', 'feleségem', 'főnököm', 'a főnököm', 'kolléga', 'kollégám', 'valaki',
      'az emberek', 'könyvelő', 'könyvelőnk', 'a könyvelő', 'számlatulajdonos', 'anyám', 'apám', 'szomszéd',
      'fizet', 'fizetnek', 'kifizeti', 'kifizetik', 'küld', 'küldenek', 'elküldi', 'utal', 'átutalja', 'jóváhagyja',
      'jóváhagyják', 'használja', 'használ',
    ],
    habit: [
      'általában', 'többnyire', 'rendszerint', 'jellemzően', 'gyakran', 'néha', 'időnként', 'olykor',
      'hagyományosan', 'szokásom', 'szokása', 'szoktam', 'szoktunk', 'szokott', 'szoktak', 'inkább',
      'előnyben részesítem', 'igyekszem', 'igyekszik',
    ],
    quant: [
      'minden', 'mindent', 'összes', 'az összes', 'bármely', 'bármelyik', 'bármilyen', 'mindegyik', 'valamennyi',
      'bárki', 'bárkinek',
    ],
    cond: ['amikor', 'valahányszor', 'amennyiben', 'abban az esetben', 'ha valaha', 'mihelyt', 'amint'],
    question: [
      'miért', 'hogyan', 'mennyi', 'mennyit', 'melyik', 'hol', 'mikor', 'vajon', 'tudnád', 'tudná', 'tudnátok',
      'meg tudnád', 'meg tudná', 'megtennéd', 'megtenné', 'fizethetek', 'fizethetem', 'küldhetek', 'van-e',
      'kell-e', 'lehet-e', 'szabad-e', 'tudok-e', 'mi lenne ha',
    ],
    neg: [
      ...PROHIBITIVES, 'nem', 'nincs', 'nincsenek', 'nem volt', 'nem lesz', 'senki', 'semmi', 'semmit', 'semmilyen',
      'egyik sem', 'nem lehet', 'nem tud', 'nem megy át', 'nem érkezett', 'nem kaptam',
    ],
    past: [
      'tegnap', 'tegnapelőtt', 'múlt héten', 'múlt hónapban', 'múlt évben', 'tavaly', 'egy hete', 'egy hónapja',
      'egy éve', 'két napja', 'két hete', 'pár napja', 'pár hete', 'ezelőtt', 'napokkal ezelőtt', 'régen',
      'annak idején', 'ma reggel', 'volt', 'voltak', 'voltam', 'voltunk', 'fizetett', 'fizettem', 'fizettünk',
      'fizettek', 'kifizette', 'kifizettem', 'kifizettük', 'küldött', 'küldtem', 'küldtünk', 'elküldte',
      'elküldtem', 'utalt', 'utaltam', 'átutalta', 'átutaltam', 'jóváhagyta', 'jóváhagytam', 'jóváhagyták',
      'megerősítette', 'kapott', 'kaptam', 'kaptunk', 'megérkezett', 'érkezett', 'törölte', 'törölték', 'lemondta',
      'lemondtam', 'csináltam', 'tettem', 'figyelmen kívül hagyta', 'figyelmen kívül hagyták',
    ],
    trust: [
      'megbízható*', 'régi partner*', 'hosszú távú partner*', 'jó hírű', 'jó hírnevű', 'ellenőrzött beszállító',
      'bevált', 'időben', 'határidőre', 'problémamentes*', 'gond nélkül', 'legitim', 'törvényes',
    ],
    // ordinals and -ódik/-ődik verbs end in "-dik", which the Turkish past suffix matches: as idioms
    // they cover it (második aláírás is not a past event)
    idiom: [
      ...PROHIBITIVES, 'második', 'harmadik', 'negyedik', 'ötödik', 'hatodik', 'hetedik', 'nyolcadik', 'kilencedik',
      'tizedik', 'huszadik', 'harmincadik', 'századik', 'hányadik', 'sokadik', '*ódik', '*ődik', 'nem számít',
      'sebaj', 'hagyd csak', 'hagyja csak', 'felejtsd el az egészet', 'mint mindig', 'mint általában',
      'szokás szerint', 'majdnem mindig', 'szinte mindig', 'nem mindig', 'soha ne mondd, hogy soha',
      'jobb későn, mint soha', 'jobb későn mint soha', 'sosem lehet tudni', 'soha nem lehet tudni',
      'mindig szívesen', 'mindig örömmel', 'mindig rendelkezésére állunk', 'mindig várjuk',
    ],
    'cap:payments': [
      'fizetés*', 'kifizetés*', 'befizetés*', 'utalás*', 'átutalás*', 'pénz', 'pénzt', 'pénzét', 'pénzem', 'pénzek',
      'pénzeszköz*', 'összeg*', 'számla*', 'számlá*', 'bankszámla*', 'iban', 'swift', 'kedvezményezett*',
      'szállító', 'szállítónak', 'szállítók', 'beszállító*', 'visszatérítés*', 'munkabér*', 'fizetését',
      'pénztárca', 'kártya', 'kártyát', 'kártyával', 'kártyáról', 'bankkártya*', 'hitelkártya*', 'hitel', 'hitelt',
      'kölcsön', 'kölcsönt', 'betét*', 'készpénz*', 'tranzakció*', 'előfizetés*', 'kriptovalut*', 'bitcoin*',
      'ajándékkártya*', 'utalvány*', 'egyenleg*', 'forint', 'forintot', 'euró', 'eurót', 'díj', 'díjat', 'díjak',
      'előleg*',
    ],
    'cap:credentials': [
      'jelszó', 'jelszót', 'jelszavam', 'jelszavát', 'jelszavak', 'jelszavakat', 'jelszavad', 'pin-kód*', 'pin',
      'pinkód*', 'biztonsági kód*', 'ellenőrző kód*', 'megerősítő kód*', 'egyszer használatos*', 'sms-kód*',
      'api-kulcs*', 'api kulcs*', 'privát kulcs*', 'titkos kulcs*', 'token*', 'bejelentkezési adat*',
      'belépési adat*', 'hozzáférési adat*', 'ügyfélkapu', 'cvv', 'cvc', 'hozzáférési kód*',
    ],
    'cap:data-export': [
      'adatok', 'adatokat', 'adatait', 'adataimat', 'adatbázis*', 'személyes adat*', 'ügyféladat*', 'export*',
      'biztonsági mentés*', 'mentést', 'fájl*', 'dokumentum*', 'névjegy*', 'elérhetőség*', 'lakcím*', 'e-mail-cím*',
      'telefonszám*', 'személyi szám*', 'adóazonosító*', 'tajszám*', 'személyi igazolvány*', 'egészségügyi adat*',
      'előzmény*', 'napló', 'naplók', 'naplókat', 'levelezés*', 'bizalmas', 'belső', 'ügyféllista*', 'ügyféllistá*',
    ],
    'cap:account-access': [
      'hozzáférés*', 'jogosultság*', 'adminjog*', 'rendszergazdai jog*', 'szerepkör*', 'felhasználói fiók*', 'fiók',
      'fiókot', 'fiókhoz', 'fiókjához', 'bejelentkez*', 'jelszó-visszaállítás*', 'jelszó visszaállítás*',
      'bárkinek',
    ],
    'cap:deletion': [
      'törlés*', 'töröld', 'törölje', 'törölni', 'kitörölni', 'véglegesen', 'visszavonhatatlanul', 'megsemmisít*',
    ],
    'cap:outbound-messages': [
      'e-mail*', 'email*', 'levelet', 'levelek', 'leveleket', 'levélben', 'üzenet*', 'sms*', 'másolat*',
      'titkos másolat*', 'továbbítsd', 'továbbítsa', 'továbbítani', 'hírlevél*', 'hírlevel*', 'közzétesz*',
      'tedd közzé', 'értesítés*', 'a nevemben',
    ],
    'cap:security-controls': [
      'spamszűrő*', 'tűzfal*', 'vírusirtó*', 'kétlépcsős*', 'kétfaktoros*', '2fa', 'megfigyelés*', 'naplózás*',
      'titkosítás*', 'biztonság*', 'limit', 'limitet', 'limitek', 'keretösszeg*', 'napi limit*', 'csalásszűr*',
      'letiltás*',
    ],
    'cap:scheduling': [
      'találkozó*', 'megbeszélés*', 'naptár*', 'időpont*', 'foglalás*', 'repülőjegy*', 'járat*', 'szállás*',
      'szálloda*', 'hotel*',
    ],
  },
};
