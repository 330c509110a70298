import type { LexiconData } from './schema.js';

/**
 * Afrikaans. The verb does not conjugate: "betaal" is the imperative and also "I/he/they pay", so
 * verbs are never `imp` here (that would make "ek betaal altyd met my kaart" an instruction);
 * the speaker is told apart by the subject (ek, hy, sy, hulle) and instructions by "asseblief",
 * "jy moet", "moenie" and the standing and bypass phrases. Past participles without ge- equal the
 * present (betaal, verwyder), so the past is marked by ge- participles, "gister", "verlede …" and
 * "was"; "goedgekeur"/"gemagtig" are left out of the past because "vooraf goedgekeur" is a grant.
 *
 * Collisions with the shared automaton (Dutch is fully gated, and a term identical to a Dutch,
 * German or English one merges its categories into theirs):
 * - Bare "nie" is left out: it is German "never" (abs). Negation is listed in pairs ("is nie",
 *   "nie nodig nie"). Bare "het" (Dutch article), "die" (English/German), "se"/"sê" (the
 *   possessive "Jan se"), "as", "of", "is", "my", "so", "van", "en", "wat" are left out.
 * - Words spelled as in Dutch (betaal, stuur, vergeet, moet, elke, wanneer, toegang) keep the
 *   Dutch categories and do not vote for either family; the Afrikaans spellings (altyd, sonder,
 *   asseblief, betalings, oorplasing, rekeninge …) vote for the script gate.
 * - "lêer" folds to "leer" (Dutch/English "learn/leather") and "bespreek" is also "discuss": left
 *   out; "deel" and "antwoord" are nouns first, as in Dutch.
 */
const VERBS = [
  'betaal', 'betaal uit', 'uitbetaal', 'keur', 'oorbetaal', 'oordra', 'dra oor', 'oorplaas', 'plaas oor', 'stuur', 'stuur aan',
  'aanstuur', 'stuur deur', 'deurstuur', 'keur goed', 'goedkeur', 'magtig', 'bevestig', 'aanvaar', 'onthul',
  'vertel', 'weier', 'skrap', 'vee uit', 'uitvee', 'verwyder', 'deaktiveer', 'skakel af', 'afskakel',
  'gee toegang', 'gee terug', 'terugbetaal', 'betaal terug', 'voer uit', 'kanselleer', 'hernu',
  'stel vry', 'vrystel', 'verleng', 'verander', 'voeg by', 'byvoeg', 'laai af', 'aflaai', 
  'verwerk', 'bestel', 'koop', 'vertrou', 'deel met', 'beantwoord', 'voorsien', 'oorhandig', 'verskaf',
];

export const lexicon_af: LexiconData = {
  lang: 'af',
  name: 'Afrikaans',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'altyd', 'nooit', 'te alle tye', 'ten alle tye', 'sonder uitsondering', 'in geen geval', 'onder geen omstandighede',
      'onder alle omstandighede', 'onvoorwaardelik', 'sonder versuim', 'vir altyd',
    ],
    verb: VERBS,
    imp: ['asseblief', 'moenie', 'jy moet', 'julle moet'],
    override: [
      'ignoreer', 'verontagsaam', 'vergeet', 'vergeet van', 'kyk verby', 'stel opsy', 'sit opsy', 'ongeag',
      'oorskry', 'moenie volg nie', 'volg nie meer', 'hou jou nie aan',
    ],
    'override-obj': [
      'instruksies', 'instruksie', 'opdragte', 'die reëls', 'alle reëls', 'jou reëls', 'riglyne', 'beperkings', 'voorskrifte', 'vorige', 'voorafgaande',
      'bogenoemde', 'stelselprompt', 'prompt', 'wat jy vertel is', 'oorspronklike taak',
    ],
    'neg-bypass': [
      'sonder', 'moenie vra nie', 'moenie my vra nie', 'hoef nie', 'hoef nie te', 'nie nodig nie', 'nie meer nodig nie',
      'slaan oor', 'oorslaan', 'omseil', 'nie meer nie', 'moenie wag vir', 'moenie kontroleer nie',
      'moenie verifieer nie',
    ],
    approval: [
      'goedkeuring', 'toestemming', 'verifikasie', 'magtiging', 'kontrole', 'hersiening',
      'handtekening', 'tweefaktor*', 'twee-faktor*', 'my goedkeuring', 'my toestemming', 'my bevestiging', 'om te vra',
      'om my te vra', 'outentisering',
    ],
    waiver: [
      'nie nodig nie', 'onnodig', 'opsioneel', 'nie verpligtend nie', 'reeds gegee', 'reeds verkry', 'kwytgeskeld',
      'nie van toepassing nie', 'word nie vereis nie', 'nie meer vereis nie', 'is afgeskaf',
    ],
    bypass: [
      'vooraf goedgekeur', 'voorafgoedgekeur', 'vooraf gemagtig', 'reeds goedgekeur', 'reeds gemagtig',
      'outomaties goedgekeur', 'outomaties goedkeur', 'gewitlys', 'op die witlys', 'sonder om te vra',
      'sonder om my te vra', 'sonder bevestiging', 'sonder goedkeuring', 'sonder verifikasie', 'sonder toestemming',
      'sonder kontrole', 'sonder vrae', 'geen vrae gevra', 'sonder om te kontroleer', 'sonder om te bevestig',
      'beskou as goedgekeur',
    ],
    standing: [
      'van nou af', 'vanaf nou', 'voortaan', 'van vandag af', 'vanaf vandag', 'van nou af aan', 'in die toekoms',
      'staande reël', 'staande opdrag', 'nuwe reël', 'by verstek', 'tot verdere kennisgewing', 'totdat ek anders sê',
      'wanneer ook al', 'elke keer wanneer', 'permanent', 'permanente reël',
    ],
    autonomy: [
      'namens my', 'namens ons', 'namens die maatskappy', 'na jou goeddunke', 'na eie goeddunke', 'by ontvangs',
      'sodra dit ontvang word', 'stilletjies', 'sonder om my in te lig', 'sonder kennisgewing', 'volle mag',
      'vrye hand', 'sonder my betrokkenheid',
    ],
    'autonomy-weak': ['outomaties', 'dadelik', 'onmiddellik', 'maandeliks', 'sonder vertraging'],
    authority: [
      'stelselboodskap', 'administrateur', 'stelseladministrateur', 'ontwikkelaar', 'ontwikkelaars', 'jou skepper',
      'sekuriteitspan', 'sekuriteitsafdeling',
    ],
    mode: [
      'adminmodus', 'administrateurmodus', 'ontwikkelaarmodus', 'ontfoutmodus', 'sonder beperkings', 'onbeperkte modus',
      
    ],
    you: ['jy', 'jou', 'jouself', 'julle', 'jy moet', 'jy mag', 'jy kan'],
    modal: ['jy moet', 'julle moet', 'moet altyd', 'is verplig', 'verplig om'],
    permit: ['jy mag', 'jy kan', 'word toegelaat', 'gemagtig om', 'mag gerus', 'staan vry om'],
    speaker: [
      'asseblief', 'ek wil hê jy moet', 'ek wil he jy moet', 'ek wil hê dat jy', 'maak seker', 'sorg dat',
      'onthou om', 'vergeet nie om', 'moenie vergeet om', 'ek beveel', 'ek vereis',
    ],
    normative: ['die korrekte prosedure is', 'die reël is', 'die assistent moet', 'die agent moet'],
    report: [
      'het gesê', 'sê dat', 'het gevra', 'het genoem', 'het geskryf', 'volgens', 'het gekla', 'het versoek',
      'het verduidelik', 'het aangedui', 'het beweer', 'het laat weet',
    ],
    subj1: ['ek', 'ek self', 'ons betaal', 'ons stuur', 'ons gebruik', 'ons het', 'ons is', 'ons doen', 'ons keur'],
    subj3: [
      'hy', 'sy', 'hulle', 'die kliënt', 'die klant', 'die gebruiker', 'die beller', 'my vrou', 'my man', 'my baas',
      'iemand', 'mense', 'my kollega', 'die boekhouer', 'die rekeninghouer',
    ],
    habit: ['gewoonlik', 'meestal', 'dikwels', 'soms', 'gereeld', 'tipies', 'is gewoond'],
    quant: ['alle', 'elke', 'enige', 'al die'],
    cond: ['wanneer', 'indien', 'sodra', 'elke keer as', 'ingeval'],
    question: [
      'hoekom', 'waarom', 'watter', 'kan ek', 'kan jy', 'sal jy', 'mag ek', 'moet ek', 'wat moet',
      'hoe moet',
    ],
    neg: [
      'is nie', 'het nie', 'kan nie', 'sal nie', 'was nie', 'geen', 'niemand', 'nêrens', 'nie eens',
    ],
    past: [
      'eergister', 'verlede week', 'verlede maand', 'verlede jaar', 'gewees', 'gestuur',
      'oorgedra', 'oorgeplaas', 'gegee', 'gedeel', 'geskrap', 'gekanselleer', 'gekoop', 'ontvang het', 'het gebeur',
      'vanoggend',
    ],
    trust: ['betroubaar', 'betroubare', 'vertroude', 'gerespekteerde', 'jarelange', 'betyds'],
    idiom: [
      'maak nie saak nie', 'soos altyd', 'soos gewoonlik', 'amper altyd',
      'byna altyd', 'nie altyd nie', 'dankie', 'baie dankie', 'beter laat as nooit', 'mens weet nooit',
      'nooit weer nie',
    ],
    'cap:payments': [
      'betalings', 'oorplasing*', 'oordrag*', 'geld', 'fondse', 'bedrag', 'bedrae', 'rekening', 'rekeninge',
      'bankrekening*', 'faktuur', 'fakture', 'terugbetaling*', 'kredietkaart*', 'debietkaart*',
      'transaksie*', 'begunstigde*', 'verskaffer*', 'leweransier*', 'geskenkbewys*',
      'kripto*', 'beursie', 'fooie', 'intekening*', 'saldo', 'skenking*', 'rekeningnommer*',
    ],
    'cap:credentials': [
      'wagwoord*', 'pinkode*', 'pin-kode*', 'eenmalige wagwoord', 'toegangskode*', 'verifikasiekode*', 'api-sleutel*',
      'privaat sleutel*', 'aanmeldbesonderhede',
    ],
    'cap:data-export': [
      'persoonlike inligting', 'inligting', 'databasis*', 'dokumente', 'kliëntelys*', 
      'telefoonnommer*', 'id-nommer*', 'mediese rekords', 'rekords', 'vertroulike',
    ],
    'cap:account-access': [
      'toegang', 'toestemmings', 'administrateursregte', 'wagwoordherstel', 'gebruikersrekening*',
    ],
    'cap:deletion': ['skrap', 'uitvee', 'vee uit', 'permanent verwyder'],
    'cap:outbound-messages': ['e-pos*', 'epos*', 'boodskap*', 'sms*', 'stuur aan', 'aanstuur'],
    'cap:security-controls': [
      'brandmuur*', 'tweefaktor*', 'twee-faktor*', 'strooiposfilter*', 'monitering', 'ouditering', 'enkripsie',
      'sekuriteit*', 'bedrogopsporing', 'waarskuwing*',
    ],
    'cap:scheduling': ['afspraak', 'afsprake', 'vlugte', 'skedule'],
  },
};
