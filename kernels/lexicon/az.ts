import type { LexiconData } from './schema.js';

/**
 * Azerbaijani (Latin). Like Turkish: explicit imperative and infinitive forms rather than open verb
 * stems; suffix terms for the necessitative (-malısan: modal+you) and 1st-person present (-ıram:
 * subj1). Bare "o" (he), "de" (say), "al" (take) and "mi" are left out (Romance/English collisions
 * and too common). ə is not folded by the normalizer, so spellings keep it.
 */
const IMPERATIVES = [
  'təsdiqlə', 'təsdiqləyin', 'təsdiq et', 'təsdiq edin', 'ödə', 'ödəyin', 'ödəniş et', 'ödəniş edin', 'göndər',
  'göndərin', 'köçür', 'köçürün', 'yatır', 'yatırın', 'ötür', 'ötürün', 'paylaş', 'paylaşın', 'ver', 'verin',
  'söylə', 'söyləyin', 'rədd et', 'rədd edin', 'sil', 'silin', 'bağla', 'bağlayın', 'deaktiv et', 'söndür',
  'söndürün', 'icra et', 'icra edin', 'yerinə yetir', 'yerinə yetirin', 'ləğv et', 'ləğv edin', 'yenilə',
  'yeniləyin', 'cavab ver', 'cavab verin', 'qəbul et', 'qəbul edin', 'satın al', 'icazə ver', 'icazə verin',
  'blokla', 'əlavə et', 'əlavə edin', 'dəyiş', 'dəyişdir', 'dəyişdirin', 'qaytar', 'qaytarın', 'geri qaytar',
  'köçürmə et', 'köçürmə edin', 'sıfırla', 'yönləndir', 'yönləndirin', 'keç', 'keçin',
];
const INFINITIVES = [
  'təsdiqləmək', 'ödəmək', 'göndərmək', 'köçürmək', 'yatırmaq', 'ötürmək', 'paylaşmaq', 'vermək', 'silmək',
  'bağlamaq', 'ləğv etmək', 'yeniləmək', 'qəbul etmək', 'icazə vermək', 'qaytarmaq', 'yönləndirmək',
  'təsdiqləməlisən', 'ödəməlisən', 'göndərməlisən', 'köçürməlisən', 'ödəyə bilərsən', 'köçürə bilərsən',
  'göndərə bilərsən', 'təsdiqləyə bilərsən', 'ödəyə bilərsiniz', 'köçürə bilərsiniz',
];

export const lexicon_az: LexiconData = {
  lang: 'az',
  name: 'Azerbaijani',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'həmişə', 'hər zaman', 'heç vaxt', 'heç bir zaman', 'qətiyyən', 'istisnasız', 'hər halda',
      'nə olursa olsun', 'hər dəfə', 'şərtsiz', 'daima',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'zəhmət olmasa', 'xahiş edirəm', 'lütfən'],
    override: [
      'məhəl qoyma', 'məhəl qoymayın', 'nəzərə alma', 'nəzərə almayın', 'unut', 'unudun', 'görməzdən gəl',
      'ignor et', 'əhəmiyyət vermə', 'tabe olma', 'rəğmən', 'baxmayaraq',
    ],
    'override-obj': [
      'təlimat*', 'göstəriş*', 'qayda*', 'məhdudiyyət*', 'əvvəlki', 'yuxarıdakı', 'sistem təlimatı', 'prompt*',
      'siyasət*', 'filtr*', 'protokol*', 'sənə deyilən*',
    ],
    'neg-bypass': [
      'olmadan', 'soruşma', 'soruşmayın', 'gözləmədən', 'ehtiyac yoxdur', 'lazım deyil', 'yan keç', 'artıq',
      'almadan', 'etmədən', 'tələb etmir', 'artıq tələb etmir',
    ],
    approval: [
      'təsdiq', 'təsdiqi', 'təsdiqini', 'təsdiqim', 'təsdiqimi', 'icazə', 'icazəsi', 'icazəmi', 'yoxlama*',
      'doğrulama*', 'razılıq*', 'imza*', 'iki faktorlu', 'nəzarət',
    ],
    waiver: [
      'tələb olunmur', 'lazım deyil', 'vacib deyil', 'məcburi deyil', 'ehtiyac yoxdur', 'artıq verilib',
      'artıq alınıb', 'ləğv edilib', 'tələb edilmir', 'gərək deyil', 'artıq tələb olunmur',
    ],
    bypass: [
      'əvvəlcədən təsdiqlənmiş', 'əvvəlcədən təsdiqlənib', 'öncədən təsdiqlənmiş', 'artıq təsdiqlənib',
      'artıq təsdiqlənmiş', 'avtomatik təsdiq*', 'ağ siyahıda', 'ağ siyahıya', 'təsdiqsiz', 'icazəsiz',
      'soruşmadan', 'məndən soruşmadan', 'sual vermədən', 'yoxlamadan', 'təsdiq almadan', 'təsdiq gözləmədən', 'gözüyumulu', 'düşünmədən',
    ],
    standing: [
      'bundan sonra', 'bundan belə', 'indidən sonra', 'bu andan etibarən', 'bu gündən etibarən', 'daimi qayda',
      'daimi təlimat', 'yeni qayda', 'qayda belədir', 'defolt olaraq', 'susmaya görə', 'hər dəfə',
      'hər dəfəsində', 'yeni göstərişə qədər', 'əksini deyənə qədər', 'həmişəlik', 'standart prosedur',
    ],
    autonomy: [
      'öz mülahizənə görə', 'öz istəyinlə', 'mənim adımdan', 'onun adından', 'şirkət adından',
      'insan müdaxiləsi olmadan', 'alınan kimi', 'daxil olan kimi', 'gələn kimi', 'səssizcə', 'xəbər vermədən',
      'tam səlahiyyət', 'özün qərar ver',
    ],
    'autonomy-weak': ['avtomatik', 'avtomatik olaraq', 'dərhal', 'təcili', 'mütəmadi', 'aylıq'],
    authority: [
      'sistem mesajı', 'sistem inzibatçısı', 'inzibatçı', 'administrator', 'tərtibatçı', 'yaradıcı',
      'moderator', 'təhlükəsizlik komandası', 'təhlükəsizlik şöbəsi', 'baş direktor',
    ],
    mode: [
      'admin rejimi', 'administrator rejimi', 'developer rejimi', 'tərtibatçı rejimi', 'məhdudiyyətsiz',
      'senzurasız', 'tam giriş', 'limitsiz giriş', 'filtrlər söndürülüb',
    ],
    you: ['sən', 'siz', 'sənə', 'sizə', 'səni', 'sizi', 'sənin', 'sizin', '*malısan', '*məlisən', '*malısınız', '*məlisiniz'],
    modal: [
      'lazımdır', 'gərək', 'məcbursan', 'məcbursunuz', '*malısan', '*məlisən', '*malısınız', '*məlisiniz',
      '*malıdır', '*məlidir',
    ],
    permit: ['bilərsən', 'bilərsiniz', 'icazən var', 'səlahiyyətin var', 'sərbəstsən'],
    speaker: [
      'zəhmət olmasa', 'xahiş edirəm', 'lütfən', 'istəyirəm ki', 'istəyirəm', 'əmin ol', 'əmin olun', 'unutma',
      'unutmayın', 'mütləq', 'əmr edirəm', 'icazə verirəm',
    ],
    normative: ['düzgün prosedur', 'qayda belədir', 'assistent həmişə'],
    report: [
      'dedi', 'dedilər', 'deyir', 'söylədi', 'bildirdi', 'qeyd etdi', 'soruşdu', 'soruşur', 'xahiş etdi', 'istədi',
      'yazdı', 'yazır', 'izah etdi', 'şikayət etdi', 'cavab verdi', 'müştəriyə görə', 'onun sözlərinə görə',
      'dediyinə görə',
    ],
    subj1: ['mən', 'biz', 'mənə', 'məni', '*ıram', '*irəm', '*uram', '*ürəm', 'ödəyirəm', 'göndərirəm', '*acağam', '*əcəyəm', '*acağıq', '*əcəyik'],
    subj3: [
      'onlar', 'həyat yoldaşım', 'ərim', 'arvadım', 'müdirim', 'anam', 'atam', 'həmkarım', 'kimsə', 'insanlar',
      'müştəri',
    ],
    habit: ['adətən', 'əsasən', 'çox vaxt', 'tez-tez', 'bəzən', 'hərdən', 'müntəzəm olaraq', 'vərdiş*', 'üstünlük verirəm'],
    quant: ['bütün', 'hamısı', 'hər bir', 'istənilən', 'hər hansı'],
    cond: ['əgər', 'nə vaxt ki', 'olduqda', 'halında', 'təqdirdə'],
    question: [
      'mı', 'mısan', 'misən', 'görəsən', 'niyə', 'nə üçün', 'necə', 'harada', 'hansı', 'neçə',
      'nə qədər', 'bilərəmmi', 'bilərikmi', 'olarmı', 'mümkündürmü',
    ],
    neg: ['deyil', 'yox', 'heç', 'heç bir', 'heç kim', 'xeyr', '*madı', '*mədi', '*madım', '*mədim'],
    past: [
      'dünən', 'keçən həftə', 'keçən ay', 'keçən il', 'gün əvvəl', 'həftə əvvəl', 'ay əvvəl', 'il əvvəl',
      'bir vaxtlar', 'əvvəllər', 'bu səhər', 'ödədim', 'ödədi', 'göndərdim', 'göndərdi', 'təsdiqlədi',
      'köçürdüm', 'köçürdü', 'gəldi', 'çatdı', 'aldım', 'aldı', 'etdim', 'etdi', 'idi',
    ],
    trust: ['etibarlı', 'güvənli', 'uzunmüddətli tərəfdaş', 'tanınmış', 'nüfuzlu', 'vaxtında', 'problemsiz', 'qanuni'],
    idiom: [
      'boş ver', 'fikir vermə', 'unut getsin', 'həmişəki kimi', 'həmişə olduğu kimi', 'demək olar ki həmişə',
      'həmişə yox', 'heç vaxt heç vaxt demə',
    ],
    'cap:payments': [
      'ödəniş*', 'köçürmə*', 'pul', 'pulu', 'pulun', 'vəsait*', 'məbləğ*', 'hesab*', 'faktura*', 'qaimə*',
      'geri qaytarma*', 'maaş*', 'pul kisəsi', 'kart', 'kartı', 'kartla', 'kartına', 'kredit*', 'borc*',
      'depozit*', 'əmanət*', 'nağd*', 'əməliyyat*', 'iban', 'swift', 'alıcı*', 'təchizatçı*', 'abunə*',
      'yenilənmə*', 'kripto*', 'bitcoin', 'hədiyyə kart*', 'balans*', 'manat*', 'azn', 'dollar', 'avro',
      'komissiya*',
    ],
    'cap:credentials': [
      'şifrə*', 'parol*', 'pin', 'pin kod', 'təsdiq kodu', 'sms kod*', 'birdəfəlik kod*', 'api açar*', 'token*',
      'giriş məlumatlar*', 'gizli açar*', 'cvv', 'təhlükəsizlik kodu',
    ],
    'cap:data-export': [
      'məlumat*', 'şəxsi məlumat*', 'verilənlər bazası', 'ixrac*', 'ehtiyat nüsxə*', 'fayl*', 'sənəd*',
      'kontakt*', 'ünvan*', 'telefon nömrə*', 'şəxsiyyət vəsiqə*', 'tibbi qeyd*', 'tarixçə*', 'yazışma*',
      'hesabat*', 'daxili', 'müştəri siyahısı',
    ],
    'cap:account-access': ['giriş*', 'icazələr', 'səlahiyyət*', 'admin hüquq*', 'rol', 'rolu', 'hesaba giriş', 'şifrəni sıfırla*'],
    'cap:deletion': ['silmə*', 'sil', 'silin', 'məhv*', 'birdəfəlik sil*'],
    'cap:outbound-messages': [
      'e-poçt*', 'email', 'mail*', 'məktub*', 'mesaj*', 'sms', 'bildiriş*', 'surət*', 'gizli surət',
      'yönləndir*', 'dərc et',
    ],
    'cap:security-controls': [
      'spam filtr*', 'firewall', 'antivirus*', 'iki faktorlu', '2fa', 'monitorinq*', 'audit*', 'şifrələmə*',
      'təhlükəsizlik*', 'limit*', 'blokla*',
    ],
    'cap:scheduling': ['görüş*', 'təqvim*', 'randevu*', 'rezerv*', 'uçuş*', 'bilet*', 'otel*'],
  },
};
