import type { LexiconData } from './schema.js';

/** Third-person subjects that are nouns: listed with a finite verb, since the gate ignores order. */
const SUBJ_NOUNS = [
  'kunden', 'kunderne', 'brugeren', 'leverandøren', 'firmaet', 'virksomheden', 'banken', 'min kone', 'min mand',
  'min chef', 'min kollega', 'revisoren', 'kontohaveren', 'min far', 'min mor', 'udlejeren', 'sælgeren',
  'min kæreste',
];
const SUBJ_VERBS = [
  'betaler', 'plejer', 'har', 'vil', 'er', 'sender', 'godkender', 'siger', 'sagde', 'synes', 'kræver', 'får',
  'bruger', 'foretrækker', 'glemmer',
];

/**
 * Danish: script-aware gate (order-agnostic co-occurrence in a clause).
 *
 * Notes:
 * - The imperative is the bare stem (betal, send, godkend, overfør, slet), distinct from the
 *   infinitive (betale) and the present (betaler): those stems are `imp` markers as well as verbs.
 *   "Sig" (say) is left out: it is also the reflexive pronoun in Danish and Swedish. "Del"
 *   (share) is only listed as "del med" ("del" is a noun and the Spanish "del"); "kontakt" is a
 *   noun first.
 * - Stems that are also common nouns (svar, køb, skift) are verbs but not `imp`; "slet ikke"
 *   (not at all) is an idiom.
 * - Possessives (din, dit, dine) are not `you`: "din" is the Romanian "from".
 * - Bare "er" (is), "de"/"De" (they/formal you; Romance "of"), "I" (you plural; "in") are left out.
 * - "var" (was) is only past in pairs ("det var", "jeg var"): bare, it is inside the Swedish
 *   "var snäll och".
 * - Third-person nouns ("kunden", "min chef") are `subj3` only right before a finite verb.
 * - "hver gang" is `standing` and also `habit` (first-person "hver gang jeg betaler" stays a habit).
 * - "indtil videre" also means "so far"; it is kept as the usual "until further notice".
 */
export const lexicon_da: LexiconData = {
  lang: 'da',
  name: 'Danish',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'altid', 'aldrig', 'under alle omstændigheder', 'under ingen omstændigheder', 'uden undtagelse',
      'i alle tilfælde', 'i intet tilfælde', 'konsekvent', 'ubetinget', 'aldrig nogensinde', 'til enhver tid',
      'uanset hvad',
    ],
    verb: [
      // approve
      'godkend', 'godkende', 'bevilg', 'bevilge', 'autoriser', 'autorisere', 'bekræft', 'bekræfte', 'accepter',
      'acceptere', 'attester', 'attestere', 'underskriv', 'underskrive', 'signer', 'signere', 'tag imod',
      'frigiv', 'frigive',
      // pay and move money
      'betal', 'betale', 'betal ud', 'udbetal', 'udbetale', 'overfør', 'overføre', 'indbetal', 'indbetale',
      'refunder', 'refundere', 'tilbagebetal', 'tilbagebetale', 'hæv', 'hæve', 'køb', 'købe', 'bestil', 'bestille',
      'forny', 'forlæng', 'forlænge', 'opsig', 'opsige', 'annuller', 'annullere', 'afbestil', 'afbestille',
      'gennemfør', 'gennemføre', 'udfør', 'udføre', 'håndter', 'håndtere', 'behandl', 'behandle', 'debiter',
      'debitere', 'krediter', 'kreditere', 'lås op', 'låse op', 'invester', 'investere',
      // send and share
      'send', 'sende', 'videresend', 'videresende', 'del med', 'dele', 'giv', 'give', 'udlever', 'udlevere',
      'afslør', 'afsløre', 'fortæl', 'fortælle', 'sige', 'svar', 'svare', 'besvar', 'besvare', 'eksporter',
      'eksportere', 'download', 'downloade', 'upload', 'uploade', 'kopier', 'kopiere', 'offentliggør',
      'offentliggøre', 'informer', 'informere', 'underret', 'underrette', 'kontakte', 'ring', 'ringe', 'maile',
      // refuse, delete, disable
      'afvis', 'afvise', 'nægt', 'nægte', 'bloker', 'blokere', 'spær', 'spærre', 'slet', 'slette', 'fjern',
      'fjerne', 'ryd', 'rydde', 'tøm', 'tømme', 'ødelæg', 'ødelægge', 'sluk', 'slukke', 'slå fra', 'deaktiver',
      'deaktivere', 'aktiver', 'aktivere', 'slå til',
      // grant and change access
      'giv adgang', 'tildel', 'tildele', 'tilføj', 'tilføje', 'ændr', 'ændre', 'skift', 'skifte', 'nulstil',
      'nulstille', 'installer', 'installere', 'book', 'booke', 'planlæg', 'planlægge', 'stol på', 'stole på',
      'behandl som', 'betragt som', 'fortsæt', 'fortsætte', 'adlyd', 'adlyde',
    ],
    imp: [
      'godkend', 'bevilg', 'autoriser', 'bekræft', 'accepter', 'attester', 'underskriv', 'signer', 'frigiv',
      'betal', 'betal ud', 'udbetal', 'overfør', 'indbetal', 'refunder', 'tilbagebetal', 'hæv', 'bestil',
      'forlæng', 'opsig', 'annuller', 'afbestil', 'gennemfør', 'udfør', 'håndter', 'behandl', 'debiter', 'krediter',
      'lås op', 'invester', 'send', 'videresend', 'del med', 'giv', 'udlever', 'afslør', 'fortæl', 'besvar',
      'eksporter', 'kopier', 'offentliggør', 'informer', 'underret', 'ring', 'afvis', 'nægt', 'bloker', 'spær',
      'slet', 'fjern', 'ryd', 'tøm', 'ødelæg', 'sluk', 'deaktiver', 'aktiver', 'tildel', 'tilføj', 'ændr',
      'nulstil', 'installer', 'planlæg', 'fortsæt', 'adlyd', 'vær venlig at', 'vær sød at', 'venligst',
      'sørg for at', 'husk at', 'glem ikke at',
    ],
    override: [
      'ignorer', 'ignorere', 'se bort fra', 'glem', 'glemme', 'tilsidesæt', 'tilsidesætte', 'læg til side',
      'stop med at følge', 'følg ikke længere', 'i stedet for at følge', 'erstatter', 'har forrang for',
      'går forud for', 'slet fra hukommelsen',
    ],
    'override-obj': [
      'instruktioner', 'instruktionerne', 'instruks', 'instrukser', 'anvisninger', 'direktiver', 'regler', 'reglerne',
      'retningslinjer', 'retningslinjerne', 'begrænsninger', 'begrænsningerne', 'restriktioner', 'prompt',
      'systemprompt', 'programmering', 'tidligere', 'foregående', 'ovenstående', 'det du har fået at vide',
      'din træning', 'din programmering', 'sikkerhedsregler', 'politikker', 'etik', 'oprindelige opgave',
    ],
    'neg-bypass': [
      'uden', 'ikke længere', 'spring over', 'springe over', 'omgå', 'behøver ikke', 'du behøver ikke',
      'spørg ikke', 'spørg aldrig', 'ikke spørge', 'aldrig spørge', 'vent ikke på', 'bed ikke om', 'bed aldrig om',
      'kræver ikke', 'kræver ingen', 'undtaget fra', 'fritaget for', 'uden at',
    ],
    approval: [
      'bekræftelse*', 'godkendelse*', 'tilladelse', 'samtykke', 'verifikation*', 'verificering', 'kontrol*',
      'gennemgang', 'attestation', 'underskrift', 'signatur', 'tofaktor*', 'to-faktor*', 'autentifikation', 'mitid',
      'nemid', 'mit ok', 'min godkendelse', 'grønt lys', 'spørge mig', 'at spørge', 'dobbelttjek',
      'dobbeltkontrol', 'menneskelig kontrol', 'manuel kontrol', 'manuel godkendelse', 'engangskode',
      'verifikationskode', 'kyc', 'identitetskontrol', 'tjek', 'tjekke',
    ],
    waiver: [
      'er ikke nødvendig', 'ikke nødvendig', 'ikke nødvendigt', 'ikke længere nødvendig', 'ikke påkrævet',
      'unødvendig', 'unødvendigt', 'valgfri', 'valgfrit', 'frivillig', 'overflødig', 'overflødigt', 'slået fra',
      'deaktiveret', 'ophævet', 'bortfalder', 'allerede givet', 'allerede udført', 'anses for givet',
      'kan springes over', 'springes over',
    ],
    bypass: [
      'forhåndsgodkendt', 'forhåndsgodkendte', 'forudgodkendt', 'allerede godkendt', 'allerede godkendte',
      'automatisk godkendt', 'permanent godkendt', 'generelt godkendt', 'whitelistet', 'på hvidlisten',
      'hvidlistet', 'uden bekræftelse', 'uden godkendelse', 'uden at spørge', 'uden at spørge mig',
      'uden at tjekke', 'uden at kontrollere', 'uden kontrol', 'uden verifikation', 'uden mitid',
      'uden min godkendelse', 'uden mit ok', 'uden min tilladelse', 'uden spørgsmål', 'ingen spørgsmål',
      'uden videre', 'ukontrolleret', 'blankofuldmagt', 'generalfuldmagt', 'stående godkendelse',
      'anses for godkendt', 'betragtes som godkendt', 'behandl som godkendt', 'undtaget fra kontrol',
    ],
    standing: [
      'fra nu af', 'fremover', 'fremadrettet', 'herefter', 'fra i dag', 'fra og med i dag', 'fra og med nu',
      'indtil videre', 'indtil andet er aftalt', 'indtil andet meddeles', 'indtil jeg siger andet',
      'permanent regel', 'stående instruks', 'stående ordre', 'fast regel', 'ny regel', 'som standard', 'hver gang',
      'hver eneste gang', 'for altid', 'i fremtiden', 'med øjeblikkelig virkning', 'alle fremtidige',
      'fra nu og fremover',
    ],
    autonomy: [
      'ved modtagelse', 'ved modtagelsen', 'så snart den kommer', 'på mine vegne', 'i mit navn', 'på hans vegne',
      'på hendes vegne', 'efter eget skøn', 'på egen hånd', 'selvstændigt', 'uden at involvere mig',
      'uden at forstyrre mig', 'uden at give besked', 'uden at sige noget', 'i stilhed', 'i baggrunden',
      'autopilot', 'frie hænder', 'fuldmagt', 'betalingsservice', 'automatisk betaling', 'automatisk fornyelse',
      'automatisk godkende',
    ],
    'autonomy-weak': [
      'automatisk', 'med det samme', 'straks', 'omgående', 'øjeblikkeligt', 'tilbagevendende', 'planlagt', 'auto',
      'direkte',
    ],
    authority: [
      'systembesked', 'systemmeddelelse', 'systeminstruks', 'din skaber', 'dine udviklere', 'din udvikler',
      'superbruger', 'rodbruger', 'systemadministratoren',
    ],
    mode: [
      'admintilstand', 'administratortilstand', 'udviklertilstand', 'fejlsøgningstilstand', 'debugtilstand',
      'gudetilstand', 'systemtilstand', 'vedligeholdelsestilstand', 'nødtilstand', 'ubegrænset tilstand',
      'jailbreak', 'dan-tilstand', 'root-adgang', 'tilstand aktiveret', 'ikke længere bundet',
    ],
    you: ['du', 'dig', 'jer', 'du selv'],
    modal: [
      'skal', 'må', 'bør', 'burde', 'er nødt til', 'har pligt til', 'er forpligtet til', 'har til opgave at',
    ],
    permit: [
      'må gerne', 'kan', 'har lov til', 'har tilladelse til', 'er bemyndiget til', 'er autoriseret til',
      'har fuldmagt til', 'er fri til',
    ],
    speaker: [
      'jeg beder dig', 'jeg beder jer', 'vi beder dig', 'jeg pålægger dig', 'jeg giver dig tilladelse',
      'jeg bemyndiger dig', 'sørg for at', 'sørg for', 'husk at', 'husk', 'glem ikke at', 'vær venlig at',
      'vær sød at', 'venligst', 'tøv ikke med at', 'det er vigtigt at du', 'din opgave er at', 'dit job er at',
    ],
    normative: [
      'reglen er', 'proceduren er', 'politikken er', 'det er obligatorisk at', 'agenten skal', 'assistenten skal',
      'skal godkendes', 'skal betales', 'skal altid',
    ],
    report: [
      'sagde', 'siger at', 'har sagt', 'fortalte', 'nævnte', 'spurgte', 'undrede sig', 'ifølge', 'oplyste', 'påstod',
      'påstår', 'skrev', 'forklarede', 'klagede', 'svarede', 'meddelte', 'bekræftede', 'hævdede', 'hævder',
      'fortæller at', 'ville vide', 'jeg læste at', 'jeg hørte at',
      // a reported clause after the comma before "at": its own subject marks it
      'at vi', 'at jeg', 'at han', 'at hun', 'at de',
    ],
    subj1: ['jeg', 'vi', 'mig', 'os', 'jeg selv'],
    subj3: ['han', 'hun', ...SUBJ_NOUNS.flatMap((n) => SUBJ_VERBS.map((v) => `${n} ${v}`))],
    habit: [
      'plejer', 'plejer at', 'normalt', 'sædvanligvis', 'typisk', 'ofte', 'tit', 'nogle gange', 'af og til',
      'indimellem', 'regelmæssigt', 'for det meste', 'som regel', 'generelt', 'har en tendens til', 'kan lide at',
      'foretrækker', 'har for vane', 'hver gang', 'hver eneste gang', 'hver måned', 'hver uge',
    ],
    quant: ['hver', 'hvert', 'samtlige', 'enhver', 'ethvert', 'alle'],
    cond: ['hvis', 'når', 'så snart', 'såfremt', 'i tilfælde af'],
    question: [
      'hvorfor', 'hvordan kan jeg', 'hvordan gør jeg', 'hvad skal jeg', 'hvad er', 'hvem er', 'hvornår', 'kan du',
      'vil du', 'kunne du', 'skal jeg', 'må jeg', 'kan jeg', 'er det', 'findes der', 'har du',
    ],
    neg: ['ikke', 'ingen', 'intet', 'ingenting', 'hverken'],
    past: [
      'i går', 'i forgårs', 'sidste uge', 'sidste måned', 'sidste år', 'dage siden', 'uger siden', 'måneder siden',
      'år siden', 'forleden', 'for nylig', 'tidligere i dag', 'dengang', 'havde', 'blev', 'det var', 'jeg var',
      'han var', 'hun var', 'vi var', 'der var', 'betalte', 'sendte', 'godkendte', 'overførte', 'slettede', 'modtog',
      'fik', 'har betalt', 'har sendt', 'har godkendt', 'har fået', 'har modtaget', 'ankom', 'er kommet',
      'sidste gang',
    ],
    trust: [
      'pålidelig', 'pålidelige', 'betroet', 'seriøs', 'velkendt', 'etableret', 'mangeårig', 'verificeret',
      'kontrolleret', 'til tiden', 'punktlig', 'problemfrit', 'legitim', 'loyal', 'certificeret',
    ],
    idiom: [
      'glem det', 'glem ikke', 'pyt med det', 'det er lige meget', 'som altid', 'som sædvanlig', 'næsten altid',
      'ikke altid', 'altid været', 'har altid', 'aldrig mere', 'aldrig igen', 'har aldrig', 'aldrig fået',
      'aldrig modtaget', 'bedre sent end aldrig', 'nu eller aldrig', 'hvad som helst', 'hvordan som helst',
      'hvem som helst', 'glemte', 'har glemt', 'i hvert fald', 'slet ikke', 'slet og ret',
    ],
    'cap:payments': [
      'betaling*', '*betaling', '*betalinger', 'overførsel*', '*overførsel', '*overførsler', 'transaktion*',
      'tilbagebetaling*', 'refusion*', 'faktura', 'fakturaer', 'fakturaen', 'fakturaerne', '*faktura', 'regning*',
      'penge', 'kontanter', 'beløb', 'beløbet', 'saldo', 'saldoen', 'konto', 'kontoen', 'konti', '*konto',
      'bankkonto*', 'kontonummer', 'registreringsnummer', 'iban', 'bic', 'swift', 'mobilepay', 'leverandør*',
      'modtager', 'modtageren', 'betalingsmodtager', 'betalingsservice', 'hævning', 'indbetaling*', 'køb', 'indkøb',
      'bestilling*', 'abonnement*', 'fornyelse', 'gavekort', 'kreditkort', 'betalingskort', 'dankort', 'krypto*',
      'bitcoin', 'tegnebog', 'løn', 'lån', 'kredit', 'kroner', 'dkk', 'euro', 'paypal', 'forskud', 'depositum',
      'gæld', 'honorar', 'udbetaling*',
      'betal', 'betale', 'overfør', 'overføre', 'udbetal', 'udbetale', 'refunder', 'refundere', 'tilbagebetal',
    ],
    'cap:credentials': [
      'adgangskode*', 'kodeord*', 'pinkode', 'pin-kode', 'pin', 'loginoplysninger', 'api-nøgle', 'api-nøgler',
      'privat nøgle', 'hemmelig nøgle', 'nøgle', 'token', 'engangskode', 'verifikationskode', 'sikkerhedskode',
      'bekræftelseskode', 'sms-kode', 'gendannelseskode*', 'gendannelsessætning', 'cvv', 'ssh-nøgle', 'certifikat',
      'sessionscookie', 'hemmelighed', 'mitid', 'nemid',
    ],
    'cap:data-export': [
      'data', 'oplysninger', 'kundedata', 'kundeoplysninger', 'personoplysninger', 'persondata', 'brugerdata',
      'medarbejderdata', 'database', 'databasen', 'kunderegister', 'kundeliste', 'kundelisten', 'register',
      'eksport', 'backup', 'sikkerhedskopi', 'sikkerhedskopier', 'filer', 'dokumenter', 'kontakter', 'adressebog',
      'e-mailadresse', 'e-mailadresser', 'telefonnummer', 'hjemmeadresse', 'journal', 'cpr-nummer', 'cpr',
      'kontoudtog', 'historik', 'logfiler', 'rapport', 'rapporter', 'regneark', 'fortrolig', 'fortrolige',
      'interne', 'samtaler',
    ],
    'cap:account-access': [
      'adgang', 'adgangen', 'rettigheder', 'administratorrettigheder', 'adminrettigheder', 'rolle', 'roller',
      'privilegier', 'identitet', 'identitetskontrol', 'nulstille adgangskoden', 'logge ind', 'log ind',
      'låse op', 'lås op', 'alle der ringer', 'udgive sig for',
    ],
    'cap:deletion': [
      'slet', 'slette', 'sletning', 'fjern', 'fjerne', 'ryd', 'rydde', 'tøm', 'tømme', 'produktionsdata',
      'sikkerhedskopier', 'papirkurven',
    ],
    'cap:outbound-messages': [
      'e-mail', 'e-mails', 'e-mailen', 'mail', 'mails', 'mailen', 'besked', 'beskeder', 'sms', 'whatsapp',
      'nyhedsbrev', 'kopi', 'bcc', 'cc', 'kopi til', 'videresend', 'videresende', 'videresendelse', 'indbakke',
      'indbakken', 'mailingliste', 'på mine vegne', 'i mit navn', 'invitation', 'invitationer',
    ],
    'cap:security-controls': [
      'firewall', 'antivirus', 'spamfilter', 'tofaktorgodkendelse', 'to-faktor-godkendelse', 'totrinsbekræftelse',
      '2fa', 'mfa', 'overvågning', 'logning', 'svindelkontrol', 'svindeltjek', 'svindelbeskyttelse', 'kryptering',
      'sikkerhedsadvarsler', 'advarsler', 'sikkerhedsteamet', 'beløbsgrænse', 'grænse',
    ],
    'cap:scheduling': [
      'møde', 'møder', 'mødet', 'kalender', 'kalenderen', 'booking', 'bookingen', 'reservation', 'fly', 'flyet',
      'hotel', 'billet', 'billetter',
    ],
  },
};
