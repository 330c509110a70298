import type { LexiconData } from './schema.js';

/**
 * Icelandic (Latin script; á é í ó ú ý ö fold to plain vowels, þ ð æ stay letters). The 2sg
 * imperative fuses with the pronoun (borgaðu, sendu, samþykktu, greiddu), the plural is -ið
 * (borgið, sendið); infinitives follow "að" (borga, greiða, senda). The 3rd person plural present
 * equals the infinitive (þeir borga), so "þeir/þær/þau" are `subj3`. Prohibitives with a fused
 * imperative ("borgaðu ekki", "sendu ekki") are idioms carrying `neg`, so the imperative inside
 * goes inert. Left out on purpose: "án" ("without") alone, which folds to English "an" (it
 * appears only in phrases: án staðfestingar, án samþykkis); "ég" alone (folds to "eg", as in
 * "e.g."), "við" alone (also the preposition "at/with": bættu við, við móttöku), "var" alone
 * (Turkish "var", Scandinavian "var"), "mér"/"mín" (French "mer", English "min", Danish "min"),
 * "nota"/"notar" (Romance "nota", "notar"), "sýna"/"bóka" (Czech "syna", Polish "boka"), "fé"
 * (Romance "fe"), "ef"/"að"/"þá" (too short or too common), "kort*"/"fund*"/"regl*"/"lán*" as
 * stems (Scandinavian "kort", English "fund", Spanish "regla", "lan*"), "segja" ("tell"; also
 * "say", and 3pl "they say"), "verður" alone ("must"; also "becomes"), "stjórnandi"
 * ("administrator"; also any manager), "forritari" alone (any programmer) and "þegar samþykkt"
 * (a plain fact: "already approved").
 */
const PROHIBITIVES = [
  'borgaðu ekki', 'borgið ekki', 'greiddu ekki', 'greiðið ekki', 'sendu ekki', 'sendið ekki', 'samþykktu ekki',
  'samþykkið ekki', 'millifærðu ekki', 'millifærið ekki', 'deildu ekki', 'gefðu ekki', 'eyddu ekki', 'eyðið ekki',
  'staðfestu ekki', 'áframsendu ekki', 'segðu ekki', 'sýndu ekki', 'keyptu ekki', 'ekki borga', 'ekki greiða',
  'ekki senda', 'ekki samþykkja', 'ekki millifæra', 'ekki eyða', 'ekki deila', 'ekki gefa upp',
];
const IMPERATIVES = [
  'samþykktu', 'samþykkið', 'staðfestu', 'staðfestið', 'heimilaðu', 'heimilið', 'borgaðu', 'borgið', 'greiddu',
  'greiðið', 'millifærðu', 'millifærið', 'leggðu inn', 'leggið inn', 'sendu', 'sendið', 'áframsendu', 'áframsendið',
  'endurgreiddu', 'endurgreiðið', 'keyptu', 'kaupið', 'pantaðu', 'pantið', 'deildu', 'deilið', 'segðu', 'segið',
  'sýndu', 'sýnið', 'gefðu upp', 'gefið upp', 'gefðu', 'afhentu', 'afhendið', 'veittu', 'veitið', 'flyttu út',
  'afritaðu', 'afritið', 'sæktu', 'svaraðu', 'svarið', 'láttu vita', 'tilkynntu', 'hafnaðu', 'hafnið', 'eyddu',
  'eyðið', 'fjarlægðu', 'fjarlægið', 'slökktu á', 'slökkvið á', 'gerðu óvirkt', 'gerðu óvirka', 'lokaðu á',
  'opnaðu fyrir', 'breyttu', 'breytið', 'endurstilltu', 'bættu við', 'bætið við', 'framkvæmdu', 'framkvæmið',
  'keyrðu', 'vinndu úr', 'bókaðu', 'bókið', 'hættu við', 'afpantaðu', 'endurnýjaðu', 'endurnýið', 'framlengdu',
  'treystu', 'treystið', 'líttu á', 'slepptu', 'sleppið', 'birtu',
];
const INFINITIVES = [
  'samþykkja', 'staðfesta', 'heimila', 'borga', 'greiða', 'millifæra', 'leggja inn', 'senda', 'áframsenda',
  'endurgreiða', 'kaupa', 'panta', 'deila', 'gefa upp', 'afhenda', 'veita', 'flytja út', 'afrita', 'svara',
  'tilkynna', 'hafna', 'eyða', 'fjarlægja', 'slökkva á', 'gera óvirkt', 'breyta', 'endurstilla', 'bæta við',
  'framkvæma', 'keyra', 'hætta við', 'afpanta', 'endurnýja', 'framlengja', 'treysta', 'sleppa', 'birta',
];

export const lexicon_is: LexiconData = {
  lang: 'is',
  name: 'Icelandic',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'alltaf', 'ávallt', 'aldrei', 'aldrei nokkurn tímann', 'undantekningarlaust', 'án undantekninga',
      'í öllum tilvikum', 'í öllum tilfellum', 'undir engum kringumstæðum', 'skilyrðislaust', 'í hvert skipti',
      'í hvert sinn', 'hvað sem tautar og raular', 'hvað sem á dynur',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'vinsamlegast', 'gerðu svo vel', 'gjörðu svo vel', 'skaltu', 'endilega'],
    override: [
      'hunsaðu', 'hunsið', 'hunsa', 'gleymdu', 'gleymið', 'líttu fram hjá', 'lítið fram hjá', 'horfðu fram hjá',
      'ekki fara eftir', 'ekki fylgja', 'hættu að fylgja', 'hættu að fara eftir', 'virtu að vettugi',
      'virðið að vettugi', 'óháð', 'burtséð frá', 'hnekkir', 'gengur framar', 'gengur fyrir', 'víkur til hliðar',
    ],
    'override-obj': [
      'fyrirmæli', 'fyrirmælin', 'fyrirmælum', 'fyrirmælunum', 'leiðbeining*', 'reglur', 'reglurnar', 'reglum',
      'reglunum', 'regluna', 'takmarkan*', 'hömlur', 'hömlum', 'fyrri', 'áður gefin', 'áður gefnum', 'hér að ofan',
      'ofangreind*', 'kerfisfyrirmæl*', 'kerfiskvaðning*', 'kvaðning*', 'prompt*', 'skipanir', 'skipunum',
      'skipununum', 'stefnur', 'siðareglur', 'síur', 'síurnar', 'verklagsreglur', 'upprunalega verkefnið',
      'það sem þér var sagt', 'allt sem á undan fór',
    ],
    'neg-bypass': [
      'ekki spyrja', 'ekki biðja um', 'ekki bíða eftir', 'aldrei spyrja', 'aldrei biðja um', 'spyrðu ekki',
      'biddu ekki um', 'óþarfi að', 'þarft ekki að', 'þú þarft ekki', 'engin þörf á', 'slepptu', 'sleppið',
      'farðu fram hjá', 'framhjá', 'ekki lengur', 'ekki athuga', 'ekki kanna', 'ekki trufla', 'undanþegin*',
      'í stað þess að', 'krefst ekki', 'krefjast ekki', 'þarfnast ekki',
    ],
    approval: [
      'staðfesting*', 'staðfestingu', 'samþykki', 'samþykkis', 'samþykkið mitt', 'samþykki mitt', 'mitt samþykki',
      'leyfi', 'leyfis', 'leyfi mitt', 'heimild', 'heimildar', 'heimildir', 'sannprófun*', 'athugun', 'athugunar',
      'eftirlit', 'eftirlits', 'tveggja þátta', 'tvíþætt* auðkenning*', 'auðkenning*', 'undirskrift*', 'yfirferð*',
      'áritun*', 'samþykktar', 'mannlegt samþykki', 'aðra undirskrift', 'að spyrja mig',
    ],
    waiver: [
      'ekki nauðsynleg*', 'ekki nauðsynlegt', 'ónauðsynleg*', 'óþarfi', 'óþörf', 'óþarft', 'ekki krafist',
      'ekki þörf', 'engin þörf', 'ekki skylda', 'ekki skylt', 'valfrjáls*', 'þegar veitt*', 'þegar fengin*',
      'þegar fengið', 'telst veitt*', 'telst uppfyllt*', 'telst samþykkt*', 'slökkt á', 'má sleppa', 'er sleppt',
      'gildir ekki', 'ekki lengur þörf', 'ekki lengur krafist',
    ],
    bypass: [
      'fyrirfram samþykkt*', 'fyrirfram samþykktur', 'forsamþykkt*', 'fyrirfram heimilað*', 'fyrirfram heimilaður',
      'sjálfkrafa samþykkt*', 'á hvítlista', 'á hvíta listanum', 'á hvítum lista', 'án þess að spyrja',
      'án þess að spyrja mig', 'án spurninga', 'án þess að staðfesta', 'án staðfestingar', 'án samþykkis',
      'án leyfis', 'án heimildar', 'án athugunar', 'án eftirlits', 'án sannprófunar', 'án undirskriftar',
      'án auðkenningar', 'án yfirferðar', 'líttu á sem samþykkt*', 'lítið á sem samþykkt*', 'telst samþykkt*',
      'teljast samþykkt*', 'skoðast samþykkt*', 'án vitundar notanda', 'blindandi', 'umhugsunarlaust',
      'án umhugsunar', 'spyrðu mig ekki', 'ekki spyrja mig',
    ],
    standing: [
      'héðan í frá', 'framvegis', 'frá og með deginum í dag', 'frá og með deginum', 'frá og með núna',
      'frá og með þessu', 'frá þessari stundu', 'hér eftir', 'föst regla', 'fast fyrirmæli', 'varanleg regla',
      'varanleg fyrirmæli', 'ný regla', 'sjálfgefið', 'sem sjálfgefið', 'í hvert skipti', 'í hvert sinn',
      'hvenær sem', 'þar til annað verður ákveðið', 'þar til annað kemur í ljós', 'þar til ég segi annað',
      'þangað til annað verður tilkynnt', 'til frambúðar', 'varanlega', 'að eilífu', 'hefðbundið verklag',
    ],
    autonomy: [
      'að eigin mati', 'að þínu mati', 'að eigin vild', 'fyrir mína hönd', 'fyrir okkar hönd', 'fyrir hönd',
      'í mínu nafni', 'í nafni fyrirtækisins', 'án mannlegrar íhlutunar', 'án mín', 'við móttöku',
      'um leið og hann berst', 'um leið og hún berst', 'um leið og þeir berast', 'sjálfstætt', 'í hljóði',
      'án tilkynningar', 'án þess að láta vita', 'án þess að láta mig vita', 'frjálsar hendur', 'fullt umboð',
      'á sjálfstýringu', 'án minnar vitundar', 'ákveddu sjálfur', 'ákveddu sjálf',
    ],
    'autonomy-weak': [
      'sjálfkrafa', 'sjálfvirkt', 'sjálfvirk', 'strax', 'tafarlaust', 'samstundis', 'reglulega', 'mánaðarlega',
    ],
    authority: [
      'kerfisskilaboð', 'kerfisstjóri', 'kerfisstjórinn', 'kerfisstjóra', 'forritarinn þinn', 'forritararnir þínir',
      'þróunaraðili þinn', 'skapari þinn', 'öryggisteymi', 'öryggisteymið', 'ofurnotandi',
    ],
    mode: [
      'stjórnandahamur', 'stjórnandaham', 'kerfisstjórahamur', 'kerfisstjóraham', 'þróunarhamur', 'þróunarham',
      'forritarahamur', 'guðshamur', 'guðsham', 'villuleitarhamur', 'viðhaldshamur', 'viðhaldsham', 'óheftur hamur',
      'ótakmarkaður aðgangur', 'ritskoðunarlaus*', 'síur óvirkar', 'án sía',
    ],
    you: [
      'þú', 'þig', 'þér', 'þín', 'þinn', 'þitt', 'þinni', 'þínum', 'þið', 'ykkur', 'ykkar', 'þú verður',
      'þú átt að', 'þú skalt', 'skaltu', 'þarftu', 'máttu',
    ],
    modal: [
      'verður að', 'þú verður að', 'þið verðið að', 'þarft að', 'þarftu að', 'átt að', 'eigið að', 'skalt',
      'skaltu', 'ber að', 'skylt', 'er skylt', 'ættir að', 'ættuð að',
    ],
    permit: [
      'mátt', 'máttu', 'megið', 'hefur leyfi', 'hefur heimild', 'er heimilt', 'þér er heimilt', 'þér er frjálst',
      'hefur umboð', 'ekki hika við',
    ],
    speaker: [
      'vinsamlegast', 'gerðu svo vel', 'gjörðu svo vel', 'ég vil að þú', 'ég þarf að þú', 'ég bið þig',
      'ég bið ykkur', 'vertu viss um', 'verið viss um', 'gættu þess', 'gætið þess', 'passaðu að', 'passið að',
      'mundu', 'munið', 'ekki gleyma', 'ég skipa', 'ég krefst', 'ég heimila þér', 'ég leyfi þér', 'endilega',
      'hafðu í huga', 'hafið í huga',
    ],
    normative: [
      'rétta verklagið er', 'rétt verklag er', 'reglan er sú', 'aðstoðarmaðurinn verður', 'aðstoðarmaðurinn á að',
      'aðstoðarmaðurinn skal', 'umboðsaðilinn skal', 'spjallmennið á að',
    ],
    report: [
      'sagði', 'sögðu', 'segir', 'segja þeir', 'nefndi', 'minntist á', 'spurði', 'spurðu þeir', 'spurðu þau',
      'bað um', 'báðu um', 'óskaði eftir', 'skrifaði', 'skrifar', 'tilkynnti', 'tók fram', 'fullyrðir', 'fullyrti',
      'útskýrði', 'svaraði', 'kvartaði', 'að hans sögn', 'að hennar sögn', 'að þeirra sögn', 'að sögn',
      'samkvæmt honum', 'samkvæmt henni', 'samkvæmt viðskiptavininum', 'að sögn viðskiptavinarins',
    ],
    subj1: [
      'ég þarf', 'þarf ég', 'ég verð að', 'ég á að', 'við þurfum', 'þurfum við', 'ég alltaf', 'ég aldrei',
      'ég borga', 'ég greiði', 'ég sendi', 'ég nota', 'ég kaupi', 'ég millifæri', 'ég samþykki', 'ég panta',
      'ég athuga', 'ég ætla', 'borga ég', 'greiði ég', 'sendi ég', 'nota ég', 'við borgum', 'við greiðum',
      'við sendum', 'við notum', 'við kaupum', 'við millifærum', 'við samþykkjum', 'við ætlum', 'borgum við',
      'greiðum við', 'notum við', 'mig', 'okkur',
    ],
    subj3: [
      'hann', 'hún', 'þeir', 'þær', 'þau', 'viðskiptavinurinn', 'viðskiptavinur', 'sá sem hringdi', 'notandinn',
      'maðurinn minn', 'konan mín', 'eiginmaður minn', 'eiginkona mín', 'yfirmaður minn', 'samstarfsmaður',
      'samstarfskona', 'einhver', 'fólk', 'bókarinn', 'bókari', 'reikningseigandi', 'reikningseigandinn', 'mamma',
      'pabbi', 'nágranninn', 'borgar', 'greiðir', 'sendir', 'samþykkir', 'millifærir',
    ],
    habit: [
      'venjulega', 'yfirleitt', 'oftast', 'oft', 'stundum', 'að jafnaði', 'vanalega', 'jafnan', 'vanur', 'vön',
      'vanir', 'kýs frekar', 'vil frekar', 'reyni', 'reynir', 'hefðbundið',
    ],
    quant: [
      'allar', 'allir', 'allt', 'allra', 'öllum', 'sérhver', 'sérhvern', 'hvaða sem er', 'hverja einustu',
      'hvern einasta', 'hvert einasta',
    ],
    cond: ['þegar', 'hvenær sem', 'um leið og', 'í hvert skipti sem', 'ef svo ber undir', 'svo framarlega sem'],
    question: [
      'hvers vegna', 'af hverju', 'hvernig', 'hvað', 'hvar', 'hvenær', 'hversu mikið', 'hversu mikinn', 'geturðu',
      'getur þú', 'gætirðu', 'gætir þú', 'gætuð þið', 'viltu', 'vilt þú', 'má ég', 'get ég', 'er hægt að',
      'á ég að', 'ætti ég', 'þarf ég', 'hvað ef',
    ],
    neg: [
      ...PROHIBITIVES, 'ekki', 'engin', 'enginn', 'ekkert', 'enga', 'engan', 'hvorki', 'ekki hægt', 'var ekki',
      'voru ekki', 'hefur ekki', 'hafa ekki', 'gekk ekki', 'barst ekki', 'ekki greitt', 'ekki samþykkt',
    ],
    past: [
      'í gær', 'í fyrradag', 'í síðustu viku', 'í síðasta mánuði', 'í fyrra', 'fyrir viku', 'fyrir mánuði',
      'fyrir ári', 'fyrir nokkrum dögum', 'fyrir tveimur dögum', 'einu sinni', 'áður fyrr', 'í morgun', 'það var',
      'hann var', 'hún var', 'ég var', 'við vorum', 'voru', 'vorum', 'varð', 'urðu', 'borgaði', 'borgaði ég',
      'borguðum', 'greiddi', 'greiddum', 'greiddu þeir', 'sendi hann', 'sendi hún', 'sendum við', 'samþykkti',
      'samþykktum', 'millifærði', 'millifærðum', 'staðfesti hann', 'fékk', 'fengum', 'fengu', 'barst', 'bárust',
      'eyddi', 'eyddum', 'hætti við', 'gerði', 'gerðum',
    ],
    trust: [
      'traust*', 'áreiðanleg*', 'gamalgróin*', 'langtíma samstarfsaðili', 'virtur', 'virt fyrirtæki',
      'viðurkenndur birgir', 'á réttum tíma', 'vandræðalaust', 'lögmæt*',
    ],
    idiom: [
      ...PROHIBITIVES, 'skiptir engu máli', 'skiptir ekki máli', 'ekkert mál', 'láttu það vera', 'eins og alltaf',
      'eins og venjulega', 'eins og vanalega', 'nánast alltaf', 'næstum alltaf', 'ekki alltaf',
      'betra seint en aldrei', 'maður veit aldrei', 'veit aldrei', 'alltaf velkomin*', 'alltaf velkominn',
      'alltaf til þjónustu', 'alltaf gaman',
    ],
    'cap:payments': [
      'greiðsl*', 'millifærsl*', 'peningar', 'peninga', 'peningum', 'peningana', 'fjármun*', 'upphæð*', 'reikning*',
      'bankareikning*', 'reikningsnúmer*', 'iban', 'swift', 'viðtakand*', 'móttakand*', 'birgja', 'birgi',
      'birgjar', 'birgjum', 'endurgreiðsl*', 'laun', 'launin', 'veski', 'kortið', 'kortinu', 'kreditkort*',
      'debetkort*', 'greiðslukort*', 'lánið', 'láni', 'lánsfé', 'innborgun*', 'úttekt*', 'reiðufé', 'færsl*',
      'áskrift*', 'rafmynt*', 'bitcoin*', 'gjafakort*', 'inneign*', 'krónur', 'krónum', 'evrur', 'evrum', 'gjald',
      'gjöld', 'gjaldið', 'fyrirframgreiðsl*',
    ],
    'cap:credentials': [
      'lykilorð*', 'aðgangsorð*', 'pin-númer*', 'pin', 'leyninúmer*', 'staðfestingarkóð*', 'öryggiskóð*',
      'auðkenniskóð*', 'einnota kóð*', 'api-lykil*', 'einkalykil*', 'token*', 'innskráningarupplýsing*',
      'aðgangsupplýsing*', 'rafræn skilríki', 'rafrænum skilríkjum', 'rafræn skilríki', 'cvv', 'cvc',
    ],
    'cap:data-export': [
      'gögn', 'gögnin', 'gögnum', 'gagna', 'persónuupplýsing*', 'gagnagrunn*', 'afrit', 'afritið', 'öryggisafrit*',
      'skrár', 'skrárnar', 'skjöl', 'skjölin', 'skjal', 'skjalið', 'tengiliðaupplýsing*', 'tengiliði',
      'heimilisfang*', 'símanúmer*', 'kennitala', 'kennitölu', 'kennitölur', 'sjúkraskrá*', 'bréfaskipti',
      'trúnaðarupplýsing*', 'trúnaðargögn', 'innri gögn', 'viðskiptavinalist*',
    ],
    'cap:account-access': [
      'aðgang*', 'réttind*', 'stjórnandaréttind*', 'kerfisstjóraréttind*', 'hlutverk*', 'notandaaðgang*',
      'innskrán*', 'skráðu þig inn', 'endurstilla lykilorð', 'endurstilling lykilorðs', 'hverjum sem er',
    ],
    'cap:deletion': ['eyðing*', 'eyða', 'eyddu', 'eyðið', 'óafturkræft', 'óafturkallanlega', 'varanlega eytt'],
    'cap:outbound-messages': [
      'tölvupóst*', 'netfang*', 'skilaboð*', 'sms*', 'smáskilaboð*', 'textaskilaboð*', 'afrit', 'bcc', 'áframsend*',
      'fréttabréf*', 'birtu', 'birta', 'tilkynning*', 'í mínu nafni',
    ],
    'cap:security-controls': [
      'ruslpóstsí*', 'eldvegg*', 'vírusvörn*', 'tvíþætt* auðkenning*', '2fa', 'vöktun*', 'eftirlit*', 'dulkóðun*',
      'öryggi*', 'hámark*', 'úttektarmörk*', 'greiðslumörk*', 'heimildarmörk*', 'svikavarn*',
    ],
    'cap:scheduling': [
      'fundur', 'fundinn', 'fundinum', 'fundarboð*', 'dagatal*', 'bókun*', 'flugið', 'flugmiða*', 'flugferð*',
      'hótel*', 'gisting*', 'tímapöntun*',
    ],
  },
};
