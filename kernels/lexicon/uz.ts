import type { LexiconData } from './schema.js';

/**
 * Uzbek (Latin script). The letters oʻ/gʻ and the tutuq belgisi (eʼtibor) are typed with U+02BB,
 * U+02BC, curly quotes, an ASCII apostrophe or a backtick; the normalizer folds ’ ‘ ʼ to ASCII "'"
 * but keeps ʻ (a word character) and "`", so every term written with "'" is also listed with ʻ
 * and ` (see `variants`). Like Kazakh, the polite imperative ending -ing/-ingiz is also the
 * possessive "your" (hisobingiz = your account) and "-ing" is English, so there is no generic
 * imperative suffix: imperatives are listed whole. Bare "men" (I; English "men"), "u" (he),
 * "ular" (they; Malay "snake"), "bu", "har" and the question clitic "-mi" are left out;
 * first-person subjects are multi-word ("men har doim") or 1st-person verb forms (to'layman).
 * "hamisha" (always) is Swahili "move/transfer" (a verb there) and "nega" (why) Italian/Portuguese
 * "deny": both are left out.
 * Past participles in -gan are not past markers ("oldindan tasdiqlangan" is a grant).
 * An ASCII apostrophe is not a word character, so the syllable before it is scanned as a word of
 * its own and may be another language's word ("to" of to'lov is Vietnamese "I"); the idiom list
 * covers those syllables with the apostrophe ("to'"), which drops the stray match.
 */
const APOS = /'/g;
function variants(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of terms) {
    out.push(t);
    if (t.includes("'")) out.push(t.replace(APOS, 'ʻ'), t.replace(APOS, '`'));
  }
  return out;
}

const IMPERATIVES = [
  'tasdiqla', 'tasdiqlang', 'tasdiqlab bering', 'tasdiqlab yubor', 'tasdiqlab yuboring', "ma'qulla", "ma'qullang",
  "to'la", "to'lang", "to'lab ber", "to'lab bering", "to'lab yubor", "to'lab yuboring", "to'lovni amalga oshir",
  "to'lovni amalga oshiring", "o'tkaz", "o'tkazing", "o'tkazib ber", "o'tkazib bering", 'pul yubor', 'pul yuboring',
  "pul o'tkaz", "pul o'tkazing", 'yubor', 'yuboring', "jo'nat", "jo'nating", 'ulash', 'ulashing', "baham ko'ring",
  'bering', 'ayt', 'ayting', 'aytib ber', 'aytib bering', "ko'rsat", "ko'rsating", 'oshkor qil', 'oshkor qiling',
  'rad et', 'rad eting', 'rad qil', 'rad qiling', "o'chir", "o'chiring", "o'chirib tashla", "o'chirib tashlang",
  "yo'q qil", "yo'q qiling", 'blokla', 'bloklang', 'bajar', 'bajaring', 'ijro et', 'ijro eting', 'bekor qil',
  'bekor qiling', 'yangila', 'yangilang', 'uzaytir', 'uzaytiring', 'javob ber', 'javob bering', 'qabul qil',
  'qabul qiling', 'ruxsat ber', 'ruxsat bering', 'qaytar', 'qaytaring', 'qaytarib ber', 'qaytarib bering',
  'sotib ol', 'sotib oling', 'band qil', 'band qiling', 'bron qil', 'bron qiling', "o'zgartir", "o'zgartiring",
  "qo'sh", "qo'shing", "yo'naltir", "yo'naltiring", 'uzat', 'uzating', 'taqdim et', 'taqdim eting', 'topshir',
  'topshiring', "ishon", "ishoning",
];
const INFINITIVES = [
  'tasdiqlamoq', "ma'qullamoq", "to'lamoq", "o'tkazmoq", 'yubormoq', "jo'natmoq", 'ulashmoq', 'bermoq',
  'aytmoq', "ko'rsatmoq", 'rad etmoq', "o'chirmoq", 'bajarmoq', 'bekor qilmoq', 'yangilamoq', 'qabul qilmoq',
  'ruxsat bermoq', 'qaytarmoq', "yo'naltirmoq", 'tasdiqlashingiz kerak', "to'lashingiz kerak", "o'tkazishingiz kerak",
  'yuborishingiz kerak', 'tasdiqlashing kerak', "to'lashing kerak", "o'tkazishing kerak", 'yuborishing kerak',
  "to'lashingiz mumkin", "o'tkazishingiz mumkin", 'yuborishingiz mumkin', 'tasdiqlashingiz mumkin',
  "to'lay olasiz", "o'tkaza olasiz", 'yubora olasiz', "to'lay olasan", "o'tkaza olasan", 'yubora olasan',
];

export const lexicon_uz: LexiconData = {
  lang: 'uz',
  name: 'Uzbek',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: variants([
      'har doim', 'doim', 'doimo', 'hech qachon', 'hech bir holatda', 'hech qanday holatda',
      'istisnosiz', 'istisnosiz ravishda', 'har safar', 'har gal', 'shartsiz', "so'zsiz", 'har qanday holatda',
      'barcha holatlarda',
    ]),
    verb: variants([...IMPERATIVES, ...INFINITIVES]),
    imp: variants([...IMPERATIVES, 'iltimos', 'marhamat', 'iltimos qilaman']),
    override: variants([
      "e'tiborsiz qoldir", "e'tiborsiz qoldiring", "e'tibor berma", "e'tibor bermang", 'unut', 'unuting',
      'unutib yubor', 'unutib yuboring', 'inobatga olma', 'inobatga olmang', "bo'ysunma", "bo'ysunmang",
      'amal qilma', 'amal qilmang', 'qaramasdan', 'qaramay', 'bekor qilingan deb hisobla',
    ]),
    'override-obj': variants([
      "ko'rsatma*", "yo'riqnoma*", 'qoida', 'qoidalar*', 'qoidani', 'qoidaga', 'cheklov*', 'oldingi', 'avvalgi',
      'yuqoridagi', 'tizim ko\'rsatma*', 'prompt*', 'siyosat*', 'filtr*', 'protokol*', 'sizga aytilgan*',
      'senga aytilgan*', "buyruq*", "topshiriq*",
    ]),
    'neg-bypass': variants([
      "so'rama", "so'ramang", 'kutma', 'kutmang', 'kutmasdan', 'kerak emas', 'shart emas', 'talab qilinmaydi',
      'talab qilmaydi', 'endi talab qilmaydi', 'olmasdan', 'chetlab o\'t', 'chetlab o\'ting',
      'hojat yo\'q', 'zarur emas', 'endi kerak emas',
    ]),
    approval: variants([
      'tasdiq', 'tasdiqni', 'tasdiqini', 'tasdiqlash', 'tasdiqlashni', 'tasdiqlashsiz', 'tasdiqlov*', 'ruxsat',
      'ruxsatni', 'ruxsatini', 'ruxsatimni', 'ruxsatingiz*', 'tekshiruv*', 'tekshirish', 'tekshirishni', 'rozilik*',
      'roziligi*', 'roziligim*', 'imzo*', 'ikki bosqichli*', 'ikki faktorli*', 'nazorat*', 'verifikatsiya*',
      'avtorizatsiya*', 'mendan so\'rash', 'kelishuv*',
    ]),
    waiver: variants([
      'kerak emas', 'shart emas', 'talab qilinmaydi', 'majburiy emas', 'ixtiyoriy', 'zarur emas', "hojat yo'q",
      'endi talab qilinmaydi', 'endi kerak emas', 'bekor qilingan', 'allaqachon berilgan', 'allaqachon olingan',
      "o'chirilgan", "o'tkazib yuborilishi mumkin",
    ]),
    bypass: variants([
      'oldindan tasdiqlangan', 'oldindan tasdiqlab qo\'yilgan', 'oldindan ruxsat berilgan', 'oldindan ma\'qullangan',
      'allaqachon tasdiqlangan', 'avtomatik tasdiqla*', "oq ro'yxatda", "oq ro'yxatga", 'tasdiqsiz',
      'tasdiqlashsiz', 'ruxsatsiz', "so'ramasdan", "so'ramay", "mendan so'ramasdan", "mendan so'ramay",
      'tekshiruvsiz', 'tekshirmasdan', 'tekshirmay', 'savolsiz', 'savol bermasdan', "o'ylamasdan",
      "ko'r-ko'rona", 'tasdiq kutmasdan', 'tasdiqni kutmasdan', 'roziligisiz', 'roziligimsiz',
    ]),
    standing: variants([
      'bundan buyon', 'bundan keyin', 'bundan buyon ham', 'shu kundan boshlab', 'bugundan boshlab',
      'hozirdan boshlab', 'shu paytdan boshlab', 'shu daqiqadan boshlab', 'endilikda', 'doimiy qoida',
      "doimiy ko'rsatma", 'yangi qoida', 'qoida shunday', "standart bo'yicha", 'odatiy holda', 'har safar',
      'har gal', "keyingi ko'rsatmagacha", 'boshqacha aytmagunimcha', 'boshqa xabar berilgunga qadar', 'abadiy',
      'standart tartib', 'umrbod',
    ]),
    autonomy: variants([
      "o'z xohishingizga ko'ra", "o'z ixtiyoringiz bilan", "o'z ixtiyoring bilan", "o'z xohishingcha",
      'mening nomimdan', 'uning nomidan', 'kompaniya nomidan', 'inson ishtirokisiz', 'kelib tushishi bilan',
      'kelib tushgan zahoti', 'kelgan zahoti', 'olingan zahoti', 'olinishi bilan', 'jimgina', 'xabar bermasdan',
      "to'liq vakolat", "o'zingiz hal qiling", "o'zing hal qil", 'mensiz',
    ]),
    'autonomy-weak': variants(['avtomatik', 'avtomatik ravishda', 'darhol', 'zudlik bilan', 'har oy', 'muntazam', 'tezda']),
    authority: variants([
      'tizim xabari', 'tizim administratori', 'administrator', 'dasturchi', 'ishlab chiquvchi', 'yaratuvchi',
      'yaratuvchingiz', 'moderator', 'xavfsizlik xizmati', 'xavfsizlik jamoasi', 'xavfsizlik bo\'limi',
      'bosh direktor',
    ]),
    mode: variants([
      'administrator rejimi', 'admin rejimi', 'dasturchi rejimi', 'ishlab chiquvchi rejimi', 'cheklovsiz',
      'cheklovlarsiz', 'senzurasiz', "to'liq kirish", 'cheklanmagan kirish', "filtrlar o'chirilgan",
      'xudo rejimi', 'texnik xizmat rejimi',
    ]),
    you: variants(['sen', 'siz', 'senga', 'sizga', 'seni', 'sizni', 'sening', 'sizning', 'sizlar', 'sendan', 'sizdan']),
    modal: variants(['kerak', 'shart', 'lozim', 'zarur', 'majbursan', 'majbursiz', 'majbur', 'darkor']),
    permit: variants(['mumkin', 'ruxsat etiladi', 'ruxsat berilgan', 'huquqingiz bor', 'huquqing bor', 'erkinsiz', 'erkinsan', 'olasiz', 'olasan']),
    speaker: variants([
      'iltimos', 'marhamat', 'xohlayman', 'istayman', 'xohlardim', 'ishonch hosil qiling', 'ishonch hosil qil',
      'unutmang', 'unutma', 'albatta', 'buyuraman', 'ruxsat beraman', 'esda tuting', 'esda tut', 'yodda tuting',
      'yodda tut', 'eslab qoling', 'eslab qol',
    ]),
    normative: variants(["to'g'ri tartib", 'qoida shunday', 'yordamchi har doim', 'assistent har doim', 'yordamchi doim', 'agent har doim']),
    report: variants([
      'dedi', 'deydi', 'dedilar', 'deb aytdi', 'aytdi', 'aytadi', 'aytgan', "so'radi", "so'raydi", "so'ragan",
      'iltimos qildi', 'yozdi', 'yozadi', 'yozgan', 'xabar qildi', 'bildirdi', 'tushuntirdi', 'shikoyat qildi',
      'javob berdi', 'aytishicha', 'uning aytishicha', "mijozning aytishicha", "so'zlariga ko'ra", "uning so'zlariga ko'ra",
      'eslatib o\'tdi', 'qayd etdi',
    ]),
    subj1: variants([
      'men har doim', 'men doim', 'men hech qachon', 'men odatda', 'biz har doim', 'biz doim',
      'biz hech qachon', 'biz odatda', "to'layman", "to'laymiz", 'yuboraman', 'yuboramiz',
      "o'tkazaman", "o'tkazamiz", 'tasdiqlayman', 'tasdiqlaymiz', 'ishlataman', 'ishlatamiz', 'foydalanaman',
      'foydalanamiz', 'sotib olaman', 'tekshiraman', 'tekshiramiz', "jo'nataman", "jo'natamiz", 'qilaman', 'qilamiz',
    ]),
    subj3: variants([
      'ular har doim', 'ular doim', 'u har doim', 'u doim', 'u hech qachon', 'mijoz har doim', 'mijoz doim', 'mijoz odatda',
      "qo'ng'iroq qiluvchi", "turmush o'rtog'im", 'erim', 'xotinim', "boshlig'im", 'onam', 'otam', 'hamkasbim',
      'kimdir', 'odamlar', 'hisobchi', 'buxgalter', 'buxgalterimiz',
    ]),
    habit: variants([
      'odatda', "ko'pincha", 'tez-tez', "ba'zan", 'goh-goh', 'gohida', 'odatim', 'odati', 'afzal ko\'raman',
      'afzal ko\'radi', 'asosan',
    ]),
    quant: variants(['barcha', 'hamma', 'hammasi', 'hammasini', 'barchasi', 'barchasini', 'har bir', 'istalgan', 'har qanday']),
    cond: variants(['agar', 'qachonki', 'taqdirda', 'holatda', 'bilanoq']),
    question: variants([
      'nima uchun', 'qanday', 'qayerda', 'qancha', 'qaysi', 'mumkinmi', "bo'ladimi", 'kerakmi',
      'shartmi', '*sizmi', '*manmi', '*dimi', "to'lashim kerakmi", 'nima qilay',
    ]),
    neg: variants([
      'emas', "yo'q", 'hech kim', 'hech narsa', 'hech bir', "*lamadi", '*madim', '*madik', '*mayman', '*maymiz',
      '*maydi', "to'lanmagan", 'kelmadi',
    ]),
    past: variants([
      'kecha', "o'tgan hafta", "o'tgan oy", "o'tgan yili", "o'tgan yil", 'kun oldin', 'hafta oldin', 'oy oldin',
      'yil oldin', "o'shanda", 'bugun ertalab', 'edi', 'edim', 'edik', "to'ladim", "to'ladik", "to'ladi", 'yubordim',
      'yubordi', 'yubordik', "o'tkazdim", "o'tkazdi", "o'tkazdik", 'tasdiqladim', 'tasdiqladi', 'keldi', 'tushdi',
      'oldim', 'qildim', "jo'natdim", "jo'natdi",
    ]),
    trust: variants(['ishonchli', 'tekshirilgan', "obro'li", "o'z vaqtida", 'muammosiz', 'qonuniy', 'doimiy hamkor']),
    idiom: variants([
      "hechqisi yo'q", 'parvo qilma', 'unut buni', 'buni unut', "farqi yo'q", 'odatdagidek', 'har doimgidek',
      'doimgidek', 'har doim emas', 'deyarli har doim', 'hech qachon hech qachon dema',
      // the syllable before an ASCII apostrophe is a word of its own to the scanner ("to" in to'lov
      // is Vietnamese "I", "no" in no'xat English "no"): these cover it in any Uzbek word
      "to'", "jo'", "mo'", "no'", "do'", "so'", "yo'", "ma'", "ta'", "mas'", "va'", "da'",
    ]),
    'cap:payments': variants([
      "to'lov*", "o'tkazma*", 'pul', 'pulni', 'puli', 'pulini', "mablag'*", 'summa*', 'hisob', 'hisobga', 'hisobni',
      'hisobdan', 'hisobi', 'hisobiga', 'hisobidan', 'hisobingiz*', 'hisob raqam*', 'hisob-faktura*', 'faktura*',
      'schyot*', 'qaytarish*', 'maosh*', 'ish haqi', 'hamyon*', 'karta', 'kartaga', 'kartadan', 'kartani',
      'kartasi*', 'kartam*', 'kredit*', 'qarz*', 'depozit*', 'omonat*', 'naqd*', 'tranzaksiya*', 'iban', 'swift',
      'oluvchi*', 'qabul qiluvchi*', 'yetkazib beruvchi*', 'obuna*', 'kripto*', 'bitkoin*', 'balans*', 'qoldiq*',
      "so'm", "so'mni", "so'mgacha", "so'mlik", 'uzs', 'dollar*', 'komissiya*', 'uzcard', 'payme',
    ]),
    'cap:credentials': variants([
      'parol*', "maxfiy so'z*", 'pin', 'pin-kod*', 'pin kod*', 'sms-kod*', 'sms kod*', 'tasdiqlash kodi*',
      'bir martalik kod*', 'api kalit*', 'token*', 'login*', 'maxfiy kalit*', 'shaxsiy kalit*', 'cvv',
      'xavfsizlik kodi*', "kirish ma'lumotlari*",
    ]),
    'cap:data-export': variants([
      "ma'lumot*", "shaxsiy ma'lumot*", "ma'lumotlar bazasi*", 'eksport*', 'zaxira nusxa*', 'fayl*', 'hujjat*',
      'kontakt*', 'manzil*', 'telefon raqam*', 'pasport*', 'jshshir', 'tibbiy*', 'yozishma*', 'hisobot*', 'ichki',
      "mijozlar ro'yxati*",
    ]),
    'cap:account-access': variants([
      'kirish huquq*', 'ruxsatlar*', 'admin huquq*', 'administrator huquq*', 'akkaunt*', 'hisob qaydnoma*',
      'tizimga kirish', 'parolni tiklash', 'rolni',
    ]),
    'cap:deletion': variants(["o'chirish*", "o'chir", "o'chiring", "yo'q qil*", "butunlay o'chir*", "qaytarib bo'lmaydigan"]),
    'cap:outbound-messages': variants([
      'elektron pochta*', 'email*', 'pochta*', 'xat', 'xatni', 'xatlar*', 'xabar*', 'sms', 'nusxa*',
      'yashirin nusxa*', "e'lon qil*", 'telegram*',
    ]),
    'cap:security-controls': variants([
      'spam filtr*', 'fayrvol*', 'firewall', 'antivirus*', 'ikki faktorli', 'ikki bosqichli', '2fa', 'monitoring*',
      'audit*', 'shifrlash*', 'xavfsizlik*', 'limit*', 'bloklash*',
    ]),
    'cap:scheduling': variants(['uchrashuv*', 'taqvim*', 'kalendar*', 'bron*', 'reys*', 'chipta*', 'mehmonxona*']),
  },
};
