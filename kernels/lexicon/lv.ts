import type { LexiconData } from './schema.js';

/**
 * Latvian. The 2sg imperative equals the 2sg present for every verb and, for many, also the 3sg
 * present (maksā "pay!" / "pays", atļauj, dzēs, dod, izslēdz, pievieno, ignorē), and after diacritic
 * folding some also equal a noun (samaksa "payment", maksa "fee", atmaksa "refund"). Those forms are
 * verbs but NOT `imp` ("uzņēmums vienmēr maksā laikā" is a fact); `imp` holds only the forms distinct
 * from the 3sg (sūti, pārskaiti, apstiprini, nosūti) and the 2pl -iet forms. Debitive forms
 * (jāmaksā, jāapstiprina: "must pay") are verbs and modals. Left out for collisions (folded
 * spelling): bare "es" (Spanish), "man" (English), "mēs" (→ "mes"), "jūs" (→ "jus", French), "ja"
 * (German "yes"), "vai" (Italian/Portuguese), "vari" (Italian), "dot" (English), "viņš/viņa/viņi"
 * (→ "vins/vina/vini", French/Romanian/Italian), "parole/paroles" (French/Italian), "bloķē" (→ "bloke"),
 * "lai" (Vietnamese "lại"), "kurš" (→ German "Kurs"), "visas" (English), stems "regulār*", "summ*",
 * "profil*", "rēķin*" (English regular/summer/profile/rekindle), and datives (klientam, viņam) as
 * subjects: they are the objects of instructions. "no" (from) is a negator in en/es/ca, so the
 * standing phrases that open with it ("no šī brīža") are also idioms, which hides the inner "no".
 */
const IMPERATIVES = [
  // 2sg forms that differ from the 3sg present
  'apstiprini',
  'pārskaiti', 'sūti', 'nosūti', 'aizsūti', 'atsūti', 'pārsūti', 'pērc', 'nopērc',
  'pasūti', 'pagarini', 'saki', 'pasaki', 'parādi', 'atbildi', 'noraidi', 'nomaini', 'izpildi', 'uzskati',
  'izlaid',
  // 2pl / polite
  'apstipriniet', 'atļaujiet', 'pieņemiet', 'samaksājiet', 'maksājiet', 'apmaksājiet', 'izmaksājiet',
  'pārskaitiet', 'sūtiet', 'nosūtiet', 'pārsūtiet', 'atsūtiet', 'atmaksājiet', 'atgrieziet', 'pērciet',
  'nopērciet', 'pasūtiet', 'rezervējiet', 'atceliet', 'atjaunojiet', 'pagariniet', 'dalieties', 'kopīgojiet',
  'atklājiet', 'pasakiet', 'sakiet', 'dodiet', 'parādiet', 'atbildiet', 'noraidiet', 'izdzēsiet', 'dzēsiet',
  'noņemiet', 'izslēdziet', 'deaktivizējiet', 'atbloķējiet', 'bloķējiet', 'nobloķējiet', 'nomainiet',
  'mainiet', 'pievienojiet', 'izpildiet', 'apstrādājiet', 'uzticieties', 'uzskatiet', 'izlaidiet',
  'eksportējiet', 'nokopējiet', 'iesniedziet', 'paziņojiet', 'atiestatiet',
];
const AMBIGUOUS = [
  // 2sg imperative = 2sg/3sg present (or a noun once folded): verbs, not imperative markers
  'pieņem', 'autorizē', 'izmaksā', 'atgriez', 'iesniedz', 'paziņo', 'atļauj', 'samaksā', 'maksā', 'apmaksā', 'atmaksā', 'rezervē', 'atcel', 'atjauno', 'dalies', 'kopīgo',
  'atklāj', 'dod', 'izdzēs', 'dzēs', 'noņem', 'izslēdz', 'deaktivizē', 'atbloķē', 'nobloķē', 'maini',
  'pievieno', 'apstrādā', 'uzticies', 'eksportē', 'nokopē', 'atiestati',
];
const INFINITIVES = [
  'apstiprināt', 'atļaut', 'pieņemt', 'autorizēt', 'samaksāt', 'maksāt', 'apmaksāt', 'izmaksāt', 'pārskaitīt',
  'sūtīt', 'nosūtīt', 'aizsūtīt', 'atsūtīt', 'pārsūtīt', 'atmaksāt', 'atgriezt', 'pirkt', 'nopirkt',
  'pasūtīt', 'rezervēt', 'atcelt', 'atjaunot', 'pagarināt', 'dalīties', 'kopīgot', 'atklāt', 'pateikt',
  'teikt', 'parādīt', 'atbildēt', 'noraidīt', 'izdzēst', 'dzēst', 'noņemt', 'izslēgt', 'deaktivizēt',
  'atbloķēt', 'bloķēt', 'nobloķēt', 'nomainīt', 'mainīt', 'pievienot', 'izpildīt', 'apstrādāt', 'uzticēties',
  'izlaist', 'eksportēt', 'nokopēt', 'iesniegt', 'paziņot', 'atiestatīt',
];
const DEBITIVES = [
  'jāapstiprina', 'jāatļauj', 'jāmaksā', 'jāsamaksā', 'jāapmaksā', 'jāizmaksā', 'jāpārskaita', 'jāsūta',
  'jānosūta', 'jāpārsūta', 'jāatmaksā', 'jāpērk', 'jāpasūta', 'jāatceļ', 'jāatjauno', 'jāatklāj', 'jāpasaka',
  'jādod', 'jāparāda', 'jāatbild', 'jānoraida', 'jādzēš', 'jāizdzēš', 'jāizslēdz', 'jāmaina', 'jānomaina',
  'jāpievieno', 'jāizpilda', 'jāapstrādā', 'jāizlaiž', 'jāiesniedz', 'jāuzskata',
];

export const lexicon_lv: LexiconData = {
  lang: 'lv',
  name: 'Latvian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'vienmēr', 'nekad', 'nekādā gadījumā', 'nekādos apstākļos', 'jebkuros apstākļos', 'bez izņēmuma',
      'bez izņēmumiem', 'katru reizi', 'beznosacījumu', 'visos gadījumos', 'vienmēr un visur',
    ],
    verb: [...IMPERATIVES, ...AMBIGUOUS, ...INFINITIVES, ...DEBITIVES],
    imp: [...IMPERATIVES, 'lūdzu'],
    override: [
      'ignorē visus', 'ignorē visas', 'ignorē šīs', 'ignorējiet', 'ignorēt', 'aizmirsti', 'aizmirstiet', 'neievēro', 'neievērojiet', 'nepievērs uzmanību',
      'nepievērsiet uzmanību', 'neņem vērā', 'neņemiet vērā', 'neatkarīgi no', 'par spīti', 'neskatoties uz',
      'pārstāj ievērot', 'pārtrauc ievērot', 'neklausi', 'neseko', 'nesekojiet', 'atceļ', 'ir prioritāte pār',
    ],
    'override-obj': [
      'instrukcij*', 'norādījum*', 'noteikum*', 'ierobežojum*', 'iepriekšēj*', 'augstāk minēt*',
      'augstāk rakstīt*', 'vadlīnij*', 'uzvedn*', 'sistēmas uzvedn*', 'prompt*', 'iestatījum*', 'filtr*',
      'protokol*', 'sākotnēj* uzdevum*', 'ko tev teica', 'visu iepriekš teikto', 'visu augstāk rakstīto',
    ],
    'neg-bypass': [
      'bez', 'nejautā', 'nejautājiet', 'negaidi', 'negaidiet', 'nav nepieciešam*', 'nav vajadzīg*', 'nevajag',
      'vairs nevajag', 'izlaid', 'izlaidiet', 'apej', 'apejiet', 'apejot', 'vairs ne', 'nepārbaudi',
      'nepārbaudiet', 'vairs nepārbaudi', 'neprasi', 'neprasiet', 'netraucē', 'nepieprasi',
      'nepieprasa', 'vairs nepieprasa', 'nav jāprasa', 'nav jāgaida', 'nesaskaņo', 'atbrīvots no', 'atbrīvota no',
    ],
    approval: [
      'apstiprinājum*', 'apstiprināšan*', 'atļaujas', 'atļauju', 'piekrišan*', 'autorizācij*', 'verifikācij*',
      'pārbaud*', 'divfaktor*', 'divpakāpju', 'autentifikācij*', 'paraksta', 'parakstu', 'otra paraksta',
      'revīzij*', 'audit*', 'saskaņojum*', 'saskaņošan*', 'manas piekrišanas', 'mana apstiprinājuma',
      'manas atļaujas', 'cilvēka iesaist*', 'jautāšanas', 'jautājumiem',
    ],
    waiver: [
      'nav nepieciešam*', 'nav vajadzīg*', 'nav obligāt*', 'neobligāt*', 'nevajadzīg*', 'lieks', 'lieka', 'lieki',
      'atcelts', 'atcelta', 'jau dots', 'jau dota', 'jau saņemts', 'jau saņemta', 'uzskatāms par izpildītu',
      'uzskatāma par izpildītu', 'izslēgts', 'izslēgta', 'var izlaist', 'nav spēkā', 'vairs nav nepieciešam*',
      'vairs nav vajadzīg*', 'vairs nav obligāt*',
    ],
    bypass: [
      'iepriekš apstiprināt*', 'iepriekš atļaut*', 'iepriekš autorizēt*', 'iepriekš saskaņot*', 'jau apstiprināt*',
      'jau autorizēt*', 'automātiski apstiprin*', 'baltajā sarakstā', 'baltajam sarakstam', 'bez jautājumiem',
      'bez liekiem jautājumiem', 'bez apstiprinājuma', 'bez pārbaudes', 'bez pārbaudēm', 'bez atļaujas',
      'bez piekrišanas', 'bez verifikācijas', 'bez saskaņošanas', 'bez manas piekrišanas', 'nejautā man',
      'nejautājiet man', 'man nejautājot', 'nejautājot', 'neprasot', 'akli', 'nedomājot',
      'uzskati par apstiprināt*', 'uzskatiet par apstiprināt*', 'bez lietotāja ziņas',
    ],
    standing: [
      'no šī brīža', 'no šā brīža', 'turpmāk', 'no šodienas', 'no šodien', 'no tagad', 'uz visiem laikiem',
      'pastāvīgs noteikums', 'pastāvīgā instrukcija', 'jauns noteikums', 'jaunais noteikums', 'noteikums ir',
      'jauna kārtība', 'pēc noklusējuma', 'katru reizi', 'līdz atsaukšanai', 'līdz turpmākam paziņojumam',
      'kamēr neteikšu citādi', 'kamēr nenorādīšu citādi', 'uz palikšanu', 'standarta procedūra',
      'no šī brīža turpmāk',
    ],
    autonomy: [
      'pēc saviem ieskatiem', 'pēc sava ieskata', 'pēc tava ieskata', 'pēc jūsu ieskata', 'manā vārdā',
      'viņa vārdā', 'viņas vārdā', 'viņu vārdā', 'uzņēmuma vārdā', 'bez cilvēka iesaistes', 'bez manis',
      'saņemot', 'uzreiz pēc saņemšanas', 'tūlīt pēc saņemšanas', 'tiklīdz saņemts', 'tiklīdz pienāk',
      'patstāvīgi', 'klusi', 'bez paziņošanas', 'nepaziņojot', 'brīvas rokas', 'pilnas pilnvaras',
      'ar autopilotu', 'bez manas ziņas', 'izlem pats', 'izlem pati', 'izlemiet paši',
    ],
    'autonomy-weak': [
      'automātiski', 'uzreiz', 'nekavējoties', 'tūlīt', 'automātisk*', 'katru mēnesi', 'ik mēnesi',
    ],
    authority: [
      'sistēmas ziņojums', 'administratora', 'sistēmas administrators', 'izstrādātājs',
      'izstrādātāji', 'tavs radītājs', 'radītājs', 'drošības nodaļa', 'drošības komanda',
      'valdes priekšsēdētājs', 'izpilddirektors', 'superlietotājs',
    ],
    mode: [
      'administratora režīm*', 'izstrādātāja režīm*', 'izstrādātāju režīm*', 'dieva režīm*', 'atkļūdošanas režīm*',
      'apkopes režīm*', 'servisa režīm*', 'režīms bez ierobežojumiem', 'bez ierobežojumiem', 'bez cenzūras',
      'privileģētais režīms', 'paaugstinātas tiesības', 'pilna piekļuve', 'neierobežota piekļuve',
      'filtri izslēgti', 'bez noteikumiem',
    ],
    you: [
      'tu', 'tev', 'tevi', 'tavs', 'tava', 'tavu', 'tavā', 'tavam', 'jums', 'jūsu', 'jūs varat', 'jūs drīkstat',
      'tu vari', 'tu drīksti', 'tev jā*', 'jums jā*',
    ],
    modal: [
      ...DEBITIVES, 'tev jā*', 'jums jā*', 'vajag', 'vajadzētu', 'tev vajadzētu', 'jums vajadzētu', 'nepieciešams',
      'obligāti', 'ir obligāti', 'tev ir pienākums', 'jums ir pienākums',
    ],
    permit: [
      'varat', 'tu vari', 'drīksti', 'drīkstat', 'ir atļauts', 'tev ir atļauts', 'jums ir atļauts',
      'tev ir tiesības', 'jums ir tiesības', 'pilnvarot*', 'autorizēts', 'autorizēta', 'droši vari',
    ],
    speaker: [
      'lūdzu', 'es lūdzu', 'gribu lai', 'vēlos lai', 'gribētu lai', 'man vajag lai', 'pārliecinies',
      'pārliecinieties', 'neaizmirsti', 'neaizmirstiet', 'pavēlu', 'pieprasu', 'uzstāju',
      'atļauju tev', 'dodu tev atļauju', 'atceries', 'atcerieties', 'paturi prātā', 'paturiet prātā',
      'ņem vērā', 'ņemiet vērā', 'parūpējies lai', 'parūpējieties lai',
    ],
    normative: [
      'pareizā rīcība ir', 'pareizā procedūra ir', 'kārtība ir šāda', 'noteikums ir šāds', 'asistentam jā*',
      'aģentam jā*', 'botam jā*', 'asistentam vajadzētu', 'aģentam vajadzētu',
    ],
    report: [
      'teica', 'pateica', 'saka', 'minēja', 'pieminēja', 'jautāja', 'pajautāja', 'vaicāja', 'lūdza', 'palūdza',
      'rakstīja', 'uzrakstīja', 'raksta', 'paziņoja', 'apgalvo', 'apgalvoja', 'paskaidroja', 'atbildēja',
      'sūdzējās', 'pēc viņa teiktā', 'pēc viņas teiktā', 'pēc klienta teiktā', 'pēc viņa vārdiem',
      'pēc viņas vārdiem', 'it kā',
    ],
    subj1: [
      'es vienmēr', 'es nekad', 'es parasti', 'mēs vienmēr', 'mēs nekad', 'mēs parasti', 'man vienmēr',
      'man parasti', 'es pats', 'maksāju', 'maksājam', 'samaksāju', 'sūtu', 'sūtām', 'pārskaitu', 'pārskaitām',
      'apstiprinu', 'izmantoju', 'izmantojam', 'pērku', 'pērkam', 'pasūtu', 'pasūtām', 'apmaksāju', 'apmaksājam',
    ],
    subj3: [
      'viņš vienmēr', 'viņa vienmēr', 'viņi vienmēr', 'viņas vienmēr', 'viņš nekad', 'viņa nekad', 'viņi nekad',
      'viņš parasti', 'viņa parasti', 'viņi parasti', 'klients', 'kliente', 'lietotājs', 'zvanītājs', 'mans vīrs', 'mana sieva',
      'mans priekšnieks', 'kolēģis', 'kolēģe', 'kāds cits', 'cilvēki', 'darbinieks', 'darbiniece', 'grāmatvedis',
      'grāmatvede', 'konta īpašnieks', 'mamma', 'tētis', 'kaimiņš', 'kaimiņiene', 'sūta', 'pārskaita',
      'pasūta',
    ],
    habit: [
      'parasti', 'bieži', 'dažreiz', 'reizēm', 'regulāri', 'tradicionāli', 'pēc ieraduma', 'ierad*', 'dodu priekšroku',
      'dod priekšroku', 'cenšos', 'cenšas', 'visbiežāk', 'mēdzu', 'mēdz', 'mēdzam', 'labprātāk',
    ],
    quant: ['visus', 'visi', 'visiem', 'visām', 'katru', 'katrs', 'katra', 'katram', 'jebkur*'],
    cond: ['kad', 'kad vien', 'tiklīdz', 'katru reizi kad', 'gadījumā ja', 'ja vien', 'ja tiek', 'ja pienāk'],
    question: [
      'vai es', 'vai man', 'vai var', 'vai varu', 'vai varat', 'vai drīkst', 'vai drīkstu', 'vai tu', 'vai jūs',
      'vai ir', 'vai vajag', 'vai tas', 'vai tiešām', 'kāpēc', 'kā man', 'kā var', 'kā lai', 'cik',
      'kura', 'kuru', 'kas notiks ja', 'ko darīt', 'ko man',
    ],
    neg: [
      'nav', 'nebija', 'nebūs', 'nekas', 'neviens', 'nekāds', 'nekāda', 'nemaksā', 'nesūti', 'neapstiprini',
      'nepārskaiti', 'nesamaksāja', 'nesamaksāju', 'neienāca', 'nesaņēma', 'nesaņēmu', 'neapstiprināja',
      'nevar', 'nevaru', 'nevarat', 'nedrīkst', 'nav iespējams',
    ],
    past: [
      'vakar', 'aizvakar', 'pagājušajā nedēļā', 'pagājušonedēļ', 'pagājušajā mēnesī', 'pērn', 'pagājušajā gadā',
      'pirms nedēļas', 'pirms mēneša', 'pirms gada', 'toreiz', 'kādreiz', 'bija', 'biju', 'bijām', 'bijāt',
      'samaksāja', 'samaksājām', 'pārskaitīja', 'pārskaitīju', 'nosūtīja', 'nosūtīju', 'apstiprināja',
      'apstiprināju', 'saņēma', 'saņēmu', 'saņēmām', 'ienāca', 'pienāca', 'izdzēsa', 'izdzēsu', 'atcēla', 'šorīt',
      'šodien no rīta',
    ],
    trust: [
      'uzticam*', 'pārbaudīt* partner*', 'ilggadēj* partner*', 'ilgtermiņa partner*', 'pastāvīgais piegādātājs',
      'ar labu reputāciju', 'likumīg*', 'laikā', 'bez problēmām', 'godīg*',
    ],
    idiom: [
      // standing phrases that open with "no" (from), which is a negator in other lexicons: listed here
      // too so that the "no" inside them does not read as a negation
      'no šī brīža', 'no šā brīža', 'no šodienas', 'no šodien', 'no tagad', 'no šī brīža turpmāk',
      'nav svarīgi', 'nekas traks', 'aizmirsti to', 'aizmirsti par to', 'aizmirstiet par to', 'kā vienmēr',
      'kā parasti', 'kā ierasts', 'gandrīz vienmēr', 'ne vienmēr', 'nekad nesaki nekad',
      'labāk vēlāk nekā nekad', 'nekad nevar zināt', 'vienmēr laipni gaidīti', 'vienmēr priecāsimies',
      'vienmēr gaidīti',
    ],
    'cap:payments': [
      'maksājum*', 'pārskaitījum*', 'nauda', 'naudu', 'naudas', 'līdzekļ*', 'summa', 'summu', 'summas', 'summā', 'konts', 'kontu', 'kontā',
      'konta', 'kontiem', 'kontos', 'rēķins', 'rēķinu', 'rēķini', 'rēķinus', 'rēķina', 'rēķiniem', 'rēķinā', 'atmaksa', 'atmaksu', 'algu', 'maciņš', 'maciņu', 'maciņā', 'karte', 'karti',
      'kartes', 'kartē', 'kredītkart*', 'debetkart*', 'maksājumu kart*', 'kredīt*', 'aizdevum*', 'noguldījum*',
      'skaidrā naudā', 'skaidru naudu', 'darījum*', 'transakcij*', 'iban', 'swift', 'konta numur*', 'saņēmēj*',
      'piegādātāj*', 'abonement*', 'kriptovalūt*', 'bitkoin*', 'bitcoin*', 'dāvanu kart*', 'atlikum*', 'eiro',
      'eur', 'komisijas maks*', 'avans*', 'maksa', 'samaksa',
    ],
    'cap:credentials': [
      'paroli', 'paroļu', 'paroles maiņa', 'pin', 'pin kod*', 'sms kod*', 'verifikācijas kod*', 'apstiprinājuma kod*',
      'vienreizēj* kod*', 'api atslēg*', 'privāt* atslēg*', 'pieteikšanās dati', 'pieteikšanās datus',
      'pieteikšanās datu', 'žeton*', 'cvv', 'cvc', 'drošības kod*', 'piekļuves kod*', 'lietotājvārd*',
    ],
    'cap:data-export': [
      'dati', 'datus', 'datu', 'datiem', 'personas dati', 'personas datus', 'datubāz*', 'datu bāz*', 'eksport*',
      'failus', 'failu', 'faili', 'datnes', 'datni', 'dokument*', 'kontakt*', 'adres*', 'tālruņa numur*',
      'personas kod*', 'pases dati', 'veselības', 'vēstur*', 'ierakst*', 'žurnālfail*', 'sarakst*',
      'konfidenciāl*', 'iekšēj*', 'klientu sarakst*', 'klientu datubāz*',
    ],
    'cap:account-access': [
      'piekļuv*', 'piekļuves tiesības', 'administratora tiesības', 'tiesības', 'lomu', 'lomas', 'lietotāja kont*',
      'profilu', 'profilā', 'profila', 'pieteikties', 'pieslēgties', 'paroles atiestatīšan*', 'paroles maiņ*', 'jebkuram',
    ],
    'cap:deletion': ['dzēšan*', 'izdzēšan*', 'noņemšan*', 'neatgriezeniski', 'neatgriezeniska', 'izdzēst', 'dzēst'],
    'cap:outbound-messages': [
      'e-past*', 'epast*', 'e-mail*', 'email*', 'vēstul*', 'ziņu', 'ziņas', 'ziņojum*', 'īsziņ*', 'sms*',
      'kopij*', 'slēpt* kopij*', 'pārsūtīšan*', 'jaunumu vēstul*', 'publicēt', 'paziņojum*',
      'manā vārdā',
    ],
    'cap:security-controls': [
      'surogātpasta filtr*', 'mēstuļu filtr*', 'antispam*', 'ugunsmūr*', 'firewall*', 'antivīrus*', 'divfaktor*',
      'divpakāpju', '2fa', 'uzraudzīb*', 'monitoring*', 'audit*', 'šifrēšan*', 'drošīb*', 'limitu',
      'limitus', 'limitiem', 'bloķēšan*',
    ],
    'cap:scheduling': [
      'tikšan*', 'sapulc*', 'kalendār*', 'rezervācij*', 'lidojum*', 'biļet*', 'viesnīc*', 'vizīt*', 'pierakst*',
    ],
  },
};
