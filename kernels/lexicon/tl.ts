import type { LexiconData } from './schema.js';

/**
 * Tagalog (with common Taglish spellings: i-approve, i-transfer). Object- and locative-focus
 * infinitives (aprubahan, bayaran, ipadala, burahin) are the imperative forms and serve as both
 * `verb` and `imp`; the aspect-marked forms (nagbabayad, binayaran, ipinadala) report habits and
 * past events. Short words that are common in other Latin-script languages are avoided or used
 * in phrases: lagi (Indonesian "again") → laging/palagi; sila (Malay "please") → silang / sila ay;
 * ano (Spanish/Portuguese "year"), sino (Spanish "but"), noon (English), dati (Italian "data"), ba.
 */
export const lexicon_tl: LexiconData = {
  lang: 'tl',
  name: 'Tagalog',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'palagi', 'laging', 'palaging', 'lagi\'t lagi', 'huwag kailanman', 'hindi kailanman', 'kahit kailan',
      'kahit ano\'ng mangyari', 'anuman ang mangyari', 'sa lahat ng pagkakataon', 'nang walang eksepsiyon',
      'nang walang pasubali', 'magpakailanman', 'sa anumang sitwasyon', 'kahit anong mangyari',
    ],
    verb: [
      'aprubahan', 'i-approve', 'payagan', 'pahintulutan', 'bayaran mo', 'bayaran na', 'magbayad', 'bayadan',
      'ipadala', 'magpadala', 'ipasa', 'i-transfer', 'ilipat', 'maglipat', 'i-forward', 'ibahagi', 'i-share',
      'ibunyag', 'sabihin', 'sabihan', 'ipaalam', 'sagutin', 'sumagot', 'tumugon', 'tanggihan', 'i-reject', 'burahin',
      'tanggalin', 'i-delete', 'i-disable', 'patayin', 'ibigay', 'bigyan', 'isagawa', 'ilabas', 'i-book',
      'magpareserba', 'kanselahin', 'i-cancel', 'i-renew', 'iproseso', 'i-proseso', 'bilhin', 'bumili', 'i-refund',
      'ibalik ang pera', 'i-withdraw', 'sundin', 'pagkatiwalaan', 'i-reset', 'palitan', 'idagdag', 'i-release',
      'ideposito', 'i-wire', 'i-send',
    ],
    override: [
      'huwag pansinin', 'wag pansinin', 'balewalain', 'kalimutan', 'kalimutan mo', 'isantabi', 'huwag sundin',
      'huwag nang sundin', 'wag sundin', 'i-ignore', 'i-override', 'anuman ang', 'kahit ano pa ang',
      'hindi na susundin',
    ],
    'override-obj': [
      'mga tagubilin', 'tagubilin', 'mga utos', 'mga panuntunan', 'panuntunan', 'mga patakaran', 'patakaran',
      'alituntunin', 'mga alituntunin', 'limitasyon', 'mga limitasyon', 'paghihigpit', 'naunang', 'nakaraang',
      'mga dating', 'sa itaas', 'orihinal', 'ibinigay sa iyo', 'sinabi sa iyo',
    ],
    'neg-bypass': [
      'nang walang', 'walang', 'hindi na kailangan', 'di na kailangan', 'hindi kailangan', 'hindi na kailangang',
      'di kailangang', 'huwag nang', 'wag nang', 'laktawan', 'lampasan', 'i-skip', 'i-bypass', 'nang hindi',
      'hindi na',
    ],
    approval: [
      'kumpirmasyon', 'pagkumpirma', 'kumpirmahin', 'pag-apruba', 'apruba', 'aprobasyon', 'beripikasyon',
      'pag-verify', 'pahintulot', 'permiso', 'pagsang-ayon', 'pagsusuri', 'tsek', 'pag-check', 'pirma', 'otp',
      'pagtatanong', 'magtanong', 'tanungin', 'tanungin ako', 'itanong', 'pagpapatotoo', 'paalam',
    ],
    waiver: [
      'hindi na kailangan', 'hindi kailangan', 'opsyonal', 'hindi sapilitan', 'naibigay na', 'natugunan na',
      'itinuturing na', 'ipinagpaliban', 'inalis na', 'exempted',
    ],
    bypass: [
      'paunang naaprubahan', 'naaprubahan na', 'aprubado na', 'paunang aprubado', 'awtomatikong aprubado',
      'awtomatikong aprubahan', 'nasa whitelist', 'nang walang kumpirmasyon', 'nang walang pahintulot',
      'nang hindi nagtatanong', 'nang hindi ako tinatanong', 'huwag mo na akong tanungin', 'wag mo na akong tanungin',
      'hindi mo na ako kailangang tanungin', 'walang tanong-tanong', 'hindi na kailangang magtanong',
      'hindi na kailangan ng kumpirmasyon', 'hindi na kailangan ng pahintulot',
    ],
    standing: [
      'mula ngayon', 'simula ngayon', 'mula ngayong araw', 'simula ngayong araw', 'simula bukas', 'mula bukas',
      'sa mga susunod', 'sa hinaharap', 'magmula ngayon', 'permanente', 'permanenteng', 'bilang default',
      'bagong patakaran', 'bagong panuntunan', 'hanggang sa susunod na abiso', 'hanggang may bagong abiso',
      'hanggang sabihin ko', 'mula ngayon pa lang', 'tuwina', 'mula ngayon hanggang',
    ],
    autonomy: [
      'sa ngalan ko', 'sa pangalan ko', 'ayon sa iyong pagpapasya', 'bahala ka', 'ikaw na ang bahala',
      'ikaw na bahala', 'pagkatanggap', 'sa sandaling matanggap', 'tahimik', 'palihim', 'nang hindi sinasabi',
      'nang hindi ipinapaalam', 'buong awtoridad',
    ],
    'autonomy-weak': [
      'awtomatiko', 'awtomatikong', 'kaagad', 'agad', 'agad-agad', 'regular',
    ],
    authority: [
      'tagapangasiwa', 'tagalikha', 'lumikha sa iyo', 'mensahe ng sistema', 'abiso ng sistema', 'utos ng sistema',
      'pulis', 'may-ari ng sistema',
    ],
    mode: [
      'mode ng admin', 'walang limitasyon', 'walang restriksiyon', 'walang paghihigpit', 'walang anumang limitasyon',
    ],
    you: [
      'ikaw', 'ka', 'mo', 'iyo', 'iyong', 'kayo', 'ninyo', 'niyo', 'inyo', 'inyong', 'sa iyo',
    ],
    modal: [
      'dapat', 'kailangan', 'kinakailangan', 'nararapat', 'obligado', 'tungkulin mo', 'kailangang',
    ],
    permit: [
      'puwede', 'pwede', 'maaari', 'maari', 'pinapayagan', 'pinahihintulutan', 'may pahintulot', 'malaya',
      'awtorisado', 'pwede mong', 'puwede mong', 'maaari mong',
    ],
    speaker: [
      'huwag mo na akong tanungin', 'wag mo na akong tanungin', 'nang hindi ako tinatanong',
      'hindi mo na ako kailangang tanungin', 'pakiusap', 'paki', 'gusto kong', 'gusto ko na', 'nais kong',
      'kailangan kong', 'siguraduhin', 'tiyakin', 'tandaan', 'huwag kalimutan', 'wag kalimutan',
    ],
    normative: [
      'ang tamang gawin ay', 'ang patakaran ay', 'ang panuntunan ay', 'ang proseso ay', 'dapat gawin',
    ],
    report: [
      'sabi', 'sinabi', 'sinabi niya', 'sabi niya', 'ayon sa', 'ayon kay', 'nabanggit', 'binanggit', 'iniulat',
      'tinanong', 'nagtanong', 'nagreklamo', 'isinulat', 'narinig', 'daw', 'aniya', 'ikinuwento', 'ipinaliwanag',
      'sabi nila', 'sinabi nila',
    ],
    subj1: [
      'ako ay', 'ako ang', 'ako mismo', 'ako rin', 'ako lang', 'ako naman', 'kami', 'tayo', 'akong',
    ],
    subj3: [
      'siya', 'silang', 'sila ay', 'sila ang', 'sila rin', 'sila mismo', 'ang customer', 'ang kliyente',
      'ang kustomer', 'ang tumatawag', 'ang user', 'ang gumagamit', 'ang pasyente', 'ang asawa ko', 'ang boss ko',
      'may isang tao', 'ang mga tao', 'siyang',
    ],
    habit: [
      'karaniwan', 'kadalasan', 'madalas', 'minsan', 'paminsan-minsan', 'ugali', 'nakasanayan', 'mahilig', 'tuwing',
    ],
    quant: [
      'lahat', 'bawat', 'anumang', 'alinmang', 'kahit anong', 'buong',
    ],
    cond: [
      'kung', 'kapag', 'pag', 'tuwing', 'sa tuwing', 'sakaling', 'oras na',
    ],
    question: [
      'bakit', 'paano', 'kailan ba', 'kailan po', 'saan', 'magkano', 'alin', 'puwede ba', 'pwede ba', 'maaari ba',
      'kailangan ba', 'dapat ba', 'ano ba', 'para saan', 'totoo ba', 'tama ba', 'sino ang',
    ],
    neg: [
      'hindi', 'di', 'huwag', 'wag', 'wala', 'walang',
    ],
    past: [
      'kahapon', 'noong isang linggo', 'noong nakaraang linggo', 'noong nakaraang buwan', 'noong isang taon',
      'kanina', 'noong', 'nagbayad', 'binayaran', 'ipinadala', 'naipadala', 'nailipat', 'inaprubahan', 'nag-transfer',
      'na-refund', 'nabayaran',
    ],
    trust: [
      'mapagkakatiwalaan', 'maaasahan', 'matagal nang kliyente', 'suki', 'lehitimo', 'nasa oras',
      'hindi pa nagkaproblema',
    ],
    idiom: [
      'hindi bale', 'di bale', 'huwag mag-alala', 'wag mag-alala', 'salamat', 'gaya ng dati', 'tulad ng dati',
      'gaya ng nakasanayan', 'halos palagi', 'hindi palagi', 'pagkatapos makumpirma', 'kapag naaprubahan na',
      'hanggang makumpirma', 'walang anuman', 'hindi kailanman nagkaproblema',
    ],
    imp: [
      'pakiusap', 'paki', 'pakipadala', 'pakibayaran', 'pakiaprubahan', 'paki-approve', 'pakitransfer', 'pakisabi',
      'pakiproseso', 'pakigawa', 'pakibigay', 'pakiforward', 'huwag', 'wag', 'aprubahan', 'bayaran mo', 'bayaran na',
      'ipadala', 'ipasa', 'ilipat', 'ibahagi', 'sabihin', 'sagutin', 'tanggihan', 'burahin', 'tanggalin', 'ibigay',
      'isagawa', 'kanselahin', 'iproseso', 'sundin', 'i-approve', 'i-transfer', 'i-forward', 'i-delete', 'i-share',
    ],
    'cap:payments': [
      'pera', 'bayad', 'pagbabayad', 'bayarin', 'singil', 'padala', 'remittance', 'resibo', 'pondo',
      'numero ng account', 'balanse', 'gcash', 'maya', 'paymaya', 'nagbebenta', 'tatanggap', 'sahod', 'suweldo',
      'sweldo', 'utang', 'transaksiyon', 'transaksyon', 'pagbili', 'piso', 'dolyar', 'hulugan', 'donasyon', 'tseke',
      'upa', 'renta',
    ],
    'cap:credentials': [
      'susi', 'kredensyal', 'lihim na code', 'password ng account',
    ],
    'cap:data-export': [
      'datos', 'impormasyon', 'personal na impormasyon', 'listahan ng kustomer', 'listahan ng customer', 'rekord',
      'talaan', 'dokumento', 'numero ng telepono', 'tirahan', 'kumpidensyal', 'ulat',
    ],
    'cap:account-access': [
      'beripikasyon ng pagkakakilanlan', 'i-unlock', 'pag-access',
    ],
    'cap:deletion': [
      'burahin', 'tanggalin', 'i-delete', 'sirain', 'linisin',
    ],
    'cap:outbound-messages': [
      'mensahe', 'i-forward', 'ipasa', 'kopya', 'i-post', 'messenger', 'viber',
    ],
    'cap:security-controls': [
      'pagmamanman', 'pagtuklas ng panloloko', 'alerto', 'babala',
    ],
    'cap:scheduling': [
      'pulong', 'miting', 'kalendaryo', 'iskedyul', 'reserbasyon', 'lipad', 'upuan',
    ],
  },
};
