import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './service-info-page.module.css';

const STEPS = [
  ['이벤트 등록', '대상자, 기간, 선물 테마를 정해 이벤트를 만듭니다.'],
  ['링크 발송', '임직원에게 메신저 링크와 로그인 정보가 발송됩니다.'],
  ['선물 선택', '받는 사람이 원하는 선물을 고르고 배송지를 입력합니다.'],
  ['배송 · 정산', '배송 현황을 실시간으로 확인하고 한 번에 정산합니다.'],
] as const;

const OCCASIONS = [
  ['격려', '교육, 전보, 해외출장, 복직, 퇴직'],
  ['개인 기념일', '결혼, 출산, 자녀 입학, 수능, 생일'],
  ['회사 행사', '창립기념일, 판촉물, 근로자의 날, 명절, 송년회'],
] as const;

const BENEFITS = [
  ['트렌드 기반 상품 제안', '시즌과 이벤트에 맞춘 큐레이션'],
  ['직접 고르는 선물', '받는 사람이 원하는 선물을 선택'],
  ['해외 배송', '해외 근무 임직원에게도 전달'],
  ['정산 · 1:1 지원', '담당 매니저가 정산과 문의를 책임'],
  ['포장 · 메시지 카드', '회사의 마음을 담은 부가 서비스'],
] as const;

const BARS = [42, 58, 51, 73, 66, 88];

/** spec §2 LandingServiceInfo: service intro, 4-step user flow, admin dashboard, events, benefits, patent. */
export default function ServiceInfoPage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>임직원이 직접 고르는 기업 선물, PCS</h1>
        <p>이벤트 등록부터 선물 선택, 배송과 정산까지 한 곳에서 관리하는 기업 전용 선물 플랫폼입니다.</p>
        <Link to={paths.introContact} className={styles.cta}>
          도입 문의하기
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="svc-flow">
        <h2 id="svc-flow">이용 방법 4단계</h2>
        <ol className={styles.steps}>
          {STEPS.map(([title, text], i) => (
            <li key={title}>
              <span className={styles.stepNo}>0{i + 1}</span>
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="svc-dashboard">
        <h2 id="svc-dashboard">관리자 대시보드</h2>
        <p>이벤트 통계, 진행 현황, 월별 추이, 배송 현황, 상품 통계를 실시간으로 확인합니다.</p>
        <figure className={styles.dashboard} aria-label="월별 신청 추이 예시">
          {BARS.map((h, i) => (
            <span key={h} style={{ height: `${h}%` }} title={`${i + 1}월`} />
          ))}
          <figcaption>월별 선물 신청 추이 (예시)</figcaption>
        </figure>
      </section>

      <section className={styles.section} aria-labelledby="svc-events">
        <h2 id="svc-events">이런 순간에 선물하세요</h2>
        <ul className={styles.cards}>
          {OCCASIONS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="svc-benefits">
        <h2 id="svc-benefits">도입 혜택</h2>
        <ul className={styles.cards}>
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="svc-patent">
        <h2 id="svc-patent">특허</h2>
        <p className={styles.patent}>선물 선택형 이벤트 운영 방법 특허 등록 (특허 제10-0000000호)</p>
      </section>

      <section id="privacy" className={`${styles.section} ${styles.alt}`} aria-labelledby="svc-privacy">
        <h2 id="svc-privacy">개인정보처리방침</h2>
        <p>
          도입 문의와 소개서 요청으로 받은 회사명, 성명, 연락처, 이메일은 상담과 소개서 발송에만 사용하며,
          목적 달성 후 지체 없이 파기합니다. 마케팅 정보 수신은 동의하신 경우에만 발송합니다.
        </p>
      </section>
    </div>
  );
}
