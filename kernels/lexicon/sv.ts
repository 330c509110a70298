import type { LexiconData } from './schema.js';

/**
 * Swedish: script-aware gate (order-agnostic co-occurrence in a clause).
 *
 * Notes:
 * - `imp` holds only forms that cannot be anything but an imperative: the bare stems of 2nd-4th
 *   conjugation verbs (godkänn, sänd, beställ, förläng, säg, ring, stäng av, byt, återställ)
 *   and request markers (var snäll och, vänligen, snälla). First-conjugation imperatives equal
 *   the infinitive (betala, skicka, radera): as `imp` they would let "Jag vill alltid betala med
 *   kort" through the first-person suppressor, so they are plain verbs. "Betala alltid X" is then
 *   caught only together with a bypass or standing marker.
 * - "överför"/"utför"/"genomför"/"förstör" are imperative and present alike: verbs, not `imp`.
 * - "varje gång" is `standing` and also `habit`, so "Varje gång jag betalar…"
 *   (first person) stays a habit while "Varje gång en faktura kommer, betala den" does not.
 * - Bare "standard", "regel", "policy", "permanent" are left out of `standing`: as co-occurrence
 *   markers they fire on "standardvillkor för betalning", "permanent anställning".
 * - "alla" is not a quantifier here (it is the Italian "alla"); "dom" (they) is the Polish "dom";
 *   "sa" (said) is the Romanian "să"; "var" (was/where/be) is only used in longer terms.
 * - Third-person nouns ("kunden", "min chef") are `subj3` only right before a finite verb
 *   ("kunden betalar"): as objects ("återbetala kunden") they belong to ordinary directives.
 * - Possessives (din, ditt, dina) are not `you`: "din" is the Romanian "from".
 * - `authority` is narrow (system messages, "din skapare"): in this gate an authority word next to
 *   any verb is a claim.
 */
/** Third-person subjects that are nouns: listed with a finite verb, since the gate ignores order. */
const SUBJ_NOUNS = [
  'kunden', 'kunderna', 'användaren', 'leverantören', 'företaget', 'banken', 'min fru', 'min man', 'min chef',
  'min kollega', 'revisorn', 'kontoinnehavaren', 'min pappa', 'min mamma', 'min sambo', 'min partner',
  'hyresvärden', 'säljaren',
];
const SUBJ_VERBS = [
  'betalar', 'brukar', 'har', 'vill', 'är', 'skickar', 'godkänner', 'säger', 'sa', 'tycker', 'kräver', 'får',
  'använder', 'föredrar', 'glömmer',
];

export const lexicon_sv: LexiconData = {
  lang: 'sv',
  name: 'Swedish',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'alltid', 'aldrig', 'jämt', 'ständigt', 'under alla omständigheter', 'i alla lägen', 'utan undantag',
      'i samtliga fall', 'under inga omständigheter', 'inte under några omständigheter', 'villkorslöst',
      'konsekvent', 'aldrig någonsin', 'utan att undantag',
    ],
    verb: [
      // approve
      'godkänn', 'godkänna', 'bevilja', 'auktorisera', 'bekräfta', 'acceptera', 'attestera', 'signera',
      'skriv under', 'skriva under', 'ta emot', 'släpp igenom', 'släppa igenom',
      // pay and move money
      'betala', 'betala ut', 'utbetala', 'överför', 'överföra', 'för över', 'föra över', 'swisha', 'återbetala',
      'sätt in', 'sätta in', 'ta ut', 'köp', 'köpa', 'beställ', 'beställa', 'förnya', 'förläng', 'förlänga',
      'säg upp', 'säga upp', 'avbryt', 'avbryta', 'annullera', 'makulera', 'verkställ', 'verkställa', 'genomför',
      'genomföra', 'utför', 'utföra', 'hantera', 'behandla', 'debitera', 'kreditera', 'släpp', 'släppa',
      'frigör', 'frigöra', 'lås upp', 'låsa upp', 'investera', 'handla',
      // send and share
      'skicka', 'skicka vidare', 'vidarebefordra', 'sänd', 'sända', 'dela', 'dela med', 'ge', 'ge ut', 'lämna ut',
      'lämna över', 'avslöja', 'berätta', 'säg', 'säga', 'svara', 'besvara', 'exportera', 'ladda ner', 'ladda ned',
      'ladda upp', 'kopiera', 'publicera', 'posta', 'meddela', 'informera', 'kontakta', 'ring', 'ringa', 'maila',
      'mejla', 'uppge',
      // refuse, delete, disable
      'neka', 'avslå', 'avvisa', 'vägra', 'blockera', 'spärra', 'radera', 'ta bort', 'rensa', 'töm', 'tömma',
      'förstör', 'förstöra', 'stäng av', 'stänga av', 'inaktivera', 'avaktivera', 'slå av', 'slå på', 'aktivera',
      'koppla bort',
      // grant and change access
      'ge åtkomst', 'tilldela', 'lägg till', 'lägga till', 'ändra', 'byt', 'byta', 'återställ', 'återställa',
      'installera', 'boka', 'boka om', 'schemalägg', 'schemalägga', 'lita på', 'behandla som', 'betrakta som',
      'fortsätt', 'fortsätta', 'lyd', 'lyda',
    ],
    imp: [
      'godkänn', 'sänd', 'beställ', 'förläng', 'säg', 'säg upp', 'ring', 'släpp', 'släpp igenom', 'töm',
      'stäng av', 'byt', 'återställ', 'fortsätt', 'lyd', 'verkställ', 'skriv under', 'lägg till', 'sätt in',
      'lås upp', 'avbryt', 'schemalägg', 'var snäll och', 'var vänlig och',
      'var vänlig', 'vänligen', 'snälla', 'se till att', 'glöm inte att', 'kom ihåg att', 'var noga med att',
    ],
    override: [
      'ignorera', 'strunta i', 'bortse från', 'glöm', 'glömma', 'lägg åt sidan', 'åsidosätt', 'åsidosätta',
      'upphäv', 'skrota', 'sluta följa', 'följ inte längre', 'istället för att följa', 'ersätter',
      'har företräde framför', 'gäller före', 'radera ur minnet', 'bry dig inte om', 'bryr dig inte om',
    ],
    'override-obj': [
      'instruktioner', 'instruktionerna', 'instruktion', 'anvisningar', 'anvisningarna', 'direktiv', 'regler',
      'reglerna', 'riktlinjer', 'riktlinjerna', 'begränsningar', 'begränsningarna', 'restriktioner', 'prompt',
      'systemprompt', 'programmering', 'tidigare', 'föregående', 'ovanstående', 'det du har fått höra',
      'allt du fått veta', 'din träning', 'din programmering', 'säkerhetsregler', 'policyer', 'etik',
      'ursprungliga uppgift',
    ],
    'neg-bypass': [
      'utan', 'inte längre', 'slipp', 'hoppa över', 'skippa', 'kringgå', 'förbigå', 'behöver inte', 'behöver du inte',
      'fråga inte', 'fråga aldrig', 'inte fråga', 'aldrig fråga', 'vänta inte på', 'be inte om', 'be aldrig om',
      'kräver inte', 'kräver ingen', 'kräver inget', 'undantagen från', 'befriad från', 'utan att', 'strunta i',
    ],
    approval: [
      'bekräftelse*', 'godkännande*', 'tillstånd', 'medgivande', 'samtycke', 'verifiering*', 'verifikation',
      'kontroll*', 'granskning*', 'attest*', 'signatur', 'underskrift', 'tvåfaktor*', 'två-faktor*', 'autentisering',
      'bankid', 'mitt ok', 'mitt okej', 'mitt godkännande', 'grönt ljus', 'klartecken', 'fråga mig', 'att fråga',
      'stämma av', 'avstämning', 'dubbelkoll', 'dubbelkontroll', 'mänsklig granskning', 'manuell granskning',
      'manuellt godkännande', 'engångskod', 'verifieringskod', 'kyc', 'identitetskontroll', 'kolla',
    ],
    waiver: [
      'behövs inte', 'behövs inte längre', 'krävs inte', 'krävs inte längre', 'onödig', 'onödigt', 'valfri',
      'valfritt', 'frivillig', 'frivilligt', 'överflödig', 'överflödigt', 'avstängd', 'avaktiverad', 'inaktiverad',
      'upphävd', 'slopad', 'slopat', 'redan givet', 'redan given', 'redan lämnat', 'redan gjort', 'redan klart',
      'anses given', 'anses uppfyllt', 'kan hoppas över', 'hoppas över', 'utgår',
    ],
    bypass: [
      'förhandsgodkänd', 'förhandsgodkända', 'förhandsgodkänt', 'förgodkänd', 'redan godkänd', 'redan godkända',
      'redan godkänt', 'redan attesterad', 'redan auktoriserad', 'automatiskt godkänd', 'automatiskt godkända',
      'permanent godkänd', 'generellt godkänd', 'vitlistad', 'vitlistade', 'på vitlistan', 'whitelistad',
      'utan bekräftelse', 'utan godkännande', 'utan att fråga', 'utan att fråga mig', 'utan att kolla',
      'utan att kontrollera', 'utan kontroll', 'utan granskning', 'utan verifiering', 'utan attest',
      'utan bankid', 'utan mitt godkännande', 'utan mitt ok', 'utan mitt tillstånd', 'utan att stämma av',
      'utan frågor', 'inga frågor', 'utan vidare', 'ogranskad', 'okontrollerad', 'blankofullmakt',
      'generalfullmakt', 'stående godkännande', 'anses godkänd', 'anses godkända', 'räknas som godkänd',
      'behandla som godkänd', 'undantagen från kontroll',
    ],
    standing: [
      'från och med nu', 'från och med idag', 'från och med i dag', 'hädanefter', 'framöver',
      'i fortsättningen', 'framledes', 'tills vidare', 'tills annat meddelas', 'tills jag säger annat',
      'permanent regel', 'permanent instruktion', 'stående instruktion', 'stående order', 'fast regel',
      'ny regel', 'som standard', 'standardrutin', 'varje gång', 'varenda gång', 'för all framtid', 'för alltid',
      'i framtiden', 'med omedelbar verkan', 'alla framtida', 'samtliga framtida',
      'från och med nu och framåt',
    ],
    autonomy: [
      'vid mottagande', 'vid mottagandet', 'så fort den kommer', 'direkt när den kommer', 'för min räkning',
      'å mina vägnar', 'i mitt namn', 'för hans räkning', 'å hans vägnar', 'å hennes vägnar',
      'efter eget omdöme', 'efter eget gottfinnande', 'på egen hand', 'självständigt', 'utan att blanda in mig',
      'utan att störa mig', 'utan att meddela', 'utan att säga något', 'i tysthet', 'i bakgrunden', 'autopilot',
      'fria händer', 'fullmakt', 'autogiro', 'automatisk betalning', 'automatiskt förnya', 'automatiskt godkänna',
    ],
    'autonomy-weak': [
      'automatiskt', 'automatisk', 'direkt', 'omedelbart', 'genast', 'på en gång', 'återkommande', 'schemalagd',
      'auto',
    ],
    authority: [
      'systemmeddelande', 'systemnotis', 'systeminstruktion', 'meddelande från systemet', 'din skapare',
      'dina utvecklare', 'din utvecklare', 'superanvändare', 'rotanvändare', 'systemadministratören',
    ],
    mode: [
      'adminläge', 'administratörsläge', 'utvecklarläge', 'felsökningsläge', 'debugläge', 'gudsläge', 'systemläge',
      'underhållsläge', 'nödläge', 'obegränsat läge', 'jailbreak', 'dan-läge', 'root-åtkomst', 'läget aktiverat',
      'inte längre bunden',
    ],
    you: ['du', 'dig', 'dej', 'ni', 'du själv'],
    modal: [
      'måste', 'ska', 'skall', 'bör', 'borde', 'behöver', 'är skyldig att', 'har i uppgift att', 'har till uppgift att',
    ],
    permit: [
      'får', 'kan', 'är behörig att', 'har behörighet att', 'har tillåtelse att', 'har tillstånd att', 'är fri att',
      'är bemyndigad att', 'har fullmakt att',
    ],
    speaker: [
      'jag vill att du', 'jag vill att ni', 'jag behöver att du', 'jag ber dig', 'jag ber er', 'vi ber dig',
      'jag uppmanar dig', 'jag beordrar dig', 'jag ger dig tillåtelse', 'jag bemyndigar dig', 'se till att',
      'glöm inte att', 'kom ihåg att', 'var noga med att', 'var snäll och', 'var vänlig och', 'var vänlig',
      'vänligen', 'snälla', 'tveka inte att', 'det är viktigt att du', 'din uppgift är att', 'ditt jobb är att',
    ],
    normative: [
      'regeln är', 'rutinen är', 'policyn är', 'det är obligatoriskt att', 'agenten ska', 'assistenten ska',
      'agenten måste', 'assistenten måste', 'ska godkännas', 'ska betalas', 'skall godkännas', 'ska alltid',
    ],
    report: [
      'sade', 'sa att', 'sa till mig', 'har sagt', 'berättade', 'nämnde', 'frågade', 'undrade', 'enligt', 'uppgav',
      'påstod', 'påstår', 'skrev', 'förklarade', 'klagade', 'svarade', 'meddelade', 'bekräftade', 'hävdade',
      'hävdar', 'säger att', 'berättar att', 'ville veta', 'jag läste att', 'jag hörde att',
      // a reported clause after "att": its own subject marks it
      'att vi', 'att jag', 'att han', 'att hon', 'att de',
    ],
    subj1: ['jag', 'vi', 'mig', 'mej', 'oss', 'jag själv'],
    subj3: [
      'han', 'hon', 'hen', 'den som ringer', 'uppringaren',
      // nouns only as subjects (noun + finite verb): as objects they head ordinary directives
      ...SUBJ_NOUNS.flatMap((n) => SUBJ_VERBS.map((v) => `${n} ${v}`)),
    ],
    habit: [
      'brukar', 'vanligtvis', 'normalt', 'oftast', 'ofta', 'ibland', 'då och då', 'regelbundet', 'för det mesta',
      'i regel', 'som regel', 'generellt', 'typiskt', 'tenderar att', 'gillar att', 'tycker om att', 'föredrar',
      'har för vana', 'varje gång', 'varenda gång', 'varje månad', 'varje vecka',
    ],
    quant: ['allt', 'varje', 'varenda', 'samtliga', 'vilken som helst', 'vilka som helst'],
    cond: ['om', 'när', 'så fort', 'så snart', 'ifall', 'i fall', 'när som helst', 'närhelst'],
    question: [
      'varför', 'hur gör jag', 'hur kan jag', 'hur ska jag', 'vad ska jag', 'vad är', 'vem är', 'kan du',
      'skulle du kunna', 'kan jag', 'ska jag', 'bör jag', 'får jag', 'är det', 'finns det', 'har du', 'har ni',
    ],
    neg: ['inte', 'ej', 'icke', 'ingen', 'inget', 'inga', 'ingenting'],
    past: [
      'igår', 'i går', 'förra veckan', 'förra månaden', 'förra året', 'i förrgår', 'dagar sedan', 'veckor sedan',
      'månader sedan', 'år sedan', 'häromdagen', 'nyligen', 'förut', 'på den tiden', 'hade', 'blev', 'det var',
      'betalade', 'skickade', 'godkände', 'överförde', 'raderade', 'tog emot', 'fick', 'har betalat', 'har skickat',
      'har godkänt', 'har fått', 'har tagit emot', 'kom fram', 'anlände', 'har kommit', 'förra gången',
    ],
    trust: [
      'pålitlig', 'pålitliga', 'betrodd', 'betrodda', 'seriös', 'välkänd', 'etablerad', 'långvarig', 'sedan länge',
      'verifierad', 'kontrollerad', 'i tid', 'punktlig', 'problemfritt', 'legitim', 'lojal', 'certifierad', 'trogen',
    ],
    idiom: [
      'glöm det', 'glöm inte', 'strunt samma', 'det spelar ingen roll', 'som alltid', 'som vanligt', 'nästan alltid',
      'inte alltid', 'alltid varit', 'har alltid', 'aldrig mer', 'aldrig igen', 'har aldrig', 'aldrig fått',
      'aldrig kommit', 'bättre sent än aldrig', 'nu eller aldrig', 'säg aldrig aldrig', 'vad som helst',
      'hur som helst', 'vem som helst', 'glömde', 'har glömt', 'i alla fall', 'hur mycket som helst',
    ],
    'cap:payments': [
      'betalning*', '*betalning', '*betalningar', 'överföring*', '*överföring', '*överföringar', 'transaktion*',
      'återbetalning*', 'faktura', 'fakturor', 'fakturan', 'fakturorna', '*faktura', '*fakturor', 'räkning*',
      'pengar', 'kontanter', 'belopp', 'beloppet', 'summa', 'saldo', 'saldot', 'konto', 'kontot', 'konton',
      '*konto', 'bankkonto*', 'kontonummer', 'clearingnummer', 'bankgiro*', 'plusgiro*', 'iban', 'bic', 'swift',
      'swish', 'leverantör*', 'mottagare', 'mottagaren', 'betalningsmottagare', 'autogiro', 'uttag', 'insättning*',
      'inköp', 'beställning*', 'prenumeration*', 'abonnemang', 'förnyelse', 'presentkort', 'kreditkort', 'betalkort',
      'krypto*', 'bitcoin', 'plånbok', 'lön', 'löner', 'lån', 'kredit', 'kronor', 'sek', 'euro', 'paypal', 'klarna',
      'förskott', 'handpenning', 'skuld', 'arvode', 'utbetalning*',
      'betala', 'betala ut', 'överför', 'överföra', 'för över', 'föra över', 'swisha', 'återbetala',
    ],
    'cap:credentials': [
      'lösenord*', 'pinkod', 'pin-kod', 'pin', 'inloggningsuppgifter', 'api-nyckel', 'api-nycklar', 'privat nyckel',
      'hemlig nyckel', 'nyckel', 'token', 'åtkomsttoken', 'engångskod', 'verifieringskod', 'säkerhetskod',
      'bekräftelsekod', 'sms-kod', 'återställningskod*', 'återställningsfras', 'seed-fras', 'cvv', 'cvc',
      'ssh-nyckel', 'certifikat', 'sessionscookie', 'hemlighet', 'bankid',
    ],
    'cap:data-export': [
      'data', 'uppgifter', 'kunddata', 'kunduppgifter', 'personuppgifter', 'användardata', 'personaldata', 'databas',
      'databasen', 'kundregister', 'kundlista', 'register', 'export', 'säkerhetskopia', 'säkerhetskopior', 'backup',
      'filer', 'dokument', 'kontakter', 'adressbok', 'e-postadress', 'e-postadresser', 'telefonnummer', 'hemadress',
      'journal', 'journaler', 'personnummer', 'kontoutdrag', 'historik', 'loggar', 'rapport', 'rapporter',
      'kalkylblad', 'konfidentiell', 'konfidentiella', 'interna', 'konversationer',
    ],
    'cap:account-access': [
      'åtkomst', 'behörighet', 'behörigheter', 'adminrättigheter', 'administratörsrättigheter', 'rättigheter',
      'roll', 'roller', 'privilegier', 'identitet', 'identitetskontroll', 'återställa lösenordet', 'logga in',
      'inloggning', 'lås upp', 'låsa upp', 'alla som ringer', 'utge sig för',
    ],
    'cap:deletion': [
      'radera', 'ta bort', 'radering', 'borttagning', 'rensa', 'töm', 'tömma', 'förstör', 'förstöra',
      'produktionsdata', 'säkerhetskopior', 'papperskorgen',
    ],
    'cap:outbound-messages': [
      'e-post', 'e-posten', 'mejl', 'mejlet', 'mail', 'mailet', 'mejla', 'maila', 'meddelande', 'meddelanden', 'sms',
      'whatsapp', 'nyhetsbrev', 'kopia', 'hemlig kopia', 'kopia på alla', 'vidarebefordra', 'vidarebefordran',
      'skicka vidare', 'inkorg', 'inkorgen', 'e-postlista', 'sändlista', 'å mina vägnar', 'i mitt namn', 'inbjudan',
      'inbjudningar',
    ],
    'cap:security-controls': [
      'brandvägg', 'antivirus', 'spamfilter', 'skräppostfilter', 'tvåfaktorsautentisering', 'tvåstegsverifiering',
      '2fa', 'mfa', 'övervakning', 'loggning', 'bedrägerikontroll', 'bedrägerikontroller', 'bedrägeriskydd',
      'kryptering', 'säkerhetsvarningar', 'varningar', 'säkerhetsteamet', 'beloppsgräns', 'limit',
    ],
    'cap:scheduling': [
      'möte', 'möten', 'mötet', 'kalender', 'kalendern', 'bokning', 'bokningen', 'reservation', 'flyg', 'flyget',
      'hotell', 'tidsbokning', 'biljett', 'biljetter',
    ],
  },
};
