import path from 'node:path';
import type { Config } from './config';

const DEMO_LOGINS = [
  ['demo-admin', '99999 운영사 최고관리자'],
  ['demo-opmanager', '15 운영사 관리자'],
  ['demo-operator', '10 운영사 직원'],
  ['demo-client', '25 고객사 관리자'],
  ['demo-employee', '20 고객사 직원 (진행 중인 이벤트의 선물 수령자)'],
  ['demo-vendor', '30 공급사'],
  ['demo-vendor2', '30 공급사 (두 번째 공급사: 자기 상품만 보임)'],
  ['demo-parttimer', '05 아르바이트'],
  ['demo-firstlogin', '20 최초 로그인 상태 (휴대폰 인증과 새 비밀번호 설정)'],
  ['demo-firstlogin-m', '20 최초 로그인 상태 (모바일 /m/login 에서 체험)'],
  ['demo-firstlogin-out', '20 최초 로그인 상태 (로그아웃으로 나가기)'],
  ['demo-expired', '20 비밀번호 만료 (비밀번호 변경 화면)'],
  ['demo-member', '20 아이디/비밀번호 찾기 체험용 (박찾기, 010-5555-0001), 선호 언어 vi'],
] as const;

/** What `npm start` prints once listening: the address, the database, the docs when they are served, demo logins. */
export function startBanner(
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'apiDocs' | 'demoData'>,
  databaseKind: 'pglite' | 'postgres',
): string {
  const url = config.publicUrl;
  const lines = [
    '',
    `  PCS gift platform is running: ${url}`,
    `  database: ${databaseKind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  // Off (API_DOCS=false, or production by default) means /docs answers 404: no address to print.
  if (config.apiDocs) lines.push(`  API docs: ${url}/docs`);
  if (config.demoData) {
    lines.push('  demo logins (password Demo1234!):');
    for (const [id, role] of DEMO_LOGINS) lines.push(`    ${id.padEnd(16)} ${role}`);
  }
  return `${lines.join('\n')}\n\n`;
}
