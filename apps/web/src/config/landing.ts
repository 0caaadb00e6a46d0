/**
 * Settings of the public landing site (spec §1, §2 footer and host variant). Values a deployment changes live here,
 * named once; nothing else in the landing feature hard-codes a host or a sibling site.
 */
export const landingConfig = {
  /** The gift-service host variant: on this host only the landing layout is shown (spec §1). */
  giftServiceHost: 'gift.pcs.local',
  /** Visitors whose referrer matches this are redirected to the gift-service host (spec §1). */
  portalReferrerPattern: /^https?:\/\/([\w-]+\.)*portal\.pcs\.local(\/|$)/i,
  privacyPolicyUrl: '/intro/service#privacy',
  company: {
    name: '(주)피씨에스',
    ceo: '대표이사 김대표',
    address: '서울특별시 강남구 테헤란로 123, 10층',
    businessNo: '123-45-67890',
    mailOrderNo: '제2024-서울강남-0000호',
    tel: '02-1234-5678',
    email: 'sales@pcs.local',
  },
  /** spec §9 "About 13 family-site links", each opened in a new window. */
  familySites: [
    { name: '급여 아웃소싱', url: 'https://payroll.pcs.local' },
    { name: '연말정산', url: 'https://yearend.pcs.local' },
    { name: '근태 관리', url: 'https://attendance.pcs.local' },
    { name: '전자 근로계약', url: 'https://contract.pcs.local' },
    { name: '주재원 이주 지원', url: 'https://relocation.pcs.local' },
    { name: '해외 파견 지원', url: 'https://outbound.pcs.local' },
    { name: '복리후생 몰', url: 'https://welfare.pcs.local' },
    { name: '교육 플랫폼', url: 'https://edu.pcs.local' },
    { name: '채용 관리', url: 'https://recruit.pcs.local' },
    { name: '전자 결재', url: 'https://approval.pcs.local' },
    { name: '법인 카드 관리', url: 'https://card.pcs.local' },
    { name: '사내 메신저', url: 'https://messenger.pcs.local' },
    { name: '고객 센터', url: 'https://help.pcs.local' },
  ],
} as const;
