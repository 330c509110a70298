import type { LexiconData } from './schema.js';

/**
 * Dutch (Netherlands and Flemish usage): fully mood-gated. The imperative is the verb stem
 * ("betaal", "stuur", "keur … goed"), the polite form inverts with "u" ("Betaalt u …",
 * "Stuurt u …"), separable verbs are listed by their first part and as one word ("maak … over" /
 * "overmaken", "stuur … door" / "doorsturen"), and the infinitive is used for instructions and
 * after "gelieve … te".
 *
 * Notes:
 * - Bare "je" (you) is left out: it is the French "je" (I) and would turn "je dois toujours …"
 *   into a second-person directive. Dutch "je" is listed in modal pairs ("je moet", "je mag").
 * - "ze" (she/they) is left out: it is the Czech/Polish preposition (and Czech "že"); a few
 *   "ze + verb" pairs are `subj3`. "men" and "die" are English/German words.
 * - "boek", "deel", "antwoord", "regel", "post" are nouns first: not verbs here.
 * - "overschrijven" is a money transfer in Flemish usage: a verb, never an override.
 * - "doorlopende machtiging" is an ordinary SEPA direct-debit mandate: not a bypass.
 * - Lead-ins that are common words of the script-gate languages ("en", "nu", "nou", "ja") are
 *   left out: every full-family term in a Swedish or Catalan clause votes it into the wrong gate.
 * - "nog altijd" (still), "steeds meer" (more and more) are idioms.
 */
export const lexicon_nl: LexiconData = {
  lang: 'nl',
  name: 'Dutch',
  scripts: ['Latn'],
  gate: 'full',
  segmentation: 'space',
  finalInfinitive: true,
  terms: {
    abs: [
      'altijd', 'nooit', 'te allen tijde', 'ten allen tijde', 'zonder uitzondering', 'in geen geval',
      'onder geen beding', 'onder geen enkele omstandigheid', 'in alle gevallen', 'hoe dan ook', 'steeds',
      'nimmer', 'onvoorwaardelijk', 'zonder mankeren', 'koste wat het kost', 'altijd en overal', 'nooit ofte nimmer',
    ],
    verb: [
      // approve / confirm
      'keur', 'keur goed', 'goedkeuren', 'keurt u goed', 'accordeer', 'accorderen', 'fiatteer', 'fiatteren',
      'autoriseer', 'autoriseren', 'bevestig', 'bevestigen', 'accepteer', 'accepteren', 'aanvaard', 'aanvaarden',
      'onderteken', 'ondertekenen', 'teken', 'tekenen', 'geef akkoord', 'akkoord geven', 'geef vrij', 'vrijgeven',
      'laat door', 'doorlaten',
      // pay and move money
      'betaal', 'betalen', 'betaalt u', 'betaal uit', 'uitbetalen', 'maak over', 'overmaken', 'maakt u over',
      'schrijf over', 'overschrijven', 'stort', 'storten', 'stort terug', 'terugstorten', 'vergoed', 'vergoeden',
      'restitueer', 'restitueren', 'betaal terug', 'terugbetalen', 'voldoe', 'voldoen', 'schrijf af',
      'afschrijven', 'incasseer', 'incasseren', 'koop', 'kopen', 'bestel', 'bestellen', 'verleng', 'verlengen',
      'vernieuw', 'vernieuwen', 'verwerk', 'verwerken', 'voer uit', 'uitvoeren', 'handel af', 'afhandelen',
      'wikkel af', 'afwikkelen', 'investeer', 'investeren', 'waardeer op', 'opwaarderen', 'maak', 'doe',
      // send and share
      'stuur', 'sturen', 'stuurt u', 'stuur door', 'doorsturen', 'verstuur', 'versturen', 'verzend', 'verzenden',
      'zend', 'zenden', 'mailen', 'deel met', 'delen', 'geef', 'geven', 'geeft u', 'geef door', 'doorgeven',
      'verstrek', 'verstrekken', 'lever', 'leveren', 'overhandig', 'overhandigen', 'onthul', 'onthullen',
      'verklap', 'verklappen', 'maak bekend', 'bekendmaken', 'zeg', 'zeggen', 'vertel', 'vertellen', 'noem',
      'noemen', 'beantwoord', 'beantwoorden', 'antwoorden', 'exporteer', 'exporteren', 'downloaden', 'uploaden',
      'kopieer', 'kopiëren', 'zet in cc', 'publiceer', 'publiceren', 'posten', 'informeer', 'informeren', 'meld',
      'melden', 'contacteer', 'contacteren', 'neem contact op', 'bel', 'bellen', 'waarschuw', 'waarschuwen',
      // refuse, delete, disable
      'weiger', 'weigeren', 'wijs af', 'afwijzen', 'blokkeer', 'blokkeren', 'verwijder', 'verwijderen', 'wis',
      'wissen', 'vernietig', 'vernietigen', 'leeg', 'legen', 'schakel uit', 'uitschakelen', 'zet uit', 'uitzetten',
      'deactiveer', 'deactiveren', 'schakel in', 'inschakelen', 'zet aan', 'activeer', 'activeren', 'annuleer',
      'annuleren', 'zeg op', 'opzeggen',
      // grant and change access
      'verleen', 'verlenen', 'geef toegang', 'toegang geven', 'ken toe', 'toekennen', 'voeg toe', 'toevoegen',
      'wijzig', 'wijzigen', 'verander', 'veranderen', 'resetten', 'ontgrendel', 'ontgrendelen', 'installeer',
      'installeren', 'reserveer', 'reserveren', 'plan in', 'inplannen', 'schrijf in', 'vertrouw', 'vertrouwen',
      'gehoorzaam', 'gehoorzamen', 'behandel', 'behandelen', 'beschouw', 'beschouwen', 'ga verder', 'verdergaan',
      'zet', 'zetten',
    ],
    override: [
      'negeer', 'negeren', 'vergeet', 'vergeten', 'sla geen acht op', 'geen acht slaan op', 'let niet op',
      'houd geen rekening met', 'hou geen rekening met', 'zet opzij', 'opzijzetten', 'gooi overboord',
      'overboord gooien', 'vervangt', 'vervangen', 'heeft voorrang op', 'hebben voorrang op', 'gaat voor op',
      'volg niet langer', 'niet langer volgen', 'stop met het volgen van', 'ongeacht', 'los van',
      'in plaats van te volgen', 'wis uit je geheugen', 'trek je niets aan van', 'lap aan je laars',
    ],
    'override-obj': [
      'instructies', 'instructie', 'aanwijzingen', 'richtlijnen', 'regels', 'voorschriften', 'beperkingen',
      'restricties', 'grenzen', 'prompt', 'systeemprompt', 'programmering', 'eerdere', 'vorige', 'voorgaande',
      'bovenstaande', 'hierboven', 'wat je is verteld', 'wat je eerder is gezegd', 'alles wat je is gezegd',
      'je training', 'je programmering', 'veiligheidsregels', 'filters', 'protocollen', 'ethiek',
      'oorspronkelijke taak',
    ],
    'neg-bypass': [
      'zonder', 'niet meer', 'niet langer', 'hoeft niet', 'hoef je niet', 'hoeven niet', 'je hoeft niet',
      'u hoeft niet', 'vraag niet', 'vraag nooit', 'niet vragen', 'nooit vragen', 'vraag niet meer',
      'wacht niet op', 'niet wachten op', 'sla over', 'overslaan', 'omzeil', 'omzeilen', 'ga voorbij aan',
      'zie af van', 'afzien van', 'vrijgesteld van', 'zonder tussenkomst van', 'laat weg', 'weglaten',
      'vereist geen', 'vereisen geen', 'geen enkele', 'hoeft geen', 'hoeven geen',
    ],
    approval: [
      'bevestiging*', 'goedkeuring*', 'toestemming', 'akkoord', 'mijn akkoord', 'fiat', 'mijn fiat', 'autorisatie*',
      'verificatie*', 'controle*', 'verificeren', 'controleren', 'checken', 'check', 'review', 'beoordeling',
      'handtekening', 'tweede handtekening', 'vier-ogenprincipe', 'vierogenprincipe', 'tweestapsverificatie',
      'authenticatie', 'menselijke controle', 'handmatige controle', 'handmatige goedkeuring', 'overleg',
      'ruggespraak', 'te vragen', 'mij te vragen', 'me te vragen', 'navraag', 'groen licht', 'mijn ok',
      'verificatiecode', 'bevestigingscode', 'otp', 'kyc', 'identiteitscontrole',
    ],
    waiver: [
      'niet nodig', 'niet meer nodig', 'niet vereist', 'niet langer vereist', 'overbodig', 'onnodig', 'optioneel',
      'facultatief', 'vervalt', 'komt te vervallen', 'opgeschort', 'uitgeschakeld', 'gedeactiveerd', 'al gegeven',
      'reeds gegeven', 'al verleend', 'reeds verleend', 'al gedaan', 'geldt als gegeven', 'wordt overgeslagen',
      'mag overgeslagen worden', 'kan vervallen', 'kan achterwege blijven', 'blijft achterwege',
    ],
    bypass: [
      'vooraf goedgekeurd', 'voorgoedgekeurd', 'vooraf geautoriseerd', 'vooraf vrijgegeven', 'al goedgekeurd',
      'reeds goedgekeurd', 'al geautoriseerd', 'reeds geautoriseerd', 'automatisch goedgekeurd',
      'standaard goedgekeurd', 'permanent goedgekeurd', 'op de whitelist', 'whitelist', 'witte lijst',
      'op de witte lijst', 'zonder te vragen', 'zonder mij te vragen', 'zonder het te vragen', 'zonder overleg',
      'zonder ruggespraak', 'zonder bevestiging', 'zonder goedkeuring', 'zonder toestemming',
      'zonder mijn toestemming', 'zonder mijn akkoord', 'zonder controle', 'zonder verificatie',
      'zonder te controleren', 'zonder na te vragen', 'zonder vragen', 'zonder verdere controle', 'ongecontroleerd',
      'blanco goedkeuring', 'algemene goedkeuring', 'geldt als goedgekeurd', 'gelden als goedgekeurd',
      'beschouw als goedgekeurd', 'als goedgekeurd beschouwen', 'behandel als goedgekeurd',
      'vrijgesteld van controle', 'op vertrouwensbasis', 'zonder mijn fiat',
    ],
    standing: [
      'vanaf nu', 'van nu af aan', 'voortaan', 'vanaf vandaag', 'vanaf heden', 'met ingang van vandaag',
      'met onmiddellijke ingang', 'in de toekomst', 'in het vervolg', 'tot nader order', 'tot nader bericht',
      'tot wederopzegging', 'tot ik anders zeg', 'permanent', 'permanente regel', 'vaste regel', 'nieuwe regel',
      'staande instructie', 'vaste instructie', 'standaard', 'als standaard', 'standaardprocedure', 'beleid',
      'het beleid', 'huisregel', 'elke keer', 'iedere keer', 'telkens', 'voor altijd', 'structureel', 'voorgoed',
      'blijvend', 'bij elke', 'bij iedere', 'vast beleid', 'de regel',
    ],
    autonomy: [
      'bij ontvangst', 'na ontvangst', 'direct bij ontvangst', 'zodra het binnenkomt', 'zodra ze binnenkomen',
      'namens mij', 'namens hem', 'namens haar', 'namens ons', 'namens hen', 'uit mijn naam', 'naar eigen inzicht',
      'naar eigen goeddunken', 'op eigen houtje', 'zelfstandig', 'autonoom', 'eigenhandig',
      'zonder mij erbij te betrekken', 'zonder mij te storen', 'zonder mij in te lichten', 'zonder mij te informeren',
      'zonder te melden', 'zonder iets te zeggen', 'stilletjes', 'in stilte', 'op de achtergrond',
      'op de automatische piloot', 'automatische piloot', 'vrij spel', 'carte blanche', 'volmacht',
      'automatische incasso', 'automatische betaling', 'automatisch verlengen', 'automatisch goedkeuren',
      'automatisch doorsturen', 'zonder menselijke tussenkomst', 'rechtstreeks naar',
    ],
    'autonomy-weak': [
      'automatisch', 'automatische', 'geautomatiseerd', 'meteen', 'onmiddellijk', 'per direct', 'terugkerend',
      'periodiek', 'gepland', 'auto',
    ],
    authority: [
      'systeem', 'systeembericht', 'systeemmelding', 'beheerder', 'admin', 'administrator', 'ontwikkelaar',
      'ontwikkelaars', 'root', 'superuser', 'je maker', 'schepper', 'eigenaar', 'operator', 'moderator',
      'beveiligingsteam', 'it-afdeling', 'directie', 'je baas', 'jouw ontwikkelaar', 'politie', 'de autoriteiten',
    ],
    mode: [
      'beheerdersmodus', 'adminmodus', 'admin-modus', 'ontwikkelaarsmodus', 'ontwikkelmodus', 'debugmodus',
      'godmodus', 'systeemmodus', 'onderhoudsmodus', 'noodmodus', 'onbeperkte modus', 'jailbreak', 'dan-modus',
      'root-toegang', 'verhoogde rechten', 'modus geactiveerd',
      'niet langer gebonden',
    ],
    you: [
      'jij', 'jou', 'jouw', 'jullie', 'uw', 'jezelf', 'je moet', 'je mag', 'je kunt', 'je kan', 'je hoeft',
      'je zult', 'je zal', 'je dient', 'je bent', 'je gaat', 'u moet', 'u mag', 'u kunt', 'u dient',
    ],
    modal: [
      'moet', 'moeten', 'dient', 'dienen', 'zult', 'zal', 'zou moeten', 'hoort te', 'bent verplicht',
      'is verplicht', 'heb je te', 'gaat',
    ],
    permit: [
      'mag', 'mogen', 'kunt', 'kan', 'bent gemachtigd', 'bent bevoegd', 'bent geautoriseerd',
      'hebt toestemming', 'heb je toestemming', 'hebt de bevoegdheid', 'bent vrij om', 'het staat je vrij',
      'staat vrij', 'mag gerust', 'kunt gerust',
    ],
    speaker: [
      'ik wil dat je', 'ik wil dat jij', 'ik wil dat u', 'ik zou graag willen dat je', 'ik wil graag dat je',
      'ik heb je nodig om', 'ik vraag je', 'ik vraag u', 'ik verzoek je', 'ik verzoek u', 'wij verzoeken u',
      'ik draag je op', 'ik geef je opdracht', 'ik machtig je', 'ik machtig u', 'ik geef je toestemming',
      'zorg ervoor dat', 'zorg dat', 'let erop dat', 'vergeet niet om', 'vergeet niet te', 'vergeet niet',
      'denk eraan', 'onthoud', 'alsjeblieft', 'alstublieft', 'aub', 'svp', 'gelieve', 'wil je', 'wilt u',
      'zou je', 'zou u', 'aarzel niet', 'het is belangrijk dat je', 'je taak is', 'jouw taak is',
      'het is de bedoeling dat je',
    ],
    normative: [
      'de regel is', 'de regel luidt', 'het beleid is', 'de procedure is', 'de instructie is', 'het is verplicht',
      'het is de bedoeling dat', 'de agent moet', 'de assistent moet', 'moet worden', 'moeten worden',
      'dient te worden', 'dienen te worden', 'worden automatisch', 'wordt automatisch',
    ],
    report: [
      'zei', 'zegt', 'zegt dat', 'heeft gezegd', 'hebben gezegd', 'vertelde', 'heeft verteld', 'noemde', 'vermeldde',
      'vroeg', 'heeft gevraagd', 'vroeg of', 'legde uit', 'gaf aan', 'geeft aan', 'meldde', 'meldt', 'schreef',
      'antwoordde', 'klaagde', 'beweert', 'beweerde', 'volgens', 'bevestigde', 'verklaarde', 'liet weten',
      'wilde weten', 'ik las dat', 'ik hoorde dat', 'naar verluidt', 'dat wij', 'dat we', 'dat hij', 'dat ik',
    ],
    subj1: ['ik', 'wij', 'mij', 'mijzelf', 'ikzelf', 'bij ons'],
    subj3: [
      'hij', 'zij', 'ze betalen', 'ze sturen', 'ze keuren', 'ze hebben', 'ze zijn', 'ze willen', 'ze betaalt',
      'de klant', 'de klanten', 'de beller', 'de gebruiker', 'de gebruikers', 'de leverancier', 'het bedrijf',
      'de firma', 'het team', 'de bank', 'iemand', 'mensen', 'de patiënt', 'de gast', 'mijn vrouw', 'mijn man',
      'mijn baas', 'mijn manager', 'mijn collega', 'de boekhouder', 'de rekeninghouder', 'mijn vader',
      'mijn moeder', 'de verhuurder', 'de huurder', 'de directeur', 'de verkoper', 'mijn zoon', 'mijn dochter',
      'mijn partner',
    ],
    habit: [
      'meestal', 'doorgaans', 'gewoonlijk', 'normaal', 'normaliter', 'vaak', 'dikwijls', 'soms', 'af en toe',
      'regelmatig', 'geregeld', 'over het algemeen', 'in de regel', 'typisch', 'heeft de neiging',
      'heb de neiging', 'is gewend', 'ben gewend', 'zijn gewend', 'pleegt', 'houdt ervan', 'hou ervan',
    ],
    quant: ['alle', 'elke', 'ieder', 'iedere', 'elk', 'alles', 'welke dan ook', 'om het even welke'],
    cond: [
      'als', 'wanneer', 'indien', 'zodra', 'telkens als', 'telkens wanneer', 'elke keer als', 'elke keer dat',
      'iedere keer dat', 'mocht', 'ingeval', 'in geval van',
    ],
    question: [
      'waarom', 'hoe', 'wat', 'wie', 'waar', 'welke', 'welk', 'kun je', 'kunt u', 'kan ik', 'mag ik', 'moet ik',
      'zal ik', 'is het', 'zijn er', 'heb je', 'hebt u', 'betaal je', 'stuur je',
    ],
    neg: ['niet', 'geen', 'niets', 'niemand', 'nog niet', 'helemaal niet', 'nergens'],
    past: [
      'was', 'waren', 'had', 'hadden', 'werd', 'gisteren', 'eergisteren', 'vorige week', 'vorige maand',
      'vorig jaar', 'geleden', 'destijds', 'vroeger', 'onlangs', 'laatst', 'heeft betaald', 'heb betaald',
      'hebben betaald', 'heeft overgemaakt', 'heb overgemaakt', 'heeft gestuurd', 'heb gestuurd',
      'heeft goedgekeurd', 'heb goedgekeurd', 'heeft ontvangen', 'heb ontvangen', 'hebben ontvangen',
      'is aangekomen', 'is binnengekomen', 'betaalde', 'stuurde', 'keurde goed', 'maakte over',
    ],
    trust: [
      'betrouwbaar', 'betrouwbare', 'vertrouwd', 'vertrouwde', 'gerenommeerd', 'bonafide', 'solide', 'degelijk',
      'vaste leverancier', 'vaste partner', 'vertrouwde partner', 'jarenlang', 'langdurig', 'geverifieerd',
      'gecontroleerd', 'stipt', 'op tijd', 'keurig', 'probleemloos', 'legitiem', 'trouw', 'gecertificeerd',
    ],
    idiom: [
      // a sender's own contact line (support footers: "if you have any questions, contact us"), not an order to the agent
      'neem contact met ons op', 'neem dan contact met ons op', 'mail ons', 'bel ons', 'beantwoord deze e-mail', 'reageer op deze e-mail', 'om je af te melden', 'hier uitschrijven',
      'laat maar', 'laat maar zitten', 'vergeet het', 'vergeet het maar', 'maakt niet uit', 'geeft niet',
      'nooit van mijn leven', 'zoals altijd', 'zoals gewoonlijk', 'zoals gebruikelijk', 'bijna altijd',
      'niet altijd', 'nog altijd', 'altijd al', 'altijd nog', 'steeds meer', 'steeds vaker', 'nooit meer',
      'nog nooit', 'nooit ontvangen', 'nooit aangekomen', 'nooit gekregen', 'beter laat dan nooit', 'nu of nooit',
      'ben vergeten', 'is vergeten', 'heb vergeten', 'vergeet niet',
    ],
    lead: [
      'dan', 'daarna', 'vervolgens', 'ook', 'verder', 'bovendien', 'trouwens', 'gewoon', 'even', 'ok', 'oké',
      'goed', 'dus', 'let op', 'opmerking', 'notitie', 'herinnering', 'belangrijk', 'maar',
      'hallo', 'hoi', 'dank je', 'eerst', 'ten eerste', 'tot slot', 'tenslotte', 'vooral', 'met name', 'overigens',
      'eigenlijk', 'wel', 'toch', 'en dan', 'ook graag',
    ],
    'cap:payments': [
      'betaling*', '*betaling', '*betalingen', 'overboeking*', 'overschrijving*', 'overmaking', 'transactie*',
      'terugbetaling*', 'restitutie*', 'factuur', 'facturen', '*factuur', '*facturen', 'rekening', 'rekeningen',
      'bankrekening*', 'rekeningnummer', 'geld', 'contant', 'contanten', 'bedrag', 'bedragen', 'saldo', 'iban',
      'bic', 'swift', 'sepa', 'leverancier*', 'begunstigde*', 'incasso*', 'opname', 'opnames', 'storting*',
      'aankoop', 'aankopen', 'bestelling*', 'abonnement*', 'verlenging', 'cadeaubon*', 'cadeaukaart*',
      'giftcard*', 'creditcard*', 'pinpas', 'bankpas', 'crypto*', 'bitcoin', 'wallet', 'portemonnee', 'salaris',
      'loon', 'lening', 'krediet', 'cheque', 'euro', 'dollar', 'paypal', 'tikkie', 'ideal', 'voorschot',
      'aanbetaling', 'schuld', 'declaratie*', 'nota',
      'betaal', 'betalen', 'maak over', 'overmaken', 'stort', 'storten', 'betaal uit', 'uitbetalen',
      'terugbetalen', 'vergoed', 'vergoeden',
    ],
    'cap:credentials': [
      'wachtwoord*', 'pincode', 'pin', 'inloggegevens', 'toegangsgegevens', 'api-sleutel', 'api-key', 'privésleutel',
      'geheime sleutel', 'sleutel', 'token', 'tokens', 'toegangstoken', 'verificatiecode', 'beveiligingscode',
      'bevestigingscode', 'eenmalige code', 'sms-code', 'herstelcode*', 'herstelzin', 'seed phrase', 'cvv', 'cvc',
      'ssh-sleutel', 'certificaat', 'sessiecookie', 'cookies', 'geheim', 'digid',
    ],
    'cap:data-export': [
      'gegevens', 'klantgegevens', 'persoonsgegevens', 'persoonlijke gegevens', 'gebruikersgegevens',
      'personeelsgegevens', 'database', 'klantenbestand', 'klantenlijst', 'dossier', 'dossiers', 'export',
      'back-up', 'back-ups', 'backup', 'bestanden', 'documenten', 'contacten', 'adresboek', 'e-mailadres',
      'e-mailadressen', 'telefoonnummer', 'huisadres', 'woonadres', 'medisch dossier', 'bsn',
      'burgerservicenummer', 'rekeningafschrift*', 'bankafschrift*', 'geschiedenis', 'logbestanden', 'logs',
      'rapport', 'rapporten', 'spreadsheet', 'vertrouwelijk', 'vertrouwelijke', 'intern', 'interne', 'gesprekken',
      'transcripties',
    ],
    'cap:account-access': [
      'toegang', 'accounttoegang', 'beheerrechten', 'beheerdersrechten', 'adminrechten', 'rechten', 'machtigingen',
      'rol', 'rollen', 'privileges', 'identiteit', 'identiteitscontrole', 'wachtwoord resetten', 'inloggen',
      'aanmelden', 'ontgrendelen', 'elke beller', 'iedere beller', 'zich voordoen als', 'volledige toegang',
    ],
    'cap:deletion': [
      'verwijder', 'verwijderen', 'verwijdering', 'wis', 'wissen', 'vernietig', 'vernietigen', 'leegmaken',
      'opschonen', 'productiegegevens', 'back-ups', 'prullenbak', 'definitief',
    ],
    'cap:outbound-messages': [
      'e-mail', 'e-mails', 'email', 'mail', 'mails', 'bericht', 'berichten', 'sms', 'whatsapp', 'nieuwsbrief',
      'in cc', 'cc', 'bcc', 'een kopie', 'kopie van elke', 'kopie van alle', 'doorsturen', 'stuur door', 'inbox',
      'postvak', 'mailinglijst', 'verzendlijst', 'namens mij', 'namens hem', 'namens haar', 'uitnodiging',
      'uitnodigingen', 'tweet',
    ],
    'cap:security-controls': [
      'firewall', 'virusscanner', 'antivirus', 'spamfilter', 'filter', 'filters', 'tweestapsverificatie',
      'tweefactorauthenticatie', '2fa', 'mfa', 'monitoring', 'logging', 'audit', 'audits', 'fraudecontrole',
      'fraudedetectie', 'fraudecheck', 'versleuteling', 'encryptie', 'beveiligingswaarschuwingen', 'waarschuwingen',
      'beveiligingsteam', 'limiet', 'limieten', 'bestedingslimiet', 'vier-ogenprincipe',
    ],
    'cap:scheduling': [
      'afspraak', 'afspraken', 'vergadering', 'vergaderingen', 'agenda', 'kalender', 'reservering', 'reserveringen',
      'boeking', 'vlucht', 'vluchten', 'hotel', 'tijdslot', 'ticket', 'tickets',
    ],
  },
};
