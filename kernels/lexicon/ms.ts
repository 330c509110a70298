import type { LexiconData } from './schema.js';

/**
 * Malay (Bahasa Melayu). Only the forms that differ from Indonesian are listed here (akaun, wang,
 * hantar, padam, luluskan, kelulusan, pengesahan, tak payah, sila, awak, semalam, kata laluan…);
 * the shared vocabulary (selalu, tanpa, bayar, jangan, mulai sekarang…) comes from the Indonesian
 * lexicon, since all lexicons match every text. "sila" (please) is Tagalog "they": the Tagalog
 * lexicon therefore only uses it inside phrases.
 */
export const lexicon_ms: LexiconData = {
  lang: 'ms',
  name: 'Malay',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'sentiasa', 'senantiasa', 'tidak sekali-kali', 'jangan sekali-kali', 'walau apa pun yang berlaku',
      'dalam apa jua keadaan', 'tanpa sebarang pengecualian', 'pada setiap masa', 'setiap masa', 'selama-lamanya',
    ],
    verb: [
      'luluskan', 'lulus', 'hantar', 'hantarkan', 'pindahkan', 'pindah', 'majukan', 'kongsi', 'kongsikan', 'dedahkan',
      'beritahu', 'maklumkan', 'padam', 'padamkan', 'nyahaktifkan', 'benarkan', 'bayar', 'bayarkan',
      'jelaskan bayaran', 'tolak', 'sekat', 'buang', 'perbaharui', 'batalkan', 'tempah', 'tempahkan', 'sahkan',
      'keluarkan', 'kreditkan', 'debitkan', 'diluluskan', 'dihantar', 'dibayar', 'dipindahkan', 'dipadam', 'beri',
      'berikan', 'proseskan', 'laksanakan', 'jawab', 'balas', 'patuhi',
    ],
    override: [
      'abaikan', 'lupakan', 'jangan endahkan', 'tidak perlu ikut', 'jangan ikut', 'ketepikan', 'tanpa mengira',
      'tolak tepi',
    ],
    'override-obj': [
      'had transaksi', 'had harian', 'semua had', 'arahan', 'arahan sebelum ini', 'sebelum ini', 'peraturan',
      'sekatan', 'garis panduan', 'dasar', 'tetapan', 'arahan terdahulu', 'arahan asal',
    ],
    'neg-bypass': [
      'tanpa', 'tidak perlu', 'tak perlu', 'tak payah', 'tidak payah', 'tak usah', 'tidak usah', 'langkau', 'abaikan',
      'jangan tanya', 'tanpa perlu', 'tidak lagi',
    ],
    approval: [
      'kelulusan', 'pengesahan', 'kebenaran', 'izin', 'semakan', 'pemeriksaan', 'pengesahan saya', 'kelulusan saya',
      'bertanya', 'tanya', 'tanya saya', 'tandatangan', 'otp', 'pengesahan dua faktor', 'sahkan',
    ],
    waiver: [
      'adalah pilihan', 'secara pilihan', 'tidak diperlukan', 'tidak perlu lagi', 'dikecualikan', 'telah dipenuhi',
      'dianggap lulus', 'dianggap selesai', 'digugurkan', 'ditangguhkan',
    ],
    bypass: [
      'telah diluluskan terlebih dahulu', 'diluluskan terlebih dahulu', 'pra-lulus', 'pralulus', 'pra-kelulusan',
      'sudah diluluskan', 'telah diluluskan', 'senarai putih', 'lulus secara automatik', 'tanpa pengesahan',
      'tanpa kelulusan', 'tanpa kebenaran', 'tanpa bertanya', 'tak payah tanya', 'tidak perlu tanya',
      'jangan tanya saya', 'tanpa semakan', 'tak payah sahkan', 'tidak perlu pengesahan',
    ],
    standing: [
      'mulai sekarang', 'mulai hari ini', 'mulai dari sekarang', 'mulai esok', 'dari sekarang', 'pada masa hadapan',
      'secara kekal', 'secara lalai', 'sebagai lalai', 'peraturan baharu', 'peraturan tetap', 'arahan tetap',
      'sehingga notis selanjutnya', 'sehingga diberitahu kelak', 'setiap kali', 'bila-bila masa', 'mulai saat ini',
    ],
    autonomy: [
      'bagi pihak saya', 'bagi pihak', 'atas nama saya', 'ikut budi bicara anda', 'budi bicara', 'secara senyap',
      'diam-diam', 'tanpa memberitahu', 'sebaik sahaja diterima', 'sebaik menerima', 'kuasa penuh',
    ],
    'autonomy-weak': [
      'secara automatik', 'automatik', 'serta-merta', 'dengan segera', 'segera', 'terus',
    ],
    authority: [
      'pentadbir', 'pentadbir sistem', 'pembangun', 'mesej sistem', 'notis sistem', 'pasukan keselamatan', 'polis',
      'ketua pegawai eksekutif',
    ],
    mode: [
      'mod pentadbir', 'mod pembangun', 'mod nyahpepijat', 'mod tanpa had', 'tanpa sebarang had', 'tanpa sekatan',
      'mod istimewa',
    ],
    you: [
      'anda', 'awak', 'kamu', 'engkau', 'kau', 'saudara', 'tuan', 'puan',
    ],
    modal: [
      'mesti', 'wajib', 'perlu', 'patut', 'hendaklah', 'seharusnya', 'sepatutnya', 'dikehendaki',
    ],
    permit: [
      'boleh', 'dibenarkan', 'diizinkan', 'berhak', 'bebas', 'dipersilakan',
    ],
    speaker: [
      'jangan tanya saya', 'tak payah tanya saya', 'tanpa bertanya kepada saya', 'sila', 'tolong', 'mohon', 'harap',
      'pastikan', 'jangan lupa', 'ingat', 'saya mahu anda', 'saya mahu awak', 'saya minta anda',
    ],
    normative: [
      'cara yang betul ialah', 'prosedur yang betul ialah', 'peraturannya ialah', 'dasarnya ialah',
      'hendaklah dibuat',
    ],
    report: [
      'berkata', 'katanya', 'menurut', 'memberitahu', 'memberitahu bahawa', 'beritahu bahawa', 'menyatakan',
      'melaporkan', 'mengadu', 'mendakwa', 'menulis', 'mendengar', 'dengar kata', 'khabarnya', 'bertanya sama ada',
    ],
    subj1: [
      'saya', 'aku', 'kami', 'kita',
    ],
    subj3: [
      'dia selalu', 'dia kata', 'dia sudah', 'dia biasanya', 'dia tidak', 'dia akan', 'beliau', 'mereka', 'pelanggan',
      'pemanggil', 'pengguna', 'pesakit', 'isteri saya', 'suami saya', 'bos saya', 'seseorang', 'pemegang akaun',
      'klien',
    ],
    habit: [
      'biasanya', 'selalunya', 'kebiasaannya', 'kerap', 'kerap kali', 'kadang-kadang', 'kadangkala', 'jarang',
      'lazimnya', 'suka', 'setiap kali',
    ],
    quant: [
      'semua', 'setiap', 'sebarang', 'seluruh', 'segala', 'mana-mana', 'apa-apa', 'sesiapa',
    ],
    cond: [
      'jika', 'kalau', 'apabila', 'sekiranya', 'setiap kali', 'sebaik sahaja',
    ],
    question: [
      'adakah', 'apakah', 'mengapa', 'kenapa', 'bagaimana', 'bilakah', 'siapakah', 'berapakah', 'bolehkah',
      'perlukah', 'di manakah',
    ],
    neg: [
      'tidak', 'tak', 'bukan', 'jangan', 'belum',
    ],
    past: [
      'semalam', 'minggu lepas', 'bulan lepas', 'tahun lepas', 'tadi', 'sudah dibayar', 'telah dibayar',
      'telah dihantar', 'sudah dihantar', 'telah dipindahkan', 'sudah masuk', 'kelmarin',
    ],
    trust: [
      'dipercayai', 'boleh dipercayai', 'amanah', 'pelanggan setia', 'rakan kongsi lama', 'tepat pada masanya', 'sah',
    ],
    idiom: [
      'kepada pelanggan', 'untuk pelanggan', 'dari pelanggan', 'pelanggan kami', 'senarai pelanggan',
      'maklumat pelanggan', 'nama pengguna', 'tidak mengapa', 'tak mengapa', 'tak apa', 'tidak apa', 'jangan risau',
      'terima kasih', 'seperti biasa', 'hampir selalu', 'selepas disahkan', 'selepas diluluskan', 'sehingga disahkan',
      'tak payah risau', 'tidak payah risau',
    ],
    imp: [
      'sila', 'tolong', 'mohon', 'harap', 'jangan', 'hendaklah', 'jangan sekali-kali',
    ],
    'cap:payments': [
      'akaun', 'akaun bank', 'nombor akaun', 'wang', 'wang tunai', 'bayaran', 'pembayaran', 'pindahan wang',
      'pemindahan wang', 'pemindahan', 'pindahan', 'bayaran balik', 'pemulangan wang', 'invois', 'bil', 'baki',
      'baki akaun', 'kad hadiah', 'kad kredit', 'kad debit', 'pembekal', 'penerima', 'gaji', 'pinjaman', 'langganan',
      'pembaharuan', 'yuran', 'caj', 'ringgit', 'rm', 'duit', 'dana', 'transaksi', 'duitnow', 'fpx', 'tng',
      'touch n go', 'sewa',
    ],
    'cap:credentials': [
      'kata laluan', 'kod pin', 'kod otp', 'kod pengesahan', 'kunci api', 'token', 'kata kunci', 'maklumat log masuk',
    ],
    'cap:data-export': [
      'data peribadi', 'maklumat peribadi', 'maklumat pelanggan', 'senarai pelanggan', 'fail', 'dokumen', 'sandaran',
      'rekod', 'pangkalan data', 'alamat e-mel', 'nombor telefon', 'no kp', 'nombor kad pengenalan', 'laporan',
      'sejarah',
    ],
    'cap:account-access': [
      'akses', 'capaian', 'log masuk', 'akaun pengguna', 'pengesahan identiti', 'buka kunci',
      'tetapan semula kata laluan',
    ],
    'cap:deletion': [
      'padam', 'padamkan', 'hapus', 'buang', 'musnahkan', 'kosongkan',
    ],
    'cap:outbound-messages': [
      'e-mel', 'emel', 'mesej', 'sms', 'whatsapp', 'majukan', 'salinan', 'cc', 'bcc', 'siarkan', 'peti masuk',
      'jemputan',
    ],
    'cap:security-controls': [
      'tembok api', 'antivirus', 'pengesahan dua faktor', '2fa', 'penapis spam', 'penapis', 'pemantauan', 'audit',
      'pengesanan penipuan', 'penyulitan', 'semakan keselamatan', 'tetapan keselamatan', 'amaran',
    ],
    'cap:scheduling': [
      'mesyuarat', 'kalendar', 'jadual', 'temujanji', 'janji temu', 'tempahan', 'penerbangan', 'tiket kapal terbang',
      'hotel', 'tempat duduk',
    ],
  },
};
