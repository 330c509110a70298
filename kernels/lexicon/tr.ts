import type { LexiconData } from './schema.js';

/**
 * Turkish (agglutinative). Verbs are listed as explicit imperative forms (2sg bare stem, 2pl/polite
 * -(y)In, formal -(y)InIz), infinitives (-mAk) and "-mAnI istiyorum" objects, NOT as open stems, so
 * that aorist/past/3rd-person forms (onaylar, ödedi, gönderiyor) do not count as instructions.
 * Suffix terms carry the morphology: necessitative -mAlIsIn (modal+you), abilitative -(y)AbilirsIn
 * (permit), 1st-person progressive -Iyorum (subj1), past -DIk/-DIlAr and negative past -mAdI.
 * Left out on purpose: bare "o" (he; Romance article), "her" (English), "mi" (Spanish/Italian "my"),
 * "kim" (a name), "artık" alone (also "anymore" in plain facts), "açıkla" (also "explain"), and
 * "müşteri" as a subject (it is also a compound modifier: müşteri hesabı).
 */
const IMPERATIVES = [
  'onayla', 'onaylayın', 'onaylayınız', 'öde', 'ödeyin', 'ödeyiniz', 'gönder', 'gönderin', 'gönderiniz',
  'yolla', 'yollayın', 'aktar', 'aktarın', 'aktarınız', 'yatır', 'yatırın', 'yatırınız', 'havale et',
  'havale edin', 'havale yap', 'havale yapın', 'eft yap', 'eft yapın', 'transfer et', 'transfer edin',
  'transfer yap', 'ödeme yap', 'ödeme yapın', 'ödemeyi yap', 'iade et', 'iade edin', 'iade ediniz', 'ilet',
  'iletin', 'iletiniz', 'yönlendir', 'yönlendirin', 'paylaş', 'paylaşın', 'paylaşınız', 'ver', 'verin', 'veriniz',
  'söyle', 'söyleyin', 'reddet', 'reddedin', 'sil', 'silin', 'siliniz', 'kapat', 'kapatın', 'devre dışı bırak',
  'devre dışı bırakın', 'etkinleştir', 'çalıştır', 'çalıştırın', 'yürüt', 'gerçekleştir', 'gerçekleştirin',
  'serbest bırak', 'serbest bırakın', 'rezervasyon yap', 'rezervasyon yapın', 'iptal et', 'iptal edin',
  'iptal ediniz', 'yenile', 'yenileyin', 'yanıtla', 'yanıtlayın', 'cevap ver', 'cevap verin', 'kabul et',
  'kabul edin', 'kabul ediniz', 'satın al', 'satın alın', 'izin ver', 'izin verin', 'yetki ver', 'yetki verin',
  'engelle', 'engelleyin', 'engeli kaldır', 'kaldır', 'kaldırın', 'değiştir', 'değiştirin', 'sıfırla',
  'sıfırlayın', 'ekle', 'ekleyin', 'atla', 'atlayın', 'güven', 'güvenin', 'işle', 'işleyin', 'tamamla',
  'tamamlayın', 'gönderilsin', 'ödensin', 'onaylansın', 'aktarılsın', 'yapılsın', 'dışa aktar', 'indir',
  'bildir', 'bildirin', 'haber ver',
];
const INFINITIVES = [
  'onaylamak', 'ödemek', 'göndermek', 'yollamak', 'aktarmak', 'yatırmak', 'havale etmek', 'transfer etmek',
  'iade etmek', 'iletmek', 'yönlendirmek', 'paylaşmak', 'vermek', 'söylemek', 'reddetmek', 'silmek',
  'kapatmak', 'devre dışı bırakmak', 'çalıştırmak', 'gerçekleştirmek', 'serbest bırakmak', 'iptal etmek',
  'yenilemek', 'yanıtlamak', 'cevap vermek', 'kabul etmek', 'satın almak', 'izin vermek', 'yetki vermek',
  'engellemek', 'kaldırmak', 'değiştirmek', 'sıfırlamak', 'eklemek', 'atlamak', 'işlemek', 'tamamlamak',
  'onaylamanı', 'onaylamanızı', 'ödemeni', 'ödemenizi', 'göndermeni', 'göndermenizi', 'aktarmanı',
  'aktarmanızı', 'yatırmanı', 'yapmanı', 'yapmanızı', 'vermeni', 'vermenizi', 'paylaşmanı', 'silmeni',
  'kapatmanı', 'iletmeni', 'yenilemeni', 'onaylamalı*', 'ödemeli*', 'göndermeli*', 'aktarmalı*', 'yatırmalı*',
  'vermeli*', 'yapmalı*', 'onaylayabilir*', 'ödeyebilir*', 'gönderebilir*', 'aktarabilir*', 'yatırabilir*',
];

export const lexicon_tr: LexiconData = {
  lang: 'tr',
  name: 'Turkish',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'her zaman', 'daima', 'hep', 'asla', 'hiçbir zaman', 'hiç bir zaman', 'istisnasız', 'her koşulda',
      'ne olursa olsun', 'her durumda', 'koşulsuz', 'koşulsuz şartsız', 'her seferinde', 'her defasında',
      'kesinlikle',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'lütfen', '*yınız', '*yiniz', '*yunuz', '*yünüz', '*ılsın', '*ilsin', '*ansın', '*ensin'],
    override: [
      'yoksay', 'yok say', 'yoksayın', 'görmezden gel', 'görmezden gelin', 'unut', 'unutun', 'dikkate alma',
      'dikkate almayın', 'önemseme', 'geçersiz kıl', 'hiçe say', 'uymayı bırak', 'uyma', 'uymayın', 'rağmen',
      'geçersiz kılar', 'yerine geçer', 'öncelikli', 'bir kenara bırak',
    ],
    'override-obj': [
      'talimat*', 'yönerge*', 'kural*', 'kısıtlama*', 'sınırlama*', 'önceki', 'önceki tüm', 'daha önceki',
      'yukarıdaki', 'yukarıda', 'önceden verilen', 'sistem istemi', 'istemi', 'istemleri', 'prompt*', 'politika*',
      'filtre*', 'protokol*', 'sana söylenen*', 'sana verilen*', 'orijinal görev*', 'etik*', 'direktif*',
    ],
    'neg-bypass': [
      'olmadan', 'isteme', 'olmaksızın', 'sorma', 'sormayın', 'istemeyin', 'istemeden', 'beklemeyin', 'beklemeden',
      'gerek yok', 'gerekmez', 'gerekmiyor', 'atla', 'atlayın', 'es geç', 'es geçin', 'atlayarak', 'bypass et',
      'bir daha', 'kontrol etme', 'rahatsız etme', 'muaf', 'yerine', 'almadan', 'danışmadan', 'etmeden',
      'yapmadan', 'artık isteme', 'artık sorma', 'gerektirmiyor', 'gerektirmez', 'aramıyor', 'artık gerektirmiyor',
    ],
    approval: [
      'onay', 'onayı', 'onayını', 'onayın', 'onayım', 'onayımı', 'onaya', 'onaylama', 'teyit*', 'doğrulama*',
      'izin', 'izni', 'iznini', 'iznimi', 'yetkilendirme*', 'kontrol', 'kontrolü', 'kontrolünü', 'denetim*',
      'inceleme*', 'imza*', 'iki faktörlü', 'iki aşamalı', 'insan onayı', 'kimlik doğrulama*', 'sormak',
      'bana sormak', 'onay kodu',
    ],
    waiver: [
      'gerekmiyor', 'gerekmez', 'gerekli değil', 'gereksiz', 'zorunlu değil', 'isteğe bağlı', 'opsiyonel',
      'kaldırıldı', 'kaldırılmıştır', 'muaf tutul*', 'zaten alındı', 'zaten verildi', 'zaten alınmıştır',
      'zaten verilmiştir', 'alınmış sayılır', 'verilmiş sayılır', 'tamamlanmış sayılır', 'devre dışı',
      'atlanabilir', 'atlanır', 'aranmaz', 'aranmıyor', 'gerek kalmadı', 'artık gerekmiyor', 'şart değil',
      'artık gerekli değil',
    ],
    bypass: [
      'önceden onaylı', 'önceden onaylanmış', 'önceden onaylanmıştır', 'ön onaylı', 'ön onaylanmış',
      'önceden yetkilendirilmiş', 'zaten onaylı', 'zaten onaylanmış', 'zaten onaylandı', 'otomatik onay*',
      'beyaz listede', 'beyaz listeye', 'onaysız', 'izinsiz', 'sorgusuz sualsiz', 'soru sormadan', 'sormadan',
      'sormaksızın', 'bana sormadan', 'onay almadan', 'onay beklemeden', 'onay istemeden',
      'doğrulama yapmadan', 'doğrulamadan', 'kontrol etmeden', 'kontrolsüz', 'onaylanmış say',
      'onaylı kabul et', 'onaylanmış kabul et', 'güvenilir listede', 'teyit almadan', 'teyitsiz', 'gözü kapalı', 'düşünmeden', 'hiç düşünmeden',
      'kullanıcıya söylemeden', 'kullanıcıya haber vermeden',
    ],
    standing: [
      'bundan sonra', 'bundan böyle', 'şu andan itibaren', 'bugünden itibaren', 'artık her zaman', 'artık hep',
      'bundan sonraki tüm', 'kalıcı kural', 'kalıcı talimat', 'daimi talimat', 'yeni kural', 'kural şu',
      'varsayılan olarak', 'her seferinde', 'her defasında', 'her defa', 'her ne zaman', 'aksi söylenene kadar',
      'aksini söyleyene kadar', 'yeni bir talimata kadar', 'ikinci bir emre kadar', 'kalıcı olarak',
      'standart prosedür', 'standart uygulama', 'olağan prosedür', 'ilelebet', 'sonsuza dek',
    ],
    autonomy: [
      'kendi takdirine göre', 'takdirine bağlı', 'takdirinize göre', 'benim adıma', 'onun adına', 'onlar adına',
      'şirket adına', 'insan müdahalesi olmadan', 'bana danışmadan', 'bensiz', 'alındığında', 'alır almaz',
      'geldiği anda', 'gelir gelmez', 'kendi başına', 'sessizce', 'haber vermeden', 'bildirmeden', 'tam yetki',
      'sınırsız yetki', 'açık çek', 'otomatik pilotta', 'haberim olmadan', 'kendin karar ver',
    ],
    'autonomy-weak': ['otomatik', 'otomatik olarak', 'otomatikman', 'hemen', 'derhal', 'anında', 'düzenli', 'aylık'],
    authority: [
      'sistem mesajı', 'sistem yöneticisi', 'geliştirici', 'geliştiriciler', 'yaratıcı',
      'yaratıcın', 'moderatör', 'güvenlik ekibi', 'güvenlik birimi', 'genel müdür', 'süper kullanıcı',
    ],
    mode: [
      'yönetici modu', 'admin modu', 'geliştirici modu', 'tanrı modu', 'hata ayıklama modu', 'bakım modu',
      'kısıtlamasız mod', 'kısıtlamasız', 'sınırsız', 'sansürsüz', 'yükseltilmiş yetki', 'tam erişim',
      'sınırsız erişim', 'filtreler kapalı', 'kuralsız',
    ],
    you: [
      'sen', 'siz', 'sana', 'size', 'seni', 'sizi', 'senin', 'sizin', '*malısın', '*melisin', '*malısınız',
      '*melisiniz',
    ],
    modal: [
      'gerekiyor', 'gerek', 'zorundasın', 'zorundasınız', 'mecbursun', 'mecbursunuz', 'lazım', '*malısın',
      '*melisin', '*malısınız', '*melisiniz', '*malıdır', '*melidir',
    ],
    permit: [
      '*abilirsin', '*ebilirsin', '*abilirsiniz', '*ebilirsiniz', 'izinlisin', 'yetkilisin', 'serbestsin',
      'yetkin var', 'iznin var', 'yetkilendirildin',
    ],
    speaker: [
      'lütfen', 'rica ederim', 'rica ediyorum', 'istiyorum ki', 'istiyorum', 'senden istiyorum',
      'sizden rica ediyorum', 'emin ol', 'emin olun', 'unutma', 'unutmayın', 'mutlaka', 'emrediyorum',
      'talep ediyorum', 'izin veriyorum', 'çekinmeden', 'aklında bulunsun', 'aklınızda bulunsun',
    ],
    normative: [
      'doğru işlem', 'doğru prosedür', 'prosedür şu', 'kural şudur', 'asistanın görevi', 'asistan her zaman',
      'yapılması gereken',
    ],
    report: [
      'dedi', 'dediler', 'diyor', 'söyledi', 'söylediler', 'söylüyor', 'belirtti', 'bahsetti', 'sordu',
      'sordular', 'soruyor', 'istedi', 'talep etti', 'yazdı', 'yazıyor', 'bildirdi', 'açıkladı', 'anlattı',
      'iddia ediyor', 'şikayet etti', 'yanıtladı', 'cevap verdi', 'müşteriye göre', 'ona göre', 'onlara göre',
      'söylediğine göre', 'dediğine göre',
    ],
    subj1: [
      'ben', 'biz', 'bana', 'beni', 'kendim', '*iyorum', '*ıyorum', '*uyorum', '*üyorum', '*iyoruz', '*ıyoruz',
      '*uyoruz', '*üyoruz', 'öderim', 'öderiz', 'gönderirim', 'onaylarım', 'yaparım', 'kullanırım', 'ödüyorum', '*acağım', '*eceğim', '*acağız', '*eceğiz',
    ],
    subj3: [
      'onlar', 'kendisi', 'eşim', 'kocam', 'karım', 'patronum', 'annem', 'babam', 'meslektaşım', 'biri', 'birisi',
      'insanlar', 'öder', 'öderler', 'gönderir', 'gönderirler', 'kullanır',
    ],
    habit: [
      'genellikle', 'genelde', 'çoğunlukla', 'çoğu zaman', 'sık sık', 'bazen', 'ara sıra', 'düzenli olarak',
      'alışkanlık*', 'alışkın*', 'alışığım', 'tercih ederim', 'tercih eder', 'severim', 'sever', 'çalışırım',
    ],
    quant: ['tüm', 'tümü', 'tümünü', 'bütün', 'hepsi', 'hepsini', 'her şey', 'herhangi bir', 'herhangi', 'her bir'],
    cond: ['eğer', 'her ne zaman', 'olduğunda', 'durumunda', 'halinde', 'takdirde'],
    question: [
      'mı', 'misin', 'mısın', 'musun', 'müsün', 'miyim', 'mıyım', 'muyum', 'müyüm', 'miyiz', 'mıyız',
      'misiniz', 'mısınız', 'musunuz', 'midir', 'mıdır', 'mudur', 'acaba', 'neden', 'niye', 'niçin', 'nasıl',
      'nerede', 'hangi', 'kaç', 'ne kadar',
    ],
    neg: [
      'değil', 'yok', 'hayır', 'hiç', 'hiçbir', 'kimse', 'gerçekleşmez', 'olmaz', 'geçmez',
      'yapılamaz', 'mümkün değil', '*madı', '*medi', '*madılar', '*mediler', 'onaylanmadı',
      'ödenmedi', 'alınmadı',
    ],
    past: [
      'dün', 'evvelsi gün', 'geçen hafta', 'geçen ay', 'geçen yıl', 'geçen sene', 'gün önce', 'hafta önce',
      'ay önce', 'yıl önce', 'saat önce', 'dakika önce', 'bir zamanlar', 'eskiden', 'vaktiyle', 'bu sabah',
      '*dık', '*dik', '*duk', '*dük', '*dılar', '*diler', '*dular', '*düler', '*mıştı', '*mişti', '*muştu',
      '*müştü', 'ödedim', 'ödedi', 'gönderdim', 'gönderdi', 'onayladım', 'onayladı', 'aktardım', 'aktardı',
      'yatırdım', 'yatırdı', 'geldi', 'ulaştı', 'aldım', 'aldı', 'yaptım', 'yaptı', 'onaylandı', 'reddedildi',
      'silindi', 'iptal edildi', 'yenilendi', 'iade edildi', 'vardı', 'idi',
    ],
    trust: [
      'güvenilir', 'güvendiğimiz', 'uzun süreli', 'köklü', 'tanınmış', 'saygın', 'itibarlı', 'onaylı tedarikçi',
      'tercih edilen tedarikçi', 'doğrulanmış', 'zamanında', 'sorunsuz', 'sorunsuzca', 'meşru',
    ],
    idiom: [
      'boş ver', 'boşver', 'unut gitsin', 'unut bunu', 'unutun bunu', 'takma kafana', 'her zamanki gibi',
      'her zaman olduğu gibi', 'hemen hemen her zaman', 'neredeyse her zaman', 'her zaman değil',
      'asla asla deme', 'geç olsun güç olmasın', 'hiç belli olmaz', 'her zaman hizmetinizdeyiz',
      'her zaman bekleriz', 'hiç gelmedi', 'asla gelmedi', 'hiç almadım',
    ],
    'cap:payments': [
      'ödeme*', 'havale*', 'eft', 'transfer*', 'aktarım*', 'para', 'parayı', 'paranın', 'parası', 'fon*',
      'tutar*', 'hesab*', 'hesap', 'fatura*', 'iade*', 'geri ödeme*', 'maaş*', 'cüzdan*', 'kart', 'kartı',
      'kartla', 'kartına', 'kartıma', 'kredi kartı', 'banka kartı', 'kredi*', 'borç*', 'mevduat*', 'nakit*',
      'işlem*', 'iban', 'swift', 'alıcı*', 'tedarikçi*', 'satıcı*', 'abonelik*', 'yenileme*', 'kripto*',
      'bitcoin', 'hediye kart*', 'bakiye*', 'lira', 'tl', 'dolar', 'euro', 'avro', 'komisyon*', 'avans*',
      'ön ödeme*', 'cari hesap',
    ],
    'cap:credentials': [
      'şifre*', 'parola*', 'pin', 'pin kodu', 'doğrulama kodu', 'onay kodu', 'sms kodu', 'tek kullanımlık*',
      'api anahtar*', 'token*', 'kimlik bilgiler*', 'giriş bilgiler*', 'özel anahtar*', 'kurtarma ifade*', 'cvv',
      'güvenlik kodu', 'erişim kodu',
    ],
    'cap:data-export': [
      'veri*', 'kişisel veri*', 'veritaban*', 'dışa aktar*', 'yedek*', 'dosya*', 'belge*', 'doküman*',
      'kişi listesi', 'rehber', 'adres*', 'telefon numara*', 'tc kimlik', 'kimlik numara*', 'sağlık kayıt*',
      'kayıtlar', 'loglar', 'logları', 'yazışma*', 'rapor*', 'gizli', 'dahili', 'müşteri listesi',
    ],
    'cap:account-access': [
      'erişim*', 'yetki', 'yetkisi', 'yetkileri', 'izinler', 'yönetici hakları', 'admin yetkisi', 'rol', 'rolü',
      'hesaba erişim', 'oturum aç', 'giriş yap', 'şifre sıfırla*', 'her arayana',
    ],
    'cap:deletion': ['silme*', 'sil', 'silin', 'kaldırma*', 'kalıcı olarak sil*', 'geri dönüşsüz', 'imha*', 'temizle*'],
    'cap:outbound-messages': [
      'e-posta*', 'eposta*', 'mail*', 'mesaj*', 'sms', 'bildirim*', 'kopya*', 'gizli kopya', 'ilet*',
      'yönlendir*', 'bülten*', 'yayınla*', 'benim adıma',
    ],
    'cap:security-controls': [
      'spam filtre*', 'güvenlik duvarı', 'antivirüs*', 'iki faktörlü', 'iki aşamalı doğrulama', '2fa', 'izleme*',
      'kayıt tutma', 'denetim*', 'şifreleme*', 'güvenlik*', 'limit*', 'sınır*', 'dolandırıcılık kontrol*',
      'engelleme*',
    ],
    'cap:scheduling': ['toplantı*', 'takvim*', 'randevu*', 'rezervasyon*', 'uçuş*', 'bilet*', 'otel*', 'koltuk*'],
  },
};
