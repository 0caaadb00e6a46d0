import { SURVEY_COMMENT_MAX, SURVEY_MAX_SCORE, SURVEY_MESSAGES } from '@pcs/domain';
import { type SatiTarget, satiSaveRequestSchema } from '@pcs/domain/contracts/event-send';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useSatiTargets } from '../api/get-sati-targets';
import { useSaveSati } from '../api/save-sati';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from './status-views';
import styles from './survey.module.css';

const SCORE_TEXT = ['', '매우 불만족', '불만족', '보통', '만족', '매우 만족'];

/**
 * /gift/sati and /m/gift/sati: after applying, the recipient rates the gift service once per event (1 to 5 stars
 * and a comment). ?eventSn= picks the event; otherwise the first one not yet answered. An answered event shows
 * the answer given.
 */
export function SatiView({ mobile, homePath }: { mobile: boolean; homePath: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('eventSn')) || null;
  const targets = useSatiTargets(null);
  useErrorAlert(targets.error);
  const list = targets.data?.eventList ?? [];
  const current = list.find((e) => e.eventSn === asked) ?? list[0];

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      <h1 className={styles.title}>{SURVEY_MESSAGES.title}</h1>
      {targets.isPending ? (
        <LoadingLines lines={4} />
      ) : targets.isError ? (
        <ErrorRetry error={targets.error} onRetry={() => void targets.refetch()} />
      ) : !current ? (
        <EmptyState title={SURVEY_MESSAGES.noEvent}>
          <EmptyText>{SURVEY_MESSAGES.notApplied}</EmptyText>
          <Link className={styles.link} to={homePath}>
            선물 보러 가기
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className={styles.event}>
            {current.cmpyNm} · {current.eventNm}
          </p>
          {current.answeredYn === 'Y' ? (
            <Answered target={current} />
          ) : (
            <SatiForm key={current.eventSn} target={current} />
          )}
          {list.length > 1 && (
            <nav className={styles.others} aria-label="다른 이벤트 설문">
              {list
                .filter((e) => e.eventSn !== current.eventSn)
                .map((e) => (
                  <button
                    key={e.eventSn}
                    type="button"
                    className={styles.chip}
                    onClick={() => setSearchParams({ eventSn: String(e.eventSn) })}
                  >
                    {e.eventNm} {e.answeredYn === 'Y' ? '(참여 완료)' : ''}
                  </button>
                ))}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function Answered({ target }: { target: SatiTarget }) {
  return (
    <div className={`${styles.card} ${styles.done}`} role="status">
      <p className={styles.question}>{SURVEY_MESSAGES.thanks}</p>
      <p className={styles.doneStars}>
        <span aria-hidden="true">
          {'★'.repeat(target.score ?? 0)}
          <span style={{ color: '#d6d6d6' }}>{'★'.repeat(SURVEY_MAX_SCORE - (target.score ?? 0))}</span>
        </span>
        <span className={styles.srOnly}>별점 {target.score}점</span>
      </p>
      {target.comment && <p>{target.comment}</p>}
    </div>
  );
}

function SatiForm({ target }: { target: SatiTarget }) {
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSati();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = satiSaveRequestSchema.safeParse({
      eventSn: target.eventSn,
      score: score || undefined,
      comment,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SURVEY_MESSAGES.scoreRequired);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      await alertMessage(SURVEY_MESSAGES.thanks);
    } catch (err) {
      await alertMessage(errorText(err));
    }
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.stars}>
        <legend className={styles.question}>선물 서비스에 얼마나 만족하셨나요?</legend>
        {Array.from({ length: SURVEY_MAX_SCORE }, (_, i) => i + 1).map((n) => (
          <label key={n} className={`${styles.star} ${n <= score ? styles.on : ''}`}>
            <input
              type="radio"
              name="sati-score"
              value={n}
              checked={score === n}
              onChange={() => {
                setScore(n);
                setError(null);
              }}
              className={styles.srOnly}
              aria-label={`${n}점 ${SCORE_TEXT[n]}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.scoreText} aria-live="polite">
        {score > 0 ? `${score}점 · ${SCORE_TEXT[score]}` : '별을 눌러 점수를 선택해 주세요.'}
      </p>
      <label className={styles.label} htmlFor="sati-comment">
        의견 (선택)
      </label>
      <textarea
        id="sati-comment"
        className={styles.textarea}
        value={comment}
        maxLength={SURVEY_COMMENT_MAX}
        onChange={(e) => setComment(e.target.value)}
        placeholder="선물, 배송, 이용 과정에 대한 의견을 남겨 주세요."
      />
      <div className={styles.counter}>
        {comment.length} / {SURVEY_COMMENT_MAX}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={save.isPending}>
        {SURVEY_MESSAGES.submit}
      </button>
    </form>
  );
}
