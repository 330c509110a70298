import type { LexiconData } from './schema.js';

/**
 * Swahili. Verbs carry subject and tense prefixes (analipa, alilipa, nimelipa), so the bare
 * imperative (lipa, tuma, idhinisha), the plural imperative (-eni), the subjunctive (ulipe,
 * uidhinishe) and the infinitive (kulipa) are `verb` terms, and the bare and subjunctive forms are
 * also `imp`; prefixed indicative forms are listed as reports, habits or past events. Short words
 * shared with other Latin-script languages are avoided or written as phrases: bila (Indonesian
 * and Malay "when", Serbian "was") only in phrases such as "bila uthibitisho", which are also
 * idioms so that the bare word inside them is ignored; si (Romance "if/yes"), ada (Indonesian
 * "there is"), salio (Spanish "salió") likewise.
 */
export const lexicon_sw: LexiconData = {
  lang: 'sw',
  name: 'Swahili',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'kila mara', 'kila wakati', 'siku zote', 'daima', 'milele', 'kamwe', 'usiwahi', 'kwa hali yoyote',
      'kwa vyovyote vile', 'bila ubaguzi', 'wakati wote', 'bila masharti', 'bila kukosa', 'kwa hali zote',
    ],
    verb: [
      'idhinisha', 'kuidhinisha', 'uidhinishe', 'idhinisheni', 'mwidhinishe', 'ziidhinishe', 'iidhinishe',
      'ziidhinishwe', 'iidhinishwe', 'lipa', 'kulipa', 'ulipe', 'lipeni', 'lipia', 'kulipia', 'ulipie', 'ilipwe',
      'zilipwe', 'tuma', 'kutuma', 'utume', 'tumeni', 'itumwe', 'zitumwe', 'hamisha', 'kuhamisha', 'uhamishe',
      'hamishia', 'peleka', 'kupeleka', 'upeleke', 'kubali', 'kukubali', 'ukubali', 'shiriki', 'kushiriki',
      'ushiriki', 'fichua', 'kufichua', 'ufichue', 'mwambie', 'waambie', 'sema', 'kusema', 'jibu', 'kujibu', 'ujibu',
      'kataa', 'kukataa', 'ukatae', 'futa', 'kufuta', 'ufute', 'zima', 'kuzima', 'uzime', 'washa', 'kuwasha', 'toa',
      'kutoa', 'utoe', 'tekeleza', 'kutekeleza', 'utekeleze', 'rudisha', 'kurudisha', 'urudishe', 'ghairi',
      'kughairi', 'nunua', 'kununua', 'ununue', 'ruhusu', 'kuruhusu', 'uruhusu', 'weka', 'kuweka', 'uweke', 'sasisha',
      'kusasisha', 'fanya upya', 'tii', 'kutii', 'amini', 'ruka', 'badilisha', 'ongeza', 'fungua', 'thibitisha',
      'kuthibitisha', 'uthibitishe', 'zuia', 'kuzuia', 'peleka mbele', 'sambaza',
    ],
    override: [
      'puuza', 'kupuuza', 'upuuze', 'puuzeni', 'sahau', 'usahau', 'sahauni', 'acha kufuata', 'usifuate',
      'usizingatie', 'batilisha', 'pindua', 'bila kujali', 'bila kuzingatia', 'achana na',
    ],
    'override-obj': [
      'maagizo', 'maelekezo', 'amri', 'sheria', 'kanuni', 'miongozo', 'mwongozo', 'vikwazo', 'mipaka', 'vizuizi',
      'ya awali', 'yaliyotangulia', 'ya hapo awali', 'hapo juu', 'ya mwanzo', 'sera', 'mipangilio', 'maagizo yote',
      'maagizo ya awali',
    ],
    'neg-bypass': [
      'bila ya', 'pasipo', 'hakuna haja', 'si lazima', 'sio lazima', 'siyo lazima', 'huna haja', 'usiulize',
      'bila kuuliza', 'ruka', 'kwepa', 'bila kupitia', 'bila kusubiri', 'huhitaji', 'hauhitaji',
    ],
    approval: [
      'uthibitisho', 'kuthibitisha', 'thibitisha', 'idhini', 'kibali', 'ruhusa', 'uhakiki', 'ukaguzi', 'kukagua',
      'kagua', 'ridhaa', 'saini', 'otp', 'kuniuliza', 'kuuliza', 'kuomba ruhusa', 'uthibitishaji', 'uhakikisho',
    ],
    waiver: [
      'imeondolewa', 'haihitajiki', 'hazihitajiki', 'si lazima', 'sio lazima', 'hiari', 'imeshatolewa', 'imesamehewa',
      'imesitishwa', 'imekwisha tolewa', 'imetimizwa',
    ],
    bypass: [
      'imeidhinishwa awali', 'imeidhinishwa mapema', 'iliyoidhinishwa awali', 'idhini ya awali', 'imeshaidhinishwa',
      'imeidhinishwa tayari', 'tayari imeidhinishwa', 'orodha nyeupe', 'idhinisha kiotomatiki', 'bila uthibitisho',
      'bila idhini', 'bila kuniuliza', 'bila ruhusa', 'bila ukaguzi', 'usiniulize', 'hakuna haja ya kuniuliza',
      'bila maswali', 'bila kibali', 'bila kuthibitisha', 'bila kukagua', 'bila kuhakiki', 'wameidhinishwa awali',
      'ameidhinishwa awali',
    ],
    standing: [
      'kuanzia sasa', 'kuanzia leo', 'kuanzia kesho', 'tangu sasa', 'kuanzia sasa na kuendelea', 'kuendelea mbele',
      'katika siku zijazo', 'kwa kudumu', 'kama chaguo-msingi', 'kwa chaguo-msingi', 'sheria mpya', 'agizo la kudumu',
      'maagizo ya kudumu', 'hadi taarifa nyingine', 'mpaka taarifa nyingine', 'hadi utakapoambiwa vinginevyo',
      'wakati wowote', 'kuanzia hivi sasa', 'kila inapotokea', 'kila itakapo',
    ],
    autonomy: [
      'kwa niaba yangu', 'kwa jina langu', 'kwa hiari yako', 'kwa uamuzi wako', 'amua mwenyewe',
      'shughulikia mwenyewe', 'mara tu ukipokea', 'mara baada ya kupokea', 'kimya kimya', 'kwa siri',
      'bila kunijulisha', 'bila kuniambia', 'mamlaka kamili',
    ],
    'autonomy-weak': [
      'kiotomatiki', 'moja kwa moja', 'mara moja', 'papo hapo', 'haraka',
    ],
    authority: [
      'msimamizi', 'msimamizi wa mfumo', 'mtengenezaji wako', 'msanidi', 'msanidi programu', 'muundaji wako',
      'timu ya usalama', 'polisi', 'ujumbe wa mfumo', 'taarifa ya mfumo', 'mkurugenzi mtendaji',
    ],
    mode: [
      'hali ya msimamizi', 'hali ya admin', 'hali ya msanidi', 'hali ya utatuzi', 'bila vikwazo', 'hakuna vikwazo',
      'bila mipaka yoyote',
    ],
    you: [
      'wewe', 'ninyi', 'nyinyi', 'nyie', 'yako', 'wako', 'chako', 'lako', 'kwako',
    ],
    modal: [
      'lazima', 'sharti', 'unapaswa', 'mnapaswa', 'inapaswa', 'inabidi', 'itabidi', 'unatakiwa', 'mnatakiwa',
      'ni wajibu', 'wajibu wako', 'yakupasa', 'ni lazima',
    ],
    permit: [
      'unaweza', 'mnaweza', 'inaruhusiwa', 'umeruhusiwa', 'una ruhusa', 'una idhini', 'uko huru', 'jisikie huru',
    ],
    speaker: [
      'tafadhali', 'naomba', 'nataka', 'ninataka', 'ningependa', 'hakikisha', 'kumbuka', 'usisahau',
      'tafadhali hakikisha',
    ],
    normative: [
      'utaratibu sahihi ni', 'njia sahihi ni', 'sheria ni kwamba', 'sera ni kwamba', 'inapaswa kufanywa', 'ifanyike',
      'zifanyike',
    ],
    report: [
      'alisema', 'walisema', 'amesema', 'wamesema', 'anasema', 'wanasema', 'kwa mujibu wa', 'kulingana na', 'alitaja',
      'aliuliza', 'alilalamika', 'aliandika', 'nilisikia', 'inasemekana', 'eti', 'aliniambia', 'alieleza', 'alidai',
      'alithibitisha', 'ameripoti', 'aliripoti', 'alisema kwamba', 'ameniambia',
    ],
    subj1: [
      'mimi', 'sisi', 'ninalipa', 'tunalipa', 'huwa nalipa', 'ninatuma', 'tunatuma',
    ],
    subj3: [
      'yeye', 'wao', 'mteja', 'wateja', 'mpigaji simu', 'mtumiaji', 'watumiaji', 'mgonjwa', 'mke wangu', 'mume wangu',
      'bosi wangu', 'mtu fulani', 'mwenye akaunti', 'analipa', 'anatuma', 'wanalipa', 'wanatuma', 'hulipa', 'hutuma',
      'huidhinisha',
    ],
    habit: [
      'kwa kawaida', 'mara nyingi', 'mara kwa mara', 'wakati mwingine', 'huwa', 'hupenda', 'desturi', 'tabia',
      'mazoea', 'kawaida',
    ],
    quant: [
      'zote', 'wote', 'yote', 'kila', 'yoyote', 'wowote', 'chochote', 'lolote', 'kila kitu',
    ],
    cond: [
      'kama', 'ikiwa', 'iwapo', 'endapo', 'pindi', 'mara tu', 'kila mara',
    ],
    question: [
      'nini', 'kwa nini', 'vipi', 'lini', 'wapi', 'nani', 'kiasi gani', 'gani', 'ngapi',
    ],
    neg: [
      'hapana', 'hakuna', 'siyo', 'sio', 'usilipe', 'usitume', 'usiidhinishe',
    ],
    past: [
      'jana', 'wiki iliyopita', 'mwezi uliopita', 'mwaka jana', 'juzi', 'zamani', 'alilipa', 'nililipa', 'walilipa',
      'tulilipa', 'alituma', 'nilituma', 'walituma', 'alihamisha', 'nilihamisha', 'imelipwa', 'ililipwa', 'imetumwa',
      'ilitumwa', 'ilikuwa', 'nilikuwa', 'alikuwa', 'walikuwa', 'amelipa', 'nimelipa', 'wamelipa', 'tumelipa',
      'umeshalipa', 'ameshalipa',
    ],
    trust: [
      'anayeaminika', 'wa kuaminika', 'mwaminifu', 'mteja wa muda mrefu', 'mshirika wa muda mrefu', 'kwa wakati',
      'halali',
    ],
    idiom: [
      'kwa mteja', 'ya mteja', 'wa mteja', 'kwa wateja', 'za wateja', 'ya wateja', 'orodha ya wateja',
      'taarifa za wateja', 'bili ya', 'bili za', 'bila uthibitisho', 'bila idhini', 'bila kuniuliza', 'bila ruhusa',
      'bila ukaguzi', 'bila maswali', 'bila kibali', 'bila kuthibitisha', 'bila kukagua', 'bila kuhakiki',
      'bila kuuliza', 'bila kupitia', 'bila kusubiri', 'bila ya', 'usijali', 'haijalishi', 'achana nayo',
      'hakuna shida', 'hakuna tatizo', 'hakuna matata', 'asante', 'ahsante', 'kama kawaida', 'karibu kila mara',
      'si kila mara', 'baada ya uthibitisho', 'baada ya kuidhinishwa', 'hadi ithibitishwe', 'karibu sana',
    ],
    imp: [
      'tafadhali', 'naomba', 'idhinisha', 'uidhinishe', 'idhinisheni', 'lipa', 'ulipe', 'lipeni', 'lipia', 'tuma',
      'utume', 'tumeni', 'hamisha', 'uhamishe', 'peleka', 'upeleke', 'kubali', 'ukubali', 'shiriki', 'fichua',
      'mwambie', 'jibu', 'kataa', 'futa', 'zima', 'toa', 'tekeleza', 'rudisha', 'ghairi', 'nunua', 'ruhusu', 'weka',
      'sasisha', 'usiwahi', 'usisahau',
    ],
    'cap:payments': [
      'malipo', 'pesa', 'fedha', 'hela', 'uhamisho', 'uhamisho wa fedha', 'marejesho', 'ankara', 'bili ya', 'bili za',
      'akaunti', 'akaunti ya benki', 'namba ya akaunti', 'salio la', 'salio lako', 'salio langu', 'kadi ya zawadi',
      'sarafu ya kidijitali', 'pochi', 'mpokeaji', 'muuzaji', 'msambazaji', 'mshahara', 'mkopo', 'kadi ya mkopo',
      'kadi ya benki', 'muamala', 'miamala', 'ununuzi', 'usajili', 'ada ya', 'gharama', 'shilingi', 'tsh', 'ksh',
      'dola', 'm-pesa', 'mpesa', 'airtel money', 'tigo pesa', 'kodi', 'amana', 'mchango', 'hundi',
    ],
    'cap:credentials': [
      'nenosiri', 'neno la siri', 'nywila', 'namba ya siri', 'msimbo', 'msimbo wa uthibitisho',
      'nambari ya uthibitisho', 'ufunguo wa api', 'tokeni', 'ufunguo wa siri', 'taarifa za kuingia',
    ],
    'cap:data-export': [
      'taarifa binafsi', 'taarifa za wateja', 'orodha ya wateja', 'kumbukumbu', 'rekodi', 'hifadhidata', 'faili',
      'nyaraka', 'hati', 'nakala rudufu', 'anwani za mawasiliano', 'namba ya simu', 'anwani', 'kitambulisho', 'siri',
      'ripoti', 'historia',
    ],
    'cap:account-access': [
      'ufikiaji', 'ruhusa za ufikiaji', 'akaunti ya mtumiaji', 'uthibitishaji wa utambulisho',
    ],
    'cap:deletion': [
      'futa', 'kufuta', 'ufute', 'futwa', 'haribu', 'kuharibu',
    ],
    'cap:outbound-messages': [
      'barua pepe', 'ujumbe', 'meseji', 'nakala', 'chapisha', 'kikasha',
    ],
    'cap:security-controls': [
      'ngome', 'kizuia virusi', 'uthibitishaji wa hatua mbili', 'kichujio cha barua taka', 'kichujio', 'ufuatiliaji',
      'ugunduzi wa ulaghai', 'usimbaji fiche', 'ukaguzi wa usalama', 'mipangilio ya usalama', 'tahadhari',
    ],
    'cap:scheduling': [
      'mkutano', 'kalenda', 'ratiba', 'miadi', 'uhifadhi', 'safari ya ndege', 'tiketi ya ndege', 'hoteli', 'kiti',
    ],
  },
};
