import type { Language } from './languages';

/**
 * The invitation and reminder a recipient gets in their own language (decision 055) when the sender kept the
 * default text. The variables are the Korean ones the sender's texts use (#{이름} ...), filled the same way; dates
 * stay YYYY.MM.DD HH:MI, which every language reads. A text the sender edited goes as written, to everyone.
 */
/** event-send's SendKind, named here without importing it (event-send reads these texts). */
type SendKind = 'INVITE' | 'REMIND';
type MessageSet = { body: Record<SendKind, string>; subject: Record<SendKind, string>; passwordLine: string };

const lines = (...parts: string[]) => parts.join('\n');

export const TRANSLATED_EVENT_MESSAGES: Record<Exclude<Language, 'ko'>, MessageSet> = {
  en: {
    body: {
      INVITE: lines(
        '[#{회사명}] #{이벤트명}',
        'Dear #{이름}, please choose your gift.',
        'Period: #{시작일시} ~ #{마감일시}',
        'ID: #{아이디}',
        'Open: #{링크}',
      ),
      REMIND: lines(
        '[#{회사명}] #{이벤트명}',
        'Dear #{이름}, you have not chosen your gift yet.',
        'Closes: #{마감일시}',
        'ID: #{아이디}',
        'Open: #{링크}',
      ),
    },
    subject: { INVITE: '[Your gift] #{이벤트명}', REMIND: '[Gift reminder] #{이벤트명}' },
    passwordLine: 'Initial password: ',
  },
  vi: {
    body: {
      INVITE: lines(
        '[#{회사명}] #{이벤트명}',
        '#{이름} thân mến, mời bạn chọn quà.',
        'Thời gian: #{시작일시} ~ #{마감일시}',
        'ID: #{아이디}',
        'Truy cập: #{링크}',
      ),
      REMIND: lines(
        '[#{회사명}] #{이벤트명}',
        '#{이름} thân mến, bạn chưa chọn quà.',
        'Hạn chót: #{마감일시}',
        'ID: #{아이디}',
        'Truy cập: #{링크}',
      ),
    },
    subject: { INVITE: '[Thông báo quà tặng] #{이벤트명}', REMIND: '[Nhắc chọn quà] #{이벤트명}' },
    passwordLine: 'Mật khẩu ban đầu: ',
  },
  'zh-Hans': {
    body: {
      INVITE: lines(
        '[#{회사명}] #{이벤트명}',
        '#{이름}，请选择您的礼品。',
        '期间：#{시작일시} ~ #{마감일시}',
        '账号：#{아이디}',
        '链接：#{링크}',
      ),
      REMIND: lines(
        '[#{회사명}] #{이벤트명}',
        '#{이름}，您还没有申请礼品。',
        '截止：#{마감일시}',
        '账号：#{아이디}',
        '链接：#{링크}',
      ),
    },
    subject: { INVITE: '[礼品通知] #{이벤트명}', REMIND: '[礼品申请提醒] #{이벤트명}' },
    passwordLine: '初始密码：',
  },
  ne: {
    body: {
      INVITE: lines(
        '[#{회사명}] #{이벤트명}',
        '#{이름} ज्यू, कृपया आफ्नो उपहार छान्नुहोस्।',
        'अवधि: #{시작일시} ~ #{마감일시}',
        'ID: #{아이디}',
        'लिंक: #{링크}',
      ),
      REMIND: lines(
        '[#{회사명}] #{이벤트명}',
        '#{이름} ज्यू, तपाईंले अझै उपहार छान्नुभएको छैन।',
        'अन्तिम समय: #{마감일시}',
        'ID: #{아이디}',
        'लिंक: #{링크}',
      ),
    },
    subject: { INVITE: '[उपहार सूचना] #{이벤트명}', REMIND: '[उपहार सम्झना] #{이벤트명}' },
    passwordLine: 'सुरुको पासवर्ड: ',
  },
  km: {
    body: {
      INVITE: lines(
        '[#{회사명}] #{이벤트명}',
        'ជូនចំពោះ #{이름} សូមជ្រើសរើសកាដូរបស់អ្នក។',
        'រយៈពេល: #{시작일시} ~ #{마감일시}',
        'ID: #{아이디}',
        'តំណ: #{링크}',
      ),
      REMIND: lines(
        '[#{회사명}] #{이벤트명}',
        'ជូនចំពោះ #{이름} អ្នកមិនទាន់បានជ្រើសរើសកាដូនៅឡើយទេ។',
        'ផុតកំណត់: #{마감일시}',
        'ID: #{아이디}',
        'តំណ: #{링크}',
      ),
    },
    subject: { INVITE: '[សេចក្ដីជូនដំណឹងកាដូ] #{이벤트명}', REMIND: '[រំលឹកការជ្រើសរើសកាដូ] #{이벤트명}' },
    passwordLine: 'ពាក្យសម្ងាត់ដំបូង: ',
  },
};

/** The query parameter a person's gift link lands with: the page opens in their language (decision 055). */
export const LANGUAGE_PARAM = 'lang';

/** The header a recipient's page sends with its language (decision 055): texts the server sends them follow it. */
export const LANGUAGE_HEADER = 'x-pcs-language';

/** The auth number's SMS/mail in a language other than Korean ({code}, {minutes}). */
const AUTH_NUMBER_TEXTS: Record<Exclude<Language, 'ko'>, { body: string; subject: string }> = {
  en: {
    body: '[PCS] Enter the code [{code}]. (within {minutes} min)',
    subject: '[PCS] Your verification code',
  },
  vi: { body: '[PCS] Vui lòng nhập mã [{code}]. (trong {minutes} phút)', subject: '[PCS] Mã xác thực' },
  'zh-Hans': { body: '[PCS] 请输入验证码 [{code}]。({minutes}分钟内)', subject: '[PCS] 验证码通知' },
  ne: { body: '[PCS] कोड [{code}] प्रविष्ट गर्नुहोस्। ({minutes} मिनेटभित्र)', subject: '[PCS] प्रमाणीकरण कोड' },
  km: { body: '[PCS] សូមបញ្ចូលលេខកូដ [{code}]។ (ក្នុងរយៈពេល {minutes} នាទី)', subject: '[PCS] លេខកូដផ្ទៀងផ្ទាត់' },
};

/** The auth number text in a language other than Korean (the Korean one is the domain's authNumberText). */
export const translatedAuthNumberText = (language: Exclude<Language, 'ko'>, code: string, minutes: number) =>
  AUTH_NUMBER_TEXTS[language].body.replace('{code}', code).replace('{minutes}', String(minutes));
export const translatedAuthNumberSubject = (language: Exclude<Language, 'ko'>) =>
  AUTH_NUMBER_TEXTS[language].subject;
