import { AUTH_PURPOSE, type FindIdReply } from '@pcs/domain';
import { useState } from 'react';
import { useFormats, useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useFindId } from '../api/find-id';
import styles from './account-form.module.css';
import { AuthNumberField } from './auth-number-field';
import { FormField } from './form-field';

/** Find ID by phone or e-mail: name, contact and its auth number; the IDs come back masked. */
export function FindIdFlow({ onFound }: { onFound: (list: FindIdReply['userIdList']) => void }) {
  const t = useT();
  const [channel, setChannel] = useState<'PHONE' | 'EMAIL'>('PHONE');
  const [userNm, setUserNm] = useState('');
  const find = useFindId();
  return (
    <div className={styles.form}>
      <fieldset className={styles.choice} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="pcs-visually-hidden">{t('account.find.method')}</legend>
        <label>
          <input
            type="radio"
            name="findIdChannel"
            checked={channel === 'PHONE'}
            onChange={() => setChannel('PHONE')}
          />
          {t('account.findId.byPhone')}
        </label>
        <label>
          <input
            type="radio"
            name="findIdChannel"
            checked={channel === 'EMAIL'}
            onChange={() => setChannel('EMAIL')}
          />
          {t('account.findId.byEmail')}
        </label>
      </fieldset>
      <FormField
        label={t('account.find.name')}
        name="userNm"
        maxLength={50}
        value={userNm}
        onChange={(e) => setUserNm(e.target.value)}
      />
      <AuthNumberField
        key={channel}
        purpose={AUTH_PURPOSE.findId}
        channel={channel}
        extra={() => (userNm.trim() ? { userNm: userNm.trim() } : t('account.msg.nameRequired'))}
        onConfirmed={(authToken) =>
          find.mutate(
            { authToken, channel },
            {
              onSuccess: (reply) => onFound(reply.userIdList),
              onError: (e) => void alertMessage(errorText(e)),
            },
          )
        }
      />
    </div>
  );
}

/** The masked IDs, or the no-match text. */
export function FoundIds({ list }: { list: FindIdReply['userIdList'] }) {
  const t = useT();
  const f = useFormats();
  if (list.length === 0) return <p className={styles.sub}>{t('account.findId.none')}</p>;
  return (
    <>
      <p className={styles.sub}>{t('account.findId.found')}</p>
      <ul className={styles.result} aria-label={t('account.findId.list')}>
        {list.map((u) => (
          <li key={u.maskedUserId + u.joinDt}>
            <strong>{u.maskedUserId}</strong>
            <span>{t('account.findId.joined', { date: f.ymd(u.joinDt) })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
