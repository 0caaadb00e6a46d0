import type { OtherLanguage } from './languages';

/*
 * The messages a recipient gets after an invitation, in their own language (decision 055): order notices, an
 * occasion's default texts and reminders, the decision on their life event request, and their account messages.
 * The Korean sets live with their rules (order-notices.ts, occasion.ts, occasion-notices.ts, org-messages.ts,
 * account.ts); these are the other languages, with the same #{variables}, filled the same way. Dates stay
 * YYYY.MM.DD HH:MI, which every language reads; names, product names and carriers stay as written.
 */

const lines = (...parts: string[]) => parts.join('\n');

// ---------------------------------------------------------------------------------------------------------------
// Order notices (order-notices.ts)

/** The order notices' kinds, named here without importing them (order-notices reads these texts). */
type OrderKind =
  | 'RELEASE'
  | 'DELIVERED'
  | 'RETURN_APPROVED'
  | 'REFUNDED'
  | 'RESHIPPED'
  | 'CHOICE_REOPENED'
  | 'ADDRESS_NEEDED'
  | 'DEFAULT_GIFT';

/**
 * One language's order notices. Variables: #{이름} #{이벤트명} #{안내} (the subject's title) #{선물} #{택배사}
 * #{송장번호} #{배송조회} #{반품구분} #{환불금액} #{선택마감} #{링크}; a line holding #{배송조회} or #{환불금액}
 * is left out when there is none.
 */
export type OrderNoticeTexts = {
  subject: string;
  titles: Record<OrderKind, string>;
  bodies: Record<OrderKind, readonly string[]>;
  /** #{반품구분}: a return, an exchange, or either when the kind is not known. */
  refundKinds: { RETURN: string; EXCHANGE: string; ANY: string };
};

const shipping = (l: { gift: string; carrier: string; invoice: string; track: string }) => [
  `${l.gift}: #{선물}`,
  `${l.carrier}: #{택배사}`,
  `${l.invoice}: #{송장번호}`,
  `${l.track}: #{배송조회}`,
];

export const TRANSLATED_ORDER_NOTICES: Record<OtherLanguage, OrderNoticeTexts> = {
  en: {
    subject: '[Your gift] #{이벤트명} - #{안내}',
    titles: {
      RELEASE: 'Your gift has been shipped',
      DELIVERED: 'Your gift has been delivered',
      RETURN_APPROVED: 'Your return/exchange request has been approved',
      REFUNDED: 'Your refund is complete',
      RESHIPPED: 'Your exchange item has been shipped',
      CHOICE_REOPENED: 'You can choose a gift again',
      ADDRESS_NEEDED: 'Please enter your delivery address',
      DEFAULT_GIFT: 'Your default gift is being prepared',
    },
    bodies: {
      RELEASE: [
        'Dear #{이름}, your gift has been shipped.',
        ...shipping({ gift: 'Gift', carrier: 'Carrier', invoice: 'Tracking no.', track: 'Track' }),
        'Your order: #{링크}',
      ],
      DELIVERED: [
        'Dear #{이름}, your gift has been delivered.',
        'Gift: #{선물}',
        'Please check the gift you received.',
        'Your order: #{링크}',
      ],
      RETURN_APPROVED: [
        'Dear #{이름}, your #{반품구분} request has been approved.',
        'Gift: #{선물}',
        'We will tell you the result once the item is collected.',
        'Your order: #{링크}',
      ],
      REFUNDED: [
        'Dear #{이름}, the refund for your returned gift is complete.',
        'Gift: #{선물}',
        'Refund: #{환불금액}',
        'Your order: #{링크}',
      ],
      RESHIPPED: [
        'Dear #{이름}, your exchange item has been shipped.',
        ...shipping({ gift: 'Gift', carrier: 'Carrier', invoice: 'Tracking no.', track: 'Track' }),
        'Your order: #{링크}',
      ],
      CHOICE_REOPENED: [
        'Dear #{이름}, you can choose another gift instead of the one you returned.',
        'Returned gift: #{선물}',
        'Choose by: #{선택마감}',
        'Choose a gift: #{링크}',
      ],
      ADDRESS_NEEDED: [
        'Dear #{이름}, the event has closed, so we are sending you the default gift.',
        'Gift: #{선물}',
        'We cannot ship it without a delivery address. Please enter one at the link below.',
        'Enter address: #{링크}',
      ],
      DEFAULT_GIFT: [
        'Dear #{이름}, the event has closed, so we are sending you the default gift.',
        'Gift: #{선물}',
        'It is being prepared for your registered default address. You can change the address until it ships.',
        'Your order: #{링크}',
      ],
    },
    refundKinds: { RETURN: 'return', EXCHANGE: 'exchange', ANY: 'return/exchange' },
  },
  vi: {
    subject: '[Thông báo quà tặng] #{이벤트명} - #{안내}',
    titles: {
      RELEASE: 'Quà của bạn đã được gửi đi',
      DELIVERED: 'Quà của bạn đã được giao',
      RETURN_APPROVED: 'Yêu cầu trả/đổi hàng đã được chấp nhận',
      REFUNDED: 'Đã hoàn tiền xong',
      RESHIPPED: 'Hàng đổi đã được gửi lại',
      CHOICE_REOPENED: 'Bạn có thể chọn lại quà',
      ADDRESS_NEEDED: 'Vui lòng nhập địa chỉ nhận hàng',
      DEFAULT_GIFT: 'Quà mặc định đang được chuẩn bị gửi',
    },
    bodies: {
      RELEASE: [
        '#{이름} thân mến, quà của bạn đã được gửi đi.',
        ...shipping({ gift: 'Quà', carrier: 'Đơn vị vận chuyển', invoice: 'Mã vận đơn', track: 'Tra cứu' }),
        'Xem đơn hàng: #{링크}',
      ],
      DELIVERED: [
        '#{이름} thân mến, quà của bạn đã được giao.',
        'Quà: #{선물}',
        'Vui lòng kiểm tra quà bạn đã nhận.',
        'Xem đơn hàng: #{링크}',
      ],
      RETURN_APPROVED: [
        '#{이름} thân mến, yêu cầu #{반품구분} của bạn đã được chấp nhận.',
        'Quà: #{선물}',
        'Chúng tôi sẽ báo kết quả sau khi thu hồi sản phẩm.',
        'Xem đơn hàng: #{링크}',
      ],
      REFUNDED: [
        '#{이름} thân mến, quà bạn trả lại đã được hoàn tiền.',
        'Quà: #{선물}',
        'Số tiền hoàn: #{환불금액}',
        'Xem đơn hàng: #{링크}',
      ],
      RESHIPPED: [
        '#{이름} thân mến, hàng đổi đã được gửi lại cho bạn.',
        ...shipping({ gift: 'Quà', carrier: 'Đơn vị vận chuyển', invoice: 'Mã vận đơn', track: 'Tra cứu' }),
        'Xem đơn hàng: #{링크}',
      ],
      CHOICE_REOPENED: [
        '#{이름} thân mến, bạn có thể chọn quà khác thay cho quà đã trả lại.',
        'Quà đã trả: #{선물}',
        'Hạn chọn: #{선택마감}',
        'Chọn quà: #{링크}',
      ],
      ADDRESS_NEEDED: [
        '#{이름} thân mến, sự kiện đã kết thúc nên chúng tôi gửi bạn quà mặc định.',
        'Quà: #{선물}',
        'Chưa có địa chỉ nhận hàng nên chưa thể gửi. Vui lòng nhập địa chỉ tại đường link bên dưới.',
        'Nhập địa chỉ: #{링크}',
      ],
      DEFAULT_GIFT: [
        '#{이름} thân mến, sự kiện đã kết thúc nên chúng tôi gửi bạn quà mặc định.',
        'Quà: #{선물}',
        'Quà đang được chuẩn bị gửi đến địa chỉ mặc định bạn đã đăng ký. Bạn có thể đổi địa chỉ trước khi hàng được gửi đi.',
        'Xem đơn hàng: #{링크}',
      ],
    },
    refundKinds: { RETURN: 'trả hàng', EXCHANGE: 'đổi hàng', ANY: 'trả/đổi hàng' },
  },
  'zh-Hans': {
    subject: '[礼品通知] #{이벤트명} - #{안내}',
    titles: {
      RELEASE: '礼品已发货',
      DELIVERED: '礼品已送达',
      RETURN_APPROVED: '退货/换货申请已批准',
      REFUNDED: '退款已完成',
      RESHIPPED: '换货商品已重新发货',
      CHOICE_REOPENED: '您可以重新选择礼品',
      ADDRESS_NEEDED: '请填写收货地址',
      DEFAULT_GIFT: '默认礼品正在准备发货',
    },
    bodies: {
      RELEASE: [
        '#{이름}，您的礼品已发货。',
        '礼品：#{선물}',
        '快递公司：#{택배사}',
        '运单号：#{송장번호}',
        '物流查询：#{배송조회}',
        '查看订单：#{링크}',
      ],
      DELIVERED: ['#{이름}，您的礼品已送达。', '礼品：#{선물}', '请确认您收到的礼品。', '查看订单：#{링크}'],
      RETURN_APPROVED: [
        '#{이름}，您的#{반품구분}申请已批准。',
        '礼品：#{선물}',
        '商品取回后，我们会再通知您处理结果。',
        '查看订单：#{링크}',
      ],
      REFUNDED: [
        '#{이름}，您退回礼品的退款已完成。',
        '礼品：#{선물}',
        '退款金额：#{환불금액}',
        '查看订单：#{링크}',
      ],
      RESHIPPED: [
        '#{이름}，换货商品已重新发货。',
        '礼品：#{선물}',
        '快递公司：#{택배사}',
        '运单号：#{송장번호}',
        '物流查询：#{배송조회}',
        '查看订单：#{링크}',
      ],
      CHOICE_REOPENED: [
        '#{이름}，您可以重新选择一份礼品，代替已退回的礼品。',
        '已退回的礼品：#{선물}',
        '选择截止：#{선택마감}',
        '选择礼品：#{링크}',
      ],
      ADDRESS_NEEDED: [
        '#{이름}，活动已截止，我们将为您寄送默认礼品。',
        '礼品：#{선물}',
        '由于没有收货地址，暂时无法发货。请通过下方链接填写收货地址。',
        '填写地址：#{링크}',
      ],
      DEFAULT_GIFT: [
        '#{이름}，活动已截止，我们将为您寄送默认礼品。',
        '礼品：#{선물}',
        '礼品正准备寄往您登记的默认地址。发货前您可以更改地址。',
        '查看订单：#{링크}',
      ],
    },
    refundKinds: { RETURN: '退货', EXCHANGE: '换货', ANY: '退货/换货' },
  },
  ne: {
    subject: '[उपहार सूचना] #{이벤트명} - #{안내}',
    titles: {
      RELEASE: 'तपाईंको उपहार पठाइएको छ',
      DELIVERED: 'तपाईंको उपहार डेलिभर भयो',
      RETURN_APPROVED: 'फिर्ता/साटासाट अनुरोध स्वीकृत भयो',
      REFUNDED: 'रकम फिर्ता सम्पन्न भयो',
      RESHIPPED: 'साटिएको सामान फेरि पठाइएको छ',
      CHOICE_REOPENED: 'तपाईं फेरि उपहार छान्न सक्नुहुन्छ',
      ADDRESS_NEEDED: 'कृपया डेलिभरी ठेगाना प्रविष्ट गर्नुहोस्',
      DEFAULT_GIFT: 'तपाईंको पूर्वनिर्धारित उपहार पठाउने तयारी हुँदैछ',
    },
    bodies: {
      RELEASE: [
        '#{이름} ज्यू, तपाईंको उपहार पठाइएको छ।',
        ...shipping({ gift: 'उपहार', carrier: 'कुरियर', invoice: 'ट्र्याकिङ नम्बर', track: 'ट्र्याक गर्नुहोस्' }),
        'अर्डर हेर्नुहोस्: #{링크}',
      ],
      DELIVERED: [
        '#{이름} ज्यू, तपाईंको उपहार डेलिभर भएको छ।',
        'उपहार: #{선물}',
        'कृपया प्राप्त उपहार जाँच गर्नुहोस्।',
        'अर्डर हेर्नुहोस्: #{링크}',
      ],
      RETURN_APPROVED: [
        '#{이름} ज्यू, तपाईंको #{반품구분} अनुरोध स्वीकृत भएको छ।',
        'उपहार: #{선물}',
        'सामान फिर्ता लिएपछि नतिजाबारे फेरि जानकारी दिनेछौं।',
        'अर्डर हेर्नुहोस्: #{링크}',
      ],
      REFUNDED: [
        '#{이름} ज्यू, फिर्ता गरिएको उपहारको रकम फिर्ता सम्पन्न भएको छ।',
        'उपहार: #{선물}',
        'फिर्ता रकम: #{환불금액}',
        'अर्डर हेर्नुहोस्: #{링크}',
      ],
      RESHIPPED: [
        '#{이름} ज्यू, साटिएको सामान फेरि पठाइएको छ।',
        ...shipping({ gift: 'उपहार', carrier: 'कुरियर', invoice: 'ट्र्याकिङ नम्बर', track: 'ट्र्याक गर्नुहोस्' }),
        'अर्डर हेर्नुहोस्: #{링크}',
      ],
      CHOICE_REOPENED: [
        '#{이름} ज्यू, फिर्ता गरिएको उपहारको सट्टा तपाईं फेरि उपहार छान्न सक्नुहुन्छ।',
        'फिर्ता गरिएको उपहार: #{선물}',
        'छान्ने अन्तिम समय: #{선택마감}',
        'उपहार छान्नुहोस्: #{링크}',
      ],
      ADDRESS_NEEDED: [
        '#{이름} ज्यू, कार्यक्रम सकिएकाले तपाईंलाई पूर्वनिर्धारित उपहार पठाउँदैछौं।',
        'उपहार: #{선물}',
        'डेलिभरी ठेगाना नभएकाले पठाउन सकिएको छैन। कृपया तलको लिंकमा ठेगाना प्रविष्ट गर्नुहोस्।',
        'ठेगाना प्रविष्ट गर्नुहोस्: #{링크}',
      ],
      DEFAULT_GIFT: [
        '#{이름} ज्यू, कार्यक्रम सकिएकाले तपाईंलाई पूर्वनिर्धारित उपहार पठाउँदैछौं।',
        'उपहार: #{선물}',
        'तपाईंले दर्ता गर्नुभएको पूर्वनिर्धारित ठेगानामा पठाउने तयारी हुँदैछ। पठाउनुअघि ठेगाना परिवर्तन गर्न सक्नुहुन्छ।',
        'अर्डर हेर्नुहोस्: #{링크}',
      ],
    },
    refundKinds: { RETURN: 'फिर्ता', EXCHANGE: 'साटासाट', ANY: 'फिर्ता/साटासाट' },
  },
  km: {
    subject: '[សេចក្ដីជូនដំណឹងកាដូ] #{이벤트명} - #{안내}',
    titles: {
      RELEASE: 'កាដូរបស់អ្នកត្រូវបានផ្ញើចេញហើយ',
      DELIVERED: 'កាដូរបស់អ្នកត្រូវបានដឹកដល់ហើយ',
      RETURN_APPROVED: 'សំណើប្រគល់/ប្ដូរទំនិញត្រូវបានអនុម័ត',
      REFUNDED: 'ការបង្វិលប្រាក់បានបញ្ចប់',
      RESHIPPED: 'ទំនិញប្ដូរត្រូវបានផ្ញើម្ដងទៀត',
      CHOICE_REOPENED: 'អ្នកអាចជ្រើសរើសកាដូម្ដងទៀត',
      ADDRESS_NEEDED: 'សូមបញ្ចូលអាសយដ្ឋានដឹកជញ្ជូន',
      DEFAULT_GIFT: 'កាដូលំនាំដើមកំពុងរៀបចំផ្ញើ',
    },
    bodies: {
      RELEASE: [
        'ជូនចំពោះ #{이름} កាដូរបស់អ្នកត្រូវបានផ្ញើចេញហើយ។',
        ...shipping({
          gift: 'កាដូ',
          carrier: 'ក្រុមហ៊ុនដឹកជញ្ជូន',
          invoice: 'លេខតាមដាន',
          track: 'តាមដានការដឹក',
        }),
        'មើលការបញ្ជាទិញ: #{링크}',
      ],
      DELIVERED: [
        'ជូនចំពោះ #{이름} កាដូរបស់អ្នកត្រូវបានដឹកដល់ហើយ។',
        'កាដូ: #{선물}',
        'សូមពិនិត្យកាដូដែលអ្នកបានទទួល។',
        'មើលការបញ្ជាទិញ: #{링크}',
      ],
      RETURN_APPROVED: [
        'ជូនចំពោះ #{이름} សំណើ#{반품구분}របស់អ្នកត្រូវបានអនុម័ត។',
        'កាដូ: #{선물}',
        'យើងនឹងជូនដំណឹងលទ្ធផលម្ដងទៀត បន្ទាប់ពីប្រមូលទំនិញវិញ។',
        'មើលការបញ្ជាទិញ: #{링크}',
      ],
      REFUNDED: [
        'ជូនចំពោះ #{이름} ការបង្វិលប្រាក់សម្រាប់កាដូដែលអ្នកបានប្រគល់វិញបានបញ្ចប់ហើយ។',
        'កាដូ: #{선물}',
        'ចំនួនប្រាក់បង្វិល: #{환불금액}',
        'មើលការបញ្ជាទិញ: #{링크}',
      ],
      RESHIPPED: [
        'ជូនចំពោះ #{이름} ទំនិញប្ដូររបស់អ្នកត្រូវបានផ្ញើម្ដងទៀតហើយ។',
        ...shipping({
          gift: 'កាដូ',
          carrier: 'ក្រុមហ៊ុនដឹកជញ្ជូន',
          invoice: 'លេខតាមដាន',
          track: 'តាមដានការដឹក',
        }),
        'មើលការបញ្ជាទិញ: #{링크}',
      ],
      CHOICE_REOPENED: [
        'ជូនចំពោះ #{이름} អ្នកអាចជ្រើសរើសកាដូម្ដងទៀត ជំនួសកាដូដែលបានប្រគល់វិញ។',
        'កាដូដែលបានប្រគល់វិញ: #{선물}',
        'ផុតកំណត់ជ្រើសរើស: #{선택마감}',
        'ជ្រើសរើសកាដូ: #{링크}',
      ],
      ADDRESS_NEEDED: [
        'ជូនចំពោះ #{이름} ព្រឹត្តិការណ៍បានបិទហើយ យើងនឹងផ្ញើកាដូលំនាំដើមជូនអ្នក។',
        'កាដូ: #{선물}',
        'មិនទាន់អាចផ្ញើបានទេ ព្រោះគ្មានអាសយដ្ឋានដឹកជញ្ជូន។ សូមបញ្ចូលអាសយដ្ឋាននៅតំណខាងក្រោម។',
        'បញ្ចូលអាសយដ្ឋាន: #{링크}',
      ],
      DEFAULT_GIFT: [
        'ជូនចំពោះ #{이름} ព្រឹត្តិការណ៍បានបិទហើយ យើងនឹងផ្ញើកាដូលំនាំដើមជូនអ្នក។',
        'កាដូ: #{선물}',
        'កំពុងរៀបចំផ្ញើទៅអាសយដ្ឋានលំនាំដើមដែលអ្នកបានចុះឈ្មោះ។ អ្នកអាចប្ដូរអាសយដ្ឋានបានមុនពេលផ្ញើចេញ។',
        'មើលការបញ្ជាទិញ: #{링크}',
      ],
    },
    refundKinds: { RETURN: 'ប្រគល់ទំនិញវិញ', EXCHANGE: 'ប្ដូរទំនិញ', ANY: 'ប្រគល់/ប្ដូរទំនិញ' },
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Occasions (occasion.ts, occasion-notices.ts)

type OccasionKind =
  | 'BIRTHDAY'
  | 'WORK_ANNIVERSARY'
  | 'WEDDING'
  | 'CHILDBIRTH'
  | 'CHILD_SCHOOL'
  | 'PROMOTION'
  | 'CONDOLENCE'
  | 'RETURN_TO_WORK'
  | 'RETIREMENT'
  | 'GROUP_DAY';
type Relation =
  | 'SPOUSE'
  | 'PARENT'
  | 'SPOUSE_PARENT'
  | 'CHILD'
  | 'SIBLING'
  | 'GRANDPARENT'
  | 'SPOUSE_GRANDPARENT';

/**
 * One language's occasion texts: the names of the occasions and relations the variables #{경조사} and #{관계} are
 * filled with, the default invitation (greeting, offer, close and link lines) and subject, and the reminder. A
 * condolence's texts speak of an item, never of a gift, as the Korean ones do.
 */
export type OccasionTexts = {
  types: Record<OccasionKind, string>;
  /** #{경조사} of a work anniversary with its years (#{근속연수}). */
  anniversary: string;
  relations: Record<Relation, string>;
  greeting: Record<OccasionKind, string>;
  /** The message card's default text (the occasion event's greeting) unless the rule has its own. */
  card: Record<OccasionKind, string>;
  offer: { gift: string; condolence: string };
  closeLine: string;
  linkLine: string;
  subject: { gift: string; condolence: string };
  reminder: { gift: string; condolence: string };
  reminderSubject: { gift: string; condolence: string };
};

export const TRANSLATED_OCCASION_TEXTS: Record<OtherLanguage, OccasionTexts> = {
  en: {
    types: {
      BIRTHDAY: 'Birthday',
      WORK_ANNIVERSARY: 'Work anniversary',
      WEDDING: 'Wedding',
      CHILDBIRTH: 'Birth of a child',
      CHILD_SCHOOL: "Child's school entry",
      PROMOTION: 'Promotion',
      CONDOLENCE: 'Condolence',
      RETURN_TO_WORK: 'Return to work',
      RETIREMENT: 'Retirement',
      GROUP_DAY: 'Company anniversary',
    },
    anniversary: '#{근속연수}-year work anniversary',
    relations: {
      SPOUSE: 'spouse',
      PARENT: 'parent',
      SPOUSE_PARENT: "spouse's parent",
      CHILD: 'child',
      SIBLING: 'sibling',
      GRANDPARENT: 'grandparent',
      SPOUSE_GRANDPARENT: "spouse's grandparent",
    },
    greeting: {
      BIRTHDAY: 'Dear #{이름}, happy birthday from all of us.',
      WORK_ANNIVERSARY:
        'Dear #{이름}, congratulations on your #{근속연수}-year work anniversary. Thank you for being with us.',
      WEDDING: 'Dear #{이름}, congratulations on your wedding.',
      CHILDBIRTH: 'Dear #{이름}, congratulations on the birth of your baby.',
      CHILD_SCHOOL: 'Dear #{이름}, congratulations on your child starting school.',
      PROMOTION: 'Dear #{이름}, congratulations on your promotion.',
      CONDOLENCE: 'Dear #{이름}, please accept our deepest condolences.',
      RETURN_TO_WORK: 'Dear #{이름}, welcome back. We are glad to work with you again.',
      RETIREMENT: 'Dear #{이름}, thank you for all your years with us. We wish you all the best.',
      GROUP_DAY: 'Dear #{이름}, on our #{경조사} we send you our thanks.',
    },
    card: {
      BIRTHDAY: 'Happy birthday. We wish you good health and happiness always.',
      WORK_ANNIVERSARY: 'Thank you for being with us all this time.',
      WEDDING: 'We wish the two of you a future full of happiness.',
      CHILDBIRTH: 'Congratulations on the birth of your precious baby.',
      CHILD_SCHOOL: 'We cheer on this new beginning.',
      PROMOTION: 'Congratulations on your promotion. We look forward to working with you.',
      CONDOLENCE: 'Please accept our deepest condolences.',
      RETURN_TO_WORK: 'We are glad to be working with you again.',
      RETIREMENT: 'Thank you so much for all your hard work over the years.',
      GROUP_DAY: 'Thank you for always being with us.',
    },
    offer: {
      gift: 'We have prepared a gift for you. Please choose the one you like.',
      condolence: 'We have prepared a small token of support. Please choose the item you need.',
    },
    closeLine: 'Closes: #{마감일시}',
    linkLine: 'Open: #{링크}',
    subject: { gift: '[#{회사명}] Your #{경조사} gift', condolence: '[#{회사명}] With our sympathy' },
    reminder: {
      gift: lines(
        '[#{회사명}] Dear #{이름}, you have not chosen your #{경조사} gift yet.',
        'Please choose before it closes.',
        'Closes: #{마감일시}',
        'Open: #{링크}',
      ),
      condolence: lines(
        '[#{회사명}] Dear #{이름}, you have not chosen the item we sent yet.',
        'Please choose before it closes.',
        'Closes: #{마감일시}',
        'Open: #{링크}',
      ),
    },
    reminderSubject: {
      gift: '[#{회사명}] Please choose your gift',
      condolence: '[#{회사명}] Please choose your item',
    },
  },
  vi: {
    types: {
      BIRTHDAY: 'Sinh nhật',
      WORK_ANNIVERSARY: 'Kỷ niệm ngày vào công ty',
      WEDDING: 'Kết hôn',
      CHILDBIRTH: 'Sinh con',
      CHILD_SCHOOL: 'Con vào trường',
      PROMOTION: 'Thăng chức',
      CONDOLENCE: 'Chia buồn',
      RETURN_TO_WORK: 'Trở lại làm việc',
      RETIREMENT: 'Nghỉ hưu',
      GROUP_DAY: 'Ngày kỷ niệm công ty',
    },
    anniversary: 'Kỷ niệm #{근속연수} năm làm việc',
    relations: {
      SPOUSE: 'vợ/chồng',
      PARENT: 'cha mẹ',
      SPOUSE_PARENT: 'cha mẹ vợ/chồng',
      CHILD: 'con',
      SIBLING: 'anh chị em',
      GRANDPARENT: 'ông bà',
      SPOUSE_GRANDPARENT: 'ông bà bên vợ/chồng',
    },
    greeting: {
      BIRTHDAY: '#{이름} thân mến, chúc mừng sinh nhật bạn.',
      WORK_ANNIVERSARY:
        '#{이름} thân mến, chúc mừng bạn tròn #{근속연수} năm làm việc. Cảm ơn bạn đã đồng hành cùng chúng tôi.',
      WEDDING: '#{이름} thân mến, chúc mừng đám cưới của bạn.',
      CHILDBIRTH: '#{이름} thân mến, chúc mừng gia đình bạn đón em bé.',
      CHILD_SCHOOL: '#{이름} thân mến, chúc mừng con bạn vào trường mới.',
      PROMOTION: '#{이름} thân mến, chúc mừng bạn được thăng chức.',
      CONDOLENCE: '#{이름} thân mến, xin gửi đến bạn lời chia buồn sâu sắc nhất.',
      RETURN_TO_WORK:
        '#{이름} thân mến, chào mừng bạn trở lại làm việc. Rất vui được làm việc cùng bạn lần nữa.',
      RETIREMENT: '#{이름} thân mến, cảm ơn bạn vì những năm tháng đã đồng hành. Chúc bạn mọi điều tốt đẹp.',
      GROUP_DAY: '#{이름} thân mến, nhân dịp #{경조사}, xin gửi đến bạn lời cảm ơn.',
    },
    card: {
      BIRTHDAY: 'Chúc mừng sinh nhật. Chúc bạn luôn khỏe mạnh và hạnh phúc.',
      WORK_ANNIVERSARY: 'Cảm ơn bạn đã đồng hành cùng chúng tôi suốt thời gian qua.',
      WEDDING: 'Chúc hai bạn một tương lai tràn đầy hạnh phúc.',
      CHILDBIRTH: 'Chúc mừng em bé đáng yêu chào đời.',
      CHILD_SCHOOL: 'Chúc mừng một khởi đầu mới.',
      PROMOTION: 'Chúc mừng bạn được thăng chức. Mong tiếp tục được hợp tác cùng bạn.',
      CONDOLENCE: 'Xin thành kính chia buồn cùng gia đình.',
      RETURN_TO_WORK: 'Rất vui được làm việc cùng bạn trở lại.',
      RETIREMENT: 'Cảm ơn bạn vì những năm tháng làm việc vất vả.',
      GROUP_DAY: 'Cảm ơn bạn đã luôn đồng hành cùng chúng tôi.',
    },
    offer: {
      gift: 'Chúng tôi đã chuẩn bị một món quà cho bạn. Vui lòng chọn quà bạn thích.',
      condolence: 'Chúng tôi có chút lòng thành. Vui lòng chọn vật phẩm bạn cần.',
    },
    closeLine: 'Hạn chót: #{마감일시}',
    linkLine: 'Truy cập: #{링크}',
    subject: { gift: '[#{회사명}] Quà tặng #{경조사}', condolence: '[#{회사명}] Xin gửi lời chia buồn' },
    reminder: {
      gift: lines(
        '[#{회사명}] #{이름} thân mến, bạn chưa chọn quà #{경조사} chúng tôi đã gửi.',
        'Vui lòng chọn trước hạn chót.',
        'Hạn chót: #{마감일시}',
        'Truy cập: #{링크}',
      ),
      condolence: lines(
        '[#{회사명}] #{이름} thân mến, bạn chưa chọn vật phẩm chúng tôi đã gửi.',
        'Vui lòng chọn trước hạn chót.',
        'Hạn chót: #{마감일시}',
        'Truy cập: #{링크}',
      ),
    },
    reminderSubject: {
      gift: '[#{회사명}] Nhắc chọn quà',
      condolence: '[#{회사명}] Nhắc chọn vật phẩm',
    },
  },
  'zh-Hans': {
    types: {
      BIRTHDAY: '生日',
      WORK_ANNIVERSARY: '入职纪念日',
      WEDDING: '结婚',
      CHILDBIRTH: '生育',
      CHILD_SCHOOL: '子女入学',
      PROMOTION: '升职',
      CONDOLENCE: '丧事',
      RETURN_TO_WORK: '复职',
      RETIREMENT: '退休',
      GROUP_DAY: '公司纪念日',
    },
    anniversary: '入职#{근속연수}周年',
    relations: {
      SPOUSE: '配偶',
      PARENT: '父母',
      SPOUSE_PARENT: '配偶的父母',
      CHILD: '子女',
      SIBLING: '兄弟姐妹',
      GRANDPARENT: '祖父母',
      SPOUSE_GRANDPARENT: '配偶的祖父母',
    },
    greeting: {
      BIRTHDAY: '#{이름}，衷心祝您生日快乐。',
      WORK_ANNIVERSARY: '#{이름}，祝贺您入职#{근속연수}周年，感谢您一路同行。',
      WEDDING: '#{이름}，衷心祝贺您新婚快乐。',
      CHILDBIRTH: '#{이름}，衷心祝贺您喜得宝宝。',
      CHILD_SCHOOL: '#{이름}，祝贺您的孩子入学。',
      PROMOTION: '#{이름}，祝贺您升职。',
      CONDOLENCE: '#{이름}，谨致以深切的慰问。',
      RETURN_TO_WORK: '#{이름}，欢迎您回到工作岗位，很高兴再次与您共事。',
      RETIREMENT: '#{이름}，感谢您多年来的付出，祝您前程似锦。',
      GROUP_DAY: '#{이름}，值此#{경조사}之际，向您致以感谢。',
    },
    card: {
      BIRTHDAY: '祝你生日快乐，永远健康幸福。',
      WORK_ANNIVERSARY: '感谢你一直以来与我们同行。',
      WEDDING: '祝两位未来充满幸福。',
      CHILDBIRTH: '恭喜宝宝诞生。',
      CHILD_SCHOOL: '为新的开始加油。',
      PROMOTION: '恭喜升职，今后也请多多关照。',
      CONDOLENCE: '谨致深切哀悼。',
      RETURN_TO_WORK: '很高兴再次与你共事。',
      RETIREMENT: '这些年辛苦了，衷心感谢。',
      GROUP_DAY: '感谢你一直与我们同行。',
    },
    offer: {
      gift: '我们为您准备了一份礼品，请选择您喜欢的礼品。',
      condolence: '我们准备了一点心意，请选择您需要的物品。',
    },
    closeLine: '截止：#{마감일시}',
    linkLine: '链接：#{링크}',
    subject: { gift: '[#{회사명}] #{경조사}礼品通知', condolence: '[#{회사명}] 谨致慰问' },
    reminder: {
      gift: lines(
        '[#{회사명}] #{이름}，您还没有选择我们送出的#{경조사}礼品。',
        '请在截止前选择。',
        '截止：#{마감일시}',
        '链接：#{링크}',
      ),
      condolence: lines(
        '[#{회사명}] #{이름}，您还没有选择我们送出的物品。',
        '请在截止前选择。',
        '截止：#{마감일시}',
        '链接：#{링크}',
      ),
    },
    reminderSubject: { gift: '[#{회사명}] 礼品选择提醒', condolence: '[#{회사명}] 物品选择提醒' },
  },
  ne: {
    types: {
      BIRTHDAY: 'जन्मदिन',
      WORK_ANNIVERSARY: 'कामको वार्षिकोत्सव',
      WEDDING: 'विवाह',
      CHILDBIRTH: 'सन्तान जन्म',
      CHILD_SCHOOL: 'सन्तानको विद्यालय भर्ना',
      PROMOTION: 'पदोन्नति',
      CONDOLENCE: 'समवेदना',
      RETURN_TO_WORK: 'काममा पुनरागमन',
      RETIREMENT: 'सेवानिवृत्ति',
      GROUP_DAY: 'कम्पनी स्थापना दिवस',
    },
    anniversary: 'कामको #{근속연수} वर्ष',
    relations: {
      SPOUSE: 'जीवनसाथी',
      PARENT: 'आमाबुबा',
      SPOUSE_PARENT: 'जीवनसाथीका आमाबुबा',
      CHILD: 'सन्तान',
      SIBLING: 'दाजुभाइ दिदीबहिनी',
      GRANDPARENT: 'हजुरबुबा हजुरआमा',
      SPOUSE_GRANDPARENT: 'जीवनसाथीका हजुरबुबा हजुरआमा',
    },
    greeting: {
      BIRTHDAY: '#{이름} ज्यू, जन्मदिनको हार्दिक शुभकामना।',
      WORK_ANNIVERSARY: '#{이름} ज्यू, कामको #{근속연수} वर्ष पूरा भएकोमा बधाई छ। हामीसँग रहनुभएकोमा धन्यवाद।',
      WEDDING: '#{이름} ज्यू, विवाहको हार्दिक बधाई।',
      CHILDBIRTH: '#{이름} ज्यू, सन्तान जन्मिएकोमा हार्दिक बधाई।',
      CHILD_SCHOOL: '#{이름} ज्यू, तपाईंको सन्तानको विद्यालय भर्नाको बधाई।',
      PROMOTION: '#{이름} ज्यू, पदोन्नतिको बधाई।',
      CONDOLENCE: '#{이름} ज्यू, हाम्रो गहिरो समवेदना स्वीकार गर्नुहोस्।',
      RETURN_TO_WORK: '#{이름} ज्यू, काममा फर्कनुभएकोमा स्वागत छ। फेरि सँगै काम गर्न पाउँदा खुसी लाग्यो।',
      RETIREMENT: '#{이름} ज्यू, यतिका वर्ष सँगै रहनुभएकोमा धन्यवाद। तपाईंको भविष्यका लागि शुभकामना।',
      GROUP_DAY: '#{이름} ज्यू, #{경조사}को अवसरमा हार्दिक आभार व्यक्त गर्दछौं।',
    },
    card: {
      BIRTHDAY: 'जन्मदिनको शुभकामना। सधैं स्वस्थ र खुसी रहनुहोस्।',
      WORK_ANNIVERSARY: 'यति लामो समय हामीसँग रहनुभएकोमा धन्यवाद।',
      WEDDING: 'तपाईं दुवैको भविष्य खुसीले भरिपूर्ण होस्।',
      CHILDBIRTH: 'प्यारो बच्चाको जन्मको बधाई छ।',
      CHILD_SCHOOL: 'नयाँ सुरुवातका लागि शुभकामना।',
      PROMOTION: 'पदोन्नतिको बधाई छ। आगामी दिनमा पनि सँगै काम गरौं।',
      CONDOLENCE: 'हार्दिक समवेदना व्यक्त गर्दछौं।',
      RETURN_TO_WORK: 'फेरि सँगै काम गर्न पाउँदा खुसी लाग्यो।',
      RETIREMENT: 'यति वर्षको मेहनतका लागि हार्दिक धन्यवाद।',
      GROUP_DAY: 'सधैं हामीसँग रहनुभएकोमा धन्यवाद।',
    },
    offer: {
      gift: 'हामीले तपाईंका लागि उपहार तयार गरेका छौं। कृपया मनपर्ने उपहार छान्नुहोस्।',
      condolence: 'हामीले सानो सद्भाव तयार गरेका छौं। कृपया आवश्यक सामान छान्नुहोस्।',
    },
    closeLine: 'अन्तिम समय: #{마감일시}',
    linkLine: 'लिंक: #{링크}',
    subject: { gift: '[#{회사명}] #{경조사} उपहार सूचना', condolence: '[#{회사명}] हार्दिक समवेदना' },
    reminder: {
      gift: lines(
        '[#{회사명}] #{이름} ज्यू, तपाईंले पठाइएको #{경조사} उपहार अझै छान्नुभएको छैन।',
        'कृपया अन्तिम समयअघि छान्नुहोस्।',
        'अन्तिम समय: #{마감일시}',
        'लिंक: #{링크}',
      ),
      condolence: lines(
        '[#{회사명}] #{이름} ज्यू, तपाईंले पठाइएको सामान अझै छान्नुभएको छैन।',
        'कृपया अन्तिम समयअघि छान्नुहोस्।',
        'अन्तिम समय: #{마감일시}',
        'लिंक: #{링크}',
      ),
    },
    reminderSubject: {
      gift: '[#{회사명}] उपहार छान्ने सम्झना',
      condolence: '[#{회사명}] सामान छान्ने सम्झना',
    },
  },
  km: {
    types: {
      BIRTHDAY: 'ថ្ងៃកំណើត',
      WORK_ANNIVERSARY: 'ខួបចូលធ្វើការ',
      WEDDING: 'អាពាហ៍ពិពាហ៍',
      CHILDBIRTH: 'កំណើតបុត្រ',
      CHILD_SCHOOL: 'កូនចូលរៀន',
      PROMOTION: 'ដំឡើងតំណែង',
      CONDOLENCE: 'មរណភាព',
      RETURN_TO_WORK: 'ត្រឡប់មកធ្វើការវិញ',
      RETIREMENT: 'ចូលនិវត្តន៍',
      GROUP_DAY: 'ខួបក្រុមហ៊ុន',
    },
    anniversary: 'ខួបធ្វើការ #{근속연수} ឆ្នាំ',
    relations: {
      SPOUSE: 'ប្ដីឬប្រពន្ធ',
      PARENT: 'ឪពុកម្ដាយ',
      SPOUSE_PARENT: 'ឪពុកម្ដាយក្មេក',
      CHILD: 'កូន',
      SIBLING: 'បងប្អូន',
      GRANDPARENT: 'ជីដូនជីតា',
      SPOUSE_GRANDPARENT: 'ជីដូនជីតាខាងប្ដីឬប្រពន្ធ',
    },
    greeting: {
      BIRTHDAY: 'ជូនចំពោះ #{이름} សូមជូនពរថ្ងៃកំណើតដោយស្មោះ។',
      WORK_ANNIVERSARY: 'ជូនចំពោះ #{이름} សូមអបអរសាទរខួបធ្វើការ #{근속연수} ឆ្នាំ។ សូមអរគុណដែលបានរួមដំណើរជាមួយយើង។',
      WEDDING: 'ជូនចំពោះ #{이름} សូមអបអរសាទរពិធីអាពាហ៍ពិពាហ៍។',
      CHILDBIRTH: 'ជូនចំពោះ #{이름} សូមអបអរសាទរកំណើតបុត្រ។',
      CHILD_SCHOOL: 'ជូនចំពោះ #{이름} សូមអបអរសាទរកូនរបស់អ្នកចូលរៀន។',
      PROMOTION: 'ជូនចំពោះ #{이름} សូមអបអរសាទរការដំឡើងតំណែង។',
      CONDOLENCE: 'ជូនចំពោះ #{이름} សូមចូលរួមរំលែកទុក្ខយ៉ាងក្រៀមក្រំ។',
      RETURN_TO_WORK: 'ជូនចំពោះ #{이름} សូមស្វាគមន៍ការត្រឡប់មកធ្វើការវិញ។ រីករាយដែលបានធ្វើការជាមួយគ្នាម្ដងទៀត។',
      RETIREMENT: 'ជូនចំពោះ #{이름} សូមអរគុណសម្រាប់ការរួមដំណើរកន្លងមក។ សូមជូនពរអនាគតដ៏ល្អ។',
      GROUP_DAY: 'ជូនចំពោះ #{이름} ក្នុងឱកាស #{경조사} សូមថ្លែងអំណរគុណ។',
    },
    card: {
      BIRTHDAY: 'រីករាយថ្ងៃកំណើត។ សូមឱ្យមានសុខភាពល្អ និងសុភមង្គលជានិច្ច។',
      WORK_ANNIVERSARY: 'សូមអរគុណដែលបាននៅជាមួយយើងរយៈពេលយូរមកនេះ។',
      WEDDING: 'សូមជូនពរអ្នកទាំងពីរឱ្យមានអនាគតពោរពេញដោយសុភមង្គល។',
      CHILDBIRTH: 'សូមអបអរសាទរចំពោះកំណើតទារកជាទីស្រឡាញ់។',
      CHILD_SCHOOL: 'សូមលើកទឹកចិត្តចំពោះការចាប់ផ្ដើមថ្មី។',
      PROMOTION: 'សូមអបអរសាទរចំពោះការដំឡើងតំណែង។ សូមបន្តសហការជាមួយគ្នា។',
      CONDOLENCE: 'សូមចូលរួមរំលែកទុក្ខយ៉ាងជ្រាលជ្រៅ។',
      RETURN_TO_WORK: 'រីករាយដែលបានធ្វើការជាមួយគ្នាម្ដងទៀត។',
      RETIREMENT: 'សូមអរគុណយ៉ាងខ្លាំងចំពោះការខិតខំប្រឹងប្រែងទាំងប៉ុន្មានឆ្នាំកន្លងមក។',
      GROUP_DAY: 'សូមអរគុណដែលតែងតែនៅជាមួយយើង។',
    },
    offer: {
      gift: 'យើងបានរៀបចំកាដូសម្រាប់អ្នក។ សូមជ្រើសរើសកាដូដែលអ្នកចូលចិត្ត។',
      condolence: 'យើងបានរៀបចំទឹកចិត្តតិចតួច។ សូមជ្រើសរើសរបស់ដែលអ្នកត្រូវការ។',
    },
    closeLine: 'ផុតកំណត់: #{마감일시}',
    linkLine: 'តំណ: #{링크}',
    subject: { gift: '[#{회사명}] កាដូ #{경조사}', condolence: '[#{회사명}] សូមចូលរួមរំលែកទុក្ខ' },
    reminder: {
      gift: lines(
        '[#{회사명}] ជូនចំពោះ #{이름} អ្នកមិនទាន់បានជ្រើសរើសកាដូ #{경조사} ដែលយើងបានផ្ញើនៅឡើយទេ។',
        'សូមជ្រើសរើសមុនពេលផុតកំណត់។',
        'ផុតកំណត់: #{마감일시}',
        'តំណ: #{링크}',
      ),
      condolence: lines(
        '[#{회사명}] ជូនចំពោះ #{이름} អ្នកមិនទាន់បានជ្រើសរើសរបស់ដែលយើងបានផ្ញើនៅឡើយទេ។',
        'សូមជ្រើសរើសមុនពេលផុតកំណត់។',
        'ផុតកំណត់: #{마감일시}',
        'តំណ: #{링크}',
      ),
    },
    reminderSubject: {
      gift: '[#{회사명}] រំលឹកការជ្រើសរើសកាដូ',
      condolence: '[#{회사명}] រំលឹកការជ្រើសរើសរបស់',
    },
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The decision on an employee's life event request (occasion-notices.ts)

/** Variables: #{회사명} #{이름} #{경조사} #{날짜} (YYYY.MM.DD), #{사유} (the manager's, as written), #{링크}. */
export type LifeEventDecisionTexts = {
  subject: { approved: string; rejected: string };
  body: { approved: string; rejected: string };
  reason: string;
  link: string;
};

export const TRANSLATED_LIFE_EVENT_DECISIONS: Record<OtherLanguage, LifeEventDecisionTexts> = {
  en: {
    subject: {
      approved: '[#{회사명}] Your request has been approved',
      rejected: '[#{회사명}] Your request has been declined',
    },
    body: {
      approved: '[#{회사명}] Dear #{이름}, your request (#{경조사}, #{날짜}) has been approved.',
      rejected: '[#{회사명}] Dear #{이름}, your request (#{경조사}, #{날짜}) has been declined.',
    },
    reason: 'Reason: #{사유}',
    link: 'My requests: #{링크}',
  },
  vi: {
    subject: {
      approved: '[#{회사명}] Yêu cầu hiếu hỷ đã được duyệt',
      rejected: '[#{회사명}] Yêu cầu hiếu hỷ bị từ chối',
    },
    body: {
      approved: '[#{회사명}] #{이름} thân mến, yêu cầu #{경조사} (#{날짜}) của bạn đã được duyệt.',
      rejected: '[#{회사명}] #{이름} thân mến, yêu cầu #{경조사} (#{날짜}) của bạn đã bị từ chối.',
    },
    reason: 'Lý do từ chối: #{사유}',
    link: 'Xem yêu cầu: #{링크}',
  },
  'zh-Hans': {
    subject: { approved: '[#{회사명}] 婚丧喜庆申请已批准', rejected: '[#{회사명}] 婚丧喜庆申请未获批准' },
    body: {
      approved: '[#{회사명}] #{이름}，您申请的#{경조사}（#{날짜}）已获批准。',
      rejected: '[#{회사명}] #{이름}，您申请的#{경조사}（#{날짜}）未获批准。',
    },
    reason: '驳回原因：#{사유}',
    link: '申请记录：#{링크}',
  },
  ne: {
    subject: {
      approved: '[#{회사명}] तपाईंको अनुरोध स्वीकृत भयो',
      rejected: '[#{회사명}] तपाईंको अनुरोध अस्वीकृत भयो',
    },
    body: {
      approved: '[#{회사명}] #{이름} ज्यू, तपाईंको #{경조사} (#{날짜}) अनुरोध स्वीकृत भएको छ।',
      rejected: '[#{회사명}] #{이름} ज्यू, तपाईंको #{경조사} (#{날짜}) अनुरोध अस्वीकृत भएको छ।',
    },
    reason: 'अस्वीकृतिको कारण: #{사유}',
    link: 'मेरा अनुरोधहरू: #{링크}',
  },
  km: {
    subject: {
      approved: '[#{회사명}] សំណើរបស់អ្នកត្រូវបានអនុម័ត',
      rejected: '[#{회사명}] សំណើរបស់អ្នកត្រូវបានបដិសេធ',
    },
    body: {
      approved: '[#{회사명}] ជូនចំពោះ #{이름} សំណើ #{경조사} (#{날짜}) របស់អ្នកត្រូវបានអនុម័ត។',
      rejected: '[#{회사명}] ជូនចំពោះ #{이름} សំណើ #{경조사} (#{날짜}) របស់អ្នកត្រូវបានបដិសេធ។',
    },
    reason: 'មូលហេតុបដិសេធ: #{사유}',
    link: 'សំណើរបស់ខ្ញុំ: #{링크}',
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Account messages (org-messages.ts, account.ts)

/**
 * Variables: #{아이디}, #{비밀번호} (the one-time secret's placeholder, never the password), #{회사명}, #{링크}
 * (the sign-in link, on a line of its own).
 */
export type AccountNoticeTexts = {
  tempPassword: string;
  tempPasswordSubject: string;
  importedAccount: string;
  loginLine: string;
  passwordChanged: string;
  passwordChangedSubject: string;
  loginFailures: string;
  loginFailuresSubject: string;
  /** The asker of a 1:1 question is told an answer waits (the answer itself is read after login). */
  qnaAnswered: string;
  qnaAnsweredSubject: string;
};

export const TRANSLATED_ACCOUNT_NOTICES: Record<OtherLanguage, AccountNoticeTexts> = {
  en: {
    tempPassword:
      '[PCS] The temporary password for #{아이디} is #{비밀번호}. Please change it after you sign in.',
    tempPasswordSubject: '[PCS] Your temporary password',
    importedAccount:
      '[PCS] Your #{회사명} gift platform account (#{아이디}) has been created. Sign in with phone verification on the sign-in page, then set a password.',
    loginLine: 'Sign in: #{링크}',
    passwordChanged:
      '[PCS] Your password has been changed. If you did not change it, please contact your administrator.',
    passwordChangedSubject: '[PCS] Your password was changed',
    loginFailures:
      '[PCS] There have been several failed sign-ins to your account. If it was not you, please change your password and contact your administrator.',
    loginFailuresSubject: '[PCS] Failed sign-in alert',
    qnaAnswered: '[PCS] Your 1:1 question has been answered. Please see Customer Center > 1:1 Questions.',
    qnaAnsweredSubject: '[PCS] Your 1:1 question has been answered',
  },
  vi: {
    tempPassword:
      '[PCS] Mật khẩu tạm thời của tài khoản #{아이디} là #{비밀번호}. Vui lòng đổi mật khẩu sau khi đăng nhập.',
    tempPasswordSubject: '[PCS] Mật khẩu tạm thời',
    importedAccount:
      '[PCS] Tài khoản nền tảng quà tặng #{회사명} (#{아이디}) của bạn đã được tạo. Vui lòng đăng nhập bằng xác thực điện thoại tại trang đăng nhập, sau đó đặt mật khẩu.',
    loginLine: 'Đăng nhập: #{링크}',
    passwordChanged:
      '[PCS] Mật khẩu của bạn đã được thay đổi. Nếu không phải bạn thay đổi, vui lòng liên hệ quản trị viên.',
    passwordChangedSubject: '[PCS] Thông báo đổi mật khẩu',
    loginFailures:
      '[PCS] Tài khoản của bạn có nhiều lần đăng nhập không thành công. Nếu không phải bạn, vui lòng đổi mật khẩu và liên hệ quản trị viên.',
    loginFailuresSubject: '[PCS] Cảnh báo đăng nhập thất bại',
    qnaAnswered:
      '[PCS] Câu hỏi 1:1 của bạn đã có câu trả lời. Vui lòng xem tại Trung tâm hỗ trợ > Hỏi đáp 1:1.',
    qnaAnsweredSubject: '[PCS] Câu hỏi 1:1 của bạn đã có câu trả lời',
  },
  'zh-Hans': {
    tempPassword: '[PCS] 账号 #{아이디} 的临时密码为 #{비밀번호}。登录后请修改密码。',
    tempPasswordSubject: '[PCS] 临时密码通知',
    importedAccount:
      '[PCS] 您的#{회사명}礼品平台账号（#{아이디}）已创建。请在登录页面通过手机验证登录，然后设置密码。',
    loginLine: '登录：#{링크}',
    passwordChanged: '[PCS] 您的密码已更改。如非本人操作，请联系管理员。',
    passwordChangedSubject: '[PCS] 密码更改通知',
    loginFailures: '[PCS] 您的账号多次登录失败。如非本人操作，请更改密码并联系管理员。',
    loginFailuresSubject: '[PCS] 登录失败提醒',
    qnaAnswered: '[PCS] 您的一对一咨询已有回复，请在客服中心 > 一对一咨询中查看。',
    qnaAnsweredSubject: '[PCS] 您的一对一咨询已有回复',
  },
  ne: {
    tempPassword: '[PCS] #{아이디} खाताको अस्थायी पासवर्ड #{비밀번호} हो। लगइनपछि पासवर्ड परिवर्तन गर्नुहोस्।',
    tempPasswordSubject: '[PCS] अस्थायी पासवर्ड',
    importedAccount:
      '[PCS] #{회사명} उपहार प्लेटफर्ममा तपाईंको खाता (#{아이디}) बनाइएको छ। लगइन पेजमा फोन प्रमाणीकरणबाट लगइन गरी पासवर्ड सेट गर्नुहोस्।',
    loginLine: 'लगइन: #{링크}',
    passwordChanged:
      '[PCS] तपाईंको पासवर्ड परिवर्तन गरिएको छ। तपाईंले परिवर्तन गर्नुभएको होइन भने प्रशासकलाई सम्पर्क गर्नुहोस्।',
    passwordChangedSubject: '[PCS] पासवर्ड परिवर्तन सूचना',
    loginFailures:
      '[PCS] तपाईंको खातामा धेरै पटक लगइन असफल भएको छ। यो तपाईं हुनुहुन्न भने पासवर्ड परिवर्तन गरी प्रशासकलाई सम्पर्क गर्नुहोस्।',
    loginFailuresSubject: '[PCS] लगइन असफल सूचना',
    qnaAnswered: '[PCS] तपाईंको 1:1 प्रश्नको जवाफ आएको छ। कृपया ग्राहक सेवा केन्द्र > 1:1 प्रश्नमा हेर्नुहोस्।',
    qnaAnsweredSubject: '[PCS] तपाईंको 1:1 प्रश्नको जवाफ आएको छ',
  },
  km: {
    tempPassword: '[PCS] ពាក្យសម្ងាត់បណ្ដោះអាសន្នសម្រាប់គណនី #{아이디} គឺ #{비밀번호}។ សូមប្ដូរពាក្យសម្ងាត់បន្ទាប់ពីចូលប្រើ។',
    tempPasswordSubject: '[PCS] ពាក្យសម្ងាត់បណ្ដោះអាសន្ន',
    importedAccount:
      '[PCS] គណនីវេទិកាកាដូ #{회사명} របស់អ្នក (#{아이디}) ត្រូវបានបង្កើត។ សូមចូលប្រើដោយផ្ទៀងផ្ទាត់ទូរស័ព្ទនៅទំព័រចូលប្រើ រួចកំណត់ពាក្យសម្ងាត់។',
    loginLine: 'ចូលប្រើ: #{링크}',
    passwordChanged: '[PCS] ពាក្យសម្ងាត់របស់អ្នកត្រូវបានប្ដូរ។ បើមិនមែនអ្នកប្ដូរទេ សូមទាក់ទងអ្នកគ្រប់គ្រង។',
    passwordChangedSubject: '[PCS] ការជូនដំណឹងប្ដូរពាក្យសម្ងាត់',
    loginFailures: '[PCS] គណនីរបស់អ្នកមានការចូលប្រើបរាជ័យច្រើនដង។ បើមិនមែនអ្នកទេ សូមប្ដូរពាក្យសម្ងាត់ ហើយទាក់ទងអ្នកគ្រប់គ្រង។',
    loginFailuresSubject: '[PCS] ការជូនដំណឹងចូលប្រើបរាជ័យ',
    qnaAnswered: '[PCS] សំណួរ 1:1 របស់អ្នកមានចម្លើយហើយ។ សូមមើលនៅមជ្ឈមណ្ឌលសេវាអតិថិជន > សំណួរ 1:1។',
    qnaAnsweredSubject: '[PCS] សំណួរ 1:1 របស់អ្នកមានចម្លើយហើយ',
  },
};
