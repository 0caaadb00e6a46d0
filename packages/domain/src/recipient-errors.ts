import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES, PASSWORD_POLICY } from './account';
import { ADDRESS_BOOK_MESSAGES as ADDRESS_BOOK } from './contracts/account';
import { CART_MESSAGES } from './contracts/cart';
import { DELIVERY_ADDRESS_MESSAGES as ADDRESS } from './contracts/gift';
import {
  LIFECYCLE_TEXT,
  RETURN_FEE_TEXT,
  RETURN_PHOTO_MAX_COUNT,
  RETURN_PHOTO_NOT_FOUND_TEXT,
  RETURN_PHOTO_TEXT,
} from './delivery-lifecycle';
import { SURVEY_COMMENT_MAX, SURVEY_MESSAGES } from './event-send';
import { GIFT_MESSAGES, DELIVERY_ADDRESS_MAX_LENGTH as L } from './gift';
import { CARD_MSG_MAX, GIFT_EXTRAS_TEXT } from './gift-extras';
import { DEFAULT_LANGUAGE, type Language, type OtherLanguage } from './languages';
import { LIFE_EVENT_LIMITS, LIFE_EVENT_MESSAGES } from './life-event';
import { API_MESSAGE, LOGIN_THROTTLED_TEXT, MSG, NOT_FOUND_TEXT } from './messages';
import { USER_ADMIN_MESSAGES } from './org-messages';
import { PAYMENT_MESSAGES, PAYMENT_TEXTS } from './payment';

/*
 * The API's refusals a recipient screen shows, in the other languages (decision 055): the error envelope's
 * messageText is looked up here by its Korean text when the page's language (x-pcs-language) is not Korean. The
 * Korean texts stay where their rules are; a text not listed here (the back office's) goes as it is.
 */

type Translations = Record<OtherLanguage, string>;

/** Refusals of login, first login and password recovery. */
const ACCOUNT: readonly (readonly [string, Translations])[] = [
  [
    API_MESSAGE['4010'],
    {
      en: 'Please sign in.',
      vi: 'Vui lòng đăng nhập.',
      'zh-Hans': '请先登录。',
      ne: 'कृपया लगइन गर्नुहोस्।',
      km: 'សូមចូលប្រើជាមុនសិន។',
    },
  ],
  [
    API_MESSAGE['4011'],
    {
      en: 'Your session has expired. Please sign in again.',
      vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
      'zh-Hans': '登录已过期，请重新登录。',
      ne: 'लगइनको समय सकियो। कृपया फेरि लगइन गर्नुहोस्।',
      km: 'ការចូលប្រើបានផុតកំណត់។ សូមចូលប្រើម្ដងទៀត។',
    },
  ],
  [
    API_MESSAGE['4012'],
    {
      en: 'The ID or password is incorrect.',
      vi: 'ID hoặc mật khẩu không đúng.',
      'zh-Hans': '账号或密码不正确。',
      ne: 'ID वा पासवर्ड मिलेन।',
      km: 'ID ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ។',
    },
  ],
  [
    LOGIN_THROTTLED_TEXT,
    {
      en: 'Too many sign-in attempts. Please try again shortly.',
      vi: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.',
      'zh-Hans': '登录尝试次数过多，请稍后再试。',
      ne: 'धेरै पटक लगइन प्रयास भयो। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
      km: 'ការព្យាយាមចូលប្រើច្រើនពេក។ សូមព្យាយាមម្ដងទៀតបន្តិចក្រោយ។',
    },
  ],
  [
    USER_ADMIN_MESSAGES.locked,
    {
      en: 'This account is locked. Please contact your administrator.',
      vi: 'Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên.',
      'zh-Hans': '该账号已被锁定，请联系管理员。',
      ne: 'यो खाता लक गरिएको छ। कृपया प्रशासकलाई सम्पर्क गर्नुहोस्।',
      km: 'គណនីនេះត្រូវបានចាក់សោ។ សូមទាក់ទងអ្នកគ្រប់គ្រង។',
    },
  ],
  [
    USER_ADMIN_MESSAGES.notFound,
    {
      en: 'We could not find your account.',
      vi: 'Không tìm thấy thông tin người dùng.',
      'zh-Hans': '找不到用户信息。',
      ne: 'प्रयोगकर्ताको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានអ្នកប្រើទេ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.accountReady,
    {
      en: 'Your registration is waiting for approval. You can use the service once an administrator approves it.',
      vi: 'Tài khoản đang chờ phê duyệt. Bạn có thể sử dụng sau khi quản trị viên phê duyệt.',
      'zh-Hans': '注册正在等待审批，管理员批准后即可使用。',
      ne: 'तपाईंको दर्ता स्वीकृतिको प्रतीक्षामा छ। प्रशासकले स्वीकृत गरेपछि प्रयोग गर्न सक्नुहुन्छ।',
      km: 'ការចុះឈ្មោះកំពុងរង់ចាំការអនុម័ត។ អ្នកអាចប្រើបានបន្ទាប់ពីអ្នកគ្រប់គ្រងអនុម័ត។',
    },
  ],
  [
    ACCOUNT_MESSAGES.accountRejected,
    {
      en: 'Your registration was declined. Please contact your administrator.',
      vi: 'Yêu cầu đăng ký đã bị từ chối. Vui lòng liên hệ quản trị viên.',
      'zh-Hans': '注册申请已被驳回，请联系管理员。',
      ne: 'तपाईंको दर्ता अनुरोध अस्वीकृत भयो। कृपया प्रशासकलाई सम्पर्क गर्नुहोस्।',
      km: 'សំណើចុះឈ្មោះត្រូវបានបដិសេធ។ សូមទាក់ទងអ្នកគ្រប់គ្រង។',
    },
  ],
  [
    ACCOUNT_MESSAGES.authNumberWrong,
    {
      en: 'The verification code is incorrect.',
      vi: 'Mã xác thực không đúng.',
      'zh-Hans': '验证码不正确。',
      ne: 'प्रमाणीकरण कोड मिलेन।',
      km: 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.authNumberExpired,
    {
      en: 'The verification code has expired. Please request a new one.',
      vi: 'Mã xác thực đã hết hạn. Vui lòng yêu cầu mã mới.',
      'zh-Hans': '验证码已过期，请重新获取验证码。',
      ne: 'प्रमाणीकरण कोडको समय सकियो। कृपया नयाँ कोड माग्नुहोस्।',
      km: 'លេខកូដផ្ទៀងផ្ទាត់បានផុតកំណត់។ សូមស្នើលេខកូដថ្មី។',
    },
  ],
  [
    ACCOUNT_MESSAGES.authNumberTooManyTries,
    {
      en: 'Too many attempts. Please request a new code.',
      vi: 'Bạn đã nhập sai quá số lần cho phép. Vui lòng yêu cầu mã mới.',
      'zh-Hans': '验证次数已超限，请重新获取验证码。',
      ne: 'प्रयासको सीमा नाघ्यो। कृपया नयाँ कोड माग्नुहोस्।',
      km: 'អ្នកបានព្យាយាមលើសចំនួនកំណត់។ សូមស្នើលេខកូដថ្មី។',
    },
  ],
  [
    ACCOUNT_MESSAGES.authNumberTooSoon,
    {
      en: 'Please wait a moment before asking again.',
      vi: 'Vui lòng đợi một lát rồi yêu cầu lại.',
      'zh-Hans': '请稍后再请求。',
      ne: 'कृपया केही बेरपछि फेरि अनुरोध गर्नुहोस्।',
      km: 'សូមរង់ចាំបន្តិច រួចស្នើម្ដងទៀត។',
    },
  ],
  [
    ACCOUNT_MESSAGES.authThrottled,
    {
      en: 'Too many verification requests. Please try again shortly.',
      vi: 'Quá nhiều yêu cầu xác thực. Vui lòng thử lại sau ít phút.',
      'zh-Hans': '验证请求过多，请稍后再试。',
      ne: 'धेरै प्रमाणीकरण अनुरोध भए। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
      km: 'មានសំណើផ្ទៀងផ្ទាត់ច្រើនពេក។ សូមព្យាយាមម្ដងទៀតបន្តិចក្រោយ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.authRequired,
    {
      en: 'Please complete identity verification.',
      vi: 'Vui lòng hoàn tất xác thực danh tính.',
      'zh-Hans': '请完成身份验证。',
      ne: 'कृपया आफ्नो पहिचान प्रमाणीकरण पूरा गर्नुहोस्।',
      km: 'សូមបញ្ចប់ការផ្ទៀងផ្ទាត់អត្តសញ្ញាណ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.userNotFound,
    {
      en: 'No account matches the details you entered.',
      vi: 'Không có tài khoản nào khớp với thông tin bạn nhập.',
      'zh-Hans': '没有与您输入的信息相符的会员。',
      ne: 'तपाईंले प्रविष्ट गरेको विवरणसँग मिल्ने खाता छैन।',
      km: 'គ្មានគណនីដែលត្រូវនឹងព័ត៌មានដែលអ្នកបានបញ្ចូលទេ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.userIdTaken,
    {
      en: 'This ID is already in use.',
      vi: 'ID này đã được sử dụng.',
      'zh-Hans': '该账号已被使用。',
      ne: 'यो ID पहिल्यै प्रयोगमा छ।',
      km: 'ID នេះកំពុងត្រូវបានប្រើរួចហើយ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.userIdRequired,
    {
      en: 'Please enter your ID.',
      vi: 'Vui lòng nhập ID.',
      'zh-Hans': '请输入账号。',
      ne: 'कृपया ID प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូល ID។',
    },
  ],
  [
    ACCOUNT_MESSAGES.nameRequired,
    {
      en: 'Please enter your name.',
      vi: 'Vui lòng nhập họ tên.',
      'zh-Hans': '请输入姓名。',
      ne: 'कृपया नाम प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលឈ្មោះ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.phoneInvalid,
    {
      en: 'Please enter a valid mobile number.',
      vi: 'Vui lòng nhập đúng số điện thoại di động.',
      'zh-Hans': '请输入正确的手机号码。',
      ne: 'कृपया सही मोबाइल नम्बर प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលលេខទូរស័ព្ទឱ្យបានត្រឹមត្រូវ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.emailInvalid,
    {
      en: 'Please enter a valid e-mail address.',
      vi: 'Vui lòng nhập email đúng định dạng.',
      'zh-Hans': '请输入正确的邮箱格式。',
      ne: 'कृपया सही इमेल ठेगाना प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលអ៊ីមែលតាមទម្រង់ត្រឹមត្រូវ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.phoneAuthRequired,
    {
      en: 'Please complete phone verification.',
      vi: 'Vui lòng hoàn tất xác thực điện thoại.',
      'zh-Hans': '请完成手机验证。',
      ne: 'कृपया फोन प्रमाणीकरण पूरा गर्नुहोस्।',
      km: 'សូមបញ្ចប់ការផ្ទៀងផ្ទាត់ទូរស័ព្ទ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.emailAuthRequired,
    {
      en: 'Please complete e-mail verification.',
      vi: 'Vui lòng hoàn tất xác thực email.',
      'zh-Hans': '请完成邮箱验证。',
      ne: 'कृपया इमेल प्रमाणीकरण पूरा गर्नुहोस्।',
      km: 'សូមបញ្ចប់ការផ្ទៀងផ្ទាត់អ៊ីមែល។',
    },
  ],
  [
    ACCOUNT_MESSAGES.termsAgreeRequired,
    {
      en: 'Please agree to the terms of use.',
      vi: 'Vui lòng đồng ý với điều khoản sử dụng.',
      'zh-Hans': '请同意使用条款。',
      ne: 'कृपया प्रयोगका सर्तहरूमा सहमति जनाउनुहोस्।',
      km: 'សូមយល់ព្រមលើលក្ខខណ្ឌប្រើប្រាស់។',
    },
  ],
  [
    ACCOUNT_MESSAGES.privacyAgreeRequired,
    {
      en: 'Please agree to the collection and use of personal information.',
      vi: 'Vui lòng đồng ý với việc thu thập và sử dụng thông tin cá nhân.',
      'zh-Hans': '请同意收集和使用个人信息。',
      ne: 'कृपया व्यक्तिगत जानकारी सङ्कलन र प्रयोगमा सहमति जनाउनुहोस्।',
      km: 'សូមយល់ព្រមលើការប្រមូល និងប្រើប្រាស់ព័ត៌មានផ្ទាល់ខ្លួន។',
    },
  ],
  [
    ACCOUNT_MESSAGES.firstLoginRequired,
    {
      en: 'Please finish your first sign-in setup first.',
      vi: 'Vui lòng hoàn tất thiết lập đăng nhập lần đầu trước.',
      'zh-Hans': '请先完成首次登录设置。',
      ne: 'कृपया पहिले पहिलो लगइन सेटअप पूरा गर्नुहोस्।',
      km: 'សូមបញ្ចប់ការកំណត់ការចូលប្រើលើកដំបូងជាមុនសិន។',
    },
  ],
  [
    ACCOUNT_MESSAGES.passwordChangeRequired,
    {
      en: 'Please change your password to continue.',
      vi: 'Vui lòng đổi mật khẩu để tiếp tục sử dụng.',
      'zh-Hans': '请修改密码后再使用。',
      ne: 'कृपया पासवर्ड परिवर्तन गरेपछि प्रयोग गर्नुहोस्।',
      km: 'សូមប្ដូរពាក្យសម្ងាត់ មុននឹងបន្តប្រើប្រាស់។',
    },
  ],
  [
    ACCOUNT_MESSAGES.profileImageType,
    {
      en: 'A profile image must be a JPG, PNG, GIF or WEBP file.',
      vi: 'Ảnh đại diện chỉ nhận tệp JPG, PNG, GIF, WEBP.',
      'zh-Hans': '头像仅支持 JPG、PNG、GIF、WEBP 文件。',
      ne: 'प्रोफाइल तस्बिर JPG, PNG, GIF, WEBP फाइल मात्र हुन सक्छ।',
      km: 'រូបភាពប្រវត្តិរូបអាចជាឯកសារ JPG, PNG, GIF, WEBP តែប៉ុណ្ណោះ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.profileImageSize,
    {
      en: 'A profile image can be up to 5 MB.',
      vi: 'Ảnh đại diện không được vượt quá 5MB.',
      'zh-Hans': '头像文件不能超过 5MB。',
      ne: 'प्रोफाइल तस्बिर 5MB भन्दा ठूलो हुनु हुँदैन।',
      km: 'រូបភាពប្រវត្តិរូបមិនអាចលើស 5MB ទេ។',
    },
  ],
  [
    ACCOUNT_MESSAGES.profileImageRequired,
    {
      en: 'Please choose a profile image.',
      vi: 'Vui lòng chọn ảnh đại diện.',
      'zh-Hans': '请选择头像。',
      ne: 'कृपया प्रोफाइल तस्बिर छान्नुहोस्।',
      km: 'សូមជ្រើសរើសរូបភាពប្រវត្តិរូប។',
    },
  ],
  [
    ACCOUNT_MESSAGES.addressNotFound,
    {
      en: 'We could not find this delivery address.',
      vi: 'Không tìm thấy địa chỉ nhận hàng.',
      'zh-Hans': '找不到收货地址信息。',
      ne: 'डेलिभरी ठेगाना फेला परेन।',
      km: 'រកមិនឃើញអាសយដ្ឋានដឹកជញ្ជូនទេ។',
    },
  ],
  [
    PASSWORD_MESSAGES.empty,
    {
      en: 'Please enter a password.',
      vi: 'Vui lòng nhập mật khẩu.',
      'zh-Hans': '请输入密码。',
      ne: 'कृपया पासवर्ड प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលពាក្យសម្ងាត់។',
    },
  ],
  [
    PASSWORD_MESSAGES.policy,
    {
      en: `Use ${PASSWORD_POLICY.minLength} to ${PASSWORD_POLICY.maxLength} characters with letters, numbers and special characters.`,
      vi: `Mật khẩu phải dài ${PASSWORD_POLICY.minLength}~${PASSWORD_POLICY.maxLength} ký tự, gồm chữ cái, số và ký tự đặc biệt.`,
      'zh-Hans': `密码须为 ${PASSWORD_POLICY.minLength}~${PASSWORD_POLICY.maxLength} 位，并同时包含英文字母、数字和特殊字符。`,
      ne: `पासवर्ड अक्षर, अङ्क र विशेष चिह्न सबै समावेश गरी ${PASSWORD_POLICY.minLength}~${PASSWORD_POLICY.maxLength} वर्णको हुनुपर्छ।`,
      km: `ពាក្យសម្ងាត់ត្រូវមាន ${PASSWORD_POLICY.minLength}~${PASSWORD_POLICY.maxLength} តួ ដោយរួមមានអក្សរ លេខ និងសញ្ញាពិសេស។`,
    },
  ],
  [
    PASSWORD_MESSAGES.space,
    {
      en: 'A password cannot contain spaces.',
      vi: 'Mật khẩu không được chứa khoảng trắng.',
      'zh-Hans': '密码不能包含空格。',
      ne: 'पासवर्डमा खाली ठाउँ राख्न मिल्दैन।',
      km: 'ពាក្យសម្ងាត់មិនអាចមានដកឃ្លាទេ។',
    },
  ],
  [
    PASSWORD_MESSAGES.repeated,
    {
      en: 'You cannot use the same character 4 or more times in a row.',
      vi: 'Không được dùng cùng một ký tự liên tiếp từ 4 lần trở lên.',
      'zh-Hans': '不能连续使用同一字符 4 次及以上。',
      ne: 'एउटै वर्ण लगातार 4 पटक वा बढी प्रयोग गर्न मिल्दैन।',
      km: 'មិនអាចប្រើតួអក្សរដដែលជាប់គ្នា 4 ដង ឬច្រើនជាងនេះទេ។',
    },
  ],
  [
    PASSWORD_MESSAGES.containsId,
    {
      en: 'A password cannot contain your ID.',
      vi: 'Mật khẩu không được chứa ID.',
      'zh-Hans': '密码不能包含账号。',
      ne: 'पासवर्डमा ID समावेश गर्न मिल्दैन।',
      km: 'ពាក្យសម្ងាត់មិនអាចមាន ID ទេ។',
    },
  ],
  [
    PASSWORD_MESSAGES.mismatch,
    {
      en: 'The passwords do not match.',
      vi: 'Mật khẩu không khớp.',
      'zh-Hans': '两次输入的密码不一致。',
      ne: 'पासवर्ड मिलेन।',
      km: 'ពាក្យសម្ងាត់មិនដូចគ្នាទេ។',
    },
  ],
  [
    PASSWORD_MESSAGES.sameAsCurrent,
    {
      en: 'Please enter a password different from your current one.',
      vi: 'Vui lòng nhập mật khẩu khác mật khẩu hiện tại.',
      'zh-Hans': '请输入与当前密码不同的密码。',
      ne: 'कृपया हालको भन्दा फरक पासवर्ड प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលពាក្យសម្ងាត់ខុសពីពាក្យសម្ងាត់បច្ចុប្បន្ន។',
    },
  ],
  [
    PASSWORD_MESSAGES.sameAsPrevious,
    {
      en: 'You cannot reuse a previous password.',
      vi: 'Không thể dùng lại mật khẩu cũ.',
      'zh-Hans': '不能再次使用以前用过的密码。',
      ne: 'पहिले प्रयोग गरिएको पासवर्ड फेरि प्रयोग गर्न मिल्दैन।',
      km: 'មិនអាចប្រើពាក្យសម្ងាត់ចាស់ម្ដងទៀតទេ។',
    },
  ],
  [
    PASSWORD_MESSAGES.currentWrong,
    {
      en: 'Your current password is incorrect.',
      vi: 'Mật khẩu hiện tại không đúng.',
      'zh-Hans': '当前密码不正确。',
      ne: 'हालको पासवर्ड मिलेन।',
      km: 'ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវ។',
    },
  ],
];

/** Refusals of the gift list and detail, options, the cart, applying and paying. */
const GIFT: readonly (readonly [string, Translations])[] = [
  [
    API_MESSAGE['4000'],
    {
      en: 'Please check what you entered.',
      vi: 'Vui lòng kiểm tra thông tin đã nhập.',
      'zh-Hans': '请检查输入内容。',
      ne: 'कृपया प्रविष्ट गरिएको विवरण जाँच गर्नुहोस्।',
      km: 'សូមពិនិត្យព័ត៌មានដែលបានបញ្ចូល។',
    },
  ],
  [
    MSG.routeGuard,
    {
      en: 'You do not have permission to view this.',
      vi: 'Bạn không có quyền xem nội dung này.',
      'zh-Hans': '您没有查看权限。',
      ne: 'तपाईंलाई यो हेर्ने अनुमति छैन।',
      km: 'អ្នកមិនមានសិទ្ធិមើលទេ។',
    },
  ],
  [
    MSG.noSolutionPermission,
    {
      en: 'You do not have access to this service. Please contact your administrator.',
      vi: 'Bạn không có quyền sử dụng dịch vụ này. Vui lòng liên hệ quản trị viên.',
      'zh-Hans': '您没有此服务的权限，请联系管理员。',
      ne: 'तपाईंलाई यो सेवाको अनुमति छैन। कृपया प्रशासकलाई सम्पर्क गर्नुहोस्।',
      km: 'អ្នកមិនមានសិទ្ធិប្រើសេវានេះទេ។ សូមទាក់ទងអ្នកគ្រប់គ្រង។',
    },
  ],
  [
    API_MESSAGE['4040'],
    {
      en: 'We could not find what you asked for.',
      vi: 'Không tìm thấy thông tin yêu cầu.',
      'zh-Hans': '找不到所请求的信息。',
      ne: 'अनुरोध गरिएको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានដែលបានស្នើសុំទេ។',
    },
  ],
  [
    API_MESSAGE['4090'],
    {
      en: 'This request has already been processed.',
      vi: 'Yêu cầu này đã được xử lý.',
      'zh-Hans': '该请求已处理。',
      ne: 'यो अनुरोध पहिल्यै प्रक्रिया भइसकेको छ।',
      km: 'សំណើនេះត្រូវបានដំណើរការរួចហើយ។',
    },
  ],
  [
    API_MESSAGE['4091'],
    {
      en: 'Sorry, the item you chose is sold out.',
      vi: 'Sản phẩm bạn chọn đã hết hàng.',
      'zh-Hans': '您选择的商品已售罄。',
      ne: 'तपाईंले छान्नुभएको सामान सकिएको छ।',
      km: 'ទំនិញដែលអ្នកបានជ្រើសរើសអស់ពីស្តុកហើយ។',
    },
  ],
  [
    API_MESSAGE['4092'],
    {
      en: 'You have chosen more gifts than you can.',
      vi: 'Bạn đã chọn vượt quá số quà được phép.',
      'zh-Hans': '已超过可选择的礼品数量。',
      ne: 'छान्न मिल्ने उपहार सङ्ख्याभन्दा बढी छान्नुभयो।',
      km: 'អ្នកបានជ្រើសរើសកាដូលើសចំនួនដែលអនុញ្ញាត។',
    },
  ],
  [
    API_MESSAGE['4093'],
    {
      en: 'This event is not open for choosing now.',
      vi: 'Hiện không trong thời gian đăng ký của sự kiện này.',
      'zh-Hans': '当前不在此活动的申请期间内。',
      ne: 'यो कार्यक्रमको आवेदन अवधि अहिले होइन।',
      km: 'ឥឡូវនេះមិនមែនជារយៈពេលដាក់ស្នើសម្រាប់ព្រឹត្តិការណ៍នេះទេ។',
    },
  ],
  [
    API_MESSAGE['4094'],
    {
      en: 'The same request has already been processed.',
      vi: 'Yêu cầu tương tự đã được xử lý.',
      'zh-Hans': '相同的申请已处理。',
      ne: 'उही अनुरोध पहिल्यै प्रक्रिया भइसकेको छ।',
      km: 'សំណើដូចគ្នាត្រូវបានដំណើរការរួចហើយ។',
    },
  ],
  [
    API_MESSAGE['4290'],
    {
      en: 'Too many requests. Please try again shortly.',
      vi: 'Quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
      'zh-Hans': '请求过多，请稍后再试。',
      ne: 'धेरै अनुरोधहरू भए। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
      km: 'មានសំណើច្រើនពេក។ សូមព្យាយាមម្ដងទៀតបន្តិចក្រោយ។',
    },
  ],
  [
    MSG.dataNotProcessed,
    {
      en: 'Something went wrong. Please try again.',
      vi: 'Đã xảy ra lỗi khi xử lý. Vui lòng thử lại.',
      'zh-Hans': '数据未能正常处理，请重试。',
      ne: 'डेटा ठीकसँग प्रक्रिया हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
      km: 'ទិន្នន័យមិនត្រូវបានដំណើរការត្រឹមត្រូវទេ។ សូមព្យាយាមម្ដងទៀត។',
    },
  ],
  [
    NOT_FOUND_TEXT.event,
    {
      en: 'We could not find this event.',
      vi: 'Không tìm thấy thông tin sự kiện.',
      'zh-Hans': '找不到活动信息。',
      ne: 'कार्यक्रमको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានព្រឹត្តិការណ៍ទេ។',
    },
  ],
  [
    NOT_FOUND_TEXT.product,
    {
      en: 'We could not find this item.',
      vi: 'Không tìm thấy thông tin sản phẩm.',
      'zh-Hans': '找不到商品信息。',
      ne: 'सामानको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានទំនិញទេ។',
    },
  ],
  [
    NOT_FOUND_TEXT.order,
    {
      en: 'We could not find this order.',
      vi: 'Không tìm thấy thông tin đơn hàng.',
      'zh-Hans': '找不到订单信息。',
      ne: 'अर्डरको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានការបញ្ជាទិញទេ។',
    },
  ],
  [
    NOT_FOUND_TEXT.card,
    {
      en: 'We could not find the message card.',
      vi: 'Không tìm thấy thiệp.',
      'zh-Hans': '找不到留言卡。',
      ne: 'सन्देश कार्ड फेला परेन।',
      km: 'រកមិនឃើញកាតសារទេ។',
    },
  ],
  [
    NOT_FOUND_TEXT.file,
    {
      en: 'We could not find the file.',
      vi: 'Không tìm thấy tệp.',
      'zh-Hans': '找不到文件。',
      ne: 'फाइल फेला परेन।',
      km: 'រកមិនឃើញឯកសារទេ។',
    },
  ],
  [
    GIFT_MESSAGES.quantityInvalid,
    {
      en: 'Please check the quantity.',
      vi: 'Vui lòng kiểm tra số lượng.',
      'zh-Hans': '请确认数量。',
      ne: 'कृपया सङ्ख्या जाँच गर्नुहोस्।',
      km: 'សូមពិនិត្យចំនួន។',
    },
  ],
  [
    GIFT_MESSAGES.quantityOverStock,
    {
      en: 'You chose more than we have in stock.',
      vi: 'Bạn đã chọn nhiều hơn số lượng còn lại.',
      'zh-Hans': '所选数量超过了剩余库存。',
      ne: 'बाँकी स्टकभन्दा बढी सङ्ख्या छान्नुभयो।',
      km: 'អ្នកបានជ្រើសរើសចំនួនលើសពីស្តុកដែលនៅសល់។',
    },
  ],
  [
    GIFT_MESSAGES.optionRequired,
    {
      en: 'Please choose an option.',
      vi: 'Vui lòng chọn tùy chọn.',
      'zh-Hans': '请选择选项。',
      ne: 'कृपया विकल्प छान्नुहोस्।',
      km: 'សូមជ្រើសរើសជម្រើស។',
    },
  ],
  [
    GIFT_MESSAGES.optionSoldOut,
    {
      en: 'Sorry, the option you chose is sold out.',
      vi: 'Tùy chọn bạn chọn đã hết hàng.',
      'zh-Hans': '您选择的选项已售罄。',
      ne: 'तपाईंले छान्नुभएको विकल्प सकिएको छ।',
      km: 'ជម្រើសដែលអ្នកបានជ្រើសរើសអស់ពីស្តុកហើយ។',
    },
  ],
  [
    GIFT_MESSAGES.productSoldOut,
    {
      en: 'This item is sold out.',
      vi: 'Sản phẩm đã hết hàng.',
      'zh-Hans': '该商品已售罄。',
      ne: 'यो सामान सकिएको छ।',
      km: 'ទំនិញនេះអស់ពីស្តុកហើយ។',
    },
  ],
  [
    GIFT_MESSAGES.allChosen,
    {
      en: 'You have already chosen all the gifts you can.',
      vi: 'Bạn đã chọn đủ số quà được phép.',
      'zh-Hans': '您已选完所有可选礼品。',
      ne: 'तपाईंले छान्न मिल्ने सबै उपहार छानिसक्नुभयो।',
      km: 'អ្នកបានជ្រើសរើសកាដូគ្រប់ចំនួនដែលអាចជ្រើសរើសបានហើយ។',
    },
  ],
  [
    GIFT_MESSAGES.usedElsewhere,
    {
      en: 'You have already applied for a gift on another device or window.',
      vi: 'Bạn đã đăng ký quà trên thiết bị hoặc cửa sổ khác.',
      'zh-Hans': '您已在其他设备或窗口申请了礼品。',
      ne: 'तपाईंले अर्को उपकरण वा विन्डोमा पहिल्यै उपहार आवेदन गरिसक्नुभएको छ।',
      km: 'អ្នកបានដាក់ស្នើកាដូរួចហើយនៅលើឧបករណ៍ ឬផ្ទាំងផ្សេង។',
    },
  ],
  [
    GIFT_EXTRAS_TEXT.cardMsgRequired,
    {
      en: 'Please write the message for the card.',
      vi: 'Vui lòng nhập nội dung thiệp.',
      'zh-Hans': '请输入留言卡内容。',
      ne: 'कृपया सन्देश कार्डमा लेख्ने कुरा प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលខ្លឹមសារសម្រាប់កាតសារ។',
    },
  ],
  [
    GIFT_EXTRAS_TEXT.cardMsgTooLong,
    {
      en: `A card message can be up to ${CARD_MSG_MAX} characters.`,
      vi: `Nội dung thiệp tối đa ${CARD_MSG_MAX} ký tự.`,
      'zh-Hans': `留言卡内容不能超过 ${CARD_MSG_MAX} 个字。`,
      ne: `सन्देश कार्ड बढीमा ${CARD_MSG_MAX} अक्षरको हुन सक्छ।`,
      km: `ខ្លឹមសារកាតសារអាចមានរហូតដល់ ${CARD_MSG_MAX} តួអក្សរ។`,
    },
  ],
  [
    GIFT_EXTRAS_TEXT.packageNotOffered,
    {
      en: 'This event does not offer gift wrapping.',
      vi: 'Sự kiện này không có dịch vụ gói quà.',
      'zh-Hans': '本活动不提供礼品包装。',
      ne: 'यो कार्यक्रममा उपहार र्‍यापिङ उपलब्ध छैन।',
      km: 'ព្រឹត្តិការណ៍នេះមិនផ្ដល់ការខ្ចប់កាដូទេ។',
    },
  ],
  [
    GIFT_EXTRAS_TEXT.cardNotOffered,
    {
      en: 'This event does not offer message cards.',
      vi: 'Sự kiện này không có thiệp.',
      'zh-Hans': '本活动不提供留言卡。',
      ne: 'यो कार्यक्रममा सन्देश कार्ड उपलब्ध छैन।',
      km: 'ព្រឹត្តិការណ៍នេះមិនផ្ដល់កាតសារទេ។',
    },
  ],
  [
    CART_MESSAGES.overSelectCnt,
    {
      en: 'You cannot add more gifts than you can choose.',
      vi: 'Không thể thêm vì vượt quá số quà được chọn.',
      'zh-Hans': '已超过可选礼品数量，无法加入。',
      ne: 'छान्न मिल्ने उपहार सङ्ख्याभन्दा बढी थप्न मिल्दैन।',
      km: 'មិនអាចបន្ថែមបានទេ ព្រោះលើសចំនួនកាដូដែលអាចជ្រើសរើស។',
    },
  ],
  [
    CART_MESSAGES.soldOutLine,
    {
      en: 'You cannot apply for a sold-out item.',
      vi: 'Không thể đăng ký sản phẩm đã hết hàng.',
      'zh-Hans': '已售罄的商品无法申请。',
      ne: 'सकिएको सामानका लागि आवेदन गर्न मिल्दैन।',
      km: 'មិនអាចដាក់ស្នើទំនិញដែលអស់ពីស្តុកបានទេ។',
    },
  ],
  [
    CART_MESSAGES.selectOne,
    {
      en: 'Please choose the item to apply for.',
      vi: 'Vui lòng chọn sản phẩm muốn đăng ký.',
      'zh-Hans': '请选择要申请的商品。',
      ne: 'कृपया आवेदन गर्ने सामान छान्नुहोस्।',
      km: 'សូមជ្រើសរើសទំនិញដែលត្រូវដាក់ស្នើ។',
    },
  ],
  [
    CART_MESSAGES.applyOne,
    {
      en: 'You can apply for only one item at a time.',
      vi: 'Mỗi lần chỉ có thể đăng ký một sản phẩm.',
      'zh-Hans': '一次只能申请一件商品。',
      ne: 'एक पटकमा एउटा सामान मात्र आवेदन गर्न सकिन्छ।',
      km: 'អាចដាក់ស្នើបានតែទំនិញមួយក្នុងមួយលើក។',
    },
  ],
  [
    CART_MESSAGES.empty,
    {
      en: 'Your cart is empty.',
      vi: 'Giỏ hàng đang trống.',
      'zh-Hans': '购物车中没有商品。',
      ne: 'कार्टमा कुनै सामान छैन।',
      km: 'គ្មានទំនិញក្នុងរទេះទេ។',
    },
  ],
  [
    CART_MESSAGES.optionInCart,
    {
      en: 'This option is already in your cart.',
      vi: 'Tùy chọn này đã có trong giỏ hàng.',
      'zh-Hans': '该选项已在购物车中。',
      ne: 'यो विकल्प पहिल्यै कार्टमा छ।',
      km: 'ជម្រើសនេះមានក្នុងរទេះរួចហើយ។',
    },
  ],
  [
    PAYMENT_TEXTS.overBudgetNotAllowed,
    {
      en: 'You cannot choose a gift over your budget.',
      vi: 'Không thể chọn quà vượt quá ngân sách.',
      'zh-Hans': '不能选择超出预算的礼品。',
      ne: 'बजेटभन्दा बढी मूल्यको उपहार छान्न मिल्दैन।',
      km: 'មិនអាចជ្រើសរើសកាដូដែលលើសថវិកាបានទេ។',
    },
  ],
  [
    PAYMENT_TEXTS.amountMismatch,
    {
      en: 'The payment amount does not match the order amount.',
      vi: 'Số tiền thanh toán không khớp với số tiền đơn hàng.',
      'zh-Hans': '支付金额与订单金额不一致。',
      ne: 'भुक्तानी रकम अर्डर रकमसँग मिलेन।',
      km: 'ចំនួនទឹកប្រាក់ទូទាត់មិនត្រូវនឹងចំនួនទឹកប្រាក់បញ្ជាទិញទេ។',
    },
  ],
  [
    PAYMENT_TEXTS.noOrderNumber,
    {
      en: 'We did not receive an order number. Please try again.',
      vi: 'Không nhận được mã đơn hàng. Vui lòng thử lại.',
      'zh-Hans': '未收到订单号，请重试。',
      ne: 'अर्डर नम्बर प्राप्त भएन। कृपया फेरि प्रयास गर्नुहोस्।',
      km: 'មិនបានទទួលលេខបញ្ជាទិញទេ។ សូមព្យាយាមម្ដងទៀត។',
    },
  ],
  [
    PAYMENT_TEXTS.paymentNotFound,
    {
      en: 'We could not find the payment.',
      vi: 'Không tìm thấy thông tin thanh toán.',
      'zh-Hans': '找不到支付信息。',
      ne: 'भुक्तानीको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានទូទាត់ទេ។',
    },
  ],
  [
    PAYMENT_TEXTS.nothingToPay,
    {
      en: 'There is nothing to pay. Please continue with Apply.',
      vi: 'Không có số tiền cần thanh toán. Vui lòng tiếp tục bằng nút Đăng ký.',
      'zh-Hans': '没有需要支付的金额，请点击申请继续。',
      ne: 'तिर्नुपर्ने रकम छैन। कृपया आवेदनबाट अगाडि बढ्नुहोस्।',
      km: 'គ្មានចំនួនទឹកប្រាក់ត្រូវទូទាត់ទេ។ សូមបន្តដោយចុចដាក់ស្នើ។',
    },
  ],
  [
    MSG.paymentFailed,
    {
      en: 'The payment could not be processed.',
      vi: 'Hệ thống thanh toán không xử lý được giao dịch.',
      'zh-Hans': '支付系统未能正常处理。',
      ne: 'भुक्तानी प्रणालीले प्रक्रिया गर्न सकेन।',
      km: 'ប្រព័ន្ធទូទាត់មិនបានដំណើរការត្រឹមត្រូវទេ។',
    },
  ],
  [
    PAYMENT_MESSAGES.invalidToken,
    {
      en: 'The sign-in token is not valid.',
      vi: 'Mã đăng nhập không hợp lệ.',
      'zh-Hans': '登录令牌无效。',
      ne: 'लगइन टोकन मान्य छैन।',
      km: 'តូខឹនចូលប្រើមិនត្រឹមត្រូវទេ។',
    },
  ],
  [
    PAYMENT_MESSAGES.invalidPrice,
    {
      en: 'Please check the price.',
      vi: 'Vui lòng kiểm tra giá.',
      'zh-Hans': '请确认价格。',
      ne: 'कृपया मूल्य जाँच गर्नुहोस्।',
      km: 'សូមពិនិត្យតម្លៃ។',
    },
  ],
  [
    PAYMENT_MESSAGES.invalidPayMethod,
    {
      en: 'Please check the payment method.',
      vi: 'Vui lòng kiểm tra phương thức thanh toán.',
      'zh-Hans': '请确认支付方式。',
      ne: 'कृपया भुक्तानी विधि जाँच गर्नुहोस्।',
      km: 'សូមពិនិត្យវិធីទូទាត់។',
    },
  ],
  [
    PAYMENT_MESSAGES.orderNumberRequired,
    {
      en: 'Please check the order number.',
      vi: 'Vui lòng kiểm tra mã đơn hàng.',
      'zh-Hans': '请确认订单号。',
      ne: 'कृपया अर्डर नम्बर जाँच गर्नुहोस्।',
      km: 'សូមពិនិត្យលេខបញ្ជាទិញ។',
    },
  ],
];

/** Refusals of the delivery address, order history, cancelling, returns and exchanges. */
const DELIVERY: readonly (readonly [string, Translations])[] = [
  [
    NOT_FOUND_TEXT.delivery,
    {
      en: 'We could not find the delivery details.',
      vi: 'Không tìm thấy thông tin giao hàng.',
      'zh-Hans': '找不到配送信息。',
      ne: 'डेलिभरीको जानकारी फेला परेन।',
      km: 'រកមិនឃើញព័ត៌មានដឹកជញ្ជូនទេ។',
    },
  ],
  [
    ADDRESS.receiverNmRequired,
    {
      en: "Please enter the recipient's name.",
      vi: 'Vui lòng nhập tên người nhận.',
      'zh-Hans': '请输入收货人姓名。',
      ne: 'कृपया प्रापकको नाम प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលឈ្មោះអ្នកទទួល។',
    },
  ],
  [
    ADDRESS.receiverNmTooLong,
    {
      en: `The recipient's name can be up to ${L.receiverNm} characters.`,
      vi: `Tên người nhận tối đa ${L.receiverNm} ký tự.`,
      'zh-Hans': `收货人姓名不能超过 ${L.receiverNm} 个字。`,
      ne: `प्रापकको नाम बढीमा ${L.receiverNm} अक्षरको हुन सक्छ।`,
      km: `ឈ្មោះអ្នកទទួលអាចមានរហូតដល់ ${L.receiverNm} តួអក្សរ។`,
    },
  ],
  [
    ADDRESS.receiverTelNoInvalid,
    {
      en: 'Please enter the 11-digit mobile number.',
      vi: 'Vui lòng nhập số điện thoại di động 11 chữ số.',
      'zh-Hans': '请输入 11 位手机号码。',
      ne: 'कृपया 11 अङ्कको मोबाइल नम्बर प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលលេខទូរស័ព្ទ 11 ខ្ទង់។',
    },
  ],
  [
    ADDRESS.zipCdInvalid,
    {
      en: `Please enter the ${L.zipCd}-digit postcode.`,
      vi: `Vui lòng nhập mã bưu chính ${L.zipCd} chữ số.`,
      'zh-Hans': `请输入 ${L.zipCd} 位邮政编码。`,
      ne: `कृपया ${L.zipCd} अङ्कको हुलाक कोड प्रविष्ट गर्नुहोस्।`,
      km: `សូមបញ្ចូលលេខកូដប្រៃសណីយ៍ ${L.zipCd} ខ្ទង់។`,
    },
  ],
  [
    ADDRESS.addrRequired,
    {
      en: 'Please enter the address.',
      vi: 'Vui lòng nhập địa chỉ.',
      'zh-Hans': '请输入地址。',
      ne: 'कृपया ठेगाना प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលអាសយដ្ឋាន។',
    },
  ],
  [
    ADDRESS.addrTooLong,
    {
      en: `The address can be up to ${L.addr} characters.`,
      vi: `Địa chỉ tối đa ${L.addr} ký tự.`,
      'zh-Hans': `地址不能超过 ${L.addr} 个字。`,
      ne: `ठेगाना बढीमा ${L.addr} अक्षरको हुन सक्छ।`,
      km: `អាសយដ្ឋានអាចមានរហូតដល់ ${L.addr} តួអក្សរ។`,
    },
  ],
  [
    ADDRESS.addrDtlRequired,
    {
      en: 'Please enter the detailed address.',
      vi: 'Vui lòng nhập địa chỉ chi tiết.',
      'zh-Hans': '请输入详细地址。',
      ne: 'कृपया विस्तृत ठेगाना प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលអាសយដ្ឋានលម្អិត។',
    },
  ],
  [
    ADDRESS.addrDtlTooLong,
    {
      en: `The detailed address can be up to ${L.addrDtl} characters.`,
      vi: `Địa chỉ chi tiết tối đa ${L.addrDtl} ký tự.`,
      'zh-Hans': `详细地址不能超过 ${L.addrDtl} 个字。`,
      ne: `विस्तृत ठेगाना बढीमा ${L.addrDtl} अक्षरको हुन सक्छ।`,
      km: `អាសយដ្ឋានលម្អិតអាចមានរហូតដល់ ${L.addrDtl} តួអក្សរ។`,
    },
  ],
  [
    ADDRESS.deliveryMemoTooLong,
    {
      en: `Delivery notes can be up to ${L.deliveryMemo} characters.`,
      vi: `Ghi chú giao hàng tối đa ${L.deliveryMemo} ký tự.`,
      'zh-Hans': `配送备注不能超过 ${L.deliveryMemo} 个字。`,
      ne: `डेलिभरी अनुरोध बढीमा ${L.deliveryMemo} अक्षरको हुन सक्छ।`,
      km: `សំណើដឹកជញ្ជូនអាចមានរហូតដល់ ${L.deliveryMemo} តួអក្សរ។`,
    },
  ],
  [
    LIFECYCLE_TEXT.addressAfterRelease,
    {
      en: 'The address cannot be changed after the gift has shipped.',
      vi: 'Không thể đổi địa chỉ sau khi hàng đã xuất kho.',
      'zh-Hans': '发货后无法更改收货地址。',
      ne: 'सामान पठाइसकेपछि ठेगाना परिवर्तन गर्न मिल्दैन।',
      km: 'មិនអាចប្ដូរអាសយដ្ឋានបានទេ បន្ទាប់ពីផ្ញើចេញ។',
    },
  ],
  [
    LIFECYCLE_TEXT.cancelAfterRelease,
    {
      en: 'The order cannot be cancelled after it has shipped.',
      vi: 'Không thể hủy đơn sau khi hàng đã xuất kho.',
      'zh-Hans': '发货后无法取消订单。',
      ne: 'सामान पठाइसकेपछि अर्डर रद्द गर्न मिल्दैन।',
      km: 'មិនអាចបោះបង់ការបញ្ជាទិញបានទេ បន្ទាប់ពីផ្ញើចេញ។',
    },
  ],
  [
    LIFECYCLE_TEXT.cardAfterRelease,
    {
      en: 'The message card cannot be changed after the gift has shipped.',
      vi: 'Không thể đổi thiệp sau khi hàng đã xuất kho.',
      'zh-Hans': '发货后无法更改留言卡。',
      ne: 'सामान पठाइसकेपछि सन्देश कार्ड परिवर्तन गर्न मिल्दैन।',
      km: 'មិនអាចប្ដូរកាតសារបានទេ បន្ទាប់ពីផ្ញើចេញ។',
    },
  ],
  [
    LIFECYCLE_TEXT.returnBeforeDelivery,
    {
      en: 'You can request a return or exchange once the gift has been delivered.',
      vi: 'Bạn có thể yêu cầu trả/đổi hàng sau khi đã nhận hàng.',
      'zh-Hans': '配送完成后才能申请退货/换货。',
      ne: 'डेलिभरी भएपछि मात्र फिर्ता/साटासाट अनुरोध गर्न सकिन्छ।',
      km: 'អ្នកអាចស្នើប្រគល់/ប្ដូរទំនិញបាន បន្ទាប់ពីដឹកដល់។',
    },
  ],
  [
    LIFECYCLE_TEXT.returnOpen,
    {
      en: 'You already have a return or exchange request in progress.',
      vi: 'Bạn đã có một yêu cầu trả/đổi hàng đang được xử lý.',
      'zh-Hans': '已有正在处理的退货/换货申请。',
      ne: 'तपाईंको फिर्ता/साटासाट अनुरोध पहिल्यै प्रक्रियामा छ।',
      km: 'មានសំណើប្រគល់/ប្ដូរទំនិញកំពុងដំណើរការរួចហើយ។',
    },
  ],
  [
    LIFECYCLE_TEXT.alreadyReturned,
    {
      en: 'This item has already been returned.',
      vi: 'Sản phẩm này đã được trả lại.',
      'zh-Hans': '该商品已完成退货。',
      ne: 'यो सामान पहिल्यै फिर्ता भइसकेको छ।',
      km: 'ទំនិញនេះត្រូវបានប្រគល់វិញរួចហើយ។',
    },
  ],
  [
    LIFECYCLE_TEXT.changed,
    {
      en: 'The status was changed in the meantime. Please refresh and try again.',
      vi: 'Trạng thái đã được thay đổi. Vui lòng tải lại trang và thử lại.',
      'zh-Hans': '状态已被他人更改，请刷新后重试。',
      ne: 'स्थिति अरू कसैले परिवर्तन गरिसकेको छ। कृपया पेज रिफ्रेस गरी फेरि प्रयास गर्नुहोस्।',
      km: 'ស្ថានភាពត្រូវបានប្ដូររួចហើយ។ សូមផ្ទុកទំព័រឡើងវិញ ហើយព្យាយាមម្ដងទៀត។',
    },
  ],
  [
    RETURN_FEE_TEXT.methodRequired,
    {
      en: 'Please choose how to pay the return shipping fee.',
      vi: 'Vui lòng chọn cách thanh toán phí vận chuyển trả hàng.',
      'zh-Hans': '请选择退货运费的支付方式。',
      ne: 'कृपया फिर्ता ढुवानी शुल्क तिर्ने तरिका छान्नुहोस्।',
      km: 'សូមជ្រើសរើសវិធីបង់ថ្លៃដឹកជញ្ជូនប្រគល់ទំនិញវិញ។',
    },
  ],
  [
    RETURN_FEE_TEXT.deductNotPossible,
    {
      en: 'The return shipping fee cannot be taken from your refund. Please pay it by card.',
      vi: 'Không thể trừ phí vận chuyển trả hàng vào tiền hoàn. Vui lòng thanh toán bằng thẻ.',
      'zh-Hans': '无法从退款金额中扣除退货运费，请用银行卡支付。',
      ne: 'फिर्ता रकमबाट फिर्ता ढुवानी शुल्क कटाउन मिल्दैन। कृपया कार्डबाट तिर्नुहोस्।',
      km: 'មិនអាចកាត់ថ្លៃដឹកជញ្ជូនប្រគល់វិញពីប្រាក់បង្វិលបានទេ។ សូមបង់ដោយកាត។',
    },
  ],
  [
    RETURN_FEE_TEXT.feeChangedOnEdit,
    {
      en: 'This change alters the return shipping fee. Please withdraw the request and submit a new one.',
      vi: 'Thay đổi này làm thay đổi phí vận chuyển trả hàng. Vui lòng hủy yêu cầu rồi gửi lại.',
      'zh-Hans': '此更改会改变退货运费，请撤回申请后重新申请。',
      ne: 'यो परिवर्तनले फिर्ता ढुवानी शुल्क बदल्छ। कृपया अनुरोध फिर्ता लिई फेरि अनुरोध गर्नुहोस्।',
      km: 'ការកែប្រែនេះធ្វើឱ្យថ្លៃដឹកជញ្ជូនប្រគល់វិញប្រែប្រួល។ សូមដកសំណើ រួចដាក់ស្នើម្ដងទៀត។',
    },
  ],
  [
    RETURN_FEE_TEXT.notWaiting,
    {
      en: 'This request has no return shipping fee to pay.',
      vi: 'Yêu cầu này không có phí vận chuyển trả hàng cần thanh toán.',
      'zh-Hans': '该申请无需支付退货运费。',
      ne: 'यो अनुरोधमा तिर्नुपर्ने फिर्ता ढुवानी शुल्क छैन।',
      km: 'សំណើនេះមិនមានថ្លៃដឹកជញ្ជូនប្រគល់វិញត្រូវបង់ទេ។',
    },
  ],
  [
    RETURN_PHOTO_TEXT.required,
    {
      en: 'Please choose a photo.',
      vi: 'Vui lòng chọn ảnh.',
      'zh-Hans': '请选择照片文件。',
      ne: 'कृपया फोटो छान्नुहोस्।',
      km: 'សូមជ្រើសរើសរូបថត។',
    },
  ],
  [
    RETURN_PHOTO_TEXT.type,
    {
      en: 'Photos must be JPG, PNG, GIF or WEBP files.',
      vi: 'Chỉ có thể đính kèm ảnh JPG, PNG, GIF, WEBP.',
      'zh-Hans': '照片仅支持 JPG、PNG、GIF、WEBP 文件。',
      ne: 'फोटो JPG, PNG, GIF, WEBP फाइल मात्र हुन सक्छ।',
      km: 'រូបថតអាចជាឯកសារ JPG, PNG, GIF, WEBP តែប៉ុណ្ណោះ។',
    },
  ],
  [
    RETURN_PHOTO_TEXT.size,
    {
      en: 'A photo can be up to 5 MB.',
      vi: 'Mỗi ảnh không được vượt quá 5MB.',
      'zh-Hans': '照片不能超过 5MB。',
      ne: 'फोटो 5MB भन्दा ठूलो हुनु हुँदैन।',
      km: 'រូបថតមិនអាចលើស 5MB ទេ។',
    },
  ],
  [
    RETURN_PHOTO_TEXT.count,
    {
      en: `You can attach up to ${RETURN_PHOTO_MAX_COUNT} photos.`,
      vi: `Có thể đính kèm tối đa ${RETURN_PHOTO_MAX_COUNT} ảnh.`,
      'zh-Hans': `最多可附加 ${RETURN_PHOTO_MAX_COUNT} 张照片。`,
      ne: `बढीमा ${RETURN_PHOTO_MAX_COUNT} वटा फोटो संलग्न गर्न सकिन्छ।`,
      km: `អាចភ្ជាប់រូបថតបានរហូតដល់ ${RETURN_PHOTO_MAX_COUNT} សន្លឹក។`,
    },
  ],
  [
    RETURN_PHOTO_NOT_FOUND_TEXT,
    {
      en: 'We could not find the attached photo. Please attach it again.',
      vi: 'Không tìm thấy ảnh đã đính kèm. Vui lòng đính kèm lại.',
      'zh-Hans': '找不到所附照片，请重新附加。',
      ne: 'संलग्न फोटो फेला परेन। कृपया फेरि संलग्न गर्नुहोस्।',
      km: 'រកមិនឃើញរូបថតដែលបានភ្ជាប់ទេ។ សូមភ្ជាប់ម្ដងទៀត។',
    },
  ],
];

/**
 * The address book's refusals (my page 배송지 관리), as the web's catalogue words them. Its 우편번호 and 주소 texts are
 * the delivery address's (above) word for word, so they are not listed twice.
 */
const ADDRESS_BOOK_TEXTS: readonly (readonly [string, Translations])[] = [
  [
    ADDRESS_BOOK.deleSnInvalid,
    {
      en: 'Please check the address number.',
      vi: 'Vui lòng kiểm tra số địa chỉ.',
      'zh-Hans': '请确认地址编号。',
      ne: 'कृपया ठेगाना नम्बर जाँच गर्नुहोस्।',
      km: 'សូមពិនិត្យលេខអាសយដ្ឋាន។',
    },
  ],
  [
    ADDRESS_BOOK.addrNmRequired,
    {
      en: 'Please enter an address name.',
      vi: 'Vui lòng nhập tên địa chỉ.',
      'zh-Hans': '请输入地址名称。',
      ne: 'कृपया ठेगानाको नाम लेख्नुहोस्।',
      km: 'សូមបញ្ចូលឈ្មោះអាសយដ្ឋាន។',
    },
  ],
  [
    ADDRESS_BOOK.addrNmTooLong,
    {
      en: 'The address name can be up to 50 characters.',
      vi: 'Tên địa chỉ tối đa 50 ký tự.',
      'zh-Hans': '地址名称最多 50 个字。',
      ne: 'ठेगानाको नाम बढीमा 50 अक्षर हुन सक्छ।',
      km: 'ឈ្មោះអាសយដ្ឋានអាចមានរហូតដល់ 50 តួ។',
    },
  ],
  [
    ADDRESS_BOOK.receiverNmRequired,
    {
      en: 'Please enter the recipient.',
      vi: 'Vui lòng nhập người nhận.',
      'zh-Hans': '请输入收件人。',
      ne: 'कृपया प्राप्तकर्ताको नाम लेख्नुहोस्।',
      km: 'សូមបញ្ចូលអ្នកទទួល។',
    },
  ],
  [
    ADDRESS_BOOK.receiverNmTooLong,
    {
      en: 'The recipient can be up to 50 characters.',
      vi: 'Tên người nhận tối đa 50 ký tự.',
      'zh-Hans': '收件人最多 50 个字。',
      ne: 'प्राप्तकर्ताको नाम बढीमा 50 अक्षर हुन सक्छ।',
      km: 'ឈ្មោះអ្នកទទួលអាចមានរហូតដល់ 50 តួ។',
    },
  ],
  [
    ADDRESS_BOOK.addrTooLong,
    {
      en: 'The address can be up to 200 characters.',
      vi: 'Địa chỉ tối đa 200 ký tự.',
      'zh-Hans': '地址最多 200 个字。',
      ne: 'ठेगाना बढीमा 200 अक्षर हुन सक्छ।',
      km: 'អាសយដ្ឋានអាចមានរហូតដល់ 200 តួ។',
    },
  ],
  [
    ADDRESS_BOOK.addrDtlTooLong,
    {
      en: 'Address details can be up to 100 characters.',
      vi: 'Địa chỉ chi tiết tối đa 100 ký tự.',
      'zh-Hans': '详细地址最多 100 个字。',
      ne: 'विस्तृत ठेगाना बढीमा 100 अक्षर हुन सक्छ।',
      km: 'អាសយដ្ឋានលម្អិតអាចមានរហូតដល់ 100 តួ។',
    },
  ],
];

/** Refusals of an employee's life event request (경조사) and the satisfaction survey. */
const LIFE_EVENT: readonly (readonly [string, Translations])[] = [
  [
    LIFE_EVENT_MESSAGES.notFound,
    {
      en: 'We could not find this family event.',
      vi: 'Không tìm thấy sự kiện hiếu hỷ.',
      'zh-Hans': '找不到该婚丧喜庆信息。',
      ne: 'यो पारिवारिक घटना फेला परेन।',
      km: 'រកមិនឃើញព្រឹត្តិការណ៍នេះទេ។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.alreadyDecided,
    {
      en: 'This request has already been processed.',
      vi: 'Yêu cầu này đã được xử lý.',
      'zh-Hans': '该申请已处理。',
      ne: 'यो अनुरोध पहिल्यै प्रक्रिया भइसकेको छ।',
      km: 'សំណើនេះត្រូវបានដំណើរការរួចហើយ។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.alreadyDeleted,
    {
      en: 'This family event has already been deleted.',
      vi: 'Sự kiện hiếu hỷ này đã bị xóa.',
      'zh-Hans': '该婚丧喜庆信息已被删除。',
      ne: 'यो पारिवारिक घटना पहिल्यै मेटाइसकिएको छ।',
      km: 'ព្រឹត្តិការណ៍នេះត្រូវបានលុបរួចហើយ។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.duplicate,
    {
      en: 'The same family event is already registered for this date.',
      vi: 'Sự kiện hiếu hỷ này đã được đăng ký cho cùng ngày.',
      'zh-Hans': '同一日期已登记了相同的婚丧喜庆。',
      ne: 'यही मितिमा यही पारिवारिक घटना पहिल्यै दर्ता छ।',
      km: 'ព្រឹត្តិការណ៍ដូចគ្នាត្រូវបានចុះឈ្មោះសម្រាប់ថ្ងៃដដែលរួចហើយ។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.typeRequired,
    {
      en: 'Please choose the type of family event.',
      vi: 'Vui lòng chọn loại sự kiện hiếu hỷ.',
      'zh-Hans': '请选择婚丧喜庆类型。',
      ne: 'कृपया पारिवारिक घटनाको प्रकार छान्नुहोस्।',
      km: 'សូមជ្រើសរើសប្រភេទព្រឹត្តិការណ៍។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.eventDtRequired,
    {
      en: 'Please enter the date of the family event.',
      vi: 'Vui lòng nhập ngày của sự kiện hiếu hỷ.',
      'zh-Hans': '请输入婚丧喜庆日期。',
      ne: 'कृपया पारिवारिक घटनाको मिति प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលកាលបរិច្ឆេទព្រឹត្តិការណ៍។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.notRequestable,
    {
      en: 'This family event cannot be requested from My Page. Please ask your company contact.',
      vi: 'Không thể đăng ký sự kiện này tại Trang của tôi. Vui lòng liên hệ người phụ trách của công ty.',
      'zh-Hans': '此类婚丧喜庆无法在我的页面申请，请联系公司负责人。',
      ne: 'यो पारिवारिक घटना मेरो पेजबाट अनुरोध गर्न मिल्दैन। कृपया कम्पनीको जिम्मेवार व्यक्तिलाई सोध्नुहोस्।',
      km: 'ព្រឹត្តិការណ៍នេះមិនអាចស្នើពីទំព័ររបស់ខ្ញុំបានទេ។ សូមទាក់ទងអ្នកទទួលបន្ទុករបស់ក្រុមហ៊ុន។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.requestDateOutOfRange,
    {
      en: 'Please enter a date within one year before or after today.',
      vi: 'Vui lòng nhập ngày trong khoảng 1 năm trước đến 1 năm sau tính từ hôm nay.',
      'zh-Hans': '请输入今天前后一年以内的日期。',
      ne: 'कृपया आजभन्दा एक वर्ष अघिदेखि एक वर्ष पछिसम्मको मिति प्रविष्ट गर्नुहोस्।',
      km: 'សូមបញ្ចូលកាលបរិច្ឆេទក្នុងចន្លោះ 1 ឆ្នាំមុន ដល់ 1 ឆ្នាំក្រោយថ្ងៃនេះ។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.noCompany,
    {
      en: 'You cannot register a family event without a company.',
      vi: 'Người dùng không thuộc công ty nào không thể đăng ký sự kiện hiếu hỷ.',
      'zh-Hans': '没有所属公司的用户无法登记婚丧喜庆。',
      ne: 'कम्पनी नभएका प्रयोगकर्ताले पारिवारिक घटना दर्ता गर्न मिल्दैन।',
      km: 'អ្នកប្រើដែលគ្មានក្រុមហ៊ុនមិនអាចចុះឈ្មោះព្រឹត្តិការណ៍បានទេ។',
    },
  ],
  [
    LIFE_EVENT_MESSAGES.memoTooLong,
    {
      en: `A memo can be up to ${LIFE_EVENT_LIMITS.memoMax} characters.`,
      vi: `Ghi chú tối đa ${LIFE_EVENT_LIMITS.memoMax} ký tự.`,
      'zh-Hans': `备注不能超过 ${LIFE_EVENT_LIMITS.memoMax} 个字。`,
      ne: `टिप्पणी बढीमा ${LIFE_EVENT_LIMITS.memoMax} अक्षरको हुन सक्छ।`,
      km: `កំណត់ចំណាំអាចមានរហូតដល់ ${LIFE_EVENT_LIMITS.memoMax} តួអក្សរ។`,
    },
  ],
  [
    SURVEY_MESSAGES.scoreRequired,
    {
      en: 'Please choose a star rating.',
      vi: 'Vui lòng chọn số sao.',
      'zh-Hans': '请选择星级评分。',
      ne: 'कृपया तारा मूल्याङ्कन छान्नुहोस्।',
      km: 'សូមជ្រើសរើសចំនួនផ្កាយ។',
    },
  ],
  [
    SURVEY_MESSAGES.commentTooLong,
    {
      en: `Comments can be up to ${SURVEY_COMMENT_MAX} characters.`,
      vi: `Ý kiến tối đa ${SURVEY_COMMENT_MAX} ký tự.`,
      'zh-Hans': `意见不能超过 ${SURVEY_COMMENT_MAX} 个字。`,
      ne: `प्रतिक्रिया बढीमा ${SURVEY_COMMENT_MAX} अक्षरको हुन सक्छ।`,
      km: `មតិអាចមានរហូតដល់ ${SURVEY_COMMENT_MAX} តួអក្សរ។`,
    },
  ],
  [
    SURVEY_MESSAGES.notApplied,
    {
      en: 'You can take part after you apply for a gift.',
      vi: 'Bạn có thể tham gia sau khi đăng ký quà.',
      'zh-Hans': '申请礼品后才能参与。',
      ne: 'उपहार आवेदन गरेपछि मात्र सहभागी हुन सकिन्छ।',
      km: 'អ្នកអាចចូលរួមបាន បន្ទាប់ពីដាក់ស្នើកាដូ។',
    },
  ],
  [
    SURVEY_MESSAGES.alreadyAnswered,
    {
      en: 'You have already answered this survey.',
      vi: 'Bạn đã tham gia khảo sát này.',
      'zh-Hans': '您已参与过此问卷。',
      ne: 'तपाईंले यो सर्वेक्षणमा पहिल्यै भाग लिनुभएको छ।',
      km: 'អ្នកបានចូលរួមការស្ទង់មតិនេះរួចហើយ។',
    },
  ],
];

/**
 * Refusals with values in them, matched by their shape: the Korean function is called with a marker where each
 * value goes, so the pattern is the rule's own text; `{1}` in a translation is the first value (a number of days).
 */
const VALUE = '\u0001';
const NUMBER = 987_654_321;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shapeOf = (korean: string): RegExp =>
  new RegExp(`^${escapeRegExp(korean).replaceAll(VALUE, '(.+?)').replaceAll(String(NUMBER), '(\\d+)')}$`);

const SHAPES: readonly (readonly [RegExp, Translations])[] = [
  [
    shapeOf(LIFECYCLE_TEXT.notAllowed(VALUE, VALUE)),
    {
      en: 'This cannot be done in the current status.',
      vi: 'Không thể thực hiện ở trạng thái hiện tại.',
      'zh-Hans': '当前状态下无法进行此操作。',
      ne: 'हालको स्थितिमा यो गर्न मिल्दैन।',
      km: 'មិនអាចធ្វើបានទេក្នុងស្ថានភាពបច្ចុប្បន្ន។',
    },
  ],
  [
    shapeOf(LIFECYCLE_TEXT.noPermission(VALUE)),
    {
      en: 'You do not have permission to do this.',
      vi: 'Bạn không có quyền thực hiện thao tác này.',
      'zh-Hans': '您没有执行此操作的权限。',
      ne: 'तपाईंलाई यो गर्ने अनुमति छैन।',
      km: 'អ្នកមិនមានសិទ្ធិធ្វើសកម្មភាពនេះទេ។',
    },
  ],
  [
    shapeOf(LIFECYCLE_TEXT.returnWindowPassed(NUMBER)),
    {
      en: 'More than {1} days have passed since delivery, so a return or exchange can no longer be requested.',
      vi: 'Đã quá {1} ngày kể từ khi nhận hàng nên không thể yêu cầu trả/đổi hàng.',
      'zh-Hans': '配送完成已超过 {1} 天，无法申请退货/换货。',
      ne: 'डेलिभरी भएको {1} दिन नाघेकाले फिर्ता/साटासाट अनुरोध गर्न मिल्दैन।',
      km: 'ផុតរយៈពេល {1} ថ្ងៃក្រោយដឹកដល់ហើយ ដូច្នេះមិនអាចស្នើប្រគល់/ប្ដូរទំនិញបានទេ។',
    },
  ],
];

/** Every refusal a recipient screen shows, by its Korean text (one entry per text, whichever group names it). */
export const RECIPIENT_ERROR_TEXTS: ReadonlyMap<string, Translations> = new Map([
  ...ACCOUNT,
  ...GIFT,
  ...DELIVERY,
  ...ADDRESS_BOOK_TEXTS,
  ...LIFE_EVENT,
]);
/** The refusals with values in them (a number of days, a state's name). */
export const RECIPIENT_ERROR_SHAPES = SHAPES;

/**
 * A refusal's text in the page's language (decision 055): its translation when the language is not Korean and the
 * text is a recipient's, else the text as it is (Korean, and every back-office text).
 */
export function recipientErrorText(text: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === 'ko') return text;
  const exact = RECIPIENT_ERROR_TEXTS.get(text);
  if (exact) return exact[language];
  for (const [shape, translations] of SHAPES) {
    const found = shape.exec(text);
    if (found) return translations[language].replace('{1}', found[1] ?? '');
  }
  return text;
}
