import {
  addDays,
  CONDOLENCE_RELATIONS,
  formatYmd,
  isRequestableLifeEventDate,
  kstToday,
  LIFE_EVENT_LIMITS,
  LIFE_EVENT_REQUEST_WINDOW_DAYS,
  type LifeEventStatus,
  REQUESTABLE_LIFE_EVENT_TYPES,
} from '@pcs/domain';
import { type MyLifeEventRow, myLifeEventRequestSchema } from '@pcs/domain/contracts/occasion';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type Translate, useFormats, useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyLifeEvents } from '../api/get-my-life-events';
import { useRequestLifeEvent } from '../api/request-life-event';
import { useWithdrawLifeEvent } from '../api/withdraw-life-event';
import { domainText } from '../domain-texts';
import styles from './life-event-request-page.module.css';

type Field = 'occasionType' | 'eventDt' | 'relationCd' | 'memo';
const EMPTY = { occasionType: '', eventDt: '', relationCd: '', memo: '' };
/** 'YYYYMMDD' as the date input's 'YYYY-MM-DD'. */
const inputDate = (ymd: string) => formatYmd(ymd, '-');

/** A code's name in the reader's language; the server's Korean name (statNm...) when the code has no text. */
const named = (t: Translate, id: string, fallback: string) => {
  const text = t(id);
  return text === id ? fallback : text;
};

/**
 * My page's 경조사 신청 (desktop tab '/myPage/detail/4', mobile '/m/myPage/lifeEvents'; recipients 10 and 20): the
 * employee asks for a life event (결혼, 출산, 자녀 입학, 조사 with the relation, 복직) with its day and a note, sees
 * their requests with the status (신청, 승인, 반려 with the reason) and withdraws one still pending. The company's
 * rules then send the gift once a manager approves.
 */
export default function LifeEventRequestPage() {
  const t = useT();
  const list = useMyLifeEvents();
  useErrorAlert(list.error);
  const request = useRequestLifeEvent();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const today = kstToday(new Date());
  const condolence = values.occasionType === 'CONDOLENCE';
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const eventDt = values.eventDt.replaceAll('-', '');
    const next: Partial<Record<Field, string>> = {};
    if (!values.occasionType) next.occasionType = t('account.lifeEvent.msg.typeRequired');
    if (!eventDt) next.eventDt = t('account.lifeEvent.msg.eventDtRequired');
    else if (!isRequestableLifeEventDate(eventDt, today))
      next.eventDt = t('account.lifeEvent.msg.requestDateOutOfRange');
    const parsed = myLifeEventRequestSchema.safeParse({
      occasionType: values.occasionType,
      eventDt,
      relationCd: condolence ? values.relationCd || null : null,
      memo: values.memo,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= domainText(issue.message);
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    if (!(await confirmMessage(t('account.lifeEvent.msg.requestConfirm')))) return;
    request.mutate(parsed.data, {
      onSuccess: async () => {
        setValues(EMPTY);
        await alertMessage(t('account.lifeEvent.msg.requested'));
      },
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="life-event-title">
      <h1 id="life-event-title" className={styles.title}>
        {t('account.lifeEvent.title')}
      </h1>
      <p className={styles.sub}>{t('account.lifeEvent.sub')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('account.lifeEvent.form')}>
        <Labelled id="le-type" label={t('account.lifeEvent.type')} error={errors.occasionType}>
          <ChoiceSelect
            id="le-type"
            value={values.occasionType}
            invalid={Boolean(errors.occasionType)}
            onChange={(v) => set('occasionType', v)}
            options={REQUESTABLE_LIFE_EVENT_TYPES.map(
              (type) => [type, t(`account.lifeEvent.type.${type}`)] as const,
            )}
          />
        </Labelled>
        {condolence && (
          <Labelled id="le-relation" label={t('account.lifeEvent.relation')} error={errors.relationCd}>
            <ChoiceSelect
              id="le-relation"
              value={values.relationCd}
              invalid={Boolean(errors.relationCd)}
              onChange={(v) => set('relationCd', v)}
              options={CONDOLENCE_RELATIONS.map((r) => [r, t(`account.lifeEvent.relationOf.${r}`)] as const)}
            />
          </Labelled>
        )}
        <Labelled id="le-date" label={t('account.lifeEvent.date')} error={errors.eventDt}>
          <input
            id="le-date"
            type="date"
            className="pcs-input"
            value={values.eventDt}
            min={inputDate(addDays(today, -LIFE_EVENT_REQUEST_WINDOW_DAYS))}
            max={inputDate(addDays(today, LIFE_EVENT_REQUEST_WINDOW_DAYS))}
            aria-invalid={errors.eventDt ? true : undefined}
            onChange={(e) => set('eventDt', e.target.value)}
          />
        </Labelled>
        <Labelled id="le-memo" label={t('account.lifeEvent.memo')} error={errors.memo}>
          <textarea
            id="le-memo"
            className={styles.textarea}
            value={values.memo}
            maxLength={LIFE_EVENT_LIMITS.memoMax}
            placeholder={t('account.lifeEvent.memoPlaceholder')}
            onChange={(e) => set('memo', e.target.value)}
          />
        </Labelled>
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={request.isPending}
        >
          {t('account.lifeEvent.submit')}
        </button>
      </form>

      <h2 className={styles.listTitle}>{t('account.lifeEvent.history')}</h2>
      {list.isPending ? (
        <p className={styles.empty} aria-busy="true">
          {t('account.lifeEvent.loading')}
        </p>
      ) : list.data?.list.length === 0 ? (
        <p className={styles.empty}>{t('account.lifeEvent.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('account.lifeEvent.history')}>
          {list.data?.list.map((row) => (
            <LifeEventItem key={row.lifeEventSn} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="pcs-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="pcs-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const STATUS_CLASS: Record<LifeEventStatus, string> = {
  REQUESTED: styles.requested ?? '',
  APPROVED: styles.approved ?? '',
  REJECTED: styles.rejected ?? '',
  DELETED: '',
};

function LifeEventItem({ row }: { row: MyLifeEventRow }) {
  const t = useT();
  const f = useFormats();
  const withdraw = useWithdrawLifeEvent();
  const onWithdraw = async () => {
    if (!(await confirmMessage(t('account.lifeEvent.msg.withdrawConfirm')))) return;
    withdraw.mutate(row.lifeEventSn, {
      onSuccess: () => void alertMessage(t('account.lifeEvent.msg.withdrawn')),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <strong>
          {named(t, `account.lifeEvent.type.${row.occasionType}`, row.occasionTypeNm)}
          {row.relationCd
            ? ` (${named(t, `account.lifeEvent.relationOf.${row.relationCd}`, row.relationNm ?? '')})`
            : ''}
        </strong>
        <span className={`${styles.badge} ${STATUS_CLASS[row.statCd]}`}>
          {named(t, `account.lifeEvent.status.${row.statCd}`, row.statNm)}
        </span>
      </div>
      <p className={styles.meta}>
        {f.ymd(row.eventDt)} ·{' '}
        {t('account.lifeEvent.requestedOn', { date: f.ymd(row.frstRgstDt.slice(0, 8)) })}
      </p>
      {row.memo && <p className={styles.memo}>{row.memo}</p>}
      {row.statCd === 'REJECTED' && row.rejectReason && (
        <p className={styles.reason}>{t('account.lifeEvent.rejectReason', { reason: row.rejectReason })}</p>
      )}
      {row.statCd === 'REQUESTED' && (
        <div className={styles.actions}>
          <button type="button" className="pcs-button" disabled={withdraw.isPending} onClick={onWithdraw}>
            {t('account.lifeEvent.withdraw')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A native select with '선택해주세요' first: phones show their own picker. */
function ChoiceSelect(props: {
  id: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  const t = useT();
  return (
    <select
      id={props.id}
      className="pcs-input"
      value={props.value}
      aria-invalid={props.invalid ? true : undefined}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{t('account.lifeEvent.choose')}</option>
      {props.options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
