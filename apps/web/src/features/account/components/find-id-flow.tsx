import { ACCOUNT_MESSAGES, AUTH_PURPOSE, type FindIdReply } from '@pcs/domain';
import { useState } from 'react';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useFindId } from '../api/find-id';
import styles from './account-form.module.css';
import { AuthNumberField } from './auth-number-field';
import { FormField } from './form-field';

/** Find ID by phone or e-mail: name, contact and its auth number; the IDs come back masked. */
export function FindIdFlow({ onFound }: { onFound: (list: FindIdReply['userIdList']) => void }) {
  const [channel, setChannel] = useState<'PHONE' | 'EMAIL'>('PHONE');
  const [userNm, setUserNm] = useState('');
  const find = useFindId();
  return (
    <div className={styles.form}>
      <fieldset className={styles.choice} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="pcs-visually-hidden">인증 방법</legend>
        <label>
          <input
            type="radio"
            name="findIdChannel"
            checked={channel === 'PHONE'}
            onChange={() => setChannel('PHONE')}
          />
          휴대폰 번호로 찾기
        </label>
        <label>
          <input
            type="radio"
            name="findIdChannel"
            checked={channel === 'EMAIL'}
            onChange={() => setChannel('EMAIL')}
          />
          이메일로 찾기
        </label>
      </fieldset>
      <FormField
        label="이름"
        name="userNm"
        maxLength={50}
        value={userNm}
        onChange={(e) => setUserNm(e.target.value)}
      />
      <AuthNumberField
        key={channel}
        purpose={AUTH_PURPOSE.findId}
        channel={channel}
        extra={() => (userNm.trim() ? { userNm: userNm.trim() } : ACCOUNT_MESSAGES.nameRequired)}
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
  if (list.length === 0) return <p className={styles.sub}>입력하신 정보와 일치하는 아이디가 없습니다.</p>;
  return (
    <>
      <p className={styles.sub}>입력하신 정보와 일치하는 아이디입니다.</p>
      <ul className={styles.result} aria-label="찾은 아이디">
        {list.map((u) => (
          <li key={u.maskedUserId + u.joinDt}>
            <strong>{u.maskedUserId}</strong>
            <span>가입일 {u.joinDt.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3')}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
