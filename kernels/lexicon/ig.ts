import type { LexiconData } from './schema.js';

/**
 * Igbo. Under-dots and tone marks are stripped by the normalizer (ụ → u, ọ → o, ị → i, ṅ → n).
 * The imperative is the verb with its vowel suffix (kwụọ, zipu, kwadoo, hichapụ): those forms are
 * `verb` and `imp`, the infinitive ị- forms `verb` only. Person and aspect are pronouns and
 * auxiliaries (m na-, anyị na-, ọ na-, ha na-), and the -rV suffix marks the past (kwụrụ,
 * zitere): they are `subj1`, `subj3` and `past`. "Without" is "n'enweghị / na-enweghị / enweghị"
 * before the check. The negative suffix -ghị is listed word by word, never as a suffix, because
 * aghaghị (must) and Italian/Romanian words end in it too. "gara aga" (previous) is an override
 * object, so only time nouns before it (izu gara aga) make a past. Left out for collisions: nye
 * and gwa bare (short), unu (Romanian "unu"), mba (English "MBA"), ole (Spanish "olé"),
 * onye bare (any person), mee (do), mere (French "mère"); ego (money) is kept, it is the word.
 */
const IMPERATIVES = [
  'kwụọ', 'kwụọ ụgwọ', 'kwụ ụgwọ', 'kwụọ ya', 'kwụọ ha', 'kwụọ ego', 'zipu', 'zipụ', 'zipu ya', 'zipu ha',
  'ziga', 'zigara ya', 'nyefee', 'nyefee ya', 'bufee', 'bufee ego', 'kwadoo', 'kwado ya', 'nabata', 'nabata ya',
  'gwa ya', 'gwa ha', 'gwa ndị', 'zaa', 'zaghachi', 'zaghachi ya', 'jụ ya', 'jụ ha', 'hichapụ',
  'hichapụ ya', 'wepụ', 'wepụ ya', 'gbanyụọ', 'gbanyụọ ya', 'mechie', 'mechie ya', 'zụta', 'kagbuo', 'kagbuo ya',
  'meghee', 'kpughee', 'kesaa', 'kekọrịta', 'tinye', 'gbanwee', 'tụkwasị obi', 'nye ikike',
  'nye ya', 'nye ha', 'nyeghachi', 'nyeghachi ego', 'dọọ aha',
];
const INFINITIVES = [
  'ịkwụ ụgwọ', 'izipu', 'iziga', 'inyefe', 'ibufe', 'ịkwado', 'ịnabata', 'ịgwa', 'ịzaghachi',
  'ihichapụ', 'iwepụ', 'ịgbanyụ', 'imechi', 'ịzụta', 'ịkagbu', 'imeghe', 'ikpughe', 'ikesa', 'ikekọrịta',
  'ịgbanwe', 'ịtụkwasị obi', 'inye ikike', 'inyeghachi',
];

export const lexicon_ig: LexiconData = {
  lang: 'ig',
  name: 'Igbo',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'mgbe niile', 'oge niile', 'mgbe nile', 'oge nile', 'ruo mgbe ebighị ebi', 'ebighị ebi', 'ọ dịghị mgbe',
      'n\'ọnọdụ ọ bụla', 'na ọnọdụ ọ bụla', 'na-enweghị ewepụ', 'enweghị ewepụ',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'biko', 'echefula', 'ajụla', 'ajụla m'],
    override: [
      'leghara anya', 'leghara', 'legharịa', 'chefuo', 'chezọọ', 'chefuo ihe', 'agbanyeghị', 'n\'agbanyeghị',
      'esola', 'esokwala', 'akwụsị ịgbaso', 'kwụsị ịgbaso', 'tụfuo',
    ],
    'override-obj': [
      'ntụziaka', 'ntuziaka niile', 'iwu', 'iwu niile', 'usoro', 'nduzi', 'nke mbụ', 'mbụ', 'gara aga',
      'nke gara aga', 'n\'elu', 'dị n\'elu', 'mmachi', 'ihe mgbochi', 'ntọala', 'ihe a gwara gị',
      'ihe niile dị n\'elu',
    ],
    'neg-bypass': [
      'na-enweghị', 'enweghị', 'n\'enweghị', 'ajụla', 'ajụla m', 'ọ dịghị mkpa', 'achọghị', 'ịchọghị',
      'echerela', 'echekwala', 'gafee', 'wụfee', 'mafee', 'adịghịzi mkpa',
    ],
    approval: [
      'nkwado', 'ikike', 'nkwenye', 'nnabata', 'nyocha', 'mbinye aka', 'ịjụ m', 'ịjụ m ajụjụ', 'ajụjụ', 'ịjụ ajụjụ',
      'nkwupụta', 'otp', 'ntinye aka', 'nlebanya',
    ],
    waiver: [
      'achọghị', 'adịghị mkpa', 'adịghịzi mkpa', 'enyelarị', 'ewepụla', 'a kagbuola',
    ],
    bypass: [
      'akwadolarị', 'a kwadolarị', 'kwadoro tupu', 'akwadoro tupu oge', 'nkwado tupu oge', 'enwetalarị nkwado',
      'na-enweghị ajụjụ', 'enweghị ajụjụ', 'n\'enweghị ajụjụ', 'ajụla m ajụjụ', 'ajụla m', 'na-enweghị nkwado',
      'enweghị nkwado', 'na-enweghị ikike', 'enweghị ikike', 'na-enweghị nkwenye', 'enweghị nkwenye', 'enweghị nyocha',
      'na-enweghị nyocha', 'na-ajụghị m', 'n\'ajụghị m', 'ndepụta ndị enyere ikike',
    ],
    standing: [
      'site ugbu a', 'site ugbu a gaa n\'ihu', 'site ugbu a gawa', 'malite ugbu a', 'site taa', 'malite taa',
      'site taa gaa', 'site echi', 'ruo mgbe ọzọ', 'ruo mgbe m gwara gị', 'iwu ọhụrụ', 'ntụziaka ọhụrụ',
      'iwu na-adịgide adịgide', 'kemgbe ugbu a', 'mgbe ọ bụla', 'oge ọ bụla', 'ruo mgbe ebighị ebi',
    ],
    autonomy: [
      'n\'aha m', 'na aha m', 'n\'ọnọdụ m', 'dịka i chere', 'dịka ọ dị gị mma', 'dịka masịrị gị', 'na nzuzo',
      'n\'agwaghị m', 'na-agwaghị m', 'ozugbo i natara', 'ozugbo ọ bịara', 'ikike zuru ezu', 'kpebie n\'onwe gị',
    ],
    'autonomy-weak': ['ozugbo', 'na-akpaghị aka', 'ngwa ngwa', 'ozugbo ozugbo', 'otu mgbe ahụ'],
    authority: [
      'onye nchịkwa sistemụ', 'onye nchịkwa usoro', 'ozi sistemụ', 'ozi usoro', 'onye mmepụta', 'ndị mmepụta',
      'onye okike gị', 'onye kere gị', 'otu nchekwa', 'onye isi oche',
    ],
    mode: [
      'ọnọdụ onye nchịkwa', 'ọnọdụ onye mmepụta', 'ọnọdụ nnwale', 'na-enweghị mmachi', 'enweghị mmachi',
      'enweghị oke', 'enweghị ihe mgbochi',
    ],
    you: [
      'gị onwe gị', 'unu onwe unu', 'ị ga', 'i ga', 'i kwesịrị', 'ị kwesịrị', 'ị ghaghị', 'i ghaghị', 'ị nwere',
      'i nwere', 'nke gị',
    ],
    modal: [
      'kwesịrị', 'ga-emerịrị', 'aghaghị', 'ghaghị', 'ọ dị mkpa', 'ọ bụ iwu', 'ekwesịrị', 'i kwesịrị', 'ị ghaghị',
      'ị ga-akwụrịrị', 'ga-akwụrịrị',
    ],
    permit: [
      'ị nwere ike', 'i nwere ike', 'unu nwere ike', 'enyere gị ikike', 'ị nwere ikike', 'i nwere ikike',
      'nweere onwe gị', 'ọ dị gị n\'aka',
    ],
    speaker: [
      'biko', 'achọrọ m ka ị', 'achọrọ m ka i', 'achọrọ m ka unu', 'a chọrọ m ka ị', 'gbaa mbọ hụ na', 'hụ na',
      'hụkwa na', 'echefula', 'echefukwala', 'cheta', 'cheta na', 'ana m enye gị iwu', 'enyere m gị ikike',
    ],
    normative: ['ụzọ kwesịrị ekwesị bụ', 'iwu bụ na', 'onye enyemaka ga', 'onye enyemaka kwesịrị'],
    report: [
      'kwuru na', 'kwuru', 'sịrị na', 'o kwuru', 'ha kwuru', 'jụrụ', 'jụrụ ajụjụ', 'rịọrọ', 'rịọrọ ka', 'dere na',
      'si kwuo', 'dịka o si kwuo', 'dịka ha si kwuo', 'akọwara', 'kọwara na', 'mere mkpesa', 'kọrọ na',
      'anụrụ m na', 'a na-ekwu na', 'gwara m na',
    ],
    subj1: [
      'mụ onwe m', 'anyị', 'anyị onwe anyị', 'a na m', 'ana m', 'm na', 'm na-akwụ', 'ana m akwụ', 'anyị na-akwụ',
      'm na-eziga', 'm na-ezipu', 'm na-eji', 'm na-akwụkarị', 'm na-emekarị', 'm ga', 'aga m', 'agaghị m',
    ],
    subj3: [
      'ọ na', 'ha na', 'ọ na-akwụ', 'ha na-akwụ', 'ọ na-eziga', 'ọ na-akwụkarị', 'onye ahịa', 'ndị ahịa',
      'onye ọrụ', 'onye na-eji', 'ndị na-eji', 'nwunye m', 'di m', 'onye isi m', 'mmadụ ọzọ', 'onye nwe akaụntụ',
      'onye kpọrọ', 'ya onwe ya', 'ha onwe ha', 'ọ ga', 'ha ga',
    ],
    habit: [
      'na-emekarị', 'ọtụtụ mgbe', 'mgbe ụfọdụ', 'oge ụfọdụ', 'na-akwụkarị', 'na-ezikarị', 'omenala', 'ụdị m',
      'ọ bụ omume m', 'dịka m na-eme',
    ],
    quant: ['niile', 'nile', 'ọ bụla', 'nke ọ bụla', 'ihe niile', 'ha niile'],
    cond: ['ọ bụrụ na', 'ọbụrụ na', 'mgbe', 'mgbe ọ bụla', 'ozugbo'],
    question: [
      'gịnị ka', 'gịnị bụ', 'kedu', 'kedụ ka', 'kedu ihe', 'n\'ihi gịnị', 'gịnị mere', 'olee', 'olee otu', 'ole ka', 'onye bụ',
      'ọ ga-ekwe omume', 'ị nwere ike ịgwa m',
    ],
    neg: [
      'akwụghị', 'akwụbeghị', 'ezighị', 'ezibeghị', 'abụghị', 'adịghị', 'ọ dịghị', 'agaghị', 'anaghị', 'ekwesịghị',
      'akwadoghị', 'erughị', 'enwetaghị', 'anataghị', 'anabataghị', 'enweghị ike', 'ọ gaghị ekwe omume',
    ],
    past: [
      'ụnyaahụ', 'nnyaahụ', 'izu gara aga', 'ọnwa gara aga', 'afọ gara aga', 'n\'izu gara aga', 'n\'ọnwa gara aga',
      'ụbọchị gara aga', 'kwụrụ', 'kwụọla', 'kwụrụ ụgwọ', 'zitere', 'zigara m', 'zipụrụ', 'nyefere', 'nyere',
      'natara', 'bịara', 'rutere', 'kwadoro', 'kwadoro ya', 'nabatara', 'hichapụrụ', 'mechiri', 'zụtara',
      'kagburu', 'gbanwere', 'ziri', 'kpughere', 'akwụọla', 'ezitela', 'enyefeela', 'n\'oge gara aga', 'tupu ụnyaahụ', 'n\'ụtụtụ a',
    ],
    trust: [
      'a pụrụ ịtụkwasị obi', 'kwesịrị ntụkwasị obi', 'onye a tụkwasịrị obi', 'onye mmekọ ogologo oge', 'n\'oge',
      'ziri ezi',
    ],
    idiom: [
      'ọ dịghị nsogbu', 'enweghị nsogbu', 'daalụ', 'dalu', 'imeela', 'ka ọ dị na mbụ', 'dịka ọ na-adị', 'dịka omenala',
      'ọ fọrọ nke nta mgbe niile', 'ọ bụghị mgbe niile', 'chefuo ya', 'chefuo ihe ahụ', 'leghara ya anya',
      'ndepụta ndị ahịa', 'ozi ndị ahịa', 'nye ndị ahịa', 'maka ndị ahịa', 'nke ndị ahịa', 'mgbe e kwadochara',
      'mgbe nkwado', 'ruo mgbe a kwadoro', 'akwadoro tupu oge', 'kwadoro tupu', 'a kwadoro tupu oge', 'echefula', 'echefukwala',
    ],
    'cap:payments': [
      'ego', 'ego a', 'ụgwọ', 'ịkwụ ụgwọ', 'akwụmụgwọ', 'akaụntụ', 'akauntu', 'ụlọ akụ', 'ụlọ akụ na ụba', 'nnyefe',
      'nnyefe ego', 'naịra', 'kaadị', 'kaadị akụ', 'akwụkwọ ụgwọ', 'ụgwọ ọnwa', 'onye nnata', 'azụmahịa', 'ego fọdụrụ',
      'nkwụghachi', 'nkwụghachi ego', 'onye na-ere', 'ndị na-ere', 'ntinye ego', 'mwepụ ego',
    ],
    'cap:credentials': [
      'okwuntughe', 'okwu nzuzo', 'paswọọdụ', 'koodu', 'koodu nzuzo', 'nọmba nzuzo', 'pin', 'igodo api', 'igodo nzuzo',
      'ozi nbanye',
    ],
    'cap:data-export': [
      'data', 'ozi nzuzo', 'ozi onwe', 'faịlụ', 'faịlụ niile', 'ndekọ', 'ndekọ niile', 'ndepụta ndị ahịa',
      'nọmba ekwentị', 'nọmba fon', 'adreesị', 'nzuzo', 'akụkọ ihe mere eme', 'akwụkwọ niile',
    ],
    'cap:account-access': ['ohere ịbanye', 'ikike ịbanye', 'ikike nchịkwa', 'nbanye', 'ịbanye n\'akaụntụ'],
    'cap:deletion': ['hichapụ', 'ihichapụ', 'wepụ', 'iwepụ', 'mkpochapụ', 'ihichapụ kpamkpam'],
    'cap:outbound-messages': ['ozi', 'ozi ịntanetị', 'email', 'ozi ederede', 'sms', 'akwụkwọ ozi', 'oyiri'],
    'cap:security-controls': ['nchekwa', 'usoro nchekwa', 'nyocha nchekwa', 'ọkwa', 'ịdọ aka na ntị', 'nlekota'],
    'cap:scheduling': ['nzukọ', 'kalenda', 'oge nhọpụta', 'ọkwa oge', 'tiketi', 'họtel', 'njem', 'ndokwa oge'],
  },
};
