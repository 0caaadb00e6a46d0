import { type AuthPurpose, isEmail, isMobilePhone } from '@pcs/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useConfirmAuthNumber } from '../api/confirm-auth-number';
import { useSendAuthNumber } from '../api/send-auth-number';
import styles from './account-form.module.css';
import { FormField } from './form-field';

const TIME_MARK = '\u0001';

type Props = {
  purpose: AuthPurpose;
  channel: 'PHONE' | 'EMAIL';
  /** Extra fields of the request (name, ID); a string is an alert shown instead of sending. */
  extra?: () => Record<string, string> | string;
  onConfirmed: (authToken: string, target: string) => void;
};

/**
 * Phone or e-mail, "인증번호 받기", then the 6 digits with the 3-minute countdown and "확인". The server answers the
 * same whether or not an account matches; a confirmed number hands a one-use authToken to the next step.
 */
export function AuthNumberField({ purpose, channel, extra, onConfirmed }: Props) {
  const t = useT();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [authId, setAuthId] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useSendAuthNumber();
  const confirm = useConfirmAuthNumber();
  const phone = channel === 'PHONE';

  useEffect(() => {
    if (!authId || confirmed) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [authId, confirmed]);
  const left = Math.max(0, Math.round((deadline - now) / 1000));

  const onSend = () => {
    const value = target.trim();
    if (phone ? !isMobilePhone(value.replace(/\D/g, '')) : !isEmail(value)) {
      setError(phone ? t('account.msg.phoneInvalid') : t('account.msg.emailInvalid'));
      return;
    }
    const more = extra?.() ?? {};
    if (typeof more === 'string') {
      void alertMessage(more);
      return;
    }
    setError(null);
    send.mutate(
      { purpose, channel, ...(phone ? { telNo: value } : { email: value }), ...more },
      {
        onSuccess: (reply) => {
          setAuthId(reply.authId);
          setCode('');
          setDeadline(Date.now() + reply.expiresInSeconds * 1000);
          setNow(Date.now());
          void alertMessage(t('account.msg.authNumberSent'));
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  const onConfirm = () => {
    if (!authId) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t('account.auth.codeInvalid'));
      return;
    }
    if (left === 0) {
      void alertMessage(t('account.msg.authNumberExpired'));
      return;
    }
    confirm.mutate(
      { authId, authNumber: code },
      {
        onSuccess: (reply) => {
          setConfirmed(true);
          setError(null);
          onConfirmed(reply.authToken, phone ? target.replace(/\D/g, '') : target.trim().toLowerCase());
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  // The whole sentence is one text (word order differs by language); the styled timer goes where {time} is.
  const [hintBefore = '', hintAfter = ''] = t('account.auth.timeHint', { time: TIME_MARK }).split(TIME_MARK);

  return (
    <>
      <FormField
        label={phone ? t('account.auth.phone') : t('account.auth.email')}
        name={phone ? 'telNo' : 'email'}
        type={phone ? 'tel' : 'email'}
        inputMode={phone ? 'numeric' : 'email'}
        autoComplete={phone ? 'tel' : 'email'}
        maxLength={phone ? 13 : 100}
        placeholder={phone ? '01012345678' : 'name@example.com'}
        value={target}
        disabled={confirmed}
        error={authId ? null : error}
        onChange={(e) => setTarget(e.target.value)}
        after={
          <button
            type="button"
            className="pcs-button"
            onClick={onSend}
            disabled={confirmed || send.isPending}
          >
            {authId ? t('account.auth.resend') : t('account.auth.send')}
          </button>
        }
      />
      {authId && (
        <FormField
          label={t('account.auth.code')}
          name="authNumber"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('account.auth.codePlaceholder')}
          value={code}
          disabled={confirmed}
          error={confirmed ? null : error}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          hint={
            confirmed ? (
              <p className={styles.ok}>{t('account.auth.done')}</p>
            ) : (
              <p className={styles.hint}>
                {hintBefore}
                <span className={styles.timer} aria-live="off">
                  {String(Math.floor(left / 60)).padStart(2, '0')}:{String(left % 60).padStart(2, '0')}
                </span>
                {hintAfter}
              </p>
            )
          }
          after={
            <button
              type="button"
              className="pcs-button"
              onClick={onConfirm}
              disabled={confirmed || confirm.isPending}
            >
              {t('account.auth.confirm')}
            </button>
          }
        />
      )}
    </>
  );
}
