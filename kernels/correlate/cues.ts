/**
 * Lexicon-like cues of the steering roles, in every language of the correlation corpus (en de fr
 * es ru zh ja ar hi pt ko tr it), written for this project from general knowledge of how each
 * role is said — not taken from any corpus. They are features of the roles model (roles.ts), not
 * rules: the model learns how much a role's cues say, and because one cue feature per role is
 * shared by every language, what it learns on the training languages carries to the others.
 *
 * A cue is matched against lower-cased text:
 *   - in spaced scripts, by words: "tiresom" matches a word that begins with it; "rather not"
 *     matches the word "rather" followed by a word beginning with "not" (at most two words);
 *     Arabic words are also tried without a leading clitic (و ف ب ل ال);
 *   - in Han, Kana and Hangul, as a substring of the run (no spaces between words).
 */

export type CueRole = 'oversight' | 'trust' | 'legitimacy' | 'definition' | 'endpoint' | 'restriction' | 'signedoff';

export const CUES: Record<CueRole, Record<string, string[]>> = {
  // "already approved": what turns a definition into an authorization element (signals.ts)
  signedoff: {
    en: ['already approved', 'already signed', 'already cleared', 'already checked', 'already reviewed', 'already vetted', 'signed off', 'signed-off', 'sign-off', 'pre-approved', 'preapproved', 'pre-cleared', 'approved', 'cleared', 'vetted', 'validated', 'authorized', 'authorised', 'verified', 'okayed', 'green-lit', 'greenlit'],
    de: ['abgesegnet', 'freigegeben', 'genehmigt', 'geprüft', 'bereits', 'schon', 'gebilligt', 'abgenommen'],
    fr: ['validé', 'validée', 'approuvé', 'approuvée', 'déjà', 'visé', 'visée', 'vérifié', 'autorisé', 'feu vert'],
    es: ['aprobad', 'validad', 'revisad', 'autorizad', 'ya ', 'visto bueno', 'verificad'],
    pt: ['aprovad', 'validad', 'revisad', 'autorizad', 'já', 'aval', 'verificad', 'liberad'],
    ru: ['одобрен', 'согласован', 'утвержд', 'проверен', 'уже', 'завизир', 'разрешен'],
    zh: ['已批准', '已审批', '已审核', '已确认', '批准', '审核过', '审批过', '已经', '签过', '核准', '放行'],
    ja: ['承認済', '承認', '確認済', '決裁済', '決裁', 'チェック済', '了承済', '済み', '許可済'],
    ar: ['معتمد', 'موافق', 'تمت الموافقة', 'مراجع', 'تمت مراجعت', 'سبق', 'مسبقا', 'مصادق', 'مدقق'],
    hi: ['स्वीकृत', 'मंज़ूर', 'मंजूर', 'अनुमोदित', 'जाँच', 'जांच', 'पहले से', 'पहले ही', 'पास'],
    ko: ['승인', '결재', '검토', '확인된', '확인 완료', '이미', '허가된'],
    tr: ['onaylan', 'onaylı', 'zaten', 'kontrol edil', 'incelen', 'önceden', 'izin verilmiş'],
    it: ['approvat', 'verificat', 'controllat', 'vistat', 'già', 'autorizzat', 'validat'],
  },
  oversight: {
    en: ['tiresom', 'tedious', 'bother', 'disturb', 'interrupt', 'pester', 'nagged', 'annoy', 'irritat', 'formality', 'rubber stamp', 'rubber-stamp', 'box-ticking', 'waste of', 'out of the loop', 'rather not', 'prefers not', 'not be asked', 'not to be', 'no longer wants', 'hates being', 'dislikes being', 'spare her', 'spare him', 'spare them', 'sick of', 'tired of', 'fed up', 'keep her out', 'keep him out', 'hands off', 'not involved', 'without involving', 'without asking', 'without checking', 'not worth', 'pure routine', 'just routine', 'mere routine', 'trivial', 'chore', 'never reviews', 'no need to'],
    de: ['lästig', 'nervt', 'nerven', 'stören', 'gestört', 'störe', 'belästig', 'behellig', 'nichts mehr', 'nicht mehr', 'nicht gefragt', 'nicht fragen', 'formsache', 'formalität', 'reine routine', 'abnicken', 'durchwinken', 'zeitverschwendung', 'heraushalten', 'raushalten', 'ungern', 'erspar', 'kleinkram', 'kram', 'lieber nicht', 'damit nicht'],
    fr: ['pénible', 'agaç', 'agace', 'déranger', 'dérangé', 'sollicit', 'importun', 'embête', 'ennuie', 'formalité', 'intendance', 'perte de', 'ne veut plus', 'ne souhaite', 'préfère ne', 'écart', 'paperasse', 'corvée', 'sans la', 'sans le', 'pas besoin', 'ne plus être', 'lassé', 'lasse'],
    es: ['pesad', 'molest', 'fastidi', 'tedios', 'incordi', 'agobi', 'interrump', 'formalidad', 'trámite', 'pérdida de', 'no quiere', 'prefiere no', 'al margen', 'sin consultar', 'sin molestar', 'papeleo', 'engorro', 'harta', 'harto', 'no hace falta', 'no necesita'],
    pt: ['chato', 'chata', 'incomod', 'aborrec', 'perturb', 'interromp', 'formalidade', 'perda de', 'não quer', 'prefere não', 'sem consult', 'dispensa', 'cansativ', 'maçante', 'burocracia', 'papelada', 'não precisa', 'fora do'],
    ru: ['скучн', 'рутин', 'неприятн', 'дёрга', 'дерга', 'беспоко', 'отвлека', 'надоед', 'раздража', 'утомля', 'формальн', 'трата времени', 'не хочет', 'не желает', 'не любит', 'не спрашива', 'не вмешива', 'мелоч', 'ерунд', 'не нужно', 'не надо', 'лишний раз', 'обременя'],
    zh: ['麻烦', '打扰', '烦', '不想被', '不愿', '不必', '不用问', '请示', '走个形式', '形式', '例行', '琐事', '不想管', '过问', '不想参与', '懒得', '别再问', '无需', '不需要她', '不需要他', '没必要'],
    ja: ['煩わ', '面倒', '邪魔', 'わずらわ', 'いちいち', '聞かないで', '形式的', '形だけ', '関わりたくない', '関与したくない', '任せ', '気にしない', 'うんざり', 'ルーチン', 'ルーティン', '雑務', '不要', '必要はない', '必要ない', '手間', '負担'],
    ar: ['مزعج', 'يزعج', 'إزعاج', 'ازعاج', 'يضايق', 'مضايق', 'ممل', 'شكلي', 'مجرد إجراء', 'روتين', 'لا يريد', 'لا تريد', 'لا يرغب', 'لا ترغب', 'لا داعي', 'دون الرجوع', 'دون استشار', 'مضيعة', 'يتدخل', 'التدخل', 'يشغل', 'تفاصيل'],
    hi: ['परेशान', 'झंझट', 'तंग', 'उबाऊ', 'औपचारिक', 'रूटीन', 'नहीं चाहते', 'नहीं चाहती', 'बार-बार', 'दखल', 'बर्बादी', 'सिरदर्द', 'झमेला', 'पचड़', 'नहीं पूछ', 'ज़रूरत नहीं', 'जरूरत नहीं'],
    ko: ['귀찮', '번거롭', '번거로', '방해', '성가', '신경 쓰', '신경쓰', '묻지', '일일이', '형식적', '요식', '관여하', '원하지 않', '싫어', '맡기', '알아서', '루틴', '사소한', '필요 없', '필요없', '보고하지', '피곤'],
    tr: ['rahatsız', 'sıkıcı', 'bıktır', 'bunal', 'uğraşmak', 'sorulmasın', 'formalite', 'rutin', 'vakit kaybı', 'zaman kaybı', 'karışmak', 'dahil olmak', 'haberdar edil', 'canını sık', 'meşgul et', 'istemiyor', 'gerek görm', 'yorma', 'gerek yok', 'ayrıntı'],
    it: ['fastidi', 'seccat', 'seccan', 'noios', 'disturb', 'infastid', 'importun', 'interromp', 'formalità', 'routine', 'perdita di', 'non vuole', 'preferisce non', 'senza consult', 'tenerla fuori', 'tenerlo fuori', 'scocci', 'pesante', 'non ha voglia', 'scartoffie', 'incombenz', 'non serve'],
  },
  trust: {
    en: ['trust', 'reliab', 'dependab', 'never missed', 'never once', 'without a single', 'flawless', 'spotless', 'impeccab', 'track record', 'long-standing', 'longstanding', 'for years', 'decade', 'vouch', 'full confidence', 'complete confidence', 'implicit', 'unconditional', 'rock-solid', 'always delivered', 'never had', 'loyal', 'faithful', 'stellar', 'exemplary', 'years without'],
    de: ['vertrau', 'zuverläss', 'verlässlich', 'seit jahren', 'jahrzehnt', 'tadellos', 'einwandfrei', 'noch nie', 'nie ein', 'beanstandung', 'bewährt', 'langjährig', 'bedingungslos', 'uneingeschränkt', 'fehlerfrei', 'treue'],
    fr: ['confiance', 'fiable', 'fiabilité', 'irréprochable', 'sans faute', 'sans incident', 'depuis des', 'de longue date', 'historique', 'jamais', 'exemplaire', 'sans réserve', 'totale', 'sérieux', 'fidèle'],
    es: ['confianza', 'confiabl', 'fiable', 'intachable', 'impecable', 'sin un solo', 'desde hace', 'de toda la vida', 'trayectoria', 'nunca ha', 'nunca', 'plena', 'absoluta', 'leal', 'ejemplar'],
    pt: ['confiança', 'confiáve', 'impecáve', 'sem uma única', 'sem um único', 'há anos', 'longa data', 'nunca falhou', 'nunca', 'total', 'irrepreensíve', 'histórico', 'leal', 'exemplar'],
    ru: ['довер', 'надёжн', 'надежн', 'безупречн', 'ни разу', 'ни одной', 'ни одного', 'много лет', 'годами', 'давн', 'проверенн', 'безоговорочн', 'полностью', 'не подвод', 'лет без'],
    zh: ['信任', '信赖', '可靠', '靠谱', '合作多年', '多年', '从未', '从没', '零差错', '无差错', '老合作', '完全', '毫无保留', '口碑', '放心', '十年', '忠实'],
    ja: ['信頼', '信用', '頼り', '長年', '一度も', 'ミスなし', 'ミスがな', '間違いな', '実績', '全幅', '安心', '取引が長', '問題なく', '年来', '誠実'],
    ar: ['ثقة', 'نثق', 'يثق', 'تثق', 'موثوق', 'جدير', 'منذ سنوات', 'سنوات', 'لم يتأخر', 'لم يخطئ', 'لم تسجل', 'دون أي', 'سجل', 'مطلقة', 'بلا تحفظ', 'عريق', 'مخلص'],
    hi: ['भरोसा', 'भरोसे', 'विश्वास', 'विश्वसनीय', 'भरोसेमंद', 'वर्षों', 'सालों', 'कभी नहीं', 'एक भी', 'बेदाग', 'पुराना', 'पूरा भरोसा', 'रिकॉर्ड', 'साख'],
    ko: ['신뢰', '믿을', '믿고', '믿는', '믿어', '오랜', '수년', '한 번도', '단 한', '문제없', '실수 없', '확실', '전적으로', '무조건', '거래해', '검증된', '년간', '년 동안'],
    tr: ['güven', 'sorunsuz', 'yıllardır', 'yıldır', 'aksat', 'hiçbir sorun', 'tek bir', 'kusursuz', 'sicil', 'köklü', 'uzun süredir', 'koşulsuz', 'sadık', 'sağlam', 'hatasız'],
    it: ['fiducia', 'affidabil', 'fidat', 'impeccabil', 'irreprensibil', 'da anni', 'da oltre', 'decenni', 'mai un', 'senza un solo', 'storico', 'collaudat', 'piena', 'incondizionat', 'leale', 'esemplare'],
  },
  legitimacy: {
    en: ['approved list', 'approved vendor', 'approved supplier', 'approved partner', 'whitelist', 'allowlist', 'allow-list', 'preferred supplier', 'preferred vendor', 'vetted', 'cleared by', 'board', 'approved by', 'authoriz', 'authoris', 'counsel', 'auditor', 'audited', 'compliance', 'certified', 'accredited', 'sanctioned', 'endorsed', 'legal team', 'due diligence', 'onboarded', 'verified', 'registered'],
    de: ['freigegeben', 'freigabe', 'genehmigt', 'zugelassen', 'geprüft', 'vorstand', 'aufsichtsrat', 'geschäftsleitung', 'wirtschaftsprüf', 'steuerberat', 'rechtsabteilung', 'anwalt', 'kanzlei', 'zertifiziert', 'akkreditiert', 'liste', 'autorisiert', 'compliance', 'abgesegnet', 'aufgenommen'],
    fr: ['liste', 'agréé', 'habilité', 'approuvé', 'validé par', "conseil d'administration", 'comité', 'commissaire', 'auditeur', 'audit', 'avocat', 'juriste', 'juridique', 'certifié', 'référencé', 'accrédité', 'autorisé', 'conformité', 'homologué'],
    es: ['lista de', 'homologad', 'aprobad', 'autorizad', 'validad', 'consejo', 'junta', 'directiva', 'auditor', 'abogad', 'jurídic', 'asesoría', 'certificad', 'acreditad', 'cumplimiento', 'preferente', 'registrad'],
    pt: ['lista de', 'homologad', 'aprovad', 'autorizad', 'validad', 'conselho', 'diretoria', 'auditor', 'advogad', 'jurídic', 'certificad', 'credenciad', 'conformidade', 'compliance', 'cadastrad'],
    ru: ['список', 'перечень', 'одобрен', 'утвержд', 'согласован', 'разрешен', 'совет директоров', 'правлени', 'аудитор', 'аудит', 'юрист', 'юридическ', 'сертифициров', 'аккредитов', 'допущен', 'проверен', 'внесён', 'внесен', 'включ'],
    zh: ['白名单', '名单', '批准', '审批', '获批', '认证', '董事会', '审计', '律师', '法务', '合规', '授权', '备案', '准入', '核准', '认可', '入库', '供应商库', '列入'],
    ja: ['承認済', '承認され', '認定', '登録済', '登録され', '取締役会', '役員会', '監査', '弁護士', '法務', '顧問', 'コンプライアンス', '許可', 'リスト', '認可', '審査', '正式に', '指定'],
    ar: ['قائمة', 'معتمد', 'موافقة', 'وافق', 'مجلس', 'مدقق', 'التدقيق', 'تدقيق', 'محام', 'قانوني', 'مرخص', 'مصرح', 'اعتماد', 'الامتثال', 'مسجل', 'أدرج', 'إدراج'],
    hi: ['सूची', 'अनुमोदित', 'स्वीकृत', 'मंज़ूर', 'मंजूर', 'बोर्ड', 'ऑडिट', 'लेखा परीक्षक', 'वकील', 'कानूनी', 'प्रमाणित', 'अधिकृत', 'पंजीकृत', 'अनुपालन', 'सत्यापित', 'शामिल'],
    ko: ['목록', '명단', '승인', '허가', '인가', '이사회', '감사', '회계법인', '법무', '변호사', '인증', '등록된', '공식', '검토를 마친', '화이트리스트', '정식', '지정'],
    tr: ['listesi', 'listeye', 'onaylı', 'onaylandı', 'onayladı', 'yetkili', 'yetkilendir', 'yönetim kurulu', 'denetçi', 'denetim', 'avukat', 'hukuk', 'sertifika', 'akredite', 'kayıtlı', 'uyum', 'resmi', 'eklendi'],
    it: ['elenco', 'lista', 'approvat', 'autorizzat', 'accreditat', 'consiglio di', 'cda', 'revisor', 'audit', 'avvocat', 'legale', 'certificat', 'abilitat', 'omologat', 'conformità', 'validat', 'inserit', 'albo'],
  },
  definition: {
    en: ['means', 'stands for', 'code word', 'codeword', 'tag', 'tagged', 'label', 'marked', 'marker', 'flag', 'prefix', 'keyword', 'counts as', 'count as', 'treated as', 'considered', 'threshold', 'anything under', 'anything below', 'shorthand', 'refers to', 'already signed', 'already approved', 'pre-approved', 'signed off', 'sign-off', 'signed-off', 'subject line', 'reference'],
    de: ['bedeutet', 'steht für', 'kürzel', 'kennwort', 'stichwort', 'codewort', 'vermerk', 'markiert', 'kennzeichn', 'gilt als', 'gelten als', 'bis zu', 'schwelle', 'grenze', 'bereits', 'abgesegnet', 'betreff', 'zusatz'],
    fr: ['signifie', 'veut dire', 'désigne', 'mot-code', 'mot code', 'code', 'mention', 'étiquet', 'tag', 'marqué', 'préfixe', 'considéré', 'compte comme', 'en dessous', 'moins de', 'seuil', 'déjà', 'objet'],
    es: ['significa', 'quiere decir', 'equivale', 'palabra clave', 'código', 'clave', 'etiqueta', 'marcad', 'prefijo', 'se considera', 'cuenta como', 'por debajo', 'menos de', 'umbral', 'ya aprobad', 'ya revisad', 'asunto'],
    pt: ['significa', 'quer dizer', 'equivale', 'palavra-chave', 'código', 'etiqueta', 'marcad', 'prefixo', 'considerad', 'conta como', 'abaixo de', 'menos de', 'limite', 'já aprovad', 'já revisad', 'assunto'],
    ru: ['означает', 'значит', 'обознача', 'пометк', 'метк', 'код', 'слово', 'ярлык', 'префикс', 'считается', 'считаются', 'относится', 'ниже', 'порог', 'уже', 'тем письма', 'теме'],
    zh: ['意思是', '表示', '代表', '意味着', '暗号', '代号', '口令', '标签', '标记', '标注', '备注', '视为', '算作', '以下', '以内', '低于', '阈值', '已经', '已批准', '已审批', '字样'],
    ja: ['意味', '表す', '合言葉', '符丁', 'コード', 'タグ', 'ラベル', '印', 'マーク', 'とみなす', '扱い', '扱う', '以下', '未満', '以内', 'しきい値', '既に', 'すでに', '承認済', '件名'],
    ar: ['يعني', 'تعني', 'يشير', 'رمز', 'كلمة السر', 'كلمة', 'وسم', 'علامة', 'تصنيف', 'بادئة', 'يعتبر', 'تعتبر', 'تعد', 'يعد', 'أقل من', 'حد', 'سبق', 'مسبقا', 'عبارة'],
    hi: ['मतलब', 'अर्थ', 'कोड', 'कूट', 'टैग', 'लेबल', 'निशान', 'चिह्न', 'माना जाता', 'माना जाए', 'गिना', 'से कम', 'सीमा', 'पहले से', 'पहले ही', 'शब्द'],
    ko: ['의미', '뜻', '암호', '코드', '태그', '라벨', '표시', '간주', '취급', '이하', '미만', '이내', '기준', '이미', '승인된', '승인 완료', '결재 완료', '문구', '제목'],
    tr: ['anlamına', 'demek', 'ifade eder', 'kod', 'parola', 'şifre', 'etiket', 'işaret', 'ibare', 'sayılır', 'kabul edilir', 'altında', 'eşik', 'zaten', 'önceden', 'onaylanmış', 'konu satırı'],
    it: ['significa', 'vuol dire', 'sta per', 'indica', "parola d'ordine", 'codice', 'sigla', 'etichett', 'contrassegn', 'dicitura', 'considerat', 'si intende', 'inferiore', 'soglia', 'già', 'oggetto'],
  },
  endpoint: {
    en: ['new account', 'new iban', 'iban', 'account number', 'sort code', 'bank details', 'banking details', 'moved to', 'switched to', 'changed to', 'now goes', 'now go', 'redirect', 'forward', 'routing', 'new address', 'new number', 'new phone', 'new mailbox', 'mailbox', 'inbox', 'portal', 'upload', 'sftp', 'drop-off', 'dropbox', 'remittance', 'wallet', 'beneficiary', 'callback', 'hotline', 'new contact', 'new email', 'new e-mail', 'replaced'],
    de: ['neue', 'neues', 'neuer', 'konto', 'iban', 'bankverbindung', 'umgestellt', 'geändert', 'gewechselt', 'heißt jetzt', 'ab sofort', 'weiterleit', 'postfach', 'adresse', 'rufnummer', 'portal', 'hochlad', 'empfänger', 'umgezogen'],
    fr: ['nouveau', 'nouvelle', 'nouvel', 'compte', 'iban', 'rib', 'coordonnées', 'désormais', 'dorénavant', 'a changé', 'redirig', 'transfér', 'boîte', 'adresse', 'numéro', 'dépôt', 'portail', 'bénéficiaire', 'remplac'],
    es: ['nuevo', 'nueva', 'cuenta', 'iban', 'datos bancarios', 'a partir de', 'ha cambiado', 'cambió', 'redirig', 'reenví', 'buzón', 'dirección', 'número', 'portal', 'carpeta', 'beneficiario', 'sustitu'],
    pt: ['novo', 'nova', 'conta', 'iban', 'dados bancários', 'a partir de', 'mudou', 'alterad', 'redirecion', 'encaminh', 'caixa', 'endereço', 'número', 'portal', 'pasta', 'beneficiário', 'pix', 'chave'],
    ru: ['нов', 'счёт', 'счет', 'реквизит', 'iban', 'теперь', 'отныне', 'сменил', 'изменил', 'переш', 'переадрес', 'перенаправ', 'ящик', 'адрес', 'номер', 'портал', 'папк', 'загруж', 'получател'],
    zh: ['新账户', '新账号', '新的', '账户', '账号', '银行', '改为', '改成', '更换', '变更', '今后', '以后', '转到', '转发', '邮箱', '地址', '号码', '门户', '上传', '收款', '收件'],
    ja: ['新しい', '新口座', '口座', '振込先', '銀行', '変更', '切り替', '移行', '今後', '転送', '宛先', 'アドレス', '番号', '窓口', 'ポータル', 'アップロード', '受付', '送付先'],
    ar: ['جديد', 'جديدة', 'حساب', 'آيبان', 'iban', 'بنك', 'تغير', 'تغيّر', 'تغيير', 'انتقل', 'من الآن', 'أصبح', 'تحويل', 'توجيه', 'صندوق', 'عنوان', 'رقم', 'بوابة', 'رفع', 'المستفيد'],
    hi: ['नया', 'नई', 'नए', 'खाता', 'अकाउंट', 'आईबैन', 'बैंक', 'बदल', 'अब से', 'फॉरवर्ड', 'इनबॉक्स', 'पता', 'नंबर', 'पोर्टल', 'अपलोड', 'लाभार्थी'],
    ko: ['새 계좌', '새로운', '새 ', '계좌', '입금', '은행', '변경', '바뀌', '바꿨', '이전', '앞으로', '이제', '전달', '수신', '메일함', '주소', '번호', '포털', '업로드', '수취'],
    tr: ['yeni', 'hesap', 'iban', 'banka', 'değişti', 'değiştir', 'taşındı', 'artık', 'bundan sonra', 'yönlendir', 'ilet', 'kutusu', 'adres', 'numara', 'portal', 'yükle', 'alıcı'],
    it: ['nuovo', 'nuova', 'conto', 'iban', 'coordinate bancarie', "d'ora in poi", 'da ora', 'cambiat', 'trasferit', 'reindirizz', 'inoltr', 'casella', 'indirizzo', 'numero', 'portale', 'cartella', 'caric', 'beneficiario'],
  },
  restriction: {
    en: ['only after', 'only with', 'must approve', 'her approval', 'his approval', 'their approval', 'explicit approval', 'ask her first', 'ask him first', 'check with', 'confirm with', 'confirmed on', 'remains subject', 'subject to', 'draft', 'never sign', 'nothing is', 'not without', 'for review', 'review first', 'sign-off', 'must be confirmed', 'requires', 'always ask', 'ask before', 'before paying', 'before sending'],
    de: ['nur nach', 'nur mit', 'vorher', 'vorab', 'entwurf', 'bestätigt', 'bestätigen', 'zustimmung', 'ohne seine', 'ohne ihre', 'nichts ohne', 'muss', 'weiterhin nur', 'rücksprache', 'immer fragen'],
    fr: ['uniquement', 'seulement après', 'soumis', 'soumise', 'accord explicite', 'son accord', 'brouillon', 'jamais sans', 'rien sans', 'confirmé', 'a validé', 'reste soumis', 'avant de'],
    es: ['solo tras', 'sólo tras', 'solo con', 'únicamente', 'sujeto a', 'sujeta a', 'su aprobación', 'su visto bueno', 'borrador', 'nada sin', 'nunca sin', 'confirmó', 'antes de'],
    pt: ['só após', 'somente', 'apenas com', 'sujeito a', 'sujeita a', 'sua aprovação', 'seu aval', 'rascunho', 'nada sem', 'nunca sem', 'confirmou', 'antes de'],
    ru: ['только после', 'только с', 'только по', 'без её', 'без его', 'без визы', 'визы', 'согласия', 'на проверку', 'черновик', 'ничего не', 'подтвердил', 'обязательно', 'предварительно'],
    zh: ['必须', '须经', '需经', '经她', '经他', '同意后', '批准后', '确认后', '草稿', '不得', '一律', '只能', '仅限', '事先'],
    ja: ['必ず', '事前に', '確認してから', '承認を得', '承認後', '下書き', 'なしに', 'のみ', '限る', '了承', '許可なく'],
    ar: ['فقط بعد', 'إلا بعد', 'بموافقة', 'موافقته', 'موافقتها', 'مسودة', 'لا شيء', 'لا يتم', 'يجب', 'تأكيد', 'أكد', 'أكدت'],
    hi: ['केवल', 'सिर्फ', 'मंजूरी के बाद', 'मंज़ूरी', 'अनुमति', 'ड्राफ्ट', 'मसौदा', 'कुछ भी नहीं', 'पुष्टि', 'ज़रूर', 'जरूर'],
    ko: ['반드시', '사전에', '승인 후', '승인을 받', '확인 후', '초안', '없이는', '동의', '허락'],
    tr: ['sadece', 'yalnızca', 'onayı olmadan', 'onayıyla', 'onayından sonra', 'taslak', 'mutlaka', 'teyit', 'onayladı'],
    it: ['solo dopo', 'soltanto', 'esclusivamente', 'previa', 'sua approvazione', 'suo consenso', 'bozza', 'nulla senza', 'mai senza', 'confermat'],
  },
};

/** Longest substring cue (Han, Kana, Hangul), in code units. */
const MAX_SUBSTRING = 8;
/** Longest word prefix tried, in code units. */
export const MAX_CUE_PREFIX = 16;
const MAX_PREFIX = MAX_CUE_PREFIX;

const enum Seed {
  Word = 0x2545f491,
  Pair = 0x68e31da4,
  Sub = 0xb5297a4d,
}

/** One step of the feature hashes (cues and the roles model's features alike). */
export function mix(h: number, v: number): number {
  h ^= v;
  h = Math.imul(h, 0x01000193);
  return h ^ (h >>> 15);
}

/** Lower case where it is a fixed offset (ASCII, Latin-1, Greek, Cyrillic, Latin Extended-A pairs); else the unit. */
export function lower(c: number): number {
  if (c >= 0x41 && c <= 0x5a) return c + 32;
  if (c < 0xc0) return c;
  if ((c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c >= 0x391 && c <= 0x3ab)) return c + 32;
  if (c >= 0x410 && c <= 0x42f) return c + 32;
  if (c >= 0x400 && c <= 0x40f) return c + 80;
  if (c >= 0x130 && c <= 0x17f && c !== 0x131) return c | 1;
  return c;
}

function isCjk(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
}

function isLetter(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  if (c >= 0x2000 && c <= 0x206f) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xff00 && c <= 0xff20) return false;
  if (c === 0xa0 || c === 0xab || c === 0xbb || c === 0xbf || c === 0xa1 || c === 0xd7 || c === 0xf7 || c === 0xb7) return false;
  if (c === 0x60c || c === 0x61b || c === 0x61f || c === 0x6d4 || c === 0x964 || c === 0x965) return false;
  return true;
}

/** Key of a running hash at a length: an int32 (a small integer for the Map, fast to hash). */
export function cueKey(h: number, len: number): number {
  return (h ^ Math.imul(len, 0x9e3779b1)) | 0;
}

export const ROLE_ORDER: readonly CueRole[] = ['oversight', 'trust', 'legitimacy', 'definition', 'endpoint', 'restriction', 'signedoff'];
export const CUE_ROLES = 7;

/** The compiled cues: hashed word prefixes, word pairs and substrings, each to role bits. */
export interface CueTable {
  map: Map<number, number>;
  /** A 16-bit filter in front of the map: most prefixes match nothing, and a typed read says so. */
  bloom: Uint32Array;
  /** Bit n: some one-word cue has n code units (a prefix of another length is never looked up). */
  wordLens: number;
  pairLens: number;
  subLens: number;
  /** Keys of the words that begin a two-word cue. */
  pairFirst: Set<number>;
  /** A 16-bit filter in front of pairFirst (a Set lookup per word showed in the profile). */
  pairBloom: Uint32Array;
  /**
   * A 16-bit filter of every prefix of every cue: a word whose first letters begin no cue is
   * left after two or three letters (most words), instead of being hashed at every length.
   */
  prefix: Uint32Array;
}

/**
 * The filters are bit sets over the low 16 bits of a key: 8 KiB each, where a byte per bucket
 * (64 KiB) missed the cache on most reads (the prefix filter's read was the hottest line of the
 * roles pass).
 */
const BITSET_WORDS = (1 << 16) >>> 5;
function set16(bits: Uint32Array, key: number): void {
  bits[(key >>> 5) & 0x7ff]! |= 1 << (key & 31);
}
export function has16(bits: Uint32Array, key: number): boolean {
  return ((bits[(key >>> 5) & 0x7ff]! >>> (key & 31)) & 1) === 1;
}

export const WORD_SEED = Seed.Word;
export const SUB_SEED = Seed.Sub;
export function pairSeed(first: number): number {
  return mix(Seed.Pair, first);
}

function add(t: CueTable, key: number, bit: number): void {
  t.map.set(key, (t.map.get(key) ?? 0) | bit);
  set16(t.bloom, key);
}

function hashOf(seed: number, w: string): number {
  let h = seed;
  for (let i = 0; i < w.length; i++) h = mix(h, lower(w.charCodeAt(i)));
  return h;
}

/** Compile CUES (once per process). */
export function compileCues(cues: Record<CueRole, Record<string, string[]>> = CUES): CueTable {
  const t: CueTable = { map: new Map(), bloom: new Uint32Array(BITSET_WORDS), wordLens: 0, pairLens: 0, subLens: 0, pairFirst: new Set(), pairBloom: new Uint32Array(BITSET_WORDS), prefix: new Uint32Array(BITSET_WORDS) };
  const prefixes = (seed: number, w: string) => {
    let h = seed;
    for (let i = 0; i < w.length; i++) {
      h = mix(h, lower(w.charCodeAt(i)));
      set16(t.prefix, cueKey(h, i + 1));
    }
  };
  ROLE_ORDER.forEach((role, r) => {
    const bit = 1 << r;
    for (const list of Object.values(cues[role])) {
      for (const raw of list) {
        const cue = raw.trim();
        if (!cue) continue;
        if (isCjk(cue.charCodeAt(0))) {
          if (cue.length > MAX_SUBSTRING) continue;
          add(t, cueKey(hashOf(Seed.Sub, cue), cue.length), bit);
          prefixes(Seed.Sub, cue);
          t.subLens |= 1 << cue.length;
          continue;
        }
        const words = cue.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w.length > 0);
        if (words.length === 0 || words.length > 2 || words.some((w) => w.length > MAX_PREFIX)) continue;
        if (words.length === 1) {
          add(t, cueKey(hashOf(Seed.Word, words[0]!), words[0]!.length), bit);
          prefixes(Seed.Word, words[0]!);
          t.wordLens |= 1 << words[0]!.length;
        } else {
          const first = cueKey(hashOf(Seed.Word, words[0]!), words[0]!.length);
          t.pairFirst.add(first);
          set16(t.pairBloom, first);
          add(t, cueKey(hashOf(pairSeed(first), words[1]!), words[1]!.length), bit);
          prefixes(pairSeed(first), words[1]!);
          t.pairLens |= 1 << words[1]!.length;
        }
      }
    }
  });
  return t;
}

/** Arabic clitics a word may begin with (tried off as well: و ف ب ل ك, ال and their pairs). */
export function cliticSkip(text: string, ws: number, we: number): number {
  const c0 = text.charCodeAt(ws);
  if (c0 < 0x600 || c0 > 0x6ff) return 0;
  let s = ws;
  if (we - s > 3 && (c0 === 0x648 || c0 === 0x641 || c0 === 0x628 || c0 === 0x644 || c0 === 0x643)) s++;
  if (we - s > 3 && text.charCodeAt(s) === 0x627 && text.charCodeAt(s + 1) === 0x644) s += 2;
  return s - ws;
}

/** Add the role bits of `key` (if it is a cue) to `out`. */
export function cueHit(t: CueTable, key: number, out: Uint8Array): void {
  if (!has16(t.bloom, key)) return;
  const bits = t.map.get(key);
  if (bits === undefined) return;
  for (let r = 0; r < CUE_ROLES; r++) if (bits & (1 << r) && out[r]! < 255) out[r]!++;
}

/** Cue hits of the word text[s, we) (its prefixes), and of the pair it ends when `prev` begins one. */
export function wordCues(t: CueTable, text: string, s: number, we: number, prev: number, out: Uint8Array): void {
  let h = Seed.Word as number;
  let word = true;
  let pair = prev !== 0 && has16(t.pairBloom, prev) && t.pairFirst.has(prev);
  let p = pair ? pairSeed(prev) : 0;
  for (let j = s, len = 1; j < we && len <= MAX_PREFIX && (word || pair); j++, len++) {
    const l = lower(text.charCodeAt(j));
    if (word) {
      h = mix(h, l);
      const key = cueKey(h, len);
      if (!has16(t.prefix, key)) word = false;
      else if ((t.wordLens >>> len) & 1) cueHit(t, key, out);
    }
    if (pair) {
      p = mix(p, l);
      const key = cueKey(p, len);
      if (!has16(t.prefix, key)) pair = false;
      else if ((t.pairLens >>> len) & 1) cueHit(t, key, out);
    }
  }
}

/** Cue hits of the substrings starting at text[i] (Han, Kana, Hangul, and spaces inside them). */
export function substringCues(t: CueTable, text: string, i: number, n: number, out: Uint8Array): void {
  let h = Seed.Sub as number;
  for (let j = i, len = 1; j < n && len <= MAX_SUBSTRING; j++, len++) {
    const d = text.charCodeAt(j);
    if (!isCjk(d) && d !== 0x20) break;
    h = mix(h, lower(d));
    const key = cueKey(h, len);
    if (!has16(t.prefix, key)) break;
    if ((t.subLens >>> len) & 1) cueHit(t, key, out);
  }
}

/** Key of a whole word, as two-word cues name their first word. */
export function wordKey(text: string, ws: number, we: number): number {
  let h = Seed.Word as number;
  for (let j = ws; j < we; j++) h = mix(h, lower(text.charCodeAt(j)));
  return cueKey(h, we - ws);
}

/**
 * Count cue hits per role of `text` (first `max` code units) into `out` (length CUE_ROLES).
 * Linear: each word is read once for its prefixes (at most MAX_PREFIX), each CJK unit starts at
 * most MAX_SUBSTRING substrings. (roles.ts does the same inside its feature pass.)
 */
export function cueHits(t: CueTable, text: string, max: number, out: Uint8Array): void {
  out.fill(0);
  const n = Math.min(text.length, max);
  let prev = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isCjk(c)) {
      substringCues(t, text, i, n, out);
      i++;
      prev = 0;
      continue;
    }
    if (!isLetter(c)) {
      i++;
      continue;
    }
    const ws = i;
    while (i < n && isLetter(text.charCodeAt(i)) && !isCjk(text.charCodeAt(i))) i++;
    wordCues(t, text, ws, i, prev, out);
    const skip = cliticSkip(text, ws, i);
    if (skip) wordCues(t, text, ws + skip, i, 0, out);
    prev = wordKey(text, ws, i);
  }
}
