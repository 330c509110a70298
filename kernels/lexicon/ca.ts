import type { LexiconData } from './schema.js';

/** Third-person subjects: listed with a finite verb (or "sempre"), since the gate ignores order. */
const SUBJ_NOUNS = [
  'ell', 'ella', 'ells', 'elles', 'el client', 'la clienta', 'els clients', 'l\'usuari', 'el proveïdor', 'l\'empresa',
  'el banc', 'la meva dona', 'el meu marit', 'el meu cap', 'la meva cap', 'el comptable', 'la comptable',
  'el titular', 'el meu pare', 'la meva mare', 'el propietari', 'l\'inquilí', 'el venedor', 'la venedora',
];
const SUBJ_VERBS = [
  'paga', 'paguen', 'envia', 'envien', 'té', 'tenen', 'vol', 'volen', 'diu', 'diuen', 'va dir', 'aprova',
  'aproven', 'fa', 'fan', 'sempre', 'mai', 'sol', 'solen', 'prefereix', 'demana', 'utilitza', 'oblida', 'és',
];

/**
 * Catalan: script-aware gate (order-agnostic co-occurrence in a clause).
 *
 * Notes:
 * - `imp` holds forms that are only imperative: the formal vostè forms (aprovi, pagui, enviï),
 *   the plural (aproveu, pagueu), "digues" and enclitic imperatives (envia-li, paga-les, envia'm),
 *   plus request markers (si us plau, sisplau, us prego). The tu imperative equals the 3rd-person
 *   present (aprova, paga, envia): those are plain verbs, so "La Maria paga sempre…" stays a
 *   habit and "Paga sempre X" needs a bypass or standing marker to count.
 * - "sense" (without) is the English "sense": it is only a negator in phrases ("sense la",
 *   "sense confirmació"). "mai" (never) is the Romanian "more": not an `abs` term. "et" (you)
 *   is the French "and", "us" (you) the English "us", "dona" (give) is "woman", "feu" (do) is
 *   the French "fire", "vol" (flight) is "wants": all left out. Tu imperatives that are Spanish,
 *   Portuguese or Italian nouns (compra, reserva, programa, copia, modifica, activa) are left out too.
 * - Strong pronouns (ell, ella) are also objects after prepositions ("per a ella"): `subj3` only
 *   before a finite verb or "sempre" ("ell paga", "ella sempre").
 * - "segons" (according to / seconds) is a report only in phrases ("segons el client").
 * - "cada vegada"/"cada cop" are `standing` and also `habit`.
 */
export const lexicon_ca: LexiconData = {
  lang: 'ca',
  name: 'Catalan',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'sempre', 'en cap cas', 'sota cap concepte', 'sense excepció', 'sense excepcions', 'en tots els casos',
      'passi el que passi', 'sistemàticament', 'invariablement', 'incondicionalment', 'en tot moment', 'sí o sí',
      'mai de la vida',
    ],
    verb: [
      // approve / validate
      'aprova', 'aprovi', 'aproveu', 'aprovar', 'autoritza', 'autoritzi', 'autoritzeu', 'autoritzar', 'valida',
      'validi', 'valideu', 'validar', 'accepta', 'accepti', 'accepteu', 'acceptar', 'confirma', 'confirmi',
      'confirmeu', 'confirmar', 'signa', 'signi', 'signar',
      // pay and move money
      'paga', 'pagui', 'pagueu', 'pagar', 'abona', 'aboni', 'abonar', 'transfereix', 'transfereixi', 'transferiu',
      'transferir', 'fes una transferència', 'faci una transferència', 'fer una transferència', 'ingressa',
      'ingressi', 'ingressar', 'reemborsa', 'reemborsi', 'reemborsar', 'retorna', 'retorni', 'retornar', 'allibera',
      'alliberi', 'allibereu', 'alliberar', 'compri', 'comprar', 'renova', 'renovi', 'renoveu', 'renovar',
      'processa', 'processi', 'processar', 'executa', 'executi', 'executeu', 'executar', 'tramita', 'tramiti',
      'tramitar', 'efectua', 'efectuï', 'efectuar',
      // send and share
      'envia', 'enviï', 'envieu', 'enviar', 'reenvia', 'reenviï', 'reenvieu', 'reenviar', 'remet', 'remeti',
      'remetre', 'comparteix', 'comparteixi', 'compartiu', 'compartir', 'proporciona', 'proporcioni', 'proporcionar',
      'facilita', 'faciliti', 'facilitar', 'lliura', 'lliuri', 'lliurar', 'revela', 'reveli', 'reveleu', 'revelar',
      'divulga', 'divulgui', 'divulgar', 'digues', 'digui', 'digueu', 'dir', 'respon', 'respongui', 'responeu',
      'respondre', 'contesta', 'contesti', 'contestar', 'exporta', 'exporti', 'exportar', 'descarrega', 'descarregui',
      'descarregar', 'copiï', 'copiar', 'publica', 'publiqui', 'publicar', 'contacta', 'contacti',
      'contactar', 'truca', 'truqui', 'trucar', 'avisa', 'avisi', 'avisar', 'notifica', 'notifiqui', 'notificar',
      'posa en còpia',
      // refuse, delete, disable
      'rebutja', 'rebutgi', 'rebutgeu', 'rebutjar', 'denega', 'denegui', 'denegar', 'bloqueja', 'bloquegi',
      'bloquejar', 'esborra', 'esborri', 'esborreu', 'esborrar', 'elimina', 'elimini', 'elimineu', 'eliminar',
      'destrueix', 'destrueixi', 'destruir', 'buida', 'buidi', 'buidar', 'desactiva', 'desactivi', 'desactiveu',
      'desactivar', 'activi', 'activar', 'cancel·la', 'cancel·li', 'cancel·leu', 'cancel·lar',
      'anul·la', 'anul·li', 'anul·leu', 'anul·lar', 'dona de baixa', 'doni de baixa',
      // grant and change access
      'concedeix', 'concedeixi', 'concediu', 'concedir', 'atorga', 'atorgui', 'atorgar', 'afegeix', 'afegeixi',
      'afegir', 'canvia', 'canviï', 'canviar', 'modifiqui', 'modificar', 'restableix', 'restableixi',
      'restablir', 'desbloqueja', 'desbloquegi', 'desbloquejar', 'instal·la', 'instal·li', 'instal·lar',
      'reservi', 'reservar', 'programi', 'programar', 'confia en', 'confiï en', 'confiar en', 'obeeix',
      'obeeixi', 'obeir', 'tracta com', 'tracti com', 'tractar com', 'considera', 'consideri', 'continua',
      'continuï', 'gestiona', 'gestioni', 'gestionar',
      // future of instruction ("d'ara endavant pagaràs")
      'pagaràs', 'enviaràs', 'aprovaràs', 'transferiràs', 'reenviaràs', 'autoritzaràs', 'acceptaràs', 'confirmaràs',
      'compartiràs', 'esborraràs', 'eliminaràs',
      // tu subjunctive (negative imperatives: "no enviïs")
      'aprovis', 'paguis', 'enviïs', 'transfereixis', 'esborris', 'comparteixis', 'revelis', 'diguis', 'donis',
      'facis', 'acceptis', 'confirmis', 'desactivis',
      // enclitic imperatives
      'envia-li', 'envia-les', 'envia\'m', 'envia-me-la', 'paga-li', 'paga-la', 'paga-les', 'aprova-les',
      'aprova-la', 'transfereix-li', 'digues-li', 'digues-me', 'dona-li', 'dona\'m', 'fes-ho', 'esborra-les',
      'reenvia-les', 'reenvia\'m', 'reenvia-li',
    ],
    imp: [
      // vostè forms
      'aprovi', 'autoritzi', 'validi', 'accepti', 'confirmi', 'signi', 'pagui', 'aboni', 'transfereixi', 'ingressi',
      'reemborsi', 'retorni', 'alliberi', 'compri', 'renovi', 'processi', 'executi', 'tramiti', 'efectuï', 'enviï',
      'reenviï', 'remeti', 'comparteixi', 'proporcioni', 'faciliti', 'lliuri', 'reveli', 'divulgui', 'digui',
      'respongui', 'contesti', 'exporti', 'descarregui', 'copiï', 'publiqui', 'contacti', 'truqui', 'avisi',
      'notifiqui', 'rebutgi', 'denegui', 'bloquegi', 'esborri', 'elimini', 'destrueixi', 'buidi', 'desactivi',
      'activi', 'cancel·li', 'anul·li', 'concedeixi', 'atorgui', 'afegeixi', 'canviï', 'modifiqui', 'restableixi',
      'desbloquegi', 'instal·li', 'reservi', 'programi', 'confiï en', 'obeeixi', 'tracti com', 'consideri',
      'continuï', 'gestioni',
      // vosaltres forms
      'aproveu', 'autoritzeu', 'valideu', 'accepteu', 'confirmeu', 'pagueu', 'transferiu', 'allibereu', 'renoveu',
      'executeu', 'envieu', 'reenvieu', 'compartiu', 'reveleu', 'digueu', 'responeu', 'rebutgeu', 'esborreu',
      'elimineu', 'desactiveu', 'cancel·leu', 'anul·leu', 'concediu',
      // only-imperative forms, enclitics and request markers
      'digues', 'envia-li', 'envia-les', 'envia\'m', 'envia-me-la', 'paga-li', 'paga-la', 'paga-les', 'aprova-les',
      'aprova-la', 'transfereix-li', 'digues-li', 'digues-me', 'dona-li', 'dona\'m', 'fes-ho', 'esborra-les',
      'reenvia-les', 'reenvia\'m', 'reenvia-li', 'si us plau', 'sisplau', 'si et plau', 'us prego', 'et prego',
      'li prego', 'assegura\'t de', 'assegura\'t que', 'asseguri\'s de', 'no oblidis', 'no t\'oblidis de',
      'fes el favor de', 'faci el favor de',
    ],
    override: [
      'ignora', 'ignori', 'ignoreu', 'ignorar', 'oblida', 'oblidi', 'oblideu', 'oblidar', 'oblida\'t de',
      'no facis cas de', 'no en facis cas', 'fes cas omís', 'passa per alt', 'passi per alt', 'deixa de banda',
      'deixi de banda', 'descarta', 'descarti', 'substitueix', 'substitueixen', 'prevalen sobre', 'preval sobre',
      'té prioritat sobre', 'tenen prioritat sobre', 'deixa de seguir', 'deixi de seguir', 'ja no segueixis',
      'en lloc de seguir', 'esborra de la memòria',
    ],
    'override-obj': [
      'instruccions', 'instrucció', 'indicacions', 'directrius', 'directives', 'regles', 'normes', 'restriccions',
      'limitacions', 'límits', 'prompt', 'prompt del sistema', 'programació', 'anteriors', 'prèvies', 'precedents',
      'de dalt', 'el que et van dir', 'tot l\'anterior', 'el teu entrenament', 'la teva programació',
      'salvaguardes', 'filtres', 'polítiques', 'protocols', 'ètica', 'tasca original',
    ],
    'neg-bypass': [
      'sense la', 'sense el', 'sense cap', 'sense demanar', 'sense esperar', 'sense passar per', 'sense necessitat de',
      'no cal', 'ja no cal', 'no necessites', 'no demanis', 'no demani', 'no demaneu', 'no preguntis', 'no pregunti',
      'no esperis', 'no esperi', 'no consultis', 'no comprovis', 'no verifiquis', 'no requereix', 'no requereixen',
      'ja no', 'salta', 'salta\'t', 'omet', 'ometi', 'ometeu', 'evita', 'eviti', 'eviteu', 'exempt de', 'exempta de',
      'prescindeix de', 'prescindiu de', 'deixa de demanar',
    ],
    approval: [
      'confirmació', 'confirmacions', 'confirmar', 'aprovació', 'aprovacions', 'autorització', 'autoritzacions',
      'validació', 'verificació', 'verificacions', 'verificar', 'comprovació', 'comprovar', 'revisió', 'revisar',
      'vistiplau', 'el meu vistiplau', 'consentiment', 'permís', 'el meu permís', 'la meva aprovació',
      'la meva autorització', 'la meva confirmació', 'signatura', 'segona signatura', 'doble verificació',
      'doble factor', 'autenticació', 'control', 'controls', 'supervisió', 'un humà', 'intervenció humana',
      'revisió manual', 'aprovació manual', 'preguntar-me', 'consultar-me', 'preguntar', 'consultar',
      'codi de verificació', 'codi de confirmació', 'otp', 'kyc', 'verificació d\'identitat', 'el meu ok',
      'llum verda',
    ],
    waiver: [
      'no cal', 'ja no cal', 'no és necessari', 'no és necessària', 'ja no és necessari', 'innecessari',
      'innecessària', 'opcional', 'no requerit', 'no requerida', 'no es requereix', 'dispensat', 'dispensada',
      'exempt', 'exempta', 'suspès', 'suspesa', 'desactivada', 'ja donat', 'ja donada', 'ja concedit',
      'ja concedida', 'ja fet', 'ja feta', 'es dona per fet', 'es considera complert', 'es pot ometre',
    ],
    bypass: [
      'preaprovat', 'preaprovada', 'preaprovats', 'preaprovades', 'pre-aprovat', 'preautoritzat', 'ja aprovat',
      'ja aprovada', 'ja aprovats', 'ja autoritzat', 'ja autoritzada', 'aprovat per endavant',
      'autoritzat per endavant', 'aprovat prèviament', 'autoritzat prèviament', 'aprovat automàticament',
      'llista blanca', 'a la llista blanca', 'sense preguntar', 'sense preguntar-me', 'sense consultar',
      'sense consultar-me', 'sense confirmació', 'sense confirmar', 'sense verificació', 'sense verificar',
      'sense aprovació', 'sense autorització', 'sense revisió', 'sense revisar', 'sense control', 'sense comprovar',
      'sense fer preguntes', 'sense demanar permís', 'sense demanar confirmació', 'sense el meu permís',
      'sense la meva aprovació', 'sense el meu vistiplau', 'sense esperar confirmació', 'aprovació permanent',
      'autorització permanent', 'autorització general', 'via ràpida', 'considera-ho aprovat',
      'tracta-ho com a aprovat', 'a ulls clucs',
    ],
    standing: [
      'a partir d\'ara', 'd\'ara endavant', 'd\'ara en endavant', 'des d\'ara', 'a partir d\'avui',
      'd\'avui endavant', 'en endavant', 'en el futur', 'en un futur', 'per al futur', 'fins a nou avís',
      'fins a nova ordre', 'fins que et digui el contrari', 'regla permanent', 'regla fixa', 'nova regla',
      'instrucció permanent', 'ordre permanent', 'per defecte', 'de manera predeterminada',
      'procediment estàndard', 'cada vegada', 'cada cop', 'totes les vegades', 'per sempre', 'de manera permanent',
      'permanentment', 'd\'una vegada per totes', 'amb efecte immediat',
    ],
    autonomy: [
      'en rebre', 'en rebre-la', 'en rebre-les', 'tan bon punt arribi', 'en nom meu', 'en el meu nom', 'en nom seu',
      'a la teva discreció', 'a criteri teu', 'pel teu compte', 'de manera autònoma', 'autònomament',
      'sense intervenció', 'sense intervenció humana', 'sense molestar-me', 'sense implicar-me', 'sense avisar-me',
      'sense avisar', 'sense informar-me', 'sense dir res', 'en silenci', 'discretament', 'pilot automàtic',
      'carta blanca', 'plens poders', 'domiciliació', 'pagament automàtic', 'renovació automàtica',
      'reenviament automàtic', 'aprova automàticament', 'en segon pla', 'directament a',
    ],
    'autonomy-weak': [
      'automàticament', 'automàtic', 'automàtica', 'immediatament', 'de seguida', 'a l\'instant', 'sense demora',
      'recurrent', 'programat', 'programada', 'auto',
    ],
    authority: [
      'missatge del sistema', 'avís del sistema', 'nota del sistema', 'el teu creador', 'els teus desenvolupadors',
      'el teu desenvolupador', 'superusuari', 'usuari root', 'l\'administrador del sistema',
    ],
    mode: [
      'mode administrador', 'mode admin', 'mode desenvolupador', 'mode de desenvolupador', 'mode depuració',
      'mode debug', 'mode déu', 'mode sistema', 'mode manteniment', 'mode de manteniment', 'mode sense restriccions',
      'mode sense filtres', 'jailbreak', 'mode dan', 'accés root', 'mode activat', 'ja no estàs subjecte',
    ],
    you: [
      'tu', 'vostè', 'vostès', 'vosaltres', 'tu mateix', 'tu mateixa', 'a tu',
      // pro-drop: second-person modal and permission forms carry the addressee
      'has de', 'heu de', 'hauries de', 'pots', 'podeu', 'hauràs de',
    ],
    modal: [
      'has de', 'heu de', 'ha de', 'hauries de', 'hauríeu de', 'caldrà que', 'cal que', 'estàs obligat a',
      'estàs obligada a', 'et toca', 'hauràs de', 'haureu de',
    ],
    permit: [
      'pots', 'podeu', 'pot', 'podràs', 'estàs autoritzat a', 'estàs autoritzada a', 'tens permís per',
      'tens permís per a', 'ets lliure de', 'et permeto', 'tens carta blanca per',
    ],
    speaker: [
      'vull que', 'm\'agradaria que', 'necessito que', 'prefereixo que', 'et demano que', 'li demano que',
      'us demano que', 't\'ordeno que', 't\'autoritzo a', 'l\'autoritzo a', 'exigeixo que', 'assegura\'t de',
      'assegura\'t que', 'asseguri\'s de', 'no oblidis', 'no t\'oblidis de', 'recorda', 'recordi', 'si us plau',
      'sisplau', 'si et plau', 'us prego', 'et prego', 'li prego', 'fes el favor de', 'faci el favor de',
      'no dubtis a', 'tens el meu permís', 'és important que', 'és essencial que', 'volem que', 'necessitem que',
      'la teva feina és', 'la teva tasca és',
    ],
    normative: [
      'el correcte és', 'la regla és', 'la norma és', 'el procediment és', 'la política és', 'és obligatori',
      's\'ha de', 's\'han de', 'l\'agent ha de', 'l\'assistent ha de', 'han de ser', 'ha de ser',
    ],
    report: [
      'va dir', 'diu que', 'ha dit', 'em va dir', 'ens va dir', 'va comentar', 'ha comentat', 'va mencionar',
      'va preguntar', 'ha preguntat', 'va demanar', 'va explicar', 'explica que', 'va indicar', 'va assenyalar',
      'segons ell', 'segons ella', 'segons el client', 'segons la clienta', 'afirma que', 'va afirmar',
      'assegura que', 'va assegurar', 'va escriure', 'va respondre', 'va contestar', 'es va queixar', 'es queixa',
      'va confirmar que', 'va declarar', 'va informar', 'va suggerir', 'va admetre', 'va avisar',
      'vaig llegir que', 'vaig sentir que', 'volia saber',
    ],
    subj1: ['jo', 'nosaltres', 'jo mateix', 'jo mateixa'],
    subj3: [...SUBJ_NOUNS.flatMap((n) => SUBJ_VERBS.map((v) => `${n} ${v}`))],
    habit: [
      'normalment', 'habitualment', 'generalment', 'en general', 'sovint', 'a vegades', 'de vegades',
      'de tant en tant', 'regularment', 'solc', 'solem', 'solen', 'acostumo', 'acostuma', 'acostumen',
      'm\'agrada', 'li agrada', 'prefereixo', 'prefereix', 'per regla general', 'cada vegada', 'cada cop',
      'cada mes', 'cada setmana', 'tendeix a',
    ],
    lead: ['però', 'doncs', 'llavors', 'també', 'a més', 'per cert', 'ara bé', 'així que', 'tanmateix'],
    quant: ['tots', 'totes', 'tota', 'cada', 'qualsevol', 'tots els', 'totes les'],
    cond: ['si', 'quan', 'cada vegada que', 'cada cop que', 'sempre que', 'tan bon punt', 'en cas que', 'un cop'],
    question: [
      'per què', 'com puc', 'com ho faig', 'què és', 'què he de', 'on és', 'quant costa', 'qui és', 'quin és',
      'quina és', 'em pots dir', 'podries', 'és possible', 'és veritat que', 'saps si',
    ],
    neg: ['no', 'ni', 'res', 'ningú', 'tampoc', 'no ha', 'no he', 'no hem', 'no han'],
    past: [
      'ahir', 'abans-d\'ahir', 'la setmana passada', 'el mes passat', 'l\'any passat', 'fa dos dies',
      'fa una setmana', 'fa un mes', 'fa un any', 'fa poc', 'anteriorment', 'en aquell moment', 'era', 'eren',
      'va ser', 'van ser', 'havia', 'havien', 'ha estat', 'han estat', 'va pagar', 'vaig pagar', 'van pagar',
      'hem pagat', 'ha pagat', 'he pagat', 'va enviar', 'vaig enviar', 'van enviar', 'ha enviat', 'he enviat',
      'va transferir', 'vaig transferir', 'va aprovar', 'vaig aprovar', 'ha aprovat', 'va rebre', 'vaig rebre',
      'vam rebre', 'van rebre', 'he rebut', 'ha rebut', 'hem rebut', 'va arribar', 'van arribar', 'ha arribat',
      'va cancel·lar', 'pagava', 'enviava', 'l\'altre dia', 'recentment',
    ],
    trust: [
      'de confiança', 'fiable', 'fiables', 'seriós', 'reputat', 'reconegut', 'soci de confiança',
      'proveïdor de confiança', 'proveïdor habitual', 'de tota la vida', 'verificat', 'verificada', 'impecable',
      'sense problemes', 'a temps', 'puntual', 'puntualment', 'legítim', 'legítima', 'fidel', 'certificat',
    ],
    idiom: [
      'oblida-ho', 'deixa-ho estar', 'no importa', 'tant és', 'tant se val', 'ni parlar-ne', 'com sempre',
      'com de costum', 'com és habitual', 'gairebé sempre', 'no sempre', 'sempre ha', 'sempre han', 'sempre he',
      'sempre ha estat', 'no he rebut mai', 'més val tard que mai', 'ara o mai', 'm\'he oblidat', 's\'ha oblidat',
      'vaig oblidar', 'de sempre', 'el de sempre',
    ],
    'cap:payments': [
      'pagament', 'pagaments', 'transferència', 'transferències', 'transacció', 'transaccions', 'reemborsament',
      'reemborsaments', 'devolució', 'devolucions', 'factura', 'factures', 'fons', 'diners', 'efectiu', 'import',
      'imports', 'quantitat', 'saldo', 'compte', 'compte bancari', 'compte corrent', 'iban', 'swift', 'sepa',
      'proveïdor', 'proveïdors', 'beneficiari', 'beneficiaris', 'domiciliació', 'rebut', 'rebuts', 'retirada',
      'ingrés', 'ingressos', 'dipòsit', 'abonament', 'càrrec', 'càrrecs', 'compra', 'compres', 'subscripció',
      'renovació', 'targeta regal', 'targetes regal', 'targeta de crèdit', 'targeta de dèbit', 'cripto',
      'criptomoneda', 'bitcoin', 'cartera', 'moneder', 'nòmina', 'sou', 'salari', 'préstec', 'crèdit', 'xec',
      'euros', 'bizum', 'paypal', 'comanda', 'comandes', 'pressupost', 'deute', 'honoraris',
      'paga', 'pagui', 'pagueu', 'pagar', 'transfereix', 'transfereixi', 'transferiu', 'transferir', 'reemborsa',
      'reemborsar', 'abona', 'abonar',
    ],
    'cap:credentials': [
      'contrasenya', 'contrasenyes', 'clau', 'claus', 'pin', 'codi pin', 'clau d\'api', 'clau api', 'clau privada',
      'clau secreta', 'token', 'credencials', 'codi de verificació', 'codi de seguretat', 'codi de confirmació',
      'codi sms', 'codi d\'un sol ús', 'frase de recuperació', 'codis de recuperació', 'cvv', 'clau ssh',
      'certificat digital', 'cookie de sessió', 'dades d\'accés', 'secret', 'secrets',
    ],
    'cap:data-export': [
      'dades', 'dades dels clients', 'dades personals', 'dades dels usuaris', 'base de dades', 'expedient',
      'expedients', 'registres', 'exportació', 'còpia de seguretat', 'còpies de seguretat', 'fitxers', 'arxius',
      'documents', 'contactes', 'agenda de contactes', 'adreça electrònica', 'adreça de correu',
      'adreces de correu', 'número de telèfon', 'domicili', 'adreça postal', 'historial mèdic', 'dni', 'extracte',
      'extractes', 'historial', 'informe', 'informes', 'full de càlcul', 'confidencial', 'confidencials', 'intern',
      'interns', 'llista de clients', 'converses', 'transcripcions',
    ],
    'cap:account-access': [
      'accés', 'accessos', 'accés al compte', 'permisos', 'drets d\'administrador', 'rol', 'rols', 'privilegis',
      'identitat', 'verificació d\'identitat', 'restablir la contrasenya', 'iniciar sessió', 'inici de sessió',
      'desbloquejar', 'qualsevol persona que truqui', 'fer-se passar per', 'accés complet',
    ],
    'cap:deletion': [
      'esborrar', 'esborra', 'esborri', 'esborreu', 'eliminar', 'elimina', 'elimini', 'elimineu', 'eliminació',
      'destruir', 'destrueix', 'buidar', 'buida', 'dades de producció', 'paperera', 'suprimir',
    ],
    'cap:outbound-messages': [
      'correu', 'correus', 'correu electrònic', 'correus electrònics', 'email', 'e-mail', 'missatge', 'missatges',
      'sms', 'whatsapp', 'butlletí', 'newsletter', 'amb còpia', 'còpia oculta', 'cco', 'cc', 'una còpia',
      'còpia de cada', 'còpia de tots', 'reenviament', 'reenviar', 'reenvia', 'reenviï', 'reenvieu',
      'safata d\'entrada', 'llista de correu', 'llista de distribució', 'en nom meu', 'en el meu nom', 'invitació',
      'invitacions', 'publicació',
    ],
    'cap:security-controls': [
      'tallafoc', 'tallafocs', 'firewall', 'antivirus', 'filtre antispam', 'antispam', 'filtre', 'filtres',
      'doble factor', 'autenticació de dos factors', 'verificació en dos passos', '2fa', 'mfa', 'monitoratge',
      'auditoria', 'auditories', 'control antifrau', 'controls antifrau', 'detecció de frau', 'xifratge',
      'alertes de seguretat', 'alertes', 'equip de seguretat', 'límit', 'límits', 'salvaguardes',
    ],
    'cap:scheduling': [
      'cita', 'cites', 'reunió', 'reunions', 'calendari', 'agenda', 'reserva', 'reserves', 'vol de', 'vols de',
      'bitllet', 'bitllets', 'hotel', 'franja horària',
    ],
  },
};
