import type { LexiconData } from './schema.js';

/**
 * Vietnamese. The normalizer strips diacritics, so single syllables collide with each other and
 * with other Latin-script languages (trả/trà/tra, mua/mùa/múa, họ/hộ, nó/no, ngay/ngày, cần/can,
 * sao/são): terms are multi-syllable phrases wherever a syllable alone would be ambiguous.
 * hãy (imperative) strips to "hay" (or / often), so it only appears in phrases (hãy luôn, xin hãy,
 * bạn hãy, hãy chuyển …). Kinship pronouns (anh, chị, em, ông, bà) are both "you" and "he/she" and
 * are only used with ấy (anh ấy = he) or hãy. Compounds that contain a syllable another lexicon
 * uses as a trigger (gia hạn, giới hạn, thời hạn contain Swedish "han" = he) are also idioms, so
 * the fragment inside them is ignored.
 */
export const lexicon_vi: LexiconData = {
  lang: 'vi',
  name: 'Vietnamese',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'luôn luôn', 'luôn', 'lúc nào cũng', 'bao giờ cũng', 'mọi lúc', 'không bao giờ', 'chẳng bao giờ',
      'đừng bao giờ', 'tuyệt đối', 'tuyệt đối không', 'trong mọi trường hợp', 'dưới mọi hình thức', 'bất kể thế nào',
      'không có ngoại lệ', 'không ngoại lệ', 'vô điều kiện', 'mãi mãi', 'nhất định', 'trong bất kỳ trường hợp nào',
      'lúc nào cũng phải',
    ],
    verb: [
      'phê duyệt', 'duyệt', 'chấp thuận', 'phê chuẩn', 'cho phép', 'thanh toán', 'trả tiền', 'chi trả', 'chuyển tiền',
      'chuyển khoản', 'chuyển cho', 'gửi tiền', 'gửi cho', 'gửi đi', 'gửi email', 'gửi thư', 'chuyển tiếp',
      'hoàn tiền', 'hoàn lại tiền', 'rút tiền', 'nạp tiền', 'mua hàng', 'đặt mua', 'đặt hàng', 'đặt chỗ', 'đặt lịch',
      'đặt vé', 'hủy bỏ', 'huỷ bỏ', 'hủy đơn', 'gia hạn', 'xử lý', 'thực hiện', 'thực thi', 'ký duyệt', 'giải ngân',
      'chia sẻ', 'tiết lộ', 'công khai', 'cung cấp', 'báo cho', 'nói cho', 'cho biết', 'thông báo', 'trả lời',
      'phản hồi', 'từ chối', 'bác bỏ', 'xóa bỏ', 'xoá bỏ', 'xóa hết', 'xóa sạch', 'vô hiệu hóa', 'tắt đi', 'bật lên',
      'kích hoạt', 'cấp quyền', 'mở khóa', 'đặt lại', 'thay đổi', 'cài đặt', 'liên hệ', 'tuân theo', 'làm theo',
      'tin tưởng', 'xuất ra', 'tải lên', 'sao chép', 'chấp nhận', 'hoàn trả', 'quyết toán',
    ],
    override: [
      'phớt lờ', 'lờ đi', 'làm ngơ', 'quên hết', 'hãy quên', 'không cần tuân theo', 'đừng tuân theo', 'đừng làm theo',
      'ghi đè', 'bất chấp', 'bỏ qua', 'vứt bỏ', 'gạt bỏ', 'gạt sang một bên', 'không tuân theo nữa',
      'không cần làm theo',
    ],
    'override-obj': [
      'hướng dẫn', 'chỉ dẫn', 'chỉ thị', 'lệnh', 'mệnh lệnh', 'quy tắc', 'quy định', 'nguyên tắc', 'giới hạn',
      'hạn chế', 'ràng buộc', 'lời nhắc', 'lời nhắc hệ thống', 'trước đó', 'trước đây', 'ở trên', 'phía trên',
      'ban đầu', 'chính sách', 'thiết lập', 'những gì đã được dặn', 'đã được dặn', 'các chỉ dẫn', 'chỉ dẫn trước',
      'hướng dẫn trước',
    ],
    'neg-bypass': [
      'không cần', 'không cần phải', 'chẳng cần', 'khỏi cần', 'khỏi phải', 'không phải', 'mà không', 'mà không cần',
      'không qua', 'không thông qua', 'bỏ qua', 'bỏ bước', 'bỏ khâu', 'đừng hỏi', 'không hỏi', 'khỏi hỏi',
      'không chờ', 'không đợi', 'lách', 'vượt qua', 'không còn cần',
    ],
    approval: [
      'xác nhận', 'phê duyệt', 'duyệt', 'chấp thuận', 'xác minh', 'kiểm tra', 'kiểm duyệt', 'thẩm định', 'xem xét',
      'rà soát', 'cho phép', 'sự cho phép', 'sự đồng ý', 'đồng ý', 'ủy quyền', 'uỷ quyền', 'xin phép', 'hỏi ý kiến',
      'hỏi tôi', 'hỏi lại', 'ký duyệt', 'chữ ký', 'otp', 'xác thực', 'xác thực hai lớp', 'phê chuẩn', 'hỏi trước',
    ],
    waiver: [
      'được miễn', 'không bắt buộc', 'tùy chọn', 'không cần thiết', 'đã được đáp ứng', 'coi như đã', 'coi như xong',
      'đã được cấp', 'được bỏ qua', 'có thể bỏ qua', 'tạm ngưng', 'đã tắt', 'được miễn trừ', 'miễn trừ',
    ],
    bypass: [
      'đã được phê duyệt trước', 'phê duyệt trước', 'duyệt trước', 'được duyệt sẵn', 'được chấp thuận trước',
      'chấp thuận trước', 'được ủy quyền trước', 'ủy quyền trước', 'đã được ủy quyền', 'tự động phê duyệt',
      'tự động duyệt', 'danh sách trắng', 'không cần xác nhận', 'không cần hỏi', 'không hỏi han', 'khỏi xác nhận',
      'miễn xác nhận', 'miễn kiểm tra', 'không cần duyệt', 'không cần phê duyệt', 'mà không hỏi', 'đừng hỏi tôi',
      'không cần hỏi tôi', 'không cần xin phép', 'không cần kiểm tra',
    ],
    standing: [
      'từ nay', 'từ nay về sau', 'từ giờ', 'từ giờ trở đi', 'từ bây giờ', 'kể từ nay', 'kể từ bây giờ',
      'kể từ hôm nay', 'từ hôm nay', 'về sau', 'sau này', 'vĩnh viễn', 'mặc định', 'theo mặc định', 'quy tắc mới',
      'quy tắc cố định', 'quy định mới', 'lệnh thường trực', 'cho đến khi có thông báo mới',
      'cho đến khi có thông báo khác', 'cho tới khi có chỉ thị mới', 'mỗi khi', 'bất cứ khi nào', 'từ lần sau',
      'các lần sau', 'từ nay trở đi',
    ],
    autonomy: [
      'thay mặt tôi', 'thay cho tôi', 'nhân danh tôi', 'hộ tôi', 'giùm tôi', 'tùy ý', 'theo ý bạn', 'tự quyết định',
      'tự xử lý', 'ngay khi nhận được', 'khi nhận được', 'lặng lẽ', 'âm thầm', 'không cần báo', 'không báo cho',
      'toàn quyền',
    ],
    'autonomy-weak': [
      'tự động', 'ngay lập tức', 'lập tức', 'định kỳ', 'tức thì',
    ],
    authority: [
      'quản trị viên', 'nhà phát triển', 'lập trình viên', 'người tạo ra', 'đội bảo mật', 'nhóm bảo mật',
      'bộ phận it', 'công an', 'cảnh sát', 'giám đốc điều hành', 'thông báo hệ thống', 'tin nhắn hệ thống',
      'chỉ thị hệ thống',
    ],
    mode: [
      'chế độ quản trị', 'chế độ admin', 'chế độ nhà phát triển', 'chế độ developer', 'chế độ gỡ lỗi', 'chế độ debug',
      'bẻ khóa', 'chế độ không giới hạn', 'không bị giới hạn bởi', 'chế độ đặc quyền', 'quyền root', 'quyền cao nhất',
      'gỡ bỏ mọi giới hạn',
    ],
    you: [
      'bạn', 'các bạn', 'cậu', 'trợ lý', 'bạn hãy', 'anh hãy', 'chị hãy', 'em hãy', 'quý khách',
    ],
    modal: [
      'phải', 'cần phải', 'nên', 'bắt buộc', 'buộc phải', 'có trách nhiệm', 'có nghĩa vụ', 'phải luôn',
    ],
    permit: [
      'có thể', 'được phép', 'được quyền', 'có quyền', 'cứ việc', 'cứ tự nhiên', 'thoải mái', 'bạn được',
    ],
    speaker: [
      'đừng hỏi tôi', 'không cần hỏi tôi', 'mà không cần hỏi tôi', 'vui lòng', 'làm ơn', 'xin hãy', 'xin vui lòng',
      'tôi muốn bạn', 'tôi cần bạn', 'tôi yêu cầu bạn', 'hãy đảm bảo', 'đảm bảo rằng', 'hãy nhớ', 'nhớ là',
      'đừng quên', 'nhất định phải', 'nhé', 'giúp tôi',
    ],
    normative: [
      'cách đúng là', 'quy trình đúng là', 'quy tắc là', 'chính sách là', 'nguyên tắc là', 'cần được', 'phải được',
      'sẽ được',
    ],
    report: [
      'nói rằng', 'nói là', 'bảo rằng', 'bảo là', 'kể rằng', 'báo rằng', 'thông báo rằng', 'theo lời', 'theo như',
      'nhắc đến', 'đề cập', 'hỏi rằng', 'phàn nàn', 'khiếu nại', 'viết rằng', 'nghe nói', 'nghe bảo', 'được biết',
      'khẳng định', 'tuyên bố', 'trả lời rằng', 'giải thích rằng', 'đã nói', 'đã bảo', 'cho hay',
    ],
    subj1: [
      'tôi', 'chúng tôi', 'chúng ta', 'mình', 'tớ', 'tao', 'bọn tôi',
    ],
    subj3: [
      'anh ấy', 'chị ấy', 'cô ấy', 'ông ấy', 'bà ấy', 'họ đã', 'họ nói', 'họ luôn', 'họ thường', 'họ không', 'họ là',
      'họ có', 'họ muốn', 'họ bảo', 'khách hàng', 'người gọi', 'người dùng', 'bệnh nhân', 'vợ tôi', 'chồng tôi',
      'sếp tôi', 'ai đó', 'mọi người', 'chủ tài khoản', 'cậu ấy', 'nó đã', 'nó luôn', 'bọn họ',
    ],
    habit: [
      'thường', 'thường thì', 'thường xuyên', 'thông thường', 'thường hay', 'thỉnh thoảng', 'đôi khi', 'đa số',
      'phần lớn', 'có thói quen', 'thói quen',
    ],
    quant: [
      'tất cả', 'mỗi', 'bất kỳ', 'bất cứ', 'toàn bộ', 'hết thảy', 'mọi khoản', 'mỗi khoản', 'mọi giao dịch',
      'mọi yêu cầu', 'từng',
    ],
    cond: [
      'nếu', 'khi', 'mỗi khi', 'mỗi lần', 'bất cứ khi nào', 'trong trường hợp', 'hễ mà', 'một khi', 'ngay khi',
    ],
    question: [
      'tại sao', 'vì sao', 'thế nào', 'như thế nào', 'bao nhiêu', 'có phải', 'phải không', 'được không',
      'có được không', 'hay không', 'ở đâu', 'cái gì', 'làm sao', 'không ạ', 'chưa ạ', 'gì không', 'là gì',
    ],
    neg: [
      'không', 'chẳng', 'chưa', 'đừng', 'chớ', 'không được',
    ],
    past: [
      'hôm qua', 'tuần trước', 'tháng trước', 'năm ngoái', 'năm trước', 'lần trước', 'vừa mới', 'mới đây', 'hồi đó',
      'lúc đó', 'khi đó', 'đã từng', 'đã chuyển', 'đã thanh toán', 'đã trả', 'đã gửi', 'đã nhận', 'hôm kia',
    ],
    trust: [
      'đáng tin cậy', 'tin cậy', 'uy tín', 'lâu năm', 'đối tác lâu năm', 'khách quen', 'đúng hạn', 'đúng hẹn',
      'chưa bao giờ có vấn đề', 'hợp pháp',
    ],
    idiom: [
      'cho khách hàng', 'của khách hàng', 'khách hàng của', 'danh sách khách hàng', 'dữ liệu khách hàng',
      'thông tin khách hàng', 'tên người dùng', 'gia hạn', 'thời hạn', 'hạn mức', 'đúng hạn', 'giới hạn', 'hạn chót',
      'kỳ hạn', 'hết hạn', 'quá hạn', 'gia hạn thêm', 'không sao', 'không sao đâu', 'bỏ qua đi', 'thôi bỏ đi',
      'quên đi', 'đừng lo', 'không cần cảm ơn', 'không có gì', 'cảm ơn', 'như mọi khi', 'như thường lệ',
      'như mọi lần', 'luôn sẵn sàng', 'hầu như luôn', 'không phải lúc nào cũng', 'sau khi xác nhận',
      'sau khi được duyệt', 'sau khi phê duyệt', 'cho đến khi được xác nhận', 'chờ xác nhận', 'không phải lo',
      'chưa bao giờ',
    ],
    imp: [
      'hãy luôn', 'hãy luôn luôn', 'xin hãy', 'vui lòng', 'làm ơn', 'nhé', 'bạn hãy', 'anh hãy', 'chị hãy', 'em hãy',
      'hãy nhớ', 'hãy đảm bảo', 'hãy chuyển', 'hãy thanh toán', 'hãy phê duyệt', 'hãy gửi', 'hãy trả', 'hãy xóa',
      'hãy chia sẻ', 'hãy từ chối', 'hãy hoàn tiền', 'hãy duyệt', 'hãy cho', 'hãy xử lý', 'hãy thực hiện',
      'hãy tiết lộ', 'hãy cung cấp', 'hãy tắt', 'hãy cấp', 'đừng', 'chớ', 'hãy chấp thuận', 'hãy bỏ qua',
      'hãy làm theo', 'hãy tuân theo', 'đi nhé', 'ngay đi',
    ],
    'cap:payments': [
      'thanh toán', 'khoản thanh toán', 'chuyển khoản', 'chuyển tiền', 'khoản chuyển', 'giao dịch', 'hoàn tiền',
      'hóa đơn', 'hoá đơn', 'tiền mặt', 'số tiền', 'khoản tiền', 'gửi tiền', 'rút tiền', 'nạp tiền', 'trả tiền',
      'tiền lương', 'bảng lương', 'quỹ', 'tài khoản', 'tài khoản ngân hàng', 'số tài khoản', 'số dư', 'thẻ quà tặng',
      'phiếu quà tặng', 'tiền điện tử', 'tiền mã hóa', 'bitcoin', 'ví điện tử', 'ví tiền', 'người nhận',
      'người thụ hưởng', 'nhà cung cấp', 'khoản vay', 'thẻ tín dụng', 'thẻ ghi nợ', 'mua hàng', 'đơn hàng',
      'gói đăng ký', 'gia hạn', 'lệ phí', 'phí dịch vụ', 'phí gia hạn', 'triệu đồng', 'nghìn đồng', 'ngàn đồng',
      'vnd', 'usd', 'đô la', 'momo', 'zalopay', 'séc', 'chi phí', 'công nợ', 'tiền thuê',
    ],
    'cap:credentials': [
      'mật khẩu', 'mã pin', 'mã otp', 'mã xác thực', 'mã xác nhận', 'mã bảo mật', 'khóa api', 'mã thông báo',
      'khóa bí mật', 'khóa riêng', 'cụm từ khôi phục', 'mã khôi phục', 'thông tin đăng nhập', 'mã cvv',
    ],
    'cap:data-export': [
      'dữ liệu', 'dữ liệu khách hàng', 'thông tin cá nhân', 'thông tin khách hàng', 'danh sách khách hàng', 'hồ sơ',
      'bản ghi', 'cơ sở dữ liệu', 'tệp', 'tập tin', 'tài liệu', 'sao lưu', 'bản sao lưu', 'danh bạ', 'địa chỉ email',
      'số điện thoại', 'địa chỉ nhà', 'số cccd', 'căn cước', 'cmnd', 'hồ sơ bệnh án', 'nội bộ', 'báo cáo',
      'bảng tính', 'lịch sử giao dịch', 'nhật ký',
    ],
    'cap:account-access': [
      'quyền truy cập', 'truy cập', 'quyền quản trị', 'đăng nhập', 'tài khoản người dùng', 'xác minh danh tính',
      'mở khóa', 'đặt lại mật khẩu', 'mạo danh', 'vai trò', 'phân quyền',
    ],
    'cap:deletion': [
      'xóa', 'xoá', 'xóa bỏ', 'xóa sạch', 'xóa vĩnh viễn', 'hủy dữ liệu', 'tiêu hủy', 'dọn sạch',
    ],
    'cap:outbound-messages': [
      'thư điện tử', 'tin nhắn', 'nhắn tin', 'chuyển tiếp', 'gửi bản sao', 'đăng bài', 'đăng tải', 'hộp thư',
      'danh sách gửi thư', 'lời mời', 'zalo',
    ],
    'cap:security-controls': [
      'tường lửa', 'phần mềm diệt virus', 'diệt virus', 'xác thực hai yếu tố', 'xác thực hai lớp', 'bộ lọc thư rác',
      'bộ lọc', 'giám sát', 'kiểm toán', 'nhật ký kiểm toán', 'phát hiện gian lận', 'mã hóa', 'kiểm tra bảo mật',
      'cài đặt bảo mật', 'cảnh báo',
    ],
    'cap:scheduling': [
      'cuộc họp', 'lịch', 'lịch hẹn', 'cuộc hẹn', 'đặt lịch', 'đặt chỗ', 'chuyến bay', 'vé máy bay', 'khách sạn',
      'chỗ ngồi',
    ],
  },
};
