import { SERVICE_CENTER_LIMITS as LIMIT } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useQuestionMutations } from '../api/ask-question';
import { useServicePaths } from '../hooks/use-service-paths';
import styles from './mobile-service.module.css';

/**
 * /m/serviceCenter/qna/save (ours: the spec names no one-to-one question screens), and /serviceCenter/qna/save for
 * recipients on a desktop: a logged-in user asks a one-to-one question.
 */
export default function MobileQnaSavePage() {
  const t = useT();
  const navigate = useNavigate();
  const to = useServicePaths();
  const { ask } = useQuestionMutations();
  const [title, setTitle] = useState('');
  const [question, setQuestion] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return alertMessage(t('service.qna.titleRequired'));
    if (!question.trim()) return alertMessage(t('service.qna.questionRequired'));
    if (!(await confirmMessage(t('service.qna.askConfirm')))) return;
    ask.mutate(
      { title, question },
      {
        onSuccess: ({ qnaSn }) => navigate(to.detail(qnaSn), { replace: true }),
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  return (
    <section className={to.mobile ? styles.page : styles.desktopPage} aria-labelledby="m-qna-save-title">
      <div className={styles.head}>
        <h1 id="m-qna-save-title" className={styles.title}>
          {t('service.qna.saveTitle')}
        </h1>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className="pcs-field">
          <label htmlFor="qna-title">{t('service.qna.titleLabel')}</label>
          <input
            id="qna-title"
            className="pcs-input"
            value={title}
            maxLength={LIMIT.qnaTitle}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="pcs-field">
          <label htmlFor="qna-question">{t('service.qna.question')}</label>
          <textarea
            id="qna-question"
            className={styles.textarea}
            value={question}
            maxLength={LIMIT.qnaQuestion}
            onChange={(e) => setQuestion(e.target.value)}
          />
        </div>
        <p className={styles.meta}>{t('service.qna.notifyHint')}</p>
        <div className={styles.actions}>
          <button type="button" className="pcs-button" onClick={() => navigate(-1)}>
            {t('service.qna.cancel')}
          </button>
          <button type="submit" className="pcs-button pcs-button--primary" disabled={ask.isPending}>
            {t('service.qna.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
