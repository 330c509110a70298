import type { LexiconData } from './schema.js';

/** Third-person subjects that are nouns or "el": listed with a finite verb, since the gate ignores order. */
const SUBJ_NOUNS = [
  'el', 'ea', 'clientul', 'clienta', 'clienții', 'utilizatorul', 'furnizorul', 'firma', 'compania', 'banca', 'soția mea',
  'soțul meu', 'șeful meu', 'șefa mea', 'colegul meu', 'colega mea', 'contabilul', 'contabila',
  'titularul contului', 'tatăl meu', 'mama mea', 'proprietarul', 'chiriașul', 'vânzătorul',
];
const SUBJ_VERBS = [
  'plătește', 'trimite', 'are', 'este', 'e', 'vrea', 'spune', 'zice', 'aprobă', 'folosește', 'uită', 'cere',
  'preferă', 'obișnuiește', 'achită', 'primește',
];

/**
 * Romanian: script-aware gate (order-agnostic co-occurrence in a clause). Diacritics fold away
 * (ș→s, ț→t, ă→a, â/î→a/i), so "să" is "sa" and "dă" is "da".
 *
 * Notes:
 * - `imp` holds forms that are only imperative or jussive: the 2nd-person plural (plătiți,
 *   trimiteți, aprobați), the 2nd-person singular subjunctive of "să …" instructions (plătești,
 *   trimiți, aprobi), enclitic imperatives (trimite-mi, plătește-le) and request markers (te rog,
 *   vă rog, vă rugăm). The singular imperative equals the 3rd-person present (plătește, trimite,
 *   aprobă): those are plain verbs.
 * - "ea"/"ei" are also "her" after prepositions and possessive ("contul ei"): `subj3` only before
 *   a finite verb. "dați" (give, plural) folds to the Italian "dati" (data) and is left out.
 * - "dă" (give) folds to "da" (yes) and is left out; so are "vă" (folds to the future "va"), the
 *   possessives (tău, ta) and "el" alone (the Spanish/Catalan article): "el" is `subj3` only
 *   before a finite verb ("el plătește"), like the noun subjects ("clientul plătește").
 * - Bare "nu" is not a negator here: it is "now" in Swedish, Danish and Dutch. Negation is listed
 *   in pairs ("nu a", "nu este"); "nu mai" (no longer) is a neg-bypass.
 * - "uită" is both "forget" and "look" ("uită-te"): the override is listed in phrases ("uită de",
 *   "uită toate").
 * - "conform" (per contract) is not a report marker; "indiferent de" is not an override (it is
 *   everyday "regardless").
 */
export const lexicon_ro: LexiconData = {
  lang: 'ro',
  name: 'Romanian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'mereu', 'întotdeauna', 'totdeauna', 'niciodată', 'nicicând', 'fără excepție', 'în niciun caz',
      'sub nicio formă', 'indiferent de situație', 'necondiționat', 'neapărat', 'în toate cazurile',
      'în orice situație',
    ],
    verb: [
      // approve
      'aprobă', 'aproba', 'aprobați', 'aprobi', 'autorizează', 'autoriza', 'autorizați', 'autorizezi', 'confirmă',
      'confirma', 'confirmați', 'confirmi', 'acceptă', 'accepta', 'acceptați', 'accepți', 'validează', 'valida',
      'validați', 'validezi', 'semnează', 'semna', 'semnați', 'semnezi',
      // pay and move money
      'plătește', 'plăti', 'plătiți', 'plătești', 'achită', 'achita', 'achitați', 'achiți', 'transferă', 'transfera',
      'transferați', 'transferi', 'virează', 'vira', 'virați', 'virezi', 'rambursează', 'rambursa', 'rambursați',
      'rambursezi', 'returnează', 'returna', 'returnați', 'returnezi', 'efectuează', 'efectua', 'efectuați',
      'efectuezi', 'execută', 'executa', 'executați', 'procesează', 'procesa', 'procesați', 'procesezi',
      'eliberează', 'elibera', 'eliberați', 'eliberezi', 'retrage', 'retrageți', 'depune', 'depuneți', 'cumpără',
      'cumpăra', 'cumpărați', 'cumperi', 'reînnoiește', 'reînnoi', 'reînnoiți', 'reînnoiești', 'prelungește',
      'prelungi', 'prelungiți', 'prelungești', 'deblochează', 'debloca', 'deblocați', 'deblochezi',
      // send and share
      'trimite', 'trimiteți', 'trimiți', 'expediază', 'expedia', 'expediați', 'redirecționează', 'redirecționa',
      'redirecționați', 'redirecționezi', 'înaintează', 'înainta', 'înaintați', 'înaintezi', 'partajează',
      'partaja', 'partajați', 'partajezi', 'distribuie', 'distribuiți', 'furnizează', 'furniza',
      'furnizați', 'furnizezi', 'dezvăluie', 'dezvălui', 'dezvăluiți', 'divulgă', 'divulga', 'divulgați', 'spune',
      'spuneți', 'spui', 'comunică', 'comunica', 'comunicați', 'comunici', 'răspunde', 'răspundeți', 'răspunzi',
      'exportă', 'exporta', 'exportați', 'descarcă', 'descărca', 'descărcați', 'copiază', 'copiați', 'copiezi',
      'publică', 'publica', 'publicați', 'contactează', 'contacta', 'contactați', 'contactezi', 'sună', 'suna',
      'sunați', 'suni', 'informează', 'informa', 'informați', 'anunță', 'anunța', 'anunțați',
      // refuse, delete, disable
      'refuză', 'refuza', 'refuzați', 'refuzi', 'respinge', 'respingeți', 'respingi', 'blochează', 'bloca',
      'blocați', 'blochezi', 'șterge', 'ștergeți', 'ștergi', 'elimină', 'elimina', 'eliminați', 'elimini',
      'distruge', 'distrugeți', 'golește', 'goli', 'goliți', 'dezactivează', 'dezactiva', 'dezactivați',
      'dezactivezi', 'oprește', 'opri', 'opriți', 'oprești', 'activează', 'activa', 'activați', 'activezi',
      'anulează', 'anula', 'anulați', 'anulezi',
      // grant and change access
      'acordă', 'acorda', 'acordați', 'acorzi', 'adaugă', 'adăuga', 'adăugați', 'adaugi', 'schimbă', 'schimba',
      'schimbați', 'schimbi', 'modifică', 'modifica', 'modificați', 'modifici', 'resetează', 'reseta', 'resetați',
      'resetezi', 'instalează', 'instala', 'instalați', 'rezervă', 'rezerva', 'rezervați', 'rezervi',
      'programează', 'programați', 'tratează ca', 'tratați ca', 'consideră', 'considerați', 'ai încredere în',
      'aveți încredere în', 'continuă', 'continuați', 'gestionează', 'gestionați',
      // enclitic imperatives
      'trimite-mi', 'trimite-le', 'trimite-i', 'trimiteți-mi', 'plătește-le', 'plătește-i', 'plătește-l',
      'aprobă-le', 'aprobă-l', 'aprobă-i', 'transferă-le', 'transferă-i', 'spune-mi', 'spune-i', 'dă-mi', 'dă-le',
      'dă-i', 'șterge-le', 'șterge-l', 'redirecționează-le', 'înaintează-le', 'virează-le', 'achită-le',
    ],
    imp: [
      // 2nd-person plural imperatives
      'aprobați', 'autorizați', 'confirmați', 'acceptați', 'validați', 'semnați', 'plătiți', 'achitați', 'transferați',
      'virați', 'rambursați', 'returnați', 'efectuați', 'executați', 'procesați', 'eliberați', 'retrageți',
      'depuneți', 'cumpărați', 'reînnoiți', 'prelungiți', 'deblocați', 'trimiteți', 'expediați', 'redirecționați',
      'înaintați', 'partajați', 'distribuiți', 'furnizați', 'dezvăluiți', 'divulgați', 'spuneți',
      'comunicați', 'răspundeți', 'exportați', 'descărcați', 'copiați', 'publicați', 'contactați', 'sunați',
      'informați', 'anunțați', 'refuzați', 'respingeți', 'blocați', 'ștergeți', 'eliminați', 'distrugeți', 'goliți',
      'dezactivați', 'opriți', 'activați', 'anulați', 'acordați', 'adăugați', 'schimbați', 'modificați', 'resetați',
      'instalați', 'rezervați', 'programați', 'tratați ca', 'considerați', 'continuați', 'gestionați',
      // 2nd-person singular subjunctive ("să plătești")
      'aprobi', 'autorizezi', 'confirmi', 'accepți', 'validezi', 'plătești', 'achiți', 'transferi', 'virezi',
      'rambursezi', 'efectuezi', 'procesezi', 'trimiți', 'redirecționezi', 'înaintezi', 'partajezi', 'furnizezi',
      'spui', 'comunici', 'răspunzi', 'contactezi', 'refuzi', 'respingi', 'blochezi', 'ștergi', 'elimini',
      'dezactivezi', 'oprești', 'anulezi', 'acorzi', 'adaugi', 'schimbi', 'modifici', 'resetezi', 'cumperi',
      'reînnoiești', 'prelungești', 'deblochezi',
      // enclitic imperatives and request markers
      'trimite-mi', 'trimite-le', 'trimite-i', 'trimiteți-mi', 'plătește-le', 'plătește-i', 'plătește-l',
      'aprobă-le', 'aprobă-l', 'aprobă-i', 'transferă-le', 'transferă-i', 'spune-mi', 'spune-i', 'dă-mi', 'dă-le',
      'dă-i', 'șterge-le', 'șterge-l', 'redirecționează-le', 'înaintează-le', 'virează-le', 'achită-le',
      'te rog', 'vă rog', 'vă rugăm', 'te rugăm', 'binevoiți', 'fii amabil', 'fiți amabil', 'asigură-te',
      'asigurați-vă', 'ai grijă să', 'aveți grijă să', 'nu uita să', 'nu uitați să',
    ],
    override: [
      'ignoră', 'ignora', 'ignorați', 'ignori', 'uită de', 'uitați de', 'uită toate', 'uitați toate', 'uită tot',
      'uitați tot', 'nu ține cont de', 'nu țineți cont de', 'nu lua în seamă', 'nu luați în seamă', 'treci peste',
      'treceți peste', 'lasă deoparte', 'lăsați deoparte', 'renunță la', 'renunțați la', 'înlocuiește',
      'înlocuiesc', 'are prioritate față de', 'au prioritate față de', 'nu mai urma', 'nu mai urmați',
      'în loc să urmezi', 'șterge din memorie', 'disprețuiește',
    ],
    'override-obj': [
      'instrucțiunile', 'instrucțiuni', 'instrucțiunilor', 'indicațiile', 'indicații', 'directivele', 'directive',
      'regulile', 'reguli', 'regulilor', 'normele', 'ghidurile', 'restricțiile', 'restricții', 'limitările',
      'constrângerile', 'promptul', 'prompt', 'promptul de sistem', 'programarea ta', 'anterioare', 'precedente',
      'de mai sus', 'ce ți s-a spus', 'tot ce ți s-a spus', 'antrenamentul tău', 'filtrele', 'politicile',
      'protocoalele', 'etica', 'sarcina inițială',
    ],
    'neg-bypass': [
      'fără', 'nu mai', 'nu e nevoie', 'nu este nevoie', 'nu mai e nevoie', 'nu trebuie', 'nu cere', 'nu cereți',
      'nu mai cere', 'nu mai cereți', 'nu solicita', 'nu solicitați', 'nu întreba', 'nu întrebați', 'nu aștepta',
      'nu așteptați', 'nu verifica', 'nu verificați', 'nu necesită', 'nu mai necesită', 'sari peste',
      'săriți peste', 'ocolește', 'ocoliți', 'evită', 'evitați', 'scutit de', 'scutită de', 'exceptat de la',
      'omite', 'omiteți',
    ],
    approval: [
      'confirmare*', 'confirmări*', 'aprobare*', 'aprobări*', 'autorizare*', 'validare*', 'verificare*',
      'verificări*', 'consimțământ*', 'acordul meu', 'acordul', 'permisiune*', 'avizul', 'aviz', 'semnătur*',
      'a doua semnătură', 'dublă verificare', 'autentificare*', 'supervizare', 'un om', 'intervenție umană',
      'verificare manuală', 'aprobare manuală', 'să mă întrebi', 'să întrebi', 'mă întrebi', 'mă consulți',
      'consultarea', 'cod de verificare', 'codul de verificare', 'cod de confirmare', 'otp', 'kyc',
      'verificarea identității', 'ok-ul meu', 'undă verde', 'unda verde', 'să verifici',
    ],
    waiver: [
      'nu este necesar', 'nu este necesară', 'nu e necesar', 'nu e necesară', 'nu mai este necesară',
      'nu mai este necesar', 'inutil', 'inutilă', 'opțional', 'opțională', 'facultativ', 'facultativă',
      'suspendat', 'suspendată', 'dezactivat', 'dezactivată', 'deja dat', 'deja dată', 'deja acordat',
      'deja acordată', 'deja făcut', 'deja făcută', 'se consideră dată', 'se consideră îndeplinit',
      'poate fi omisă', 'poate fi sărită', 'nu se mai cere', 'nu mai este cerută',
    ],
    bypass: [
      'preaprobat', 'preaprobată', 'preaprobate', 'pre-aprobat', 'pre-aprobată', 'preautorizat', 'preautorizată',
      'deja aprobat', 'deja aprobată', 'deja aprobate', 'deja autorizat', 'deja autorizată',
      'aprobat în prealabil', 'aprobată în prealabil', 'autorizat în prealabil', 'aprobat automat',
      'aprobată automat', 'aprobate automat', 'pe lista albă', 'lista albă', 'whitelist', 'fără confirmare',
      'fără confirmarea mea', 'fără aprobare', 'fără aprobarea mea', 'fără autorizare', 'fără verificare',
      'fără verificări', 'fără control', 'fără să întrebi', 'fără să mă întrebi', 'fără să mă consulți',
      'fără să verifici', 'fără să ceri', 'fără să ceri confirmare', 'fără întrebări', 'fără discuții',
      'fără acordul meu', 'fără permisiunea mea', 'fără avizul meu', 'aprobare permanentă', 'autorizare permanentă',
      'autorizare generală', 'considerat aprobat', 'considerată aprobată', 'se consideră aprobat',
      'tratează ca aprobat', 'scutit de verificare', 'cu ochii închiși',
    ],
    standing: [
      'de acum înainte', 'de acum încolo', 'de azi înainte', 'de astăzi înainte', 'începând de acum',
      'începând de azi', 'începând de astăzi', 'începând cu ziua de azi', 'pe viitor', 'în viitor',
      'pe termen nelimitat', 'până la noi ordine', 'până la noi instrucțiuni', 'până la noi dispoziții',
      'până când îți spun altceva', 'regulă permanentă', 'regulă fixă', 'regulă nouă', 'noua regulă',
      'instrucțiune permanentă', 'ordin permanent', 'dispoziție permanentă', 'în mod implicit',
      'ca setare implicită', 'procedura standard', 'de fiecare dată', 'pentru totdeauna', 'în mod permanent',
      'cu efect imediat', 'toate viitoarele',
    ],
    autonomy: [
      'la primire', 'imediat ce primești', 'cum primești', 'în numele meu', 'în numele lui', 'în numele ei',
      'în numele nostru', 'la discreția ta', 'după bunul tău plac', 'pe cont propriu', 'în mod autonom', 'autonom',
      'fără intervenție umană', 'fără să mă deranjezi', 'fără să mă implici', 'fără să mă anunți',
      'fără să anunți', 'fără să spui nimic', 'în liniște', 'pe ascuns', 'în fundal', 'pe pilot automat',
      'mână liberă', 'carte blanche', 'procură', 'împuternicire', 'debit direct', 'plată automată',
      'reînnoire automată', 'redirecționare automată', 'aprobă automat', 'aprobați automat',
    ],
    'autonomy-weak': [
      'automat', 'automată', 'automate', 'imediat', 'instantaneu', 'pe loc', 'fără întârziere', 'recurent',
      'recurentă', 'programat', 'programată', 'auto',
    ],
    authority: [
      'mesaj de sistem', 'mesajul sistemului', 'notificare de sistem', 'instrucțiune de sistem', 'creatorul tău',
      'dezvoltatorii tăi', 'dezvoltatorul tău', 'superutilizator', 'utilizator root', 'administratorul de sistem',
    ],
    mode: [
      'modul administrator', 'mod administrator', 'modul admin', 'mod admin', 'modul dezvoltator',
      'mod dezvoltator', 'modul de depanare', 'mod debug', 'modul zeu', 'modul sistem', 'modul de mentenanță',
      'mod de întreținere', 'modul de urgență', 'mod nerestricționat', 'modul fără restricții', 'jailbreak',
      'modul dan', 'acces root', 'mod activat', 'modul activat', 'nu mai ești legat',
    ],
    you: ['tu', 'te', 'îți', 'ție', 'voi', 'vouă', 'dumneavoastră', 'dvs', 'dumneata', 'tu însuți'],
    modal: [
      'trebuie să', 'trebuie', 'ar trebui să', 'ești obligat să', 'sunteți obligat să', 'ai de', 'e cazul să',
      'vei', 'veți',
    ],
    permit: [
      'poți', 'puteți', 'ai voie să', 'aveți voie să', 'ai dreptul să', 'aveți dreptul să', 'ești autorizat să',
      'sunteți autorizat să', 'ai permisiunea să', 'aveți permisiunea să', 'ești liber să',
    ],
    speaker: [
      'vreau să', 'aș vrea să', 'aș dori să', 'doresc să', 'am nevoie să', 'îți cer să', 'vă cer să', 'te rog',
      'te rog să', 'vă rog', 'vă rog să', 'vă rugăm', 'vă rugăm să', 'te rugăm să', 'îți ordon să',
      'te autorizez să', 'vă autorizez să', 'asigură-te că', 'asigurați-vă că', 'nu uita să', 'nu uitați să',
      'ține minte să', 'ai grijă să', 'aveți grijă să', 'fii amabil și', 'fiți amabil și', 'binevoiți să',
      'nu ezita să', 'e important să', 'este important să', 'sarcina ta este să', 'rolul tău este să',
    ],
    normative: [
      'regula este', 'procedura este', 'politica este', 'este obligatoriu să', 'agentul trebuie',
      'asistentul trebuie', 'trebuie aprobate', 'trebuie plătite', 'se aprobă', 'se plătesc', 'se vor aproba',
    ],
    report: [
      'a spus', 'au spus', 'mi-a spus', 'ne-a spus', 'spune că', 'spunea', 'a zis', 'zice că', 'a menționat',
      'a întrebat', 'a explicat', 'a precizat', 'a declarat', 'a afirmat', 'susține că', 'a susținut',
      'a povestit', 'a relatat', 'a scris', 'a răspuns', 's-a plâns', 'se plânge', 'a confirmat că',
      'a comunicat', 'a anunțat', 'a sugerat', 'a recunoscut', 'potrivit lui', 'potrivit ei', 'potrivit clientului',
      'după spusele', 'am citit că', 'am auzit că', 'voia să știe', 'a vrut să știe',
    ],
    subj1: ['eu', 'noi', 'eu însumi', 'eu însămi', 'la noi'],
    subj3: [
      'ele', 'dânsul', 'dânsa', 'ei plătesc', 'ei trimit', 'ei au', 'ei sunt', 'ei vor', 'ei spun', 'ei cer',
      'ei folosesc', 'ei preferă',
      ...SUBJ_NOUNS.flatMap((n) => SUBJ_VERBS.map((v) => `${n} ${v}`)),
    ],
    habit: [
      'de obicei', 'în mod obișnuit', 'în general', 'de regulă', 'adesea', 'deseori', 'uneori', 'câteodată',
      'din când în când', 'regulat', 'în mod regulat', 'tinde să', 'obișnuiește să', 'obișnuiesc să',
      'obișnuim să', 'îmi place să', 'îi place să', 'prefer să', 'preferă să', 'de fiecare dată', 'lunar',
      'săptămânal',
    ],
    quant: ['toate', 'toți', 'orice', 'fiecare', 'oricare'],
    cond: [
      'dacă', 'când', 'ori de câte ori', 'de îndată ce', 'imediat ce', 'în cazul în care', 'în caz că', 'odată ce',
    ],
    question: [
      'de ce', 'cum pot', 'cum fac', 'cum se', 'ce este', 'ce trebuie', 'cine este', 'unde este', 'cât costă', 'oare',
      'ai putea', 'ați putea', 'se poate', 'este posibil', 'e adevărat că', 'știi dacă',
    ],
    neg: [
      'nu a', 'nu am', 'nu au', 'nu ai', 'nu este', 'nu e', 'nu sunt', 'nu are', 'nu avem', 'nu vreau', 'nu pot',
      'nu poate', 'nu s-a', 'nu se', 'niciun', 'nicio', 'nimic', 'nimeni', 'nici',
    ],
    past: [
      'ieri', 'alaltăieri', 'săptămâna trecută', 'luna trecută', 'anul trecut', 'acum două zile',
      'acum o săptămână', 'acum o lună', 'acum un an', 'în trecut', 'odinioară', 'pe vremuri', 'de curând', 'era',
      'erau', 'a fost', 'au fost', 'am fost', 'a plătit', 'am plătit', 'au plătit', 'a trimis', 'am trimis',
      'au trimis', 'a aprobat', 'am aprobat', 'a transferat', 'am transferat', 'a virat', 'am virat', 'am primit',
      'a primit', 'au primit', 'a sosit', 'a ajuns', 'au ajuns', 'a anulat', 'am anulat', 'plătea', 'trimitea',
      'data trecută',
    ],
    trust: [
      'de încredere', 'fiabil', 'fiabilă', 'serios', 'serioasă', 'reputat', 'renumit', 'partener de încredere',
      'furnizor de încredere', 'furnizor obișnuit', 'de lungă durată', 'verificat', 'verificată', 'impecabil',
      'fără probleme', 'la timp', 'punctual', 'legitim', 'legitimă', 'fidel', 'certificat',
    ],
    idiom: [
      'las-o baltă', 'lasă asta', 'nu contează', 'nu-i nimic', 'nu e nimic', 'ca întotdeauna', 'ca de obicei',
      'ca mereu', 'aproape mereu', 'nu mereu', 'nu întotdeauna', 'dintotdeauna', 'a fost mereu', 'am uitat',
      'a uitat', 'uitasem', 'mai bine mai târziu decât niciodată', 'acum ori niciodată', 'uită-te', 'uitați-vă',
      'orice ar fi', 'niciodată nu am primit',
    ],
    'cap:payments': [
      'plată', 'plata', 'plăți', 'plățile', 'plății', 'plăților', 'transfer*', 'virament*', 'tranzacți*',
      'rambursare*', 'restituire*', 'factur*', 'fonduri', 'fondurile', 'bani', 'banii', 'numerar', 'sumă', 'suma',
      'sume', 'sumele', 'sold', 'soldul', 'cont', 'contul', 'conturi', 'contului', 'cont bancar', 'contul bancar',
      'iban', 'swift', 'sepa', 'furnizor*', 'beneficiar*', 'debit direct', 'retragere*', 'depunere*', 'achiziți*',
      'cumpărătur*', 'abonament*', 'reînnoire', 'card cadou', 'carduri cadou', 'voucher*', 'card de credit',
      'card de debit', 'cardul', 'cripto*', 'bitcoin', 'portofel', 'salariu', 'salarii', 'împrumut', 'credit', 'cec',
      'lei', 'ron', 'euro', 'paypal', 'revolut', 'comanda', 'comenzi', 'comenzile', 'avans', 'datorie', 'datorii',
      'onorariu',
      'plătește', 'plătiți', 'plăti', 'plătești', 'achită', 'achitați', 'achita', 'virează', 'virați', 'vira',
      'rambursează', 'rambursați', 'rambursa',
    ],
    'cap:credentials': [
      'parola', 'parolă', 'parole', 'parolele', 'parolei', 'pin', 'cod pin', 'codul pin', 'cheie api', 'cheia api',
      'chei api', 'cheie privată', 'cheia privată', 'cheie secretă', 'token', 'tokenul', 'credențiale',
      'datele de autentificare', 'date de logare', 'cod de verificare', 'codul de verificare', 'cod de securitate',
      'codul de securitate', 'cod de confirmare', 'cod sms', 'codul primit prin sms', 'cod unic',
      'fraza de recuperare', 'coduri de recuperare', 'cvv', 'cheie ssh', 'certificat digital', 'cookie de sesiune',
      'secret', 'secrete',
    ],
    'cap:data-export': [
      'datele', 'date personale', 'datele clienților', 'date despre clienți', 'datele utilizatorilor',
      'baza de date', 'bazei de date', 'dosar', 'dosarul', 'dosare', 'export*', 'backup', 'copie de rezervă',
      'copii de rezervă', 'fișiere', 'fișierele', 'documente', 'documentele', 'contacte', 'contactele',
      'adresa de email', 'adresa de e-mail', 'adrese de email', 'număr de telefon', 'numărul de telefon',
      'adresa de domiciliu', 'fișa medicală', 'dosarul medical', 'cnp', 'extras de cont', 'extrasele de cont',
      'istoric', 'istoricul', 'jurnale', 'loguri', 'raport', 'rapoarte', 'foaie de calcul', 'confidențial',
      'confidențiale', 'interne', 'lista clienților', 'conversații', 'conversațiile',
    ],
    'cap:account-access': [
      'acces', 'accesul', 'acces la cont', 'drepturi de administrator', 'permisiuni', 'permisiunile', 'rol', 'roluri',
      'privilegii', 'identitate', 'identitatea', 'verificarea identității', 'resetarea parolei', 'resetează parola',
      'logare', 'conectare', 'deblochează', 'oricine sună', 'să se dea drept',
    ],
    'cap:deletion': [
      'șterge', 'ștergeți', 'ștergerea', 'ștergere', 'elimină', 'eliminați', 'eliminarea', 'distruge', 'distrugerea',
      'golește', 'golire', 'date de producție', 'copiile de rezervă', 'coșul de gunoi',
    ],
    'cap:outbound-messages': [
      'email', 'e-mail', 'emailul', 'e-mailul', 'emailuri', 'e-mailuri', 'mail', 'mailul', 'mesaj', 'mesajul',
      'mesaje', 'mesajele', 'sms', 'whatsapp', 'newsletter', 'în copie', 'cc', 'bcc', 'o copie', 'copie la',
      'redirecționează', 'redirecționați', 'redirecționare', 'înaintează', 'înaintați', 'inbox', 'căsuța de email',
      'lista de distribuție', 'în numele meu', 'invitație', 'invitații',
    ],
    'cap:security-controls': [
      'firewall', 'antivirus', 'filtru antispam', 'filtrul de spam', 'autentificare în doi pași',
      'autentificarea cu doi factori', '2fa', 'mfa', 'monitorizare', 'monitorizarea', 'jurnalizare', 'audit',
      'auditul', 'verificări antifraudă', 'verificarea antifraudă', 'antifraudă', 'detectarea fraudelor', 'criptare',
      'criptarea', 'alerte de securitate', 'alertele', 'echipa de securitate', 'limită', 'limita', 'limitele',
    ],
    'cap:scheduling': [
      'întâlnire', 'întâlnirea', 'întâlniri', 'ședință', 'ședința', 'calendar', 'calendarul', 'programare',
      'programarea', 'rezervare', 'rezervarea', 'zbor', 'zborul', 'hotel', 'bilet', 'bilete',
    ],
  },
};
