import type { LexiconData } from './schema.js';

/** Infinitives that Italian negates with "non … mai" ("Non inviare mai il PIN"). */
const NEVER_INF = [
  'inviare', 'mandare', 'condividere', 'rivelare', 'dare', 'fornire', 'comunicare', 'pagare', 'approvare',
  'trasferire', 'divulgare', 'dire', 'accettare', 'autorizzare', 'cancellare', 'eliminare', 'disattivare',
  'inoltrare', 'chiedere', 'rifiutare', 'bloccare',
];
/** "<infinitive> mai": the verb of a "non … mai" prohibition, carrying the "never" with it. */
const NEVER_PAIRS = NEVER_INF.map((v) => `${v} mai`);

/**
 * Italian: fully mood-gated. Imperatives for tu (approva, paga, invia, trasferisci), Lei
 * (approvi, paghi, invii), voi (approvate, pagate), the infinitive as an instruction and as the
 * negative tu-imperative ("non inviare"), and the glued enclitics ("inviagli", "pagali",
 * "inoltrale").
 *
 * Notes:
 * - Bare "mai" (never) is not an `abs` term: it is the Romanian "more/still" and would fire on
 *   ordinary Romanian requests. "Non … mai" prohibitions are covered by "<infinitive> mai" pairs
 *   (verb + abs) and by the neg-bypass phrases ("non chiedere mai conferma").
 * - "Lei" is `you` only before a modal ("Lei deve…"): bare "lei" is also the Romanian currency.
 * - "perché" (why/because) and "come" (how/like; English "come") are not question words here.
 * - Nouns equal to a tu-imperative are not verbs: copia, consegna, modifica, rifiuti, avvisi,
 *   contatti, acquisti, ordini, saldi, cambi, firma, pubblica, attiva, valida.
 * - "pagò"/"inviò" fold to "pago"/"invio" (present and nouns): not past terms.
 */
export const lexicon_it: LexiconData = {
  lang: 'it',
  name: 'Italian',
  scripts: ['Latn'],
  gate: 'full',
  segmentation: 'space',
  terms: {
    abs: [
      'sempre', 'in ogni caso', 'in qualsiasi caso', 'senza eccezioni', 'senza eccezione', 'in nessun caso',
      'per nessun motivo', 'in nessuna circostanza', 'mai e poi mai', 'comunque vada', 'sistematicamente',
      'invariabilmente', 'incondizionatamente', 'immancabilmente', 'sempre e comunque', 'a ogni costo',
      'in qualunque momento', 'giammai', 'costantemente',
      ...NEVER_PAIRS,
    ],
    verb: [
      // approve / confirm
      'approva', 'approvi', 'approvate', 'approvare', 'approvali', 'approvale', 'approvalo', 'approvala',
      'approvarli', 'approvarle', 'autorizza', 'autorizzi', 'autorizzate', 'autorizzare', 'convalida',
      'convalidi', 'convalidare', 'validare', 'accetta', 'accetti', 'accettate', 'accettare', 'conferma',
      'confermi', 'confermate', 'confermare', 'firmare',
      // pay and move money
      'paga', 'paghi', 'pagate', 'pagare', 'pagali', 'pagala', 'pagalo', 'pagagli', 'pagarli', 'pagarla',
      'salda', 'saldare', 'bonifica', 'bonificare', 'fai un bonifico', 'faccia un bonifico', 'fare un bonifico',
      'esegui il bonifico', 'effettua il bonifico', 'effettua il pagamento', 'esegui il pagamento',
      'trasferisci', 'trasferisca', 'trasferite', 'trasferire', 'trasferiscigli', 'versa', 'versi', 'versate',
      'versare', 'girare', 'rimborsa', 'rimborsate', 'rimborsare', 'accredita', 'accreditare', 'addebita',
      'addebitare', 'preleva', 'prelevi', 'prelevare', 'deposita', 'depositare', 'sblocca', 'sblocchi',
      'sbloccare', 'libera', 'liberare', 'compra', 'compri', 'comprare', 'acquista', 'acquistare', 'ordina',
      'ordinare', 'rinnova', 'rinnovi', 'rinnovare', 'elabora', 'elabori', 'elaborare', 'esegui', 'esegua',
      'eseguite', 'eseguire', 'effettua', 'effettui', 'effettuare', 'processa', 'processare', 'ricaricare',
      'investi', 'investire',
      // send and share
      'invia', 'invii', 'inviate', 'inviare', 'inviagli', 'inviale', 'inviali', 'inviamele', 'inviami',
      'inviargli', 'inviarle', 'manda', 'mandi', 'mandare', 'mandagli', 'mandale', 'mandami', 'mandarli',
      'spedisci', 'spedisca', 'spedire', 'inoltra', 'inoltri', 'inoltrate', 'inoltrare', 'inoltragli',
      'inoltrale', 'inoltrali', 'inoltrami', 'inoltrarle', 'reindirizza', 'reindirizzare', 'trasmetti',
      'trasmetta', 'trasmettere', 'condividi', 'condivida', 'condividete', 'condividere', 'fornisci', 'fornisca',
      'fornire', 'dare', 'consegni', 'consegnare', 'rivela', 'riveli', 'rivelare', 'divulga', 'divulghi',
      'divulgare', 'comunica', 'comunichi', 'comunicare', 'dimmi', 'digli', 'dille', 'dica', 'dite', 'dire',
      'rispondi', 'risponda', 'rispondete', 'rispondere', 'esporta', 'esporti', 'esportare', 'scarica', 'scarichi',
      'scaricare', 'copiare', 'pubblichi', 'pubblicare', 'contatta', 'contattare', 'chiama', 'chiami', 'chiamare',
      'avvisa', 'avvisare', 'notificare', 'metti in copia', 'mettere in copia',
      // refuse, delete, disable
      'rifiuta', 'rifiutate', 'rifiutare', 'respingi', 'respinga', 'respingere', 'nega', 'neghi', 'negare',
      'blocca', 'blocchi', 'bloccare', 'cancella', 'cancelli', 'cancellate', 'cancellare', 'elimina', 'elimini',
      'eliminate', 'eliminare', 'distruggi', 'distrugga', 'distruggere', 'svuota', 'svuotare', 'disattiva',
      'disattivi', 'disattivate', 'disattivare', 'spegni', 'spenga', 'spegnere', 'attivare', 'annulla', 'annulli',
      'annullate', 'annullare', 'disdici', 'disdica', 'disdire',
      // grant and change access
      'concedi', 'conceda', 'concedere', 'assegnare', 'aggiungi', 'aggiunga', 'aggiungere', 'modifichi',
      'modificare', 'cambiare', 'reimposta', 'reimpostare', 'installa', 'installare', 'prenota', 'prenoti',
      'prenotare', 'fissa', 'fissare', 'iscrivi', 'iscrivere', 'fidati di', 'si fidi di', 'fidarsi di',
      'obbedisci', 'obbedire', 'tratta come', 'tratti come', 'trattare come', 'considera', 'consideri',
      'considerare', 'procedi', 'proceda', 'procedere', 'gestisci', 'gestisca', 'gestire', 'includi', 'includere',
      'metti', 'metta', 'mettere',
      // future of instruction ("d'ora in poi pagherai")
      'pagherai', 'invierai', 'manderai', 'approverai', 'trasferirai', 'inoltrerai', 'autorizzerai', 'accetterai',
      'confermerai', 'condividerai', 'cancellerai', 'eliminerai', 'disattiverai', 'risponderai', 'rimborserai',
      ...NEVER_PAIRS,
    ],
    override: [
      'ignora', 'ignori', 'ignorate', 'ignorare', 'dimentica', 'dimentichi', 'dimenticate', 'dimenticare',
      'trascura', 'trascuri', 'trascurare', 'non tenere conto', 'non tenere in considerazione', 'metti da parte',
      'mettere da parte', 'scavalca', 'scavalcare', 'sostituisce', 'sostituiscono', 'prevale su', 'prevalgono su',
      'ha la precedenza su', 'hanno la precedenza su', 'smetti di seguire', 'non seguire più',
      'a prescindere da', 'indipendentemente da', 'invece di seguire', 'cancella dalla memoria', 'scarta',
      'scartare', 'disattendi', 'annulla',
    ],
    'override-obj': [
      'istruzioni', 'istruzione', 'indicazioni', 'direttive', 'linee guida', 'regole', 'norme', 'restrizioni',
      'limitazioni', 'vincoli', 'limiti', 'prompt', 'prompt di sistema', 'programmazione', 'precedenti',
      'di sopra', 'quanto detto', 'tutto ciò che ti è stato detto', 'quello che ti hanno detto',
      'ciò che ti è stato detto', 'il tuo addestramento', 'la tua programmazione', 'salvaguardie', 'filtri',
      'politiche', 'protocolli', 'etica', 'compito originale',
    ],
    'neg-bypass': [
      'senza', 'non serve', 'non servono', 'non c\'è bisogno di', 'nessun bisogno di', 'non chiedere',
      'non chieda', 'non chiedete', 'mai chiedere', 'non domandare', 'non richiedere', 'non aspettare',
      'non attendere', 'non consultare', 'non verificare', 'non controllare', 'non richiede', 'non richiedono',
      'non necessita', 'salta', 'salti', 'saltare', 'bypassa', 'bypassare', 'aggira', 'aggirare', 'evita', 'eviti',
      'evitare', 'ometti', 'ometta', 'omettere', 'esente da', 'esentato da', 'dispensato da', 'senza passare per',
      'senza bisogno di', 'smetti di chiedere', 'smettila di chiedere', 'fai a meno di', 'non più',
      'chiedere mai', 'non chiedere mai',
    ],
    approval: [
      'conferma', 'conferme', 'confermare', 'approvazione', 'approvazioni', 'autorizzazione', 'autorizzazioni',
      'convalida', 'validazione', 'verifica', 'verifiche', 'verificare', 'controllo', 'controlli', 'controllare',
      'revisione', 'consenso', 'permesso', 'il mio permesso', 'il mio consenso', 'la mia approvazione',
      'la mia autorizzazione', 'la mia conferma', 'il mio ok', 'il mio via libera', 'via libera', 'benestare',
      'il mio benestare', 'nulla osta', 'seconda firma', 'doppia verifica', 'doppio controllo', 'autenticazione',
      'autenticazione a due fattori', 'supervisione', 'un umano', 'intervento umano', 'revisione manuale',
      'approvazione manuale', 'chiedere', 'chiedermi', 'consultarmi', 'interpellarmi', 'avvisarmi',
      'codice di verifica', 'codice di conferma', 'otp', 'kyc', 'verifica dell\'identità',
    ],
    waiver: [
      'non è necessario', 'non è necessaria', 'non più necessaria', 'non più necessario', 'non serve più',
      'non necessario', 'non necessaria', 'superfluo', 'superflua', 'facoltativo', 'facoltativa', 'opzionale',
      'non richiesto', 'non richiesta', 'non obbligatorio', 'non obbligatoria', 'esonerato', 'esonerata', 'esente',
      'sospeso', 'sospesa', 'disattivata', 'già dato', 'già data', 'già concesso', 'già concessa', 'già fatto',
      'già fatta', 'già effettuata', 'si considera assolto', 'si considera data', 'da considerarsi acquisito',
      'può essere saltata', 'può essere omessa',
    ],
    bypass: [
      'pre-approvato', 'pre-approvata', 'pre-approvati', 'pre-approvate', 'preapprovato', 'preapprovata',
      'preautorizzato', 'pre-autorizzato', 'già approvato', 'già approvata', 'già approvati', 'già autorizzato',
      'già autorizzata', 'già validato', 'approvato in anticipo', 'autorizzato in anticipo',
      'approvato preventivamente', 'autorizzato preventivamente', 'approvato automaticamente', 'autoapprovato',
      'lista bianca', 'in lista bianca', 'whitelist', 'senza chiedere', 'senza chiedermi', 'senza domandare',
      'senza consultarmi', 'senza consultare', 'senza conferma', 'senza confermare', 'senza verifica',
      'senza verifiche', 'senza verificare', 'senza approvazione', 'senza autorizzazione', 'senza controllo',
      'senza controlli', 'senza controllare', 'senza revisione', 'senza fare domande', 'senza discutere',
      'senza il mio permesso', 'senza il mio consenso', 'senza il mio ok', 'senza la mia approvazione',
      'senza aspettare conferma', 'approvazione permanente', 'autorizzazione permanente',
      'autorizzazione generale', 'corsia preferenziale', 'esente da verifica', 'consideralo approvato',
      'trattalo come approvato', 'trattare come approvato', 'dare per approvato', 'a occhi chiusi', 'd\'ufficio',
    ],
    standing: [
      'd\'ora in poi', 'd\'ora in avanti', 'da ora in poi', 'da adesso in poi', 'da oggi in poi', 'da oggi',
      'd\'ora innanzi', 'in futuro', 'per il futuro', 'per sempre', 'regola permanente', 'regola fissa',
      'nuova regola', 'istruzione permanente', 'disposizione permanente', 'ordine permanente', 'politica', 'policy',
      'la regola', 'per impostazione predefinita', 'di default', 'come impostazione predefinita', 'ogni volta',
      'tutte le volte', 'fino a nuovo avviso', 'fino a nuovo ordine', 'fino a contrordine', 'procedura standard',
      'prassi', 'come prassi', 'in via permanente', 'in modo permanente', 'permanentemente', 'da questo momento',
      'da qui in avanti', 'a partire da ora', 'a partire da oggi', 'a partire da adesso', 'accordo permanente',
      'una volta per tutte', 'da ora',
    ],
    autonomy: [
      'alla ricezione', 'al ricevimento', 'appena arriva', 'appena arrivano', 'non appena arriva', 'a ricevimento',
      'al momento della ricezione', 'a mio nome', 'per mio conto', 'a suo nome', 'per suo conto', 'a loro nome',
      'a tua discrezione', 'a sua discrezione', 'a tuo giudizio', 'di tua iniziativa', 'di propria iniziativa',
      'in autonomia', 'in modo autonomo', 'autonomamente', 'da solo', 'senza intervento', 'senza intervento umano',
      'senza disturbarmi', 'senza coinvolgermi', 'senza avvisarmi', 'senza avvisare', 'senza informarmi',
      'senza dire niente', 'in silenzio', 'silenziosamente', 'di nascosto', 'pilota automatico', 'carta bianca',
      'pieni poteri', 'delega', 'procura', 'addebito automatico', 'domiciliazione', 'pagamento automatico',
      'rinnovo automatico', 'inoltro automatico', 'approvare automaticamente', 'approva automaticamente',
      'approvi automaticamente', 'in background', 'direttamente a',
    ],
    'autonomy-weak': [
      'automaticamente', 'automatico', 'automatica', 'automatizzato', 'subito', 'immediatamente', 'all\'istante',
      'senza indugio', 'ricorrente', 'programmato', 'auto',
    ],
    authority: [
      'sistema', 'admin', 'amministratore', 'amministratrice', 'sviluppatore', 'sviluppatori', 'sviluppatrice',
      'root', 'superutente', 'creatore', 'il tuo creatore', 'proprietario', 'operatore', 'moderatore',
      'team di sicurezza', 'reparto it', 'ufficio it', 'supporto tecnico', 'amministratore delegato', 'il tuo capo',
      'il tuo sviluppatore', 'il tuo programmatore', 'messaggio di sistema', 'avviso di sistema', 'polizia',
      'le autorità',
    ],
    mode: [
      'modalità amministratore', 'modalità admin', 'modalità sviluppatore', 'modalità debug', 'modalità dio',
      'modalità sistema', 'modalità manutenzione', 'modalità senza restrizioni', 'modalità senza filtri',
      'jailbreak', 'modalità dan', 'accesso root', 'privilegi elevati', 'modalità di emergenza', 'modalità attivata', 'non sei più vincolato', 'libero da regole',
    ],
    you: [
      'tu', 'te', 'ti', 'tuo', 'tua', 'tuoi', 'tue', 'voi', 'vostro', 'vostra', 'vostri', 'tu stesso',
      // formal "Lei" only before a modal: bare "lei" is also the Romanian currency
      'lei deve', 'lei può', 'lei dovrà', 'lei potrà', 'lei è autorizzato', 'lei è autorizzata',
      // pro-drop: second-person modal and permission forms carry the addressee
      'devi', 'puoi', 'dovrai', 'potrai', 'dovete', 'potete',
    ],
    modal: [
      'devi', 'deve', 'dovrai', 'dovresti', 'dovete', 'dovrà', 'hai da', 'sei tenuto a', 'è tenuto a',
      'sei obbligato a', 'tocca a te', 'ti tocca', 'dovrebbe',
    ],
    permit: [
      'puoi', 'può', 'potrai', 'potete', 'sei autorizzato a', 'sei autorizzata a', 'è autorizzato a', 'autorizzato a',
      'hai il permesso di', 'ha il permesso di', 'sei libero di', 'è libero di', 'hai carta bianca per',
      'hai facoltà di', 'ti è consentito', 'le è consentito', 'ti permetto di', 'potresti',
    ],
    speaker: [
      'voglio che', 'vorrei che', 'ho bisogno che', 'preferisco che', 'ti chiedo di', 'le chiedo di', 'vi chiedo di',
      'ti prego di', 'la prego di', 'vi prego di', 'vi preghiamo di', 'ti ordino di', 'ti autorizzo a',
      'la autorizzo a', 'esigo che', 'assicurati di', 'si assicuri di', 'accertati di', 'non dimenticare di',
      'non dimenticarti di', 'ricordati di', 'si ricordi di', 'per favore', 'per piacere', 'perfavore',
      'per cortesia', 'cortesemente', 'gentilmente', 'si prega di', 'fammi il favore di', 'non esitare a',
      'hai il mio permesso', 'è importante che', 'è essenziale che', 'vogliamo che', 'abbiamo bisogno che',
      'il tuo compito è', 'il tuo ruolo è', 'occupati di',
    ],
    normative: [
      'la cosa giusta è', 'la regola è', 'la norma è', 'la procedura è', 'la policy è', 'la politica è',
      'il protocollo è', 'è obbligatorio', 'è tassativo', 'si deve', 'si devono', 'bisogna', 'occorre',
      'l\'agente deve', 'l\'assistente deve', 'l\'agente dovrà', 'l\'assistente dovrà', 'deve essere',
      'devono essere', 'dovrà essere', 'dovranno essere', 'va approvato', 'va approvata', 'vanno approvati',
      'vanno approvate', 'va pagato', 'va pagata', 'vanno pagati', 'vanno pagate', 'va autorizzato',
      'vanno autorizzati', 'va inoltrato', 'vanno inoltrate', 'la risposta corretta è', 'il prossimo passo è sempre',
    ],
    report: [
      'ha detto', 'hanno detto', 'dice che', 'diceva', 'mi ha detto', 'ci ha detto', 'aveva detto', 'ha menzionato',
      'ha accennato', 'ha chiesto', 'ha domandato', 'chiedeva', 'ha spiegato', 'spiega che', 'ha indicato',
      'ha affermato', 'afferma che', 'sostiene che', 'ha raccontato', 'racconta che', 'ha scritto', 'scrive che',
      'ha risposto', 'si è lamentato', 'si è lamentata', 'si lamenta', 'ha confermato che', 'ha dichiarato',
      'ha comunicato', 'ha riferito', 'riferisce', 'secondo lui', 'secondo lei', 'secondo il cliente',
      'secondo la cliente', 'a detta di', 'stando a', 'ha suggerito', 'ha ammesso', 'ha avvisato', 'ho letto che',
      'ho sentito che', 'voleva sapere',
    ],
    subj1: ['io', 'noi', 'io stesso', 'io stessa', 'noi stessi', 'da noi', 'a casa nostra'],
    subj3: [
      'loro', 'egli', 'essi', 'esse', 'il cliente', 'la cliente', 'i clienti', 'l\'utente', 'gli utenti',
      'il fornitore', 'l\'azienda', 'la società', 'il team', 'qualcuno', 'la gente', 'il paziente',
      'la paziente', 'l\'ospite', 'mia moglie', 'mio marito', 'il mio capo', 'la mia capa', 'il responsabile',
      'la responsabile', 'il titolare', 'la titolare', 'il titolare del conto', 'il mio collega', 'la mia collega',
      'il commercialista', 'la commercialista', 'il contabile', 'mio padre', 'mia madre', 'il proprietario',
      'l\'inquilino', 'il direttore', 'la direttrice', 'il venditore', 'mio figlio', 'mia figlia', 'il mio socio',
    ],
    habit: [
      'di solito', 'solitamente', 'normalmente', 'generalmente', 'in genere', 'abitualmente', 'spesso', 'sovente',
      'a volte', 'talvolta', 'ogni tanto', 'di tanto in tanto', 'regolarmente', 'tende a', 'tendono a', 'tendo a',
      'gli piace', 'le piace', 'mi piace', 'preferisce', 'preferiscono', 'preferisco', 'è solito', 'è solita',
      'sono solito', 'sono solita', 'ha l\'abitudine di', 'ho l\'abitudine di', 'per abitudine', 'di norma',
      'quasi sempre', 'la maggior parte delle volte', 'tipicamente',
    ],
    quant: [
      'tutti', 'tutte', 'tutto', 'tutta', 'ogni', 'ciascun', 'ciascuno', 'ciascuna', 'qualsiasi', 'qualunque',
      'tutti i', 'tutte le', 'la totalità',
    ],
    cond: [
      'se', 'quando', 'ogni volta che', 'tutte le volte che', 'appena', 'non appena', 'nel caso', 'nel caso in cui',
      'qualora', 'una volta che', 'in caso di',
    ],
    question: [
      'per quale motivo', 'come mai', 'come posso', 'come faccio', 'che cosa', 'cos\'è', 'dove si trova',
      'quanto costa', 'chi è', 'qual è', 'posso', 'potresti', 'sai se', 'è vero che', 'è possibile',
    ],
    neg: [
      'non', 'nessuno', 'nessuna', 'niente', 'nulla', 'neanche', 'nemmeno', 'neppure', 'non è', 'non ha',
      'non ho', 'non abbiamo', 'non hanno', 'non è stato', 'non è stata', 'non ancora',
    ],
    past: [
      'ieri', 'l\'altro ieri', 'la settimana scorsa', 'il mese scorso', 'l\'anno scorso', 'il trimestre scorso',
      'due giorni fa', 'una settimana fa', 'un mese fa', 'un anno fa', 'poco fa', 'tempo fa', 'in passato',
      'a quel tempo', 'era', 'erano', 'fu', 'furono', 'è stato', 'è stata', 'sono stati', 'sono state', 'aveva',
      'avevano', 'c\'era', 'ha pagato', 'ho pagato', 'abbiamo pagato', 'hanno pagato', 'ha inviato', 'ho inviato',
      'abbiamo inviato', 'ha mandato', 'ho mandato', 'ha trasferito', 'ho trasferito', 'ha approvato',
      'ho approvato', 'ha ricevuto', 'ho ricevuto', 'abbiamo ricevuto', 'hanno ricevuto', 'è arrivato',
      'è arrivata', 'sono arrivati', 'ha annullato', 'ho annullato', 'pagava', 'inviava', 'recentemente',
      'l\'altro giorno',
    ],
    trust: [
      'di fiducia', 'affidabile', 'affidabili', 'fidato', 'fidata', 'rinomato', 'serio', 'seria',
      'partner di fiducia', 'fornitore di fiducia', 'fornitore abituale', 'fornitore qualificato', 'di lunga data',
      'storico', 'verificato', 'verificata', 'impeccabile', 'senza problemi', 'puntuale', 'puntualmente',
      'in orario', 'legittimo', 'legittima', 'fedele', 'certificato',
    ],
    idiom: [
      // a sender's own contact line (support footers: "if you have any questions, contact us"), not an order to the agent
      'contattaci', 'contattateci', 'scrivici', 'scriveteci', 'chiamaci', 'rispondi a questa email', 'rispondi a questa e-mail', 'risponda a questa email', 'rispondi a questo messaggio', 'contatta il servizio clienti', 'per annullare l\'iscrizione',
      'lascia perdere', 'lasci perdere', 'lasciamo perdere', 'non importa', 'fa niente', 'non fa niente',
      'figurati', 'come sempre', 'come al solito', 'non sempre', 'sempre stato', 'sempre stata', 'mai ricevuto',
      'mai arrivato', 'mai arrivata', 'non ho mai', 'non ha mai', 'non abbiamo mai', 'non hanno mai', 'mai dire mai',
      'meglio tardi che mai', 'più che mai', 'ora o mai più', 'mai più', 'dimenticavo', 'ho dimenticato',
      'ha dimenticato', 'mi sono dimenticato', 'mi sono dimenticata', 'dimenticato', 'dimenticata', 'ignoro',
      'ignoravo', 'da sempre', 'di sempre', 'non dimenticare', 'non dimenticarti',
    ],
    lead: [
      'poi', 'quindi', 'allora', 'dunque', 'anche', 'inoltre', 'solo', 'soltanto', 'semplicemente', 'bene',
      'ok', 'va bene', 'sì', 'certo', 'comunque', 'nota', 'promemoria', 'importante', 'adesso',
      'piuttosto', 'in realtà', 'ciao', 'salve', 'grazie', 'attenzione', 'soprattutto', 'innanzitutto',
      'infine', 'e poi', 'ecco', 'senti', 'ascolta', 'inoltre anche',
    ],
    'cap:payments': [
      'pagamento', 'pagamenti', 'bonifico', 'bonifici', 'trasferimento', 'trasferimenti', 'transazione',
      'transazioni', 'rimborso', 'rimborsi', 'fattura', 'fatture', 'bolletta', 'bollette', 'fondi', 'soldi', 'denaro',
      'contanti', 'importo', 'importi', 'somma', 'saldo', 'conto', 'conto corrente', 'conto bancario', 'iban',
      'swift', 'sepa', 'fornitore', 'fornitori', 'beneficiario', 'beneficiari', 'addebito', 'addebiti', 'prelievo',
      'prelievi', 'versamento', 'versamenti', 'deposito', 'accredito', 'accrediti', 'acquisto', 'acquisti',
      'abbonamento', 'abbonamenti', 'rinnovo', 'carta regalo', 'carte regalo', 'buono regalo', 'gift card',
      'carta di credito', 'carta di debito', 'bancomat', 'cripto', 'criptovaluta', 'bitcoin', 'portafoglio',
      'wallet', 'stipendio', 'stipendi', 'busta paga', 'prestito', 'credito', 'assegno', 'euro', 'dollari',
      'paypal', 'satispay', 'ordine', 'ordini', 'preventivo', 'debito', 'parcella', 'ricarica',
      'paga', 'paghi', 'pagate', 'pagare', 'bonifica', 'trasferisci', 'trasferisca', 'trasferire', 'rimborsa',
      'rimborsare', 'versa', 'versare', 'accredita', 'accreditare',
    ],
    'cap:credentials': [
      'password', 'parola d\'ordine', 'pin', 'codice pin', 'codice segreto', 'chiave api', 'chiavi api', 'api key',
      'chiave privata', 'chiave segreta', 'token', 'credenziali', 'codice di verifica', 'codice di sicurezza',
      'codice di conferma', 'codice otp', 'codice sms', 'codice monouso', 'frase di recupero', 'seed phrase',
      'codici di recupero', 'cvv', 'chiave ssh', 'certificato digitale', 'cookie di sessione', 'dati di accesso',
      'segreto', 'segreti', 'spid',
    ],
    'cap:data-export': [
      'dati', 'dati dei clienti', 'dati personali', 'dati degli utenti', 'dati dei dipendenti', 'database',
      'banca dati', 'anagrafica', 'anagrafiche', 'archivio', 'registri', 'esportazione', 'backup',
      'copia di sicurezza', 'file', 'documenti', 'contatti', 'rubrica', 'indirizzo email', 'indirizzi email',
      'indirizzo e-mail', 'numero di telefono', 'cellulare', 'indirizzo di casa', 'cartella clinica',
      'cartelle cliniche', 'codice fiscale', 'estratto conto', 'estratti conto', 'cronologia', 'storico', 'log',
      'report', 'rapporto', 'foglio di calcolo', 'riservato', 'riservati', 'riservata', 'confidenziale', 'interno',
      'interni', 'elenco clienti', 'lista clienti', 'elenco utenti', 'conversazioni', 'trascrizioni',
    ],
    'cap:account-access': [
      'accesso', 'accessi', 'accesso all\'account', 'permessi', 'diritti di amministratore', 'ruolo', 'ruoli',
      'privilegi', 'identità', 'verifica dell\'identità', 'reimpostare la password',
      'reimpostazione della password', 'recupero password', 'login', 'accedere', 'sbloccare', 'chiunque chiami',
      'spacciarsi per', 'accesso completo',
    ],
    'cap:deletion': [
      'cancella', 'cancelli', 'cancellare', 'cancellazione', 'elimina', 'elimini', 'eliminare', 'eliminazione',
      'distruggi', 'distruggere', 'svuota', 'svuotare', 'dati di produzione', 'cestino', 'definitivamente',
    ],
    'cap:outbound-messages': [
      'email', 'e-mail', 'mail', 'posta', 'posta elettronica', 'messaggio', 'messaggi', 'sms', 'whatsapp',
      'newsletter', 'in copia', 'copia nascosta', 'ccn', 'cc', 'bcc', 'una copia', 'copia di ogni',
      'copia di tutte', 'inoltro', 'inoltra', 'inoltri', 'inoltrare', 'casella di posta', 'posta in arrivo',
      'mailing list', 'lista di distribuzione', 'a mio nome', 'a suo nome', 'invito', 'inviti', 'pubblicazione',
    ],
    'cap:security-controls': [
      'firewall', 'antivirus', 'filtro antispam', 'antispam', 'filtro', 'filtri', 'autenticazione a due fattori',
      'verifica in due passaggi', 'doppio fattore', '2fa', 'mfa', 'monitoraggio', 'log di audit', 'audit',
      'controllo antifrode', 'controlli antifrode', 'antifrode', 'rilevamento frodi', 'crittografia', 'cifratura',
      'avvisi di sicurezza', 'avvisi', 'team di sicurezza', 'limite', 'limiti', 'massimale', 'salvaguardie',
    ],
    'cap:scheduling': [
      'appuntamento', 'appuntamenti', 'riunione', 'riunioni', 'calendario', 'agenda', 'prenotazione',
      'prenotazioni', 'volo', 'voli', 'hotel', 'albergo', 'fascia oraria', 'biglietto', 'biglietti',
    ],
  },
};
