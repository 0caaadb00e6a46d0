/**
 * Building blocks for fictional people and places: names are random surname + given-name pairs, addresses are
 * real road names with invented building numbers and flats, e-mail domains are reserved example domains.
 */
import { corporateRegNoCheckDigit } from '@pcs/domain';
import type { Random } from './seeded-random';

/** Common surnames, repeated roughly by frequency so the mix looks natural. */
const SURNAMES: readonly string[] =
  '김 김 김 김 이 이 이 박 박 최 정 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전 홍 고 문 양 손 배 백 허 남 노 하'.split(
    ' ',
  );

const GIVEN_NAMES: readonly string[] = (
  '민준 서연 지호 하은 도윤 서윤 예준 지우 시우 하윤 주원 지유 지후 수아 준서 서현 건우 지민 현우 채원 우진 다은 선우 예은 연우 소율 유준 지안 정우 윤서 ' +
  '승우 민서 승현 하린 준혁 수빈 지환 예린 민재 가은 태윤 나은 은우 유나 동현 서영 재원 혜원 성민 지원 영호 미경 정훈 은정 상철 수진 경민 현정 태호 소영'
).split(' ');

export const koreanName = (random: Random): string => random.pick(SURNAMES) + random.pick(GIVEN_NAMES);

/** A mobile number of 11 digits, unique within `taken` (which it updates). */
export function mobileNumber(random: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `010${String(random.int(20_000_000, 99_999_999))}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

/** Road addresses with the range of their postal codes. */
const ROADS = [
  { road: '서울특별시 강남구 테헤란로', zip: [6_100, 6_250] },
  { road: '서울특별시 송파구 올림픽로', zip: [5_500, 5_580] },
  { road: '서울특별시 마포구 월드컵북로', zip: [3_900, 3_990] },
  { road: '서울특별시 영등포구 여의대로', zip: [7_320, 7_340] },
  { road: '서울특별시 노원구 동일로', zip: [1_600, 1_700] },
  { road: '서울특별시 관악구 관악로', zip: [8_700, 8_800] },
  { road: '경기도 성남시 분당구 판교역로', zip: [13_480, 13_530] },
  { road: '경기도 수원시 영통구 광교중앙로', zip: [16_500, 16_530] },
  { road: '경기도 고양시 일산동구 중앙로', zip: [10_400, 10_450] },
  { road: '경기도 용인시 수지구 포은대로', zip: [16_800, 16_900] },
  { road: '인천광역시 연수구 컨벤시아대로', zip: [21_990, 22_010] },
  { road: '부산광역시 해운대구 센텀중앙로', zip: [48_050, 48_100] },
  { road: '대구광역시 수성구 달구벌대로', zip: [42_100, 42_200] },
  { road: '대전광역시 유성구 대학로', zip: [34_130, 34_190] },
  { road: '광주광역시 서구 상무중앙로', zip: [61_940, 61_990] },
  { road: '울산광역시 남구 삼산로', zip: [44_700, 44_750] },
  { road: '세종특별자치시 한누리대로', zip: [30_100, 30_150] },
  { road: '충청북도 청주시 흥덕구 가경로', zip: [28_700, 28_750] },
  { road: '전북특별자치도 전주시 완산구 효자로', zip: [54_950, 55_000] },
  { road: '경상남도 창원시 성산구 중앙대로', zip: [51_450, 51_500] },
  { road: '강원특별자치도 춘천시 중앙로', zip: [24_230, 24_260] },
  { road: '제주특별자치도 제주시 연북로', zip: [63_200, 63_300] },
] as const;

const APARTMENTS = [
  '래미안',
  '푸르지오',
  '자이',
  '힐스테이트',
  'e편한세상',
  '아이파크',
  '더샵',
  '롯데캐슬',
] as const;

export type Address = { zipCd: string; addr: string; addrDtl: string };

export function koreanAddress(random: Random): Address {
  const { road, zip } = random.pick(ROADS);
  const kind = random.int(0, 9);
  let addrDtl: string;
  if (kind < 6) {
    addrDtl = `${random.pick(APARTMENTS)} ${random.int(101, 115)}동 ${random.int(1, 25)}${String(random.int(1, 4)).padStart(2, '0')}호`;
  } else if (kind < 8) {
    addrDtl = `${random.int(2, 12)}층 ${random.pick(['총무팀', '경영지원팀', '인사팀', '안내데스크'])}`;
  } else {
    addrDtl = `${random.int(1, 3)}층 ${random.int(101, 305)}호`;
  }
  return {
    zipCd: String(random.int(zip[0], zip[1])).padStart(5, '0'),
    addr: `${road} ${random.int(1, 480)}`,
    addrDtl,
  };
}

/** A plausible 10-digit business registration number with a valid check digit (spec §5: 10 digits). */
export function corporateRegNo(random: Random): string {
  const digits = [
    random.int(1, 6),
    random.int(0, 9),
    random.int(0, 9),
    8,
    1,
    ...Array.from({ length: 4 }, () => random.int(0, 9)),
  ];
  return [...digits, corporateRegNoCheckDigit(digits)].join('');
}

/** Demo notices, newest first; the first is pinned and the second carries DEMO_NOTICE_FILE. */
export const NOTICES = [
  {
    pinned: true,
    title: '[안내] 연말 감사 선물 신청 일정 안내',
    contentHtml:
      '<p>안녕하세요. 선물 신청 기간과 배송 일정을 안내드립니다.</p><p>신청 기간 안에 원하시는 선물을 고르고 배송지를 입력해 주세요. 신청 후 영업일 기준 2~4일 안에 출고됩니다.</p><p>기간이 지나면 신청할 수 없으니 꼭 기간 안에 신청해 주시기 바랍니다.</p>',
  },
  {
    pinned: false,
    title: '[공지] 개인정보 처리방침 개정 안내',
    contentHtml:
      '<p>개인정보 처리방침이 일부 개정되어 안내드립니다.</p><ul><li>개인정보 보유 기간 명확화</li><li>배송 위탁 업체 목록 갱신</li></ul><p>자세한 내용은 홈페이지 하단의 개인정보 처리방침을 확인해 주세요.</p>',
  },
  {
    pinned: false,
    title: '[안내] 연휴 기간 택배 배송 일정 안내',
    contentHtml:
      '<p>연휴 기간에는 택배사 사정으로 배송이 지연될 수 있습니다.</p><p>연휴 3일 전까지 신청하신 주문은 연휴 전에 출고되며, 이후 주문은 연휴가 끝난 뒤 순차 출고됩니다.</p>',
  },
  {
    pinned: false,
    title: '[점검] 시스템 정기 점검 안내',
    contentHtml:
      '<p>더 안정적인 서비스를 위해 정기 점검을 진행합니다.</p><p>점검 시간: 매월 첫째 주 일요일 02:00 ~ 04:00</p><p>점검 중에는 로그인과 선물 신청이 일시 중단됩니다. 이용에 불편을 드려 죄송합니다.</p>',
  },
  {
    pinned: false,
    title: '[안내] 모바일에서 선물 신청하는 방법',
    contentHtml:
      '<p>문자나 메신저로 받으신 링크를 누르고, 안내받은 아이디와 비밀번호로 로그인해 주세요.</p><ol><li>선물 목록에서 마음에 드는 상품을 고릅니다.</li><li>옵션과 수량을 선택합니다.</li><li>배송지를 입력하고 신청을 완료합니다.</li></ol>',
  },
] as const;

/** A one-page PDF attached to the second demo notice (ASCII text: no font needed to be a valid PDF). */
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const noticePdf = minimalPdf('PCS privacy policy changes - summary');
export const DEMO_NOTICE_FILE = {
  boardId: 2,
  bytes: noticePdf,
  row: {
    fileId: '202601010000000001',
    originalName: '개인정보처리방침_개정_요약.pdf',
    contentType: 'application/pdf',
    byteSize: noticePdf.length,
    storageKey: 'notice/202601010000000001',
    accessScope: 'NOTICE',
  },
};

/** FAQ category codes (domain FAQ_CATEGORIES): 01 선물신청, 02 주문·배송, 03 교환·반품, 04 계정. */
export const FAQS = [
  {
    faqCategoryCd: '01',
    question: '선물은 어떻게 신청하나요?',
    answer: '로그인 후 선물 목록에서 상품을 고르고, 옵션을 선택한 다음 배송지를 입력하면 신청이 완료됩니다.',
  },
  {
    faqCategoryCd: '01',
    question: '신청 기간이 지나면 선물을 받을 수 없나요?',
    answer: '이벤트 기간이 끝나면 신청할 수 없습니다. 사정이 있으시면 회사 담당자에게 문의해 주세요.',
  },
  {
    faqCategoryCd: '01',
    question: '품절된 상품은 다시 입고되나요?',
    answer:
      '이벤트마다 준비된 수량이 정해져 있어 품절 상품은 재입고되지 않을 수 있습니다. 다른 상품을 선택해 주세요.',
  },
  {
    faqCategoryCd: '02',
    question: '신청한 선물을 취소하거나 바꿀 수 있나요?',
    answer:
      '상품 준비가 시작되기 전(주문접수 상태)까지는 주문·배송 조회 화면에서 직접 취소한 뒤 다시 신청할 수 있습니다.',
  },
  {
    faqCategoryCd: '02',
    question: '배송 조회는 어디서 하나요?',
    answer:
      '주문·배송 조회 화면에서 택배사와 송장번호를 확인하실 수 있습니다. 출고 후 1~2일 안에 조회됩니다.',
  },
  {
    faqCategoryCd: '02',
    question: '배송지를 잘못 입력했어요.',
    answer:
      '상품이 출고되기 전이라면 주문 상세 화면에서 배송지를 수정할 수 있습니다. 출고 후에는 고객센터로 연락해 주세요.',
  },
  {
    faqCategoryCd: '03',
    question: '교환이나 반품은 어떻게 신청하나요?',
    answer:
      '상품을 받으신 날부터 7일 안에 주문·배송 조회 화면에서 교환·반품을 신청해 주세요. 단순 변심은 왕복 배송비가 부과됩니다.',
  },
  {
    faqCategoryCd: '04',
    question: '비밀번호를 잊어버렸어요.',
    answer:
      '로그인 화면의 비밀번호 찾기에서 등록된 휴대폰 번호로 인증한 뒤 새 비밀번호를 설정할 수 있습니다.',
  },
  {
    faqCategoryCd: '05',
    question: '1:1 문의는 어디서 하나요?',
    answer:
      '고객센터 > 1:1 문의에서 문의를 남겨주세요. 답변이 등록되면 메일(없으면 문자)로 알려드리고, 같은 화면에서 답변을 확인할 수 있습니다.',
  },
] as const;
