import { SURVEY_COMMENT_MAX, SURVEY_MAX_SCORE } from '@pcs/domain';
import { type SatiTarget, satiSaveRequestSchema } from '@pcs/domain/contracts/event-send';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Translate, useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useSatiTargets } from '../api/get-sati-targets';
import { useSaveSati } from '../api/save-sati';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from './status-views';
import styles from './survey.module.css';

/** The words for each score, 1 to 5 (index 0 unused). */
const SCORE_TEXT = [
  '',
  'gift.sati.score1',
  'gift.sati.score2',
  'gift.sati.score3',
  'gift.sati.score4',
  'gift.sati.score5',
] as const;
const scoreText = (t: Translate, n: number) => t(SCORE_TEXT[n] ?? '');

/**
 * /gift/sati and /m/gift/sati: after applying, the recipient rates the gift service once per event (1 to 5 stars
 * and a comment). ?eventSn= picks the event; otherwise the first one not yet answered. An answered event shows
 * the answer given.
 */
export function SatiView({ mobile, homePath }: { mobile: boolean; homePath: string }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('eventSn')) || null;
  const targets = useSatiTargets(null);
  useErrorAlert(targets.error);
  const list = targets.data?.eventList ?? [];
  const current = list.find((e) => e.eventSn === asked) ?? list[0];

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      <h1 className={styles.title}>{t('gift.sati.title')}</h1>
      {targets.isPending ? (
        <LoadingLines lines={4} />
      ) : targets.isError ? (
        <ErrorRetry error={targets.error} onRetry={() => void targets.refetch()} />
      ) : !current ? (
        <EmptyState title={t('gift.sati.noEvent')}>
          <EmptyText>{t('gift.sati.notApplied')}</EmptyText>
          <Link className={styles.link} to={homePath}>
            {t('gift.cart.goToGifts')}
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
            <nav className={styles.others} aria-label={t('gift.sati.others')}>
              {list
                .filter((e) => e.eventSn !== current.eventSn)
                .map((e) => (
                  <button
                    key={e.eventSn}
                    type="button"
                    className={styles.chip}
                    onClick={() => setSearchParams({ eventSn: String(e.eventSn) })}
                  >
                    {e.answeredYn === 'Y' ? t('gift.sati.answeredEvent', { name: e.eventNm }) : e.eventNm}
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
  const t = useT();
  return (
    <div className={`${styles.card} ${styles.done}`} role="status">
      <p className={styles.question}>{t('gift.sati.thanks')}</p>
      <p className={styles.doneStars}>
        <span aria-hidden="true">
          {'★'.repeat(target.score ?? 0)}
          <span style={{ color: '#d6d6d6' }}>{'★'.repeat(SURVEY_MAX_SCORE - (target.score ?? 0))}</span>
        </span>
        <span className={styles.srOnly}>{t('gift.sati.stars', { score: target.score ?? 0 })}</span>
      </p>
      {target.comment && <p>{target.comment}</p>}
    </div>
  );
}

function SatiForm({ target }: { target: SatiTarget }) {
  const t = useT();
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
      // The schema's first refusal, in the recipient's language: the comment's length, else the missing score.
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === 'comment'
          ? t('gift.sati.commentTooLong', { max: SURVEY_COMMENT_MAX })
          : t('gift.sati.scoreRequired'),
      );
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      await alertMessage(t('gift.sati.thanks'));
    } catch (err) {
      await alertMessage(errorText(err));
    }
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.stars}>
        <legend className={styles.question}>{t('gift.sati.question')}</legend>
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
              aria-label={t('gift.sati.scoreLabel', { score: n, text: scoreText(t, n) })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.scoreText} aria-live="polite">
        {score > 0
          ? t('gift.sati.scoreChosen', { score, text: scoreText(t, score) })
          : t('gift.sati.pickStars')}
      </p>
      <label className={styles.label} htmlFor="sati-comment">
        {t('gift.sati.comment')}
      </label>
      <textarea
        id="sati-comment"
        className={styles.textarea}
        value={comment}
        maxLength={SURVEY_COMMENT_MAX}
        onChange={(e) => setComment(e.target.value)}
        placeholder={t('gift.sati.commentPlaceholder')}
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
        {t('gift.sati.submit')}
      </button>
    </form>
  );
}
