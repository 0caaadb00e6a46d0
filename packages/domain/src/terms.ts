/**
 * The texts a user agrees to on sign-up (spec §2 /signUp: "the consents"), shown in full before agreeing.
 * Their wording is the operator's; these are the platform's current texts, kept here once so the screen and any
 * later document use the same words.
 */
export type ConsentText = { title: string; sections: readonly { heading: string; body: string }[] };

export const TERMS_OF_SERVICE: ConsentText = {
  title: '이용약관',
  sections: [
    {
      heading: '제1조 (목적)',
      body: '이 약관은 PCS 기업 선물 플랫폼(이하 "서비스")의 이용과 관련하여 회사와 회원 사이의 권리, 의무 및 책임 사항을 정합니다.',
    },
    {
      heading: '제2조 (회원가입과 승인)',
      body: '회원가입은 신청자가 이 약관과 개인정보 수집 및 이용에 동의하고 가입을 신청한 뒤, 관리자가 승인하면 완료됩니다. 회사는 신청 내용이 사실과 다르거나 소속 회사를 확인할 수 없는 경우 승인하지 않을 수 있습니다.',
    },
    {
      heading: '제3조 (서비스의 내용)',
      body: '회원은 소속 회사가 진행하는 선물 이벤트에서 선물을 고르고 배송지를 입력하여 신청할 수 있으며, 신청 내역과 배송 현황을 확인할 수 있습니다.',
    },
    {
      heading: '제4조 (회원의 의무)',
      body: '회원은 아이디와 비밀번호를 스스로 관리해야 하며 다른 사람에게 이용하게 해서는 안 됩니다. 배송지 등 입력한 정보가 정확하지 않아 생긴 불이익은 회원에게 있습니다.',
    },
    {
      heading: '제5조 (이용 제한과 탈퇴)',
      body: '회원이 이 약관을 위반하거나 서비스 운영을 방해한 경우 회사는 이용을 제한할 수 있습니다. 회원은 언제든지 고객센터를 통해 탈퇴를 요청할 수 있습니다.',
    },
  ],
};

export const PRIVACY_CONSENT: ConsentText = {
  title: '개인정보 수집 및 이용',
  sections: [
    {
      heading: '수집 항목',
      body: '아이디, 비밀번호, 이름, 이메일, 회사명, 휴대폰 번호',
    },
    {
      heading: '수집 및 이용 목적',
      body: '회원 식별과 가입 승인, 선물 신청과 배송, 본인 확인과 계정 찾기, 서비스 관련 안내',
    },
    {
      heading: '보유 및 이용 기간',
      body: '회원 탈퇴 시까지 보유하며, 관계 법령에 보존 의무가 있는 정보는 해당 기간 동안 보관한 뒤 파기합니다.',
    },
    {
      heading: '동의를 거부할 권리',
      body: '동의를 거부할 수 있으나, 필수 항목에 동의하지 않으면 회원가입을 할 수 없습니다.',
    },
  ],
};
