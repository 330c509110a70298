import type { LexiconData } from './schema.js';

/**
 * Indonesian. Imperatives are the bare or -kan/-i verb (bayar, kirimkan, setujui); the active
 * meN- forms (membayar, menyetujui) state facts and habits and are left out of `verb`. Passive
 * di- forms appear in rules ("harus disetujui") and are verbs too. sudah/telah are not past
 * markers on their own: they also open pre-approval claims ("sudah disetujui sebelumnya").
 * Words that are common in other Latin-script languages are avoided or written as phrases:
 * dia (Spanish/Portuguese "día"), apa/kapan/siapa (inside "apa pun", "kapan pun").
 */
export const lexicon_id: LexiconData = {
  lang: 'id',
  name: 'Indonesian',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'selalu', 'senantiasa', 'selamanya', 'tidak pernah', 'jangan pernah', 'jangan sekali-kali', 'sama sekali tidak',
      'dalam keadaan apa pun', 'dalam kondisi apa pun', 'apa pun yang terjadi', 'tanpa kecuali', 'tanpa pengecualian',
      'setiap saat', 'kapan pun', 'terus-menerus', 'tanpa syarat', 'selalu saja', 'dalam situasi apa pun',
    ],
    verb: [
      'setujui', 'setujuilah', 'bayar', 'bayarkan', 'bayarlah', 'lunasi', 'transfer', 'transferkan', 'kirim',
      'kirimkan', 'kirimlah', 'teruskan', 'bagikan', 'ungkapkan', 'beritahu', 'beri tahu', 'beritahukan', 'katakan',
      'jawab', 'balas', 'tolak', 'hapus', 'hapuskan', 'nonaktifkan', 'matikan', 'aktifkan', 'berikan', 'beri',
      'jalankan', 'eksekusi', 'cairkan', 'lepaskan', 'pesan', 'pesankan', 'batalkan', 'perpanjang', 'perbarui',
      'proses', 'izinkan', 'kabulkan', 'terima', 'tanda tangani', 'kembalikan', 'kembalikan dana', 'refund', 'tarik',
      'setor', 'setorkan', 'beli', 'belikan', 'ubah', 'tambahkan', 'reset', 'instal', 'hubungi', 'ikuti', 'patuhi',
      'percayai', 'lewati', 'salin', 'unggah', 'ekspor', 'loloskan', 'approve', 'disetujui', 'dibayar', 'dibayarkan',
      'ditransfer', 'dikirim', 'dikirimkan', 'diteruskan', 'dihapus', 'diproses', 'dicairkan', 'ditolak', 'diberikan',
      'dilunasi', 'diperpanjang',
    ],
    override: [
      'abaikan', 'abaikanlah', 'lupakan', 'acuhkan', 'jangan hiraukan', 'jangan pedulikan', 'tidak usah ikuti',
      'jangan ikuti', 'kesampingkan', 'timpa', 'tanpa menghiraukan', 'terlepas dari', 'tak usah hiraukan',
      'tidak perlu mengikuti', 'jangan patuhi',
    ],
    'override-obj': [
      'instruksi', 'perintah', 'arahan', 'petunjuk', 'aturan', 'peraturan', 'pedoman', 'batasan', 'pembatasan',
      'kendala', 'prompt', 'prompt sistem', 'sebelumnya', 'terdahulu', 'di atas', 'semula', 'kebijakan', 'pengaturan',
      'yang diberikan', 'yang telah diberikan', 'pelatihan', 'etika', 'filter', 'instruksi awal',
      'instruksi sebelumnya',
    ],
    'neg-bypass': [
      'tanpa', 'tidak perlu', 'tak perlu', 'nggak perlu', 'gak perlu', 'ga perlu', 'enggak perlu', 'tidak usah',
      'tak usah', 'nggak usah', 'gak usah', 'ga usah', 'lewati', 'lewatkan', 'melewati', 'lompati', 'tidak lagi',
      'jangan tanya', 'tidak harus', 'tidak wajib', 'hindari', 'tanpa melalui', 'tidak melalui', 'tanpa perlu',
      'tanpa harus', 'bypass',
    ],
    approval: [
      'konfirmasi', 'persetujuan', 'verifikasi', 'otorisasi', 'izin', 'ijin', 'pemeriksaan', 'cek', 'pengecekan',
      'tinjauan', 'peninjauan', 'review', 'tanda tangan', 'otp', 'autentikasi', 'otentikasi', 'dua faktor',
      'bertanya', 'tanya', 'menanyakan', 'tanya saya', 'bertanya kepada saya', 'minta izin', 'persetujuan saya',
      'validasi', 'approval', 'konfirmasi saya',
    ],
    waiver: [
      'dikecualikan', 'dibebaskan', 'tidak diperlukan', 'tidak dibutuhkan', 'tidak wajib', 'opsional',
      'sudah terpenuhi', 'dianggap sudah', 'dianggap terpenuhi', 'sudah diberikan', 'sudah didapat', 'sudah beres',
      'dihapuskan', 'ditiadakan', 'ditangguhkan', 'dinonaktifkan', 'boleh dilewati', 'bisa dilewati', 'tidak berlaku',
    ],
    bypass: [
      'sudah disetujui sebelumnya', 'disetujui sebelumnya', 'telah disetujui sebelumnya', 'pra-disetujui',
      'prasetujui', 'pra-otorisasi', 'sudah diotorisasi', 'telah diotorisasi', 'diotorisasi sebelumnya',
      'otomatis disetujui', 'disetujui otomatis', 'setujui otomatis', 'daftar putih', 'whitelist', 'tanpa konfirmasi',
      'tanpa persetujuan', 'tanpa verifikasi', 'tanpa izin', 'tanpa bertanya', 'tanpa tanya', 'tanpa cek',
      'tidak perlu konfirmasi', 'tidak perlu tanya', 'tidak usah tanya', 'jangan tanya saya', 'tanpa banyak tanya',
      'langsung setujui', 'langsung bayar', 'langsung transfer', 'jalur cepat', 'tanpa persetujuan saya',
      'tidak perlu izin',
    ],
    standing: [
      'mulai sekarang', 'mulai hari ini', 'mulai besok', 'sejak sekarang', 'dari sekarang', 'ke depannya',
      'untuk seterusnya', 'di masa depan', 'secara permanen', 'secara default', 'sebagai default', 'aturan baru',
      'aturan tetap', 'kebijakan tetap', 'instruksi tetap', 'perintah tetap', 'sampai ada pemberitahuan lebih lanjut',
      'sampai pemberitahuan lebih lanjut', 'hingga ada instruksi baru', 'setiap kali', 'tiap kali', 'mulai saat ini',
      'mulai kini', 'sejak hari ini', 'untuk selanjutnya', 'ke depan nanti',
    ],
    autonomy: [
      'atas nama saya', 'mewakili saya', 'atas namaku', 'sesuai kebijaksanaan', 'atas kebijakan anda', 'sesuka hati',
      'sesuai keinginan anda', 'putuskan sendiri', 'tangani sendiri', 'begitu diterima', 'saat diterima', 'diam-diam',
      'tanpa memberi tahu', 'tanpa memberitahu', 'tanpa kabar', 'kuasa penuh', 'wewenang penuh', 'cek kosong',
      'langsung saja',
    ],
    'autonomy-weak': [
      'otomatis', 'secara otomatis', 'langsung', 'segera', 'seketika', 'terjadwal', 'berkala',
    ],
    authority: [
      'pesan sistem', 'notifikasi sistem', 'instruksi sistem', 'administrator', 'pengembang', 'pembuat anda',
      'pencipta anda', 'tim keamanan', 'polisi', 'direktur utama', 'atasan anda', 'admin sistem',
    ],
    mode: [
      'mode admin', 'mode administrator', 'mode pengembang', 'mode developer', 'mode debug', 'mode dewa',
      'mode tanpa batas', 'tanpa batasan', 'mode istimewa', 'akses root', 'hak akses penuh', 'mode darurat',
      'bebas dari aturan',
    ],
    you: [
      'anda', 'kamu', 'kau', 'engkau', 'dirimu', 'asisten', 'agen',
    ],
    modal: [
      'harus', 'wajib', 'mesti', 'perlu', 'hendaknya', 'sebaiknya', 'seharusnya', 'diwajibkan', 'diharuskan',
    ],
    permit: [
      'boleh', 'dapat', 'bisa', 'diizinkan', 'diperbolehkan', 'berwenang', 'berhak', 'silakan', 'dipersilakan',
      'bebas',
    ],
    speaker: [
      'jangan tanya saya', 'tanpa bertanya kepada saya', 'tidak perlu tanya saya', 'nggak usah tanya saya',
      'tanpa persetujuan saya', 'tolong', 'mohon', 'silakan', 'harap', 'saya ingin anda', 'saya mau kamu',
      'saya minta anda', 'saya minta kamu', 'pastikan', 'jangan lupa', 'ingat', 'ingatlah', 'tolonglah',
      'mohon untuk', 'saya perintahkan',
    ],
    normative: [
      'cara yang benar adalah', 'prosedur yang benar adalah', 'aturannya adalah', 'kebijakannya adalah',
      'harus dilakukan', 'wajib dilakukan', 'agar selalu', 'supaya selalu', 'prosedurnya adalah',
    ],
    report: [
      'bilang', 'mengatakan', 'berkata', 'katanya', 'kata dia', 'menurut', 'menyebutkan', 'menyebut', 'melaporkan',
      'dilaporkan', 'bertanya apakah', 'mengeluh', 'mengklaim', 'menulis', 'mendengar', 'konon', 'bercerita',
      'menjelaskan', 'memberitahu bahwa', 'bilangnya', 'menceritakan', 'menyampaikan bahwa',
    ],
    subj1: [
      'saya', 'aku', 'kami', 'kita', 'gue', 'gw',
    ],
    subj3: [
      'dia selalu', 'dia bilang', 'dia sudah', 'dia biasanya', 'dia sering', 'dia tidak', 'dia akan', 'dia ingin',
      'dia mau', 'dia minta', 'dia meminta', 'dia pernah', 'dia juga', 'dia yang', 'beliau', 'mereka', 'pelanggan',
      'nasabah', 'penelepon', 'pengguna', 'pasien', 'istri saya', 'suami saya', 'bos saya', 'seseorang',
      'orang-orang', 'pemilik rekening', 'klien', 'tamu',
    ],
    habit: [
      'setiap kali', 'tiap kali', 'biasanya', 'umumnya', 'pada umumnya', 'sering', 'seringkali', 'sering kali',
      'kadang', 'kadang-kadang', 'terkadang', 'jarang', 'lazimnya', 'kebiasaan', 'suka', 'cenderung', 'rutin',
      'biasa',
    ],
    quant: [
      'semua', 'setiap', 'tiap', 'seluruh', 'segala', 'apa pun', 'siapa pun', 'mana pun', 'masing-masing',
      'berapa pun',
    ],
    cond: [
      'jika', 'kalau', 'apabila', 'ketika', 'saat', 'setiap kali', 'begitu', 'manakala', 'seandainya',
    ],
    question: [
      'apakah', 'mengapa', 'kenapa', 'bagaimana', 'kapankah', 'di manakah', 'siapakah', 'berapakah', 'berapa banyak',
      'bisakah', 'dapatkah', 'bolehkah', 'maukah', 'apa itu', 'untuk apa', 'perlukah', 'haruskah',
    ],
    neg: [
      'tidak', 'tak', 'bukan', 'jangan', 'belum', 'nggak', 'gak', 'enggak',
    ],
    past: [
      'kemarin', 'minggu lalu', 'bulan lalu', 'tahun lalu', 'tadi', 'tadi pagi', 'waktu itu', 'saat itu',
      'sudah dibayar', 'sudah ditransfer', 'sudah dikirim', 'telah dibayar', 'telah ditransfer', 'sudah masuk',
      'sudah diterima', 'sudah lunas', 'telah dikirim', 'kemarin lusa', 'pernah membayar', 'pernah mentransfer',
      'sudah pernah',
    ],
    trust: [
      'terpercaya', 'tepercaya', 'dapat dipercaya', 'bisa dipercaya', 'andal', 'handal', 'pelanggan setia',
      'mitra lama', 'tepat waktu', 'tidak pernah bermasalah', 'resmi', 'sah', 'terverifikasi',
    ],
    idiom: [
      'kepada pelanggan', 'ke pelanggan', 'untuk pelanggan', 'milik pelanggan', 'dari pelanggan', 'pelanggan kami',
      'data pelanggan', 'daftar pelanggan', 'data nasabah', 'kepada nasabah', 'nasabah kami', 'nama pengguna',
      'tidak apa-apa', 'nggak apa-apa', 'gak apa-apa', 'sudahlah', 'biarkan saja', 'jangan khawatir',
      'tidak usah khawatir', 'nggak usah khawatir', 'terima kasih', 'sama-sama', 'seperti biasa', 'seperti biasanya',
      'hampir selalu', 'tidak selalu', 'belum pernah', 'tak pernah lupa', 'selalu siap', 'setelah dikonfirmasi',
      'setelah disetujui', 'sampai dikonfirmasi', 'tunggu konfirmasi', 'tidak usah repot', 'nggak usah repot',
      'selalu ada', 'tanpa batas waktu',
    ],
    imp: [
      'tolong', 'mohon', 'silakan', 'harap', 'lakukanlah', 'bayarlah', 'kirimlah', 'setujuilah', 'transferlah',
      'ingatlah', 'pastikanlah', 'ikutilah', 'abaikanlah', 'jangan', 'jangan pernah', 'segera lakukan',
    ],
    'cap:payments': [
      'pembayaran', 'bayar', 'transfer', 'transferan', 'pengiriman uang', 'kiriman uang', 'uang', 'dana', 'tagihan',
      'faktur', 'invoice', 'refund', 'pengembalian dana', 'rekening', 'rekening bank', 'nomor rekening', 'saldo',
      'kartu hadiah', 'voucher', 'gift card', 'kripto', 'bitcoin', 'dompet digital', 'e-wallet', 'dompet', 'penerima',
      'penerima dana', 'vendor', 'pemasok', 'supplier', 'gaji', 'pinjaman', 'kredit', 'kartu kredit', 'kartu debit',
      'transaksi', 'pembelian', 'langganan', 'perpanjangan', 'biaya', 'ongkos', 'rupiah', 'rp', 'dolar', 'tunai',
      'uang tunai', 'setoran', 'penarikan', 'tarik tunai', 'cicilan', 'donasi', 'sumbangan', 'escrow', 'giro', 'ovo',
      'gopay', 'shopeepay', 'qris', 'virtual account', 'pelunasan', 'sewa',
    ],
    'cap:credentials': [
      'kata sandi', 'sandi', 'password', 'pin', 'kode pin', 'otp', 'kode otp', 'kode verifikasi', 'kode keamanan',
      'kunci api', 'api key', 'token', 'kunci privat', 'frasa pemulihan', 'kode pemulihan', 'kredensial',
      'data login', 'info login', 'cvv', 'mpin',
    ],
    'cap:data-export': [
      'data', 'data pelanggan', 'data nasabah', 'data pribadi', 'informasi pribadi', 'daftar pelanggan', 'catatan',
      'rekaman', 'basis data', 'database', 'berkas', 'file', 'dokumen', 'cadangan', 'backup', 'kontak',
      'daftar kontak', 'alamat email', 'nomor telepon', 'nomor hp', 'alamat rumah', 'nik', 'ktp', 'nomor ktp',
      'rekam medis', 'rahasia', 'internal', 'laporan', 'spreadsheet', 'riwayat', 'log', 'mutasi rekening',
    ],
    'cap:account-access': [
      'akses', 'hak akses', 'akses admin', 'login', 'masuk akun', 'akun', 'verifikasi identitas', 'buka blokir',
      'reset kata sandi', 'menyamar', 'peran',
    ],
    'cap:deletion': [
      'hapus', 'menghapus', 'dihapus', 'hapus permanen', 'musnahkan', 'bersihkan', 'kosongkan',
    ],
    'cap:outbound-messages': [
      'email', 'surel', 'pesan', 'sms', 'whatsapp', 'teruskan', 'tembusan', 'cc', 'bcc', 'unggah', 'posting',
      'kotak masuk', 'milis', 'undangan',
    ],
    'cap:security-controls': [
      'firewall', 'antivirus', 'autentikasi dua faktor', 'verifikasi dua langkah', '2fa', 'filter spam', 'filter',
      'pemantauan', 'monitoring', 'audit', 'deteksi penipuan', 'enkripsi', 'pemeriksaan keamanan',
      'pengaturan keamanan', 'peringatan', 'notifikasi keamanan',
    ],
    'cap:scheduling': [
      'rapat', 'pertemuan', 'meeting', 'kalender', 'jadwal', 'janji temu', 'pemesanan', 'reservasi', 'penerbangan',
      'tiket pesawat', 'hotel', 'kursi',
    ],
  },
};
