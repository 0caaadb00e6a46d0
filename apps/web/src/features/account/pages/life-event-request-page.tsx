import {
  addDays,
  CONDOLENCE_RELATION_LABEL,
  CONDOLENCE_RELATIONS,
  formatYmd,
  isRequestableLifeEventDate,
  kstToday,
  LIFE_EVENT_LIMITS,
  LIFE_EVENT_REQUEST_WINDOW_DAYS,
  type LifeEventStatus,
  LIFE_EVENT_MESSAGES as M,
  OCCASION_TYPE_LABEL,
  REQUESTABLE_LIFE_EVENT_TYPES,
} from '@pcs/domain';
import { type MyLifeEventRow, myLifeEventRequestSchema } from '@pcs/domain/contracts/occasion';
import { type FormEvent, type ReactNode, useState } from 'react';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyLifeEvents } from '../api/get-my-life-events';
import { useRequestLifeEvent } from '../api/request-life-event';
import { useWithdrawLifeEvent } from '../api/withdraw-life-event';
import styles from './life-event-request-page.module.css';

type Field = 'occasionType' | 'eventDt' | 'relationCd' | 'memo';
const EMPTY = { occasionType: '', eventDt: '', relationCd: '', memo: '' };
/** 'YYYYMMDD' as the date input's 'YYYY-MM-DD'. */
const inputDate = (ymd: string) => formatYmd(ymd, '-');

/**
 * My page's 경조사 신청 (desktop tab '/myPage/detail/4', mobile '/m/myPage/lifeEvents'; recipients 10 and 20): the
 * employee asks for a life event (결혼, 출산, 자녀 입학, 조사 with the relation, 복직) with its day and a note, sees
 * their requests with the status (신청, 승인, 반려 with the reason) and withdraws one still pending. The company's
 * rules then send the gift once a manager approves.
 */
export default function LifeEventRequestPage() {
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
    if (!values.occasionType) next.occasionType = M.typeRequired;
    if (!eventDt) next.eventDt = M.eventDtRequired;
    else if (!isRequestableLifeEventDate(eventDt, today)) next.eventDt = M.requestDateOutOfRange;
    const parsed = myLifeEventRequestSchema.safeParse({
      occasionType: values.occasionType,
      eventDt,
      relationCd: condolence ? values.relationCd || null : null,
      memo: values.memo,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    if (!(await confirmMessage(M.requestConfirm))) return;
    request.mutate(parsed.data, {
      onSuccess: async () => {
        setValues(EMPTY);
        await alertMessage(M.requested);
      },
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="life-event-title">
      <h1 id="life-event-title" className={styles.title}>
        경조사 신청
      </h1>
      <p className={styles.sub}>
        결혼, 출산, 자녀 입학, 조사, 복직을 알려주시면 회사 담당자가 확인한 뒤 회사 규칙에 따라 선물을
        보내드립니다.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="경조사 신청서">
        <Labelled id="le-type" label="경조사" error={errors.occasionType}>
          <ChoiceSelect
            id="le-type"
            value={values.occasionType}
            invalid={Boolean(errors.occasionType)}
            onChange={(v) => set('occasionType', v)}
            options={REQUESTABLE_LIFE_EVENT_TYPES.map((t) => [t, OCCASION_TYPE_LABEL[t]] as const)}
          />
        </Labelled>
        {condolence && (
          <Labelled id="le-relation" label="고인과의 관계" error={errors.relationCd}>
            <ChoiceSelect
              id="le-relation"
              value={values.relationCd}
              invalid={Boolean(errors.relationCd)}
              onChange={(v) => set('relationCd', v)}
              options={CONDOLENCE_RELATIONS.map((r) => [r, CONDOLENCE_RELATION_LABEL[r]] as const)}
            />
          </Labelled>
        )}
        <Labelled id="le-date" label="일자" error={errors.eventDt}>
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
        <Labelled id="le-memo" label="메모 (선택)" error={errors.memo}>
          <textarea
            id="le-memo"
            className={styles.textarea}
            value={values.memo}
            maxLength={LIFE_EVENT_LIMITS.memoMax}
            placeholder="담당자에게 전할 내용 (예: 결혼식 장소, 자녀 학교)"
            onChange={(e) => set('memo', e.target.value)}
          />
        </Labelled>
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={request.isPending}
        >
          신청하기
        </button>
      </form>

      <h2 className={styles.listTitle}>신청 내역</h2>
      {list.isPending ? (
        <p className={styles.empty} aria-busy="true">
          불러오는 중입니다...
        </p>
      ) : list.data?.list.length === 0 ? (
        <p className={styles.empty}>신청한 경조사가 없습니다.</p>
      ) : (
        <ul className={styles.list} aria-label="신청 내역">
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
  const withdraw = useWithdrawLifeEvent();
  const onWithdraw = async () => {
    if (!(await confirmMessage(M.withdrawConfirm))) return;
    withdraw.mutate(row.lifeEventSn, {
      onSuccess: () => void alertMessage(M.withdrawn),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <strong>
          {row.occasionTypeNm}
          {row.relationNm ? ` (${row.relationNm})` : ''}
        </strong>
        <span className={`${styles.badge} ${STATUS_CLASS[row.statCd]}`}>{row.statNm}</span>
      </div>
      <p className={styles.meta}>
        {formatYmd(row.eventDt)} · 신청일 {formatYmd(row.frstRgstDt.slice(0, 8))}
      </p>
      {row.memo && <p className={styles.memo}>{row.memo}</p>}
      {row.statCd === 'REJECTED' && row.rejectReason && (
        <p className={styles.reason}>반려 사유: {row.rejectReason}</p>
      )}
      {row.statCd === 'REQUESTED' && (
        <div className={styles.actions}>
          <button type="button" className="pcs-button" disabled={withdraw.isPending} onClick={onWithdraw}>
            신청 철회
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
  return (
    <select
      id={props.id}
      className="pcs-input"
      value={props.value}
      aria-invalid={props.invalid ? true : undefined}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">선택해주세요</option>
      {props.options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
