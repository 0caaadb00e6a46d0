import { codeName, DEFAULT_LANGUAGE, LANGUAGES, type Language, type OtherLanguage } from './languages';

/** spec §9 business constants, named once. */
export const SUCCESS_CODE = '2000';
export const SOLUTION_CODE = '1020';
export const SOLUTION_NAME = 'PCS';
/** spec §4 Session cut-off: logins recorded before this moment are discarded. */
export const SESSION_CUTOFF = '20231211180000';
export const SESSION_CUTOFF_RELOAD_DELAY_MS = 300;
export const CURRENCIES = ['WON', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Web/mobile flag (wmGbn). */
export const WM_GBN = { web: '01', mobile: '02' } as const;
export const MALL_TYPE = '01';
export const CONTACT_SOL_CD = '05';
export const CONTACT_FAQ_CATEGORY_CD = '01';
export const CONTACT_MAX_LENGTH = { companyNmTx: 14, phoneNoTx: 30, emailTx: 33, managerNmTx: 14 } as const;
export const CORPORATE_NUMBER_DIGITS = 10;
export const MOBILE_PHONE_DIGITS = 11;
export const LAZY_SCREEN_TIMEOUT_MS = 120_000;
/** spec §9 Paging model. */
export const PAGE_SIZE = 15;
export const SCROLL_LOADER_SIZE = 14;
export const PRODUCTS_PER_ROW = 4;
export const SCROLL_THRESHOLD_PX = 100;
export const PAGER_BLOCK = 10;
export const SLIDER_GAP_PX = 25;
export const BANNER_SLIDES = 3;
export const BANNER_INTERVAL_MS = 5000;
export const SCROLL_RESTORE_DELAY_MS = 200;
export const DEFAULT_LANDING_CATEGORY = '07';
export const DEFAULT_LANDING_THEME = '02';
export const DEFAULT_FROM_WHERE = 'EML';
export const HIDDEN_CATEGORY_CODES = ['13'] as const;
export const HIDDEN_THEME_CODES = ['13', '14'] as const;
export const THEME_BACKGROUND_CODES = [
  '00',
  '02',
  '03',
  '04',
  '06',
  '07',
  '08',
  '09',
  '11',
  '12',
  '13',
] as const;
export const DEFAULT_THEME_BACKGROUND = '00';
export const DEFAULT_PRODUCT_IMAGE_ID = '202106292300000';
export const ACTIVE_SORT_COLOR = '#fe5f40';
export const MOBILE_STRIP_TRANSITION = '0.3s';

/**
 * spec §9 price filter options, in units of 10,000 won; null is 'all'. Bounds are won, min inclusive and max
 * exclusive, and each band ends where the next begins, so every price falls in exactly one band. The spec's option 2
 * ("up to 20,000") left 20,000-29,999 in none; it now runs up to 30,000 (docs/decisions/012-price-bands.md).
 */
export const PRICE_BANDS = [
  { value: null, label: '전체', min: null, max: null },
  { value: 2, label: '~3만원', min: null, max: 30_000 },
  { value: 3, label: '3~5만원', min: 30_000, max: 50_000 },
  { value: 5, label: '5~7만원', min: 50_000, max: 70_000 },
  { value: 7, label: '7~10만원', min: 70_000, max: 100_000 },
  { value: 10, label: '10만원~', min: 100_000, max: null },
] as const;
export type PriceBandValue = (typeof PRICE_BANDS)[number]['value'];

/** Code groups (cdGrup) of the code table. 010 is the spec's category group; the others are ours. */
export const CODE_GROUP = {
  useYn: '001',
  authority: '002',
  gender: '003',
  signStatus: '005',
  companyType: '006',
  /** Company group types: 01 부서, 02 팀, 03 수신그룹. */
  groupType: '007',
  /** Solutions of the family a company can be registered for (saveForAnotherSol). */
  solution: '008',
  category: '010',
  deliveryStatus: '011',
  orderStatus: '012',
  carrier: '013',
  returnStatus: '016',
  eventStatus: '014',
  deliveryMemo: '020',
  selectType: '021',
  emailDomain: '223',
  phonePrefix: '227',
  bank: '229',
  region: '231',
} as const;
/** Shared (platform) solution code for groups 223, 227, 229, 231. */
export const PLATFORM_SOLUTION_CODE = '0000';

/** Delivery status of an estimate item (code group 011). */
export const DELIVERY_STATUS = {
  received: '01',
  ordered: '05',
  preparing: '02',
  released: '06',
  shipping: '03',
  delivered: '04',
  cancelled: '09',
} as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  '01': '주문접수',
  '05': '발주완료',
  '02': '상품준비중',
  '06': '출고완료',
  '03': '배송중',
  '04': '배송완료',
  '09': '주문취소',
};
/** The delivery states in the recipient's other languages (decision 055); carriers' names are brands and stay. */
export const DELIVERY_STATUS_NAMES: Record<OtherLanguage, Record<DeliveryStatus, string>> = {
  en: {
    '01': 'Order received',
    '05': 'Ordered from supplier',
    '02': 'Preparing',
    '06': 'Shipped',
    '03': 'In transit',
    '04': 'Delivered',
    '09': 'Cancelled',
  },
  vi: {
    '01': 'Đã nhận đơn',
    '05': 'Đã đặt hàng nhà cung cấp',
    '02': 'Đang chuẩn bị hàng',
    '06': 'Đã xuất kho',
    '03': 'Đang giao hàng',
    '04': 'Đã giao hàng',
    '09': 'Đã hủy đơn',
  },
  'zh-Hans': {
    '01': '订单已受理',
    '05': '已向供应商下单',
    '02': '备货中',
    '06': '已出库',
    '03': '配送中',
    '04': '已送达',
    '09': '订单已取消',
  },
  ne: {
    '01': 'अर्डर प्राप्त भयो',
    '05': 'आपूर्तिकर्तालाई अर्डर गरियो',
    '02': 'सामान तयार हुँदै',
    '06': 'पठाइयो',
    '03': 'डेलिभरी हुँदै',
    '04': 'डेलिभरी भयो',
    '09': 'अर्डर रद्द भयो',
  },
  km: {
    '01': 'បានទទួលការបញ្ជាទិញ',
    '05': 'បានបញ្ជាទិញពីអ្នកផ្គត់ផ្គង់',
    '02': 'កំពុងរៀបចំទំនិញ',
    '06': 'បានបញ្ចេញទំនិញ',
    '03': 'កំពុងដឹកជញ្ជូន',
    '04': 'បានដឹកដល់',
    '09': 'បានលុបចោលការបញ្ជាទិញ',
  },
};
/** A delivery state's name in a language (the code itself when it is none of the life cycle's). */
export const deliveryStateName = (cd: string, language: Language = DEFAULT_LANGUAGE): string =>
  codeName(DELIVERY_STATUS_LABEL, DELIVERY_STATUS_NAMES, cd, language, cd);
/**
 * Whether a name the server gave is the delivery state's own in some language, rather than what a recipient reads in
 * its place (a completed return, decision 030).
 */
export const isDeliveryStateName = (cd: string, name: string): boolean =>
  LANGUAGES.some((language) => deliveryStateName(cd, language) === name);

/** Gift-order status (code group 012). */
export const ORDER_STATUS = { draft: '00', applied: '01', cancelled: '09' } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  '00': '선택중',
  '01': '신청완료',
  '09': '신청취소',
};
/** The gift-order states in the recipient's other languages (decision 055). */
export const ORDER_STATUS_NAMES: Record<OtherLanguage, Record<OrderStatus, string>> = {
  en: { '00': 'Choosing', '01': 'Applied', '09': 'Application cancelled' },
  vi: { '00': 'Đang chọn', '01': 'Đã đăng ký', '09': 'Đã hủy đăng ký' },
  'zh-Hans': { '00': '选择中', '01': '已申请', '09': '已取消申请' },
  ne: { '00': 'छान्दै', '01': 'आवेदन दिइयो', '09': 'आवेदन रद्द भयो' },
  km: { '00': 'កំពុងជ្រើសរើស', '01': 'បានដាក់ពាក្យ', '09': 'បានលុបចោលពាក្យ' },
};
/** A gift order's state in a language (the code itself when it is none of code group 012). */
export const orderStatusName = (cd: string, language: Language = DEFAULT_LANGUAGE): string =>
  codeName(ORDER_STATUS_LABEL, ORDER_STATUS_NAMES, cd, language, cd);

/** How a recipient chooses within an event (code group 021): one gift, or several up to selectCnt. */
export const SELECT_TYPE = { single: '01', multiple: '02' } as const;
export type SelectType = (typeof SELECT_TYPE)[keyof typeof SELECT_TYPE];

/**
 * Event status (code group 014). ready = scheduled (opens by itself at its start time), running = open. draft and
 * cancelled came with event setup; the first three codes are unchanged.
 */
export const EVENT_STATUS = {
  draft: '00',
  ready: '01',
  running: '02',
  closed: '03',
  cancelled: '09',
} as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

/** Parcel carriers (code group 013). */
export const CARRIERS: Record<string, string> = {
  '01': 'CJ대한통운',
  '02': '우체국택배',
  '03': '한진택배',
  '04': '롯데택배',
  '05': '로젠택배',
};
