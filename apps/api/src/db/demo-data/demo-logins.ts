import { AUTH_CD, type AuthCd, ROLE_NAME } from '@pcs/domain';

/** The one password of every demo account; printed at start so anyone can try each role. */
export const DEMO_PASSWORD = 'Demo1234!';

export type DemoLogin = { userId: string; authCd: AuthCd; roleNm: string; userNm: string; cmpyCd: string };

const login = (userId: string, authCd: AuthCd, userNm: string, cmpyCd: string): DemoLogin => ({
  userId,
  authCd,
  roleNm: ROLE_NAME[authCd],
  userNm,
  cmpyCd,
});

/** One demo login per role (ARCHITECTURE "Demo data"); the vendor's company is the first vendor's. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  login('demo-admin', AUTH_CD.operatorAdmin, '한도윤', 'OPR001'),
  login('demo-opmanager', AUTH_CD.operatorManager, '윤서현', 'OPR001'),
  login('demo-operator', AUTH_CD.operatorEmployee, '정하람', 'OPR001'),
  login('demo-client', AUTH_CD.clientManager, '강예린', 'CLI001'),
  login('demo-employee', AUTH_CD.clientEmployee, '김민준', 'CLI001'),
  login('demo-vendor', AUTH_CD.vendor, '서지안', 'VND001'),
  login('demo-parttimer', AUTH_CD.partTimer, '임다온', 'OPR001'),
];
