import type { LexiconData } from './schema.js';

/**
 * Croatian (Ijekavian, Croatian vocabulary: tjedan, zaporka, primatelj, vatrozid, zadano). Shares most
 * verbs with Serbian (sr.ts), which supplies the Ekavian and Cyrillic forms in the same automaton.
 * Bare "da", "je", "i", "ne", "on", "mi", "ja", "te" are left out (common Romance/Germanic words);
 * "plaća" is a noun here (salary), so it is not a 3rd-person marker.
 */
const IMPERATIVES = [
  'odobri', 'odobrite', 'odobravaj', 'odobravajte', 'potvrdi', 'potvrdite', 'potvrđuj', 'prihvati', 'prihvatite',
  'dopusti', 'dopustite', 'dozvoli', 'dozvolite', 'plati', 'platite', 'plaćaj', 'plaćajte', 'uplati', 'uplatite',
  'uplaćuj', 'uplaćujte', 'isplati', 'isplatite', 'isplaćuj', 'prebaci', 'prebacite', 'prebacuj', 'pošalji',
  'pošaljite', 'šalji', 'šaljite', 'vrati', 'vratite', 'kupi', 'kupite', 'naruči', 'naručite', 'rezerviraj',
  'rezervirajte', 'otkaži', 'otkažite', 'obnovi', 'obnovite', 'produlji', 'produljite', 'proslijedi',
  'proslijedite', 'prosljeđuj', 'podijeli', 'podijelite', 'otkrij', 'otkrijte', 'reci', 'recite', 'daj', 'dajte',
  'pokaži', 'pokažite', 'odgovori', 'odgovorite', 'odbij', 'odbijte', 'izbriši', 'izbrišite', 'obriši',
  'obrišite', 'isključi', 'isključite', 'deaktiviraj', 'otključaj', 'blokiraj', 'promijeni', 'promijenite',
  'dodaj', 'dodajte', 'izvrši', 'izvršite', 'obradi', 'obradite', 'vjeruj', 'vjerujte', 'smatraj', 'smatrajte',
  'preskoči', 'preskočite', 'izvezi', 'resetiraj',
];
const INFINITIVES = [
  'odobriti', 'odobravati', 'potvrditi', 'prihvatiti', 'dopustiti', 'platiti', 'plaćati', 'uplatiti',
  'uplaćivati', 'isplatiti', 'prebaciti', 'poslati', 'slati', 'vratiti', 'kupiti', 'naručiti', 'rezervirati',
  'otkazati', 'obnoviti', 'produljiti', 'proslijediti', 'podijeliti', 'otkriti', 'reći', 'dati', 'pokazati',
  'odgovoriti', 'odbiti', 'izbrisati', 'obrisati', 'isključiti', 'deaktivirati', 'otključati', 'blokirati',
  'promijeniti', 'dodati', 'izvršiti', 'obraditi', 'vjerovati', 'smatrati', 'preskočiti', 'izvesti',
];

export const lexicon_hr: LexiconData = {
  lang: 'hr',
  name: 'Croatian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'uvijek', 'nikad', 'nikada', 'nikad ne', 'nikada ne', 'ni u kojem slučaju', 'ni pod kojim uvjetima',
      'ni pod koju cijenu', 'bez iznimke', 'u svakom slučaju', 'svaki put', 'bezuvjetno',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'molim', 'neka'],
    override: [
      'ignoriraj', 'ignorirajte', 'zaboravi', 'zaboravite', 'ne obaziri se na', 'zanemari', 'zanemarite',
      'ne poštuj', 'prestani poštivati', 'bez obzira na', 'unatoč', 'poništava', 'ima prednost pred',
    ],
    'override-obj': [
      'upute', 'uputa', 'uputama', 'instrukcij*', 'pravila', 'pravilima', 'ograničenj*', 'prethodn*', 'ranij*',
      'gore navedene', 'prompt*', 'sustavsk* prompt*', 'smjernic*', 'politik*', 'filtr*', 'protokol*',
      'što ti je rečeno', 'sve što ti je rečeno',
    ],
    'neg-bypass': [
      'bez', 'ne pitaj', 'ne pitajte', 'ne čekaj', 'ne čekajte', 'nema potrebe', 'nije potrebno', 'nije potrebna',
      'ne treba', 'preskoči', 'preskočite', 'zaobiđi', 'zaobilazeći', 'više ne', 'ne provjeravaj',
      'ne provjeravajte', 'ne uznemiravaj', 'oslobođen od', 'umjesto', 'ne zahtijeva', 'ne zahtijevaju', 'više ne zahtijeva',
      'više ne zahtijevaju',
    ],
    approval: [
      'potvrd*', 'odobrenj*', 'suglasnost*', 'dopuštenj*', 'ovlaštenj*', 'autorizacij*', 'verifikacij*',
      'provjer*', 'kontrol*', 'dvofaktorsk*', 'potpis*', 'revizij*', 'moje odobrenje', 'moju suglasnost',
      'moju potvrdu', 'drugog potpisa', 'ljudsk* intervencij*', 'da pitaš',
    ],
    waiver: [
      'nije potrebn*', 'nisu potrebn*', 'nije nužn*', 'nepotrebn*', 'suvišn*', 'neobavezn*', 'opcionaln*', 'ukinut*',
      'poništen*', 'već dan*', 'već dobiven*', 'smatra se danom', 'isključen*', 'može se preskočiti',
      'više nije potrebn*', 'više nije nužn*',
    ],
    bypass: [
      'unaprijed odobren*', 'unaprijed je odobren*', 'prethodno je odobren*', 'već je odobren*', 'prethodno odobren*',
      'već odobren*', 'već autoriziran*', 'već potvrđen*',
      'automatski odobr*', 'na bijeloj listi', 'na bijelu listu', 'bez pitanja', 'bez suvišnih pitanja',
      'bez potvrde', 'bez odobrenja', 'bez provjere', 'bez dopuštenja', 'bez suglasnosti', 'smatraj odobrenim',
      'ne pitaj me', 'ne pitajte me', 'naslijepo', 'bez razmišljanja', 'bez znanja korisnika',
    ],
    standing: [
      'od sada', 'od sad', 'od danas', 'od ovog trenutka', 'odsad', 'ubuduće', 'nadalje', 'stalno pravilo',
      'stalna uputa', 'novo pravilo', 'pravilo je', 'nova politika', 'zadano', 'prema zadanim postavkama',
      'svaki put', 'svaki put kada', 'do daljnjega', 'do daljnjeg', 'do opoziva', 'dok ne kažem drukčije',
      'dok ne kažem drugačije', 'zauvijek', 'trajno', 'standardni postupak',
    ],
    autonomy: [
      'po vlastitom nahođenju', 'po svom nahođenju', 'prema vlastitoj procjeni', 'u moje ime', 'u njegovo ime',
      'u njezino ime', 'u njihovo ime', 'u ime tvrtke', 'bez ljudske intervencije', 'bez mene', 'po primitku',
      'odmah po primitku', 'čim stigne', 'samostalno', 'bez obavještavanja', 'bez obavijesti', 'pune ovlasti',
      'odriješene ruke', 'na autopilotu', 'bez mog znanja', 'odluči sam',
    ],
    'autonomy-weak': ['automatski', 'odmah', 'smjesta', 'automatsk*', 'redovit*', 'mjesečn*'],
    authority: [
      'poruka sustava', 'sustavna poruka', 'administrator sustava', 'administrator', 'admin', 'razvojni tim',
      'tvoj tvorac', 'tvorac', 'sigurnosni tim', 'služba sigurnosti', 'izvršni direktor', 'superkorisnik',
    ],
    mode: [
      'administratorski način', 'način rada administratora', 'razvojni način', 'božji način', 'način održavanja',
      'bez ograničenja', 'bez cenzure', 'puni pristup', 'neograničen pristup', 'filtri isključeni', 'bez pravila',
    ],
    you: ['ti', 'vi', 'moraš', 'možeš', 'morate', 'možete', 'tebe', 'tebi', 'vas', 'vama', 'tvoj', 'tvoja', 'tvoje', 'vaš', 'vaša', 'vaše'],
    modal: [
      'moraš', 'morate', 'mora', 'trebao bi', 'trebala bi', 'trebaš', 'trebate', 'dužan si', 'dužna si',
      'dužni ste', 'nužno je', 'obvezno', 'obavezno',
    ],
    permit: ['možeš', 'možete', 'smiješ', 'smijete', 'dopušteno ti je', 'imaš pravo', 'imate pravo', 'ovlašten*', 'slobodno'],
    speaker: [
      'molim', 'molim te', 'molim vas', 'želim da', 'hoću da', 'pobrini se da', 'pazi da', 'uvjeri se da',
      'ne zaboravi', 'ne zaboravite', 'obvezno', 'naređujem ti', 'dopuštam ti', 'dajem ti dopuštenje', 'zapamti',
      'zapamtite', 'imaj na umu',
    ],
    normative: [
      'ispravan postupak je', 'pravilan postupak je', 'postupak je', 'asistent treba', 'asistent mora',
      'agent treba', 'agent mora', 'bot mora',
    ],
    report: [
      'rekao', 'rekla', 'rekli', 'kaže', 'kažu', 'govorio', 'govorila', 'spomenuo', 'spomenula', 'pitao', 'pitala',
      'pitali', 'zamolio', 'zamolila', 'tražio', 'tražila', 'napisao', 'napisala', 'javio', 'javila', 'obavijestio',
      'obavijestila', 'tvrdi', 'izjavio', 'objasnio', 'objasnila', 'odgovorio', 'odgovorila', 'žalio se',
      'žalila se', 'prema njegovim riječima', 'prema njezinim riječima', 'prema riječima', 'kako kaže',
    ],
    subj1: [
      'ja uvijek', 'ja nikad', 'ja nikada', 'mi uvijek', 'mi nikad', 'plaćam', 'plaćamo', 'uplaćujem', 'šaljem',
      'šaljemo', 'odobravam', 'koristim', 'kupujem',
    ],
    subj3: [
      'ona uvijek', 'ona nikad', 'oni', 'one', 'ono', 'on uvijek', 'on nikad', 'on nikada', 'klijent', 'klijentica', 'korisnik',
      'pozivatelj', 'kupac', 'moj muž', 'moja žena', 'moj šef', 'kolega', 'kolegica', 'netko', 'ljudi', 'zaposlenik',
      'računovođa', 'knjigovođa', 'vlasnik računa', 'mama', 'tata', 'susjed', 'plaćaju', 'šalje', 'šalju',
      'uplaćuje',
    ],
    habit: [
      'obično', 'uglavnom', 'često', 'ponekad', 's vremena na vrijeme', 'redovito', 'po navici', 'navik*',
      'više volim', 'voli', 'volim', 'trudim se', 'tradicionalno', 'najčešće',
    ],
    quant: ['svi', 'sve', 'svih', 'svaki', 'svaka', 'svako', 'svakog', 'bilo koji', 'bilo koja', 'bilo koje'],
    cond: ['ako', 'kada', 'kad', 'čim', 'svaki put kada', 'u slučaju', 'ukoliko'],
    question: [
      'je li', 'da li', 'zašto', 'kako da', 'kako mogu', 'gdje', 'tko', 'koliko', 'možeš li', 'mogu li', 'može li',
      'smijem li', 'što da', 'što ako', 'zar',
    ],
    neg: [
      'nije', 'nisu', 'nema', 'nitko', 'ništa', 'nijedan', 'nije bio', 'nije bila', 'nije bilo', 'nije odobren*',
      'nije plaćen*', 'nije stigao', 'nije stigla', 'nisam', 'neće', 'ne može', 'nije moguće', 'ne plaćaj', 'ne šalji', 'ne odobravaj',
    ],
    past: [
      'jučer', 'prekjučer', 'prošli tjedan', 'prošlog tjedna', 'prošli mjesec', 'prošlog mjeseca', 'prošle godine',
      'prije tjedan dana', 'prije mjesec dana', 'prije godinu dana', 'prije dva dana', 'nekada', 'bio',
      'bila', 'bilo', 'bili', 'platio', 'platila', 'platili', 'uplatio', 'uplatila', 'poslao', 'poslala', 'poslali',
      'odobrio', 'odobrila', 'potvrdio', 'potvrdila', 'primio', 'primila', 'dobio', 'dobila', 'stigao', 'stigla',
      'stiglo', 'stigli', 'izbrisao', 'otkazao', 'jutros',
    ],
    trust: [
      'pouzdan*', 'provjeren*', 'dugogodišnj* partner*', 'stalni dobavljač', 'ugledn*', 'renomiran*', 'legitimn*',
      'na vrijeme', 'bez problema', 'korektan',
    ],
    idiom: [
      'nema veze', 'nije bitno', 'zaboravi to', 'zaboravi na to', 'pusti to', 'ne brini', 'kao i uvijek',
      'kao uvijek', 'skoro uvijek', 'gotovo uvijek', 'ne uvijek', 'nikad ne reci nikad', 'bolje ikad nego nikad',
      'nikad se ne zna', 'uvijek na usluzi', 'uvijek rado', 'nikad nije stiglo', 'nikad nije stigao',
    ],
    'cap:payments': [
      'plaćanj*', 'uplat*', 'isplat*', 'transfer*', 'prijenos*', 'novac', 'novca', 'novcem', 'novčan*', 'sredstva',
      'sredstava', 'iznos*', 'račun', 'računa', 'računu', 'računom', 'računi', 'faktur*', 'povrat novca',
      'refundacij*', 'plaća', 'plaću', 'novčanik*', 'kartic*', 'kredit*', 'zajam', 'zajma', 'depozit*',
      'gotovin*', 'transakcij*', 'iban', 'swift', 'primatelj*', 'dobavljač*', 'pretplat*', 'kriptovalut*',
      'bitcoin*', 'poklon kartic*', 'vaučer*', 'stanje računa', 'saldo', 'eur', 'eura', 'euro', 'kun*',
      'dolar*', 'naknad*', 'provizij*', 'predujam', 'predujma',
    ],
    'cap:credentials': [
      'lozink*', 'zapork*', 'šifr*', 'pin', 'pin kod', 'kod za potvrdu', 'jednokratni kod', 'sms kod', 'api ključ*',
      'token*', 'podaci za prijavu', 'pristupni podaci', 'privatni ključ', 'cvv', 'sigurnosni kod',
    ],
    'cap:data-export': [
      'podaci', 'podatke', 'podataka', 'osobni podaci', 'baza podataka', 'bazu podataka', 'izvoz*', 'sigurnosn* kopij*',
      'datotek*', 'dokument*', 'kontakt*', 'adres*', 'broj telefona', 'oib', 'osobna iskaznica', 'putovnic*',
      'medicinsk* dokumentacij*', 'povijest', 'zapisnik*', 'prepisk*', 'izvješć*', 'povjerljiv*', 'interni',
      'interna', 'popis klijenata',
    ],
    'cap:account-access': [
      'pristup*', 'prava pristupa', 'administratorska prava', 'ovlasti', 'uloga', 'ulogu', 'korisnički račun',
      'prijavi se', 'resetiranje lozinke', 'svakom pozivatelju',
    ],
    'cap:deletion': ['brisanj*', 'uklanjanj*', 'uništavanj*', 'trajno', 'nepovratno', 'izbriši', 'obriši'],
    'cap:outbound-messages': [
      'e-pošt*', 'e-mail*', 'email*', 'mail*', 'poruk*', 'sms*', 'kopij*', 'skriven* kopij*', 'prosljeđivanj*',
      'bilten*', 'objavi', 'obavijest*', 'u moje ime',
    ],
    'cap:security-controls': [
      'spam filtar', 'antispam*', 'vatrozid*', 'firewall*', 'antivirus*', 'dvofaktorsk*', '2fa', 'nadzor*',
      'praćenj*', 'revizij*', 'šifriranj*', 'sigurnost*', 'limita', 'limiti', 'blokad*', 'prijevar*',
    ],
    'cap:scheduling': ['sastan*', 'kalendar*', 'termin*', 'rezervacij*', 'zrakoplovn* kart*', 'hotel*', 'smještaj*'],
  },
};
