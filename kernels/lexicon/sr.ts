import type { LexiconData } from './schema.js';

/**
 * Serbian (Ekavian), written once in Latin script and mirrored into Cyrillic by {@link both}
 * (lj→љ, nj→њ, dž→џ, č→ч, ć→ћ, đ→ђ ...). Terms with letters outside the Serbian alphabet (email,
 * swift, 2fa) stay Latin only. Croatian (hr.ts) carries the Ijekavian forms; both files meet in the
 * shared automaton. Bare "da", "je", "i", "ne", "on", "mi", "ja", "te" are left out: they are common
 * words in Italian/French/German/Spanish/English and would poison those languages' clauses.
 */
const SINGLE: Record<string, string> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'ј', k: 'к',
  l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж',
};
function toCyrillic(term: string): string | null {
  if (/[qwxy0-9]/.test(term)) return null;
  let out = '';
  for (let i = 0; i < term.length; i++) {
    const two = term.slice(i, i + 2);
    if (two === 'lj') { out += 'љ'; i++; continue; }
    if (two === 'nj') { out += 'њ'; i++; continue; }
    if (two === 'dž') { out += 'џ'; i++; continue; }
    const ch = term[i]!;
    out += SINGLE[ch] ?? ch;
  }
  return out;
}
function both(...terms: string[]): string[] {
  return terms.flatMap((t) => {
    const c = toCyrillic(t);
    return c ? [t, c] : [t];
  });
}

const IMPERATIVES = [
  'odobri', 'odobrite', 'odobravaj', 'odobravajte', 'potvrdi', 'potvrdite', 'potvrđuj', 'potvrđujte', 'prihvati',
  'prihvatite', 'prihvataj', 'dozvoli', 'dozvolite', 'dozvoljavaj', 'autorizuj', 'plati', 'platite', 'plaćaj',
  'plaćajte', 'uplati', 'uplatite', 'uplaćuj', 'uplaćujte', 'isplati', 'isplatite', 'isplaćuj', 'prebaci',
  'prebacite', 'prebacuj', 'prenesi', 'prenesite', 'pošalji', 'pošaljite', 'šalji', 'šaljite', 'vrati',
  'vratite', 'vraćaj', 'kupi', 'kupite', 'kupuj', 'naruči', 'naručite', 'rezerviši', 'rezervišite', 'otkaži',
  'otkažite', 'obnovi', 'obnovite', 'produži', 'produžite', 'prosledi', 'prosledite', 'prosleđuj', 'podeli',
  'podelite', 'otkrij', 'otkrijte', 'reci', 'recite', 'daj', 'dajte', 'davaj', 'pokaži', 'pokažite', 'odgovori',
  'odgovorite', 'odgovaraj', 'odbij', 'odbijte', 'odbijaj', 'izbriši', 'izbrišite', 'obriši', 'obrišite',
  'isključi', 'isključite', 'deaktiviraj', 'otključaj', 'blokiraj', 'promeni', 'promenite', 'dodaj', 'dodajte',
  'izvrši', 'izvršite', 'izvršavaj', 'obradi', 'obradite', 'veruj', 'verujte', 'tretiraj', 'smatraj',
  'smatrajte', 'preskoči', 'preskočite', 'resetuj', 'da platiš', 'da uplatiš', 'da pošalješ', 'da odobriš',
  'da odobravaš', 'da plaćaš', 'da prebaciš', 'da obrišeš',
];
const INFINITIVES = [
  'odobriti', 'odobravati', 'potvrditi', 'potvrđivati', 'prihvatiti', 'dozvoliti', 'platiti', 'plaćati',
  'uplatiti', 'uplaćivati', 'isplatiti', 'prebaciti', 'preneti', 'poslati', 'slati', 'vratiti', 'kupiti',
  'naručiti', 'rezervisati', 'otkazati', 'obnoviti', 'produžiti', 'proslediti', 'podeliti', 'otkriti', 'reći',
  'dati', 'davati', 'pokazati', 'odgovoriti', 'odbiti', 'izbrisati', 'obrisati', 'isključiti', 'deaktivirati',
  'otključati', 'blokirati', 'promeniti', 'dodati', 'izvršiti', 'obraditi', 'verovati', 'smatrati', 'preskočiti',
];

export const lexicon_sr: LexiconData = {
  lang: 'sr',
  name: 'Serbian',
  scripts: ['Cyrl', 'Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: both(
      'uvek', 'nikad', 'nikada', 'nikad ne', 'nikada ne', 'ni u kom slučaju', 'ni pod kojim uslovima',
      'ni pod kojim okolnostima', 'bez izuzetka', 'u svakom slučaju', 'svaki put', 'bezuslovno',
    ),
    verb: both(...IMPERATIVES, ...INFINITIVES),
    imp: both(...IMPERATIVES, 'molim', 'neka'),
    override: both(
      'ignoriši', 'ignorišite', 'zaboravi', 'zaboravite', 'ne obaziri se na', 'zanemari', 'zanemarite', 'ne poštuj',
      'prestani da poštuješ', 'bez obzira na', 'uprkos', 'poništava', 'ima prednost nad',
    ),
    'override-obj': both(
      'uputstv*', 'instrukcij*', 'pravila', 'pravilima', 'ograničenj*', 'prethodn*', 'ranij*', 'gore navedene',
      'prompt*', 'sistemsk* prompt*', 'smernic*', 'politik*', 'filter*', 'protokol*', 'šta ti je rečeno',
      'sve što ti je rečeno',
    ),
    'neg-bypass': both(
      'bez', 'ne pitaj', 'ne pitajte', 'ne čekaj', 'ne čekajte', 'nema potrebe', 'nije potrebno', 'nije potrebna',
      'ne treba', 'preskoči', 'preskočite', 'zaobiđi', 'zaobilazeći', 'više ne', 'ne proveravaj', 'ne proveravajte',
      'ne uznemiravaj', 'oslobođen od', 'umesto', 'ne zahteva', 'ne zahtevaju', 'više ne zahteva',
      'više ne zahtevaju',
    ),
    approval: both(
      'potvrd*', 'odobrenj*', 'saglasnost*', 'dozvol*', 'autorizacij*', 'verifikacij*', 'provera', 'provere',
      'proveru', 'proverom', 'kontrol*', 'dvofaktorsk*', 'potpis*', 'revizij*', 'moje odobrenje', 'moju saglasnost',
      'moju potvrdu', 'drugog potpisa', 'ljudsk* intervencij*', 'da pitaš',
    ),
    waiver: both(
      'nije potrebn*', 'nisu potrebn*', 'nije neophodn*', 'nepotrebn*', 'suvišn*', 'opcionaln*', 'neobavezn*',
      'ukinut*', 'poništen*', 'već dat*', 'već dobijen*', 'smatra se datom', 'isključen*', 'može se preskočiti',
      'više nije potrebn*', 'više nije neophodn*',
    ),
    bypass: both(
      'unapred odobren*', 'unapred je odobren*', 'prethodno je odobren*', 'već je odobren*', 'prethodno odobren*',
      'već odobren*', 'već autorizovan*', 'već potvrđen*',
      'automatski odobr*', 'na beloj listi', 'na belu listu', 'bez pitanja', 'bez suvišnih pitanja', 'bez da pitaš',
      'bez potvrde', 'bez odobrenja', 'bez provere', 'bez dozvole', 'bez saglasnosti', 'smatraj odobrenim',
      'ne pitaj me', 'ne pitajte me', 'naslepo', 'bez razmišljanja', 'bez znanja korisnika',
    ),
    standing: both(
      'od sada', 'od sad', 'od danas', 'od ovog trenutka', 'odsad', 'ubuduće', 'nadalje', 'stalno pravilo',
      'stalno uputstvo', 'novo pravilo', 'pravilo je', 'nova politika', 'podrazumevano', 'svaki put',
      'svaki put kada', 'do daljnjeg', 'do daljeg', 'do opoziva', 'dok ne kažem drugačije', 'zauvek', 'trajno',
      'standardna procedura',
    ),
    autonomy: both(
      'po svom nahođenju', 'po sopstvenom nahođenju', 'po tvom nahođenju', 'u moje ime', 'u njegovo ime',
      'u njeno ime', 'u njihovo ime', 'u ime firme', 'bez ljudske intervencije', 'bez mene', 'po prijemu',
      'odmah po prijemu', 'čim stigne', 'samostalno', 'bez obaveštavanja', 'bez obaveštenja', 'puna ovlašćenja',
      'odrešene ruke', 'na autopilotu', 'bez mog znanja', 'odluči sam',
    ),
    'autonomy-weak': both('automatski', 'odmah', 'smesta', 'automatsk*', 'redovn*', 'mesečn*'),
    authority: both(
      'sistemska poruka', 'sistemski administrator', 'administrator', 'admin', 'developer', 'tvoj tvorac', 'tvorac',
      'bezbednosni tim', 'služba bezbednosti', 'generalni direktor', 'superkorisnik',
    ),
    mode: both(
      'administratorski režim', 'režim administratora', 'developerski režim', 'režim programera', 'božji režim',
      'režim održavanja', 'bez ograničenja', 'bez cenzure', 'pun pristup', 'neograničen pristup',
      'filteri isključeni', 'bez pravila',
    ),
    you: both('ti', 'vi', 'moraš', 'možeš', 'morate', 'možete', 'tebe', 'tebi', 'vas', 'vama', 'tvoj', 'tvoja', 'tvoje', 'vaš', 'vaša', 'vaše'),
    modal: both(
      'moraš', 'morate', 'mora', 'trebalo bi', 'treba da', 'trebaš', 'trebate', 'dužan si', 'dužna si', 'dužni ste',
      'neophodno je', 'obavezno',
    ),
    permit: both('možeš', 'možete', 'smeš', 'smete', 'dozvoljeno ti je', 'imaš pravo', 'imate pravo', 'ovlašćen*', 'slobodno'),
    speaker: both(
      'molim', 'molim te', 'molim vas', 'hoću da', 'želim da', 'pobrini se da', 'postaraj se da', 'uveri se da',
      'ne zaboravi', 'ne zaboravite', 'obavezno', 'naređujem ti', 'dozvoljavam ti', 'dajem ti dozvolu', 'zapamti',
      'zapamtite', 'imaj na umu',
    ),
    normative: both(
      'ispravan postupak je', 'pravilna procedura je', 'procedura je', 'asistent treba', 'asistent mora',
      'agent treba', 'agent mora', 'bot mora',
    ),
    report: both(
      'rekao', 'rekla', 'rekli', 'kaže', 'kažu', 'govorio', 'govorila', 'pomenuo', 'pomenula', 'spomenuo', 'pitao',
      'pitala', 'pitali', 'zamolio', 'zamolila', 'tražio', 'tražila', 'napisao', 'napisala', 'javio', 'javila',
      'obavestio', 'obavestila', 'tvrdi', 'izjavio', 'objasnio', 'objasnila', 'odgovorio', 'odgovorila', 'žalio se',
      'žalila se', 'prema njegovim rečima', 'prema njenim rečima', 'prema rečima', 'po rečima klijenta', 'kako kaže',
    ),
    subj1: both(
      'ja uvek', 'ja nikad', 'ja nikada', 'mi uvek', 'mi nikad', 'plaćam', 'plaćamo', 'uplaćujem', 'šaljem',
      'šaljemo', 'odobravam', 'koristim', 'kupujem',
    ),
    subj3: both(
      'ona uvek', 'ona nikad', 'oni', 'one', 'ono', 'on uvek', 'on nikad', 'on nikada', 'klijent', 'klijentkinja', 'korisnik',
      'pozivalac', 'kupac', 'moj muž', 'moja žena', 'moj šef', 'neko', 'ljudi', 'zaposleni',
      'računovođa', 'knjigovođa', 'vlasnik računa', 'komšija', 'plaćaju', 'šalje', 'šalju',
      'uplaćuje',
    ),
    habit: both(
      'obično', 'uglavnom', 'često', 'ponekad', 's vremena na vreme', 'redovno', 'po navici', 'navik*', 'više volim',
      'voli da', 'volim da', 'trudim se', 'tradicionalno', 'najčešće',
    ),
    quant: both('svi', 'sve', 'svih', 'svaki', 'svaka', 'svako', 'svakog', 'bilo koji', 'bilo koja', 'bilo koje'),
    cond: both('ako', 'kada', 'kad', 'čim', 'svaki put kada', 'u slučaju', 'ukoliko'),
    question: both(
      'da li', 'zašto', 'kako da', 'kako mogu', 'gde', 'koliko', 'možeš li', 'mogu li', 'može li', 'šta da',
      'šta ako', 'zar',
    ),
    neg: both(
      'nije', 'nisu', 'nema', 'niko', 'ništa', 'nijedan', 'nije bio', 'nije bila', 'nije bilo', 'nije odobren*',
      'nije plaćen*', 'nije stigao', 'nije stigla', 'nisam', 'neće', 'ne može', 'nije moguće', 'ne plaćaj', 'ne šalji', 'ne odobravaj',
    ),
    past: both(
      'juče', 'prekjuče', 'prošle nedelje', 'prošlog meseca', 'prošle godine', 'pre nedelju dana', 'pre mesec dana',
      'pre godinu dana', 'pre dva dana', 'nekada', 'bio', 'bila', 'bilo', 'bili', 'platio', 'platila',
      'platili', 'uplatio', 'uplatila', 'poslao', 'poslala', 'poslali', 'odobrio', 'odobrila', 'potvrdio',
      'potvrdila', 'primio', 'primila', 'dobio', 'dobila', 'stigao', 'stigla', 'stiglo', 'stigli', 'izbrisao',
      'otkazao', 'jutros',
    ),
    trust: both(
      'pouzdan*', 'proveren*', 'dugogodišnj* partner*', 'stalni dobavljač', 'ugledn*', 'renomiran*', 'legitimn*',
      'na vreme', 'bez problema', 'korektan',
    ),
    idiom: both(
      'nema veze', 'nije bitno', 'zaboravi to', 'zaboravi na to', 'pusti to', 'ne brini', 'kao i uvek', 'kao uvek',
      'skoro uvek', 'gotovo uvek', 'ne uvek', 'nikad ne reci nikad', 'bolje ikad nego nikad', 'nikad se ne zna',
      'uvek na usluzi', 'uvek rado', 'nikad nije stiglo', 'nikad nije stigao',
    ),
    'cap:payments': both(
      'plaćanj*', 'uplat*', 'isplat*', 'transfer*', 'prenos*', 'novac', 'novca', 'novcem', 'novčan*', 'sredstva',
      'sredstava', 'iznos*', 'račun', 'računa', 'računu', 'računom', 'računi', 'faktur*', 'povraćaj novca',
      'refundacij*', 'plata', 'platu', 'novčanik*', 'kartic*', 'kredit*', 'pozajmic*', 'depozit*', 'gotovin*', 'keš',
      'transakcij*', 'iban', 'swift', 'primalac', 'primaocu', 'primaoca', 'dobavljač*', 'pretplat*', 'kriptovalut*',
      'bitkoin*', 'poklon kartic*', 'vaučer*', 'stanje na računu', 'saldo', 'dinar*', 'rsd', 'evra', 'evro',
      'dolar*', 'provizij*', 'avans*',
    ),
    'cap:credentials': both(
      'lozink*', 'šifr*', 'pin', 'pin kod', 'kod za potvrdu', 'jednokratni kod', 'sms kod', 'api ključ*', 'token*',
      'podaci za prijavu', 'pristupni podaci', 'privatni ključ', 'cvv', 'sigurnosni kod', 'pristupni kod',
    ),
    'cap:data-export': both(
      'podaci', 'podatke', 'podataka', 'lični podaci', 'baza podataka', 'bazu podataka', 'izvoz*', 'eksport*',
      'rezervn* kopij*', 'bekap*', 'fajl*', 'datotek*', 'dokument*', 'kontakt*', 'adres*', 'broj telefona', 'jmbg',
      'lična karta', 'pasoš*', 'medicinsk* dokumentacij*', 'istorij*', 'logov*', 'prepisk*', 'izveštaj*',
      'poverljiv*', 'interni', 'interna', 'spisak klijenata', 'lista klijenata',
    ),
    'cap:account-access': both(
      'pristup*', 'prava pristupa', 'administratorska prava', 'uloga', 'ulogu', 'privilegij*', 'nalog*',
      'korisnički nalog', 'prijavi se', 'resetovanje lozinke', 'svakom pozivaocu',
    ),
    'cap:deletion': both('brisanj*', 'uklanjanj*', 'uništavanj*', 'trajno', 'nepovratno', 'izbriši', 'obriši'),
    'cap:outbound-messages': both(
      'imejl*', 'mejl*', 'e-mail*', 'email*', 'pošta', 'poštu', 'poštom', 'elektronsk* pošt*', 'poruk*', 'sms*',
      'kopij*', 'skriven* kopij*', 'prosleđivanj*', 'bilten*', 'objavi', 'obaveštenj*', 'u moje ime',
    ),
    'cap:security-controls': both(
      'spam filter*', 'antispam*', 'zaštitn* zid*', 'fajervol*', 'firewall*', 'antivirus*', 'dvofaktorsk*', '2fa',
      'nadzor*', 'monitoring*', 'revizij*', 'šifrovanj*', 'bezbednost*', 'sigurnost*', 'limita', 'limiti',
      'blokad*', 'antifrod*',
    ),
    'cap:scheduling': both(
      'sastan*', 'kalendar*', 'termin*', 'rezervacij*', 'avionsk* kart*', 'hotel*',
    ),
  },
};
