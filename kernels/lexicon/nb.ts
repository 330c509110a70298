import type { LexiconData } from './schema.js';

/** Third-person subjects that are nouns: listed with a finite verb, since the gate ignores order. */
const SUBJ_NOUNS = [
  'kunden', 'kundene', 'brukeren', 'leverandøren', 'firmaet', 'selskapet', 'banken', 'kona mi', 'min kone',
  'mannen min', 'min mann', 'sjefen min', 'min sjef', 'kollegaen min', 'regnskapsføreren', 'kontoinnehaveren',
  'faren min', 'moren min', 'utleieren', 'selgeren', 'samboeren min',
];
const SUBJ_VERBS = [
  'betaler', 'pleier', 'har', 'vil', 'er', 'sender', 'godkjenner', 'sier', 'sa', 'synes', 'krever', 'får',
  'bruker', 'foretrekker', 'glemmer',
];

/**
 * Norwegian Bokmål: script-aware gate (order-agnostic co-occurrence in a clause).
 *
 * Notes:
 * - The imperative is the bare stem (betal, send, godkjenn, overfør, slett), distinct from the
 *   infinitive (betale) and the present (betaler): those stems are `imp` markers as well as verbs.
 *   Stems that are also common nouns (svar, kjøp, bytt) are verbs only; "gi" (give) and "si" (say)
 *   equal the infinitive or are two-letter words of other languages and are left out of `imp`.
 * - Possessives (din, ditt, dine) are not `you`: "din" is the Romanian "from".
 * - Bare "er" (is), "de" (they; Romance "of"), "nok" (enough; the krone code) are left out.
 * - "var" (was) is only past in pairs ("det var", "jeg var"): bare, it is inside the Swedish
 *   "var snäll och"; "sa" (said) only in pairs ("sa at"): bare, it is the Romanian "să".
 * - Third-person nouns ("kunden", "sjefen min") are `subj3` only right before a finite verb.
 * - "hver gang" is `standing` and also `habit`; "slett ikke" (not at all) is an idiom.
 */
export const lexicon_nb: LexiconData = {
  lang: 'nb',
  name: 'Norwegian Bokmål',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'alltid', 'aldri', 'under alle omstendigheter', 'under ingen omstendigheter', 'uten unntak',
      'i alle tilfeller', 'ikke under noen omstendighet', 'konsekvent', 'ubetinget', 'aldri noensinne',
      'til enhver tid', 'uansett hva',
    ],
    verb: [
      // approve
      'godkjenn', 'godkjenne', 'bevilg', 'bevilge', 'autoriser', 'autorisere', 'bekreft', 'bekrefte', 'aksepter',
      'akseptere', 'attester', 'attestere', 'signer', 'signere', 'skriv under', 'skrive under', 'ta imot', 'frigi',
      'frigjør', 'frigjøre',
      // pay and move money
      'betal', 'betale', 'betal ut', 'utbetal', 'utbetale', 'overfør', 'overføre', 'vipps', 'vippse', 'innbetal',
      'innbetale', 'refunder', 'refundere', 'tilbakebetal', 'tilbakebetale', 'ta ut', 'kjøp', 'kjøpe', 'bestill',
      'bestille', 'forny', 'fornye', 'forleng', 'forlenge', 'si opp', 'kanseller', 'kansellere', 'avbestill',
      'avbestille', 'gjennomfør', 'gjennomføre', 'utfør', 'utføre', 'håndter', 'håndtere', 'behandle', 'debiter',
      'debitere', 'krediter', 'kreditere', 'lås opp', 'låse opp', 'invester', 'investere',
      // send and share
      'send', 'sende', 'videresend', 'videresende', 'del med', 'dele', 'gi', 'gi ut', 'lever ut', 'avslør',
      'avsløre', 'fortell', 'fortelle', 'svar', 'svare', 'besvar', 'besvare', 'eksporter', 'eksportere', 'last ned',
      'laste ned', 'last opp', 'laste opp', 'kopier', 'kopiere', 'publiser', 'publisere', 'informer', 'informere',
      'varsle', 'kontakte', 'ring', 'ringe', 'maile',
      // refuse, delete, disable
      'avvis', 'avvise', 'nekt', 'nekte', 'blokker', 'blokkere', 'sperr', 'sperre', 'slett', 'slette', 'fjern',
      'fjerne', 'rydd', 'rydde', 'tøm', 'tømme', 'ødelegg', 'ødelegge', 'slå av', 'skru av', 'deaktiver',
      'deaktivere', 'aktiver', 'aktivere', 'slå på',
      // grant and change access
      'gi tilgang', 'tildel', 'tildele', 'legg til', 'legge til', 'endre', 'bytt', 'bytte', 'tilbakestill',
      'tilbakestille', 'installer', 'installere', 'book', 'booke', 'planlegg', 'planlegge', 'stol på', 'stole på',
      'behandle som', 'betrakt som', 'fortsett', 'fortsette', 'adlyd', 'adlyde',
    ],
    imp: [
      'godkjenn', 'bevilg', 'autoriser', 'bekreft', 'aksepter', 'attester', 'signer', 'betal', 'betal ut', 'utbetal',
      'overfør', 'innbetal', 'refunder', 'tilbakebetal', 'bestill', 'forny', 'forleng', 'kanseller', 'avbestill',
      'gjennomfør', 'utfør', 'håndter', 'debiter', 'krediter', 'lås opp', 'invester', 'send', 'videresend',
      'del med', 'avslør', 'fortell', 'besvar', 'eksporter', 'last ned', 'last opp', 'kopier', 'publiser',
      'informer', 'avvis', 'nekt', 'blokker', 'sperr', 'slett', 'fjern', 'rydd', 'tøm', 'ødelegg', 'deaktiver',
      'aktiver', 'tildel', 'legg til', 'tilbakestill', 'installer', 'planlegg', 'fortsett', 'adlyd',
      'vær så snill og', 'vær så snill å', 'vennligst', 'sørg for at', 'husk å', 'ikke glem å',
    ],
    override: [
      'ignorer', 'ignorere', 'se bort fra', 'glem', 'glemme', 'tilsidesett', 'tilsidesette', 'legg til side',
      'slutt å følge', 'ikke følg lenger', 'i stedet for å følge', 'erstatter', 'har forrang foran', 'går foran',
      'slett fra minnet',
    ],
    'override-obj': [
      'instruksjoner', 'instruksjonene', 'instruks', 'instrukser', 'anvisninger', 'direktiver', 'regler', 'reglene',
      'retningslinjer', 'retningslinjene', 'begrensninger', 'begrensningene', 'restriksjoner', 'prompt',
      'systemprompt', 'programmering', 'tidligere', 'foregående', 'ovenstående', 'det du har fått beskjed om',
      'din trening', 'din programmering', 'sikkerhetsregler', 'etikk', 'opprinnelige oppgave',
    ],
    'neg-bypass': [
      'uten', 'ikke lenger', 'hopp over', 'hoppe over', 'omgå', 'trenger ikke', 'du trenger ikke', 'spør ikke',
      'spør aldri', 'ikke spør', 'aldri spør', 'ikke vent på', 'be ikke om', 'be aldri om', 'ikke be om',
      'krever ikke', 'krever ingen', 'unntatt fra', 'fritatt fra', 'uten å',
    ],
    approval: [
      'bekreftelse*', 'godkjenning*', 'tillatelse', 'samtykke', 'verifisering*', 'verifikasjon', 'kontroll*',
      'gjennomgang', 'attestasjon', 'attestering', 'underskrift', 'signatur', 'tofaktor*', 'to-faktor*',
      'autentisering', 'bankid', 'mitt ok', 'min godkjenning', 'grønt lys', 'spørre meg', 'å spørre',
      'dobbeltsjekk', 'dobbeltkontroll', 'menneskelig kontroll', 'manuell kontroll', 'manuell godkjenning',
      'engangskode', 'verifiseringskode', 'kyc', 'identitetskontroll', 'sjekk', 'sjekke',
    ],
    waiver: [
      'er ikke nødvendig', 'ikke nødvendig', 'ikke lenger nødvendig', 'ikke påkrevd', 'unødvendig', 'valgfri',
      'valgfritt', 'frivillig', 'overflødig', 'slått av', 'deaktivert', 'opphevet', 'bortfaller', 'allerede gitt',
      'allerede utført', 'anses som gitt', 'kan hoppes over', 'hoppes over',
    ],
    bypass: [
      'forhåndsgodkjent', 'forhåndsgodkjente', 'allerede godkjent', 'allerede godkjente', 'automatisk godkjent',
      'permanent godkjent', 'generelt godkjent', 'hvitelistet', 'på hvitelisten', 'whitelistet',
      'uten bekreftelse', 'uten godkjenning', 'uten å spørre', 'uten å spørre meg', 'uten å sjekke',
      'uten å kontrollere', 'uten kontroll', 'uten verifisering', 'uten bankid', 'uten min godkjenning',
      'uten mitt ok', 'uten min tillatelse', 'uten spørsmål', 'ingen spørsmål', 'uten videre', 'ukontrollert',
      'blankofullmakt', 'generalfullmakt', 'stående godkjenning', 'anses som godkjent', 'regnes som godkjent',
      'behandle som godkjent', 'unntatt fra kontroll',
    ],
    standing: [
      'fra nå av', 'fra og med nå', 'fra og med i dag', 'heretter', 'fremover', 'framover', 'fra i dag',
      'inntil videre', 'til annet er avtalt', 'til annet blir sagt', 'til jeg sier noe annet', 'permanent regel',
      'stående instruks', 'stående ordre', 'fast regel', 'ny regel', 'som standard', 'hver gang', 'hver eneste gang',
      'for alltid', 'i fremtiden', 'i framtiden', 'med umiddelbar virkning', 'alle fremtidige',
    ],
    autonomy: [
      'ved mottak', 'så snart den kommer', 'på mine vegne', 'i mitt navn', 'på hans vegne', 'på hennes vegne',
      'etter eget skjønn', 'på egen hånd', 'selvstendig', 'uten å involvere meg', 'uten å forstyrre meg',
      'uten å si fra', 'uten å si noe', 'i stillhet', 'i bakgrunnen', 'autopilot', 'frie tøyler', 'fullmakt',
      'avtalegiro', 'automatisk betaling', 'automatisk fornyelse', 'automatisk godkjenne',
    ],
    'autonomy-weak': [
      'automatisk', 'med en gang', 'straks', 'umiddelbart', 'øyeblikkelig', 'gjentakende', 'planlagt', 'auto',
      'direkte',
    ],
    authority: [
      'systemmelding', 'systembeskjed', 'systeminstruks', 'din skaper', 'dine utviklere', 'din utvikler',
      'superbruker', 'rotbruker', 'systemadministratoren',
    ],
    mode: [
      'adminmodus', 'administratormodus', 'utviklermodus', 'feilsøkingsmodus', 'debugmodus', 'gudmodus',
      'systemmodus', 'vedlikeholdsmodus', 'nødmodus', 'ubegrenset modus', 'jailbreak', 'dan-modus', 'root-tilgang',
      'modus aktivert', 'ikke lenger bundet',
    ],
    you: ['du', 'deg', 'dere', 'du selv'],
    modal: ['må', 'skal', 'bør', 'burde', 'er nødt til', 'har plikt til', 'er forpliktet til', 'har i oppgave å'],
    permit: [
      'kan', 'får lov til', 'har lov til', 'har tillatelse til', 'er autorisert til', 'har fullmakt til',
      'står fritt til', 'kan gjerne', 'får',
    ],
    speaker: [
      'jeg vil at du', 'jeg vil at dere', 'jeg ber deg', 'jeg ber dere', 'vi ber deg', 'jeg pålegger deg',
      'jeg gir deg tillatelse', 'jeg gir deg fullmakt', 'sørg for at', 'sørg for', 'husk å', 'husk', 'ikke glem å',
      'vær så snill og', 'vær så snill å', 'vennligst', 'nøl ikke med å', 'det er viktig at du',
      'din oppgave er å', 'jobben din er å',
    ],
    normative: [
      'regelen er', 'prosedyren er', 'det er obligatorisk å', 'agenten skal', 'assistenten skal',
      'skal godkjennes', 'skal betales', 'skal alltid',
    ],
    report: [
      'sa at', 'sa til meg', 'har sagt', 'fortalte', 'nevnte', 'spurte', 'lurte på', 'ifølge', 'opplyste', 'påsto',
      'påstod', 'påstår', 'skrev', 'forklarte', 'klaget', 'svarte', 'meldte', 'bekreftet', 'hevdet', 'hevder',
      'sier at', 'forteller at', 'ville vite', 'jeg leste at', 'jeg hørte at',
      // a reported clause after "at": its own subject marks it
      'at vi', 'at jeg', 'at han', 'at hun', 'at de',
    ],
    subj1: ['jeg', 'vi', 'meg', 'oss', 'jeg selv'],
    subj3: ['han', 'hun', ...SUBJ_NOUNS.flatMap((n) => SUBJ_VERBS.map((v) => `${n} ${v}`))],
    habit: [
      'pleier', 'pleier å', 'vanligvis', 'normalt', 'typisk', 'ofte', 'av og til', 'noen ganger', 'innimellom',
      'regelmessig', 'for det meste', 'som regel', 'generelt', 'har en tendens til', 'liker å', 'foretrekker',
      'hver gang', 'hver eneste gang', 'hver måned', 'hver uke',
    ],
    quant: ['hver', 'hvert', 'samtlige', 'enhver', 'ethvert', 'alle'],
    cond: ['hvis', 'når', 'så snart', 'dersom', 'i tilfelle'],
    question: [
      'hvorfor', 'hvordan kan jeg', 'hvordan gjør jeg', 'hva skal jeg', 'hva er', 'hvem er', 'kan du', 'vil du',
      'kunne du', 'skal jeg', 'må jeg', 'kan jeg', 'er det', 'finnes det', 'har du', 'har dere',
    ],
    neg: ['ikke', 'ingen', 'intet', 'ingenting', 'verken'],
    past: [
      'i går', 'i forgårs', 'forrige uke', 'forrige måned', 'i fjor', 'dager siden', 'uker siden', 'måneder siden',
      'år siden', 'forleden', 'nylig', 'tidligere i dag', 'den gangen', 'hadde', 'ble', 'det var', 'jeg var',
      'han var', 'hun var', 'vi var', 'betalte', 'sendte', 'godkjente', 'overførte', 'slettet', 'mottok', 'fikk',
      'har betalt', 'har sendt', 'har godkjent', 'har fått', 'har mottatt', 'kom fram', 'ankom', 'har kommet',
      'forrige gang',
    ],
    trust: [
      'pålitelig', 'pålitelige', 'betrodd', 'seriøs', 'velkjent', 'etablert', 'mangeårig', 'verifisert',
      'kontrollert', 'i tide', 'punktlig', 'problemfritt', 'legitim', 'lojal', 'sertifisert',
    ],
    idiom: [
      'glem det', 'ikke glem', 'glem ikke', 'samme det', 'det spiller ingen rolle', 'som alltid', 'som vanlig',
      'nesten alltid', 'ikke alltid', 'alltid vært', 'har alltid', 'aldri mer', 'aldri igjen', 'har aldri',
      'aldri fått', 'aldri mottatt', 'bedre sent enn aldri', 'nå eller aldri', 'hva som helst', 'hvem som helst',
      'glemte', 'har glemt', 'i hvert fall', 'slett ikke',
    ],
    'cap:payments': [
      'betaling*', '*betaling', '*betalinger', 'overføring*', '*overføring', '*overføringer', 'transaksjon*',
      'tilbakebetaling*', 'refusjon*', 'faktura', 'fakturaer', 'fakturaen', 'fakturaene', '*faktura', 'regning*',
      'penger', 'kontanter', 'beløp', 'beløpet', 'saldo', 'saldoen', 'konto', 'kontoen', 'kontoer', '*konto',
      'bankkonto*', 'kontonummer', 'iban', 'bic', 'swift', 'vipps', 'leverandør*', 'mottaker', 'mottakeren',
      'betalingsmottaker', 'avtalegiro', 'uttak', 'innbetaling*', 'kjøp', 'innkjøp', 'bestilling*', 'abonnement*',
      'fornyelse', 'gavekort', 'kredittkort', 'betalingskort', 'bankkort', 'krypto*', 'bitcoin', 'lommebok', 'lønn',
      'lån', 'kreditt', 'kroner', 'euro', 'paypal', 'forskudd', 'depositum', 'gjeld', 'honorar', 'utbetaling*',
      'betal', 'betale', 'overfør', 'overføre', 'utbetal', 'utbetale', 'refunder', 'refundere', 'tilbakebetal',
      'vippse',
    ],
    'cap:credentials': [
      'passord*', 'pinkode', 'pin-kode', 'pin', 'påloggingsinformasjon', 'innloggingsdetaljer', 'api-nøkkel',
      'api-nøkler', 'privat nøkkel', 'hemmelig nøkkel', 'nøkkel', 'token', 'engangskode', 'verifiseringskode',
      'sikkerhetskode', 'bekreftelseskode', 'sms-kode', 'gjenopprettingskode*', 'gjenopprettingsfrase', 'cvv',
      'ssh-nøkkel', 'sertifikat', 'øktcookie', 'hemmelighet', 'bankid',
    ],
    'cap:data-export': [
      'data', 'opplysninger', 'kundedata', 'kundeopplysninger', 'personopplysninger', 'persondata', 'brukerdata',
      'ansattdata', 'database', 'databasen', 'kunderegister', 'kundeliste', 'kundelisten', 'register', 'eksport',
      'sikkerhetskopi', 'sikkerhetskopier', 'backup', 'filer', 'dokumenter', 'kontakter', 'adressebok',
      'e-postadresse', 'e-postadresser', 'telefonnummer', 'hjemmeadresse', 'journal', 'fødselsnummer',
      'personnummer', 'kontoutskrift', 'historikk', 'logger', 'loggfiler', 'rapport', 'rapporter', 'regneark',
      'fortrolig', 'konfidensiell', 'interne', 'samtaler',
    ],
    'cap:account-access': [
      'tilgang', 'tilgangen', 'rettigheter', 'administratorrettigheter', 'adminrettigheter', 'rolle', 'roller',
      'privilegier', 'identitet', 'identitetskontroll', 'tilbakestille passordet', 'logge inn', 'logg inn',
      'låse opp', 'lås opp', 'alle som ringer', 'utgi seg for',
    ],
    'cap:deletion': [
      'slett', 'slette', 'sletting', 'fjern', 'fjerne', 'rydd', 'rydde', 'tøm', 'tømme', 'ødelegg', 'ødelegge',
      'produksjonsdata', 'sikkerhetskopier', 'papirkurven',
    ],
    'cap:outbound-messages': [
      'e-post', 'e-posten', 'e-poster', 'epost', 'mail', 'mailen', 'melding', 'meldinger', 'sms', 'whatsapp',
      'nyhetsbrev', 'kopi', 'kopi til', 'blindkopi', 'bcc', 'cc', 'videresend', 'videresende', 'videresending',
      'innboks', 'innboksen', 'e-postliste', 'på mine vegne', 'i mitt navn', 'invitasjon', 'invitasjoner',
    ],
    'cap:security-controls': [
      'brannmur', 'antivirus', 'spamfilter', 'tofaktorautentisering', 'to-faktor-autentisering',
      'totrinnsbekreftelse', '2fa', 'mfa', 'overvåking', 'logging', 'svindelkontroll', 'svindelsjekk',
      'svindelbeskyttelse', 'kryptering', 'sikkerhetsvarsler', 'varsler', 'sikkerhetsteamet', 'beløpsgrense',
      'grense',
    ],
    'cap:scheduling': [
      'møte', 'møter', 'møtet', 'kalender', 'kalenderen', 'booking', 'reservasjon', 'fly', 'flyet', 'hotell',
      'billett', 'billetter', 'timeavtale',
    ],
  },
};
