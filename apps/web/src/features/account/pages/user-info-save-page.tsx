import { isEmail } from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useMyInfo, useUpdateMyInfo } from '../api/my-info';
import styles from '../components/account-form.module.css';
import { FormField } from '../components/form-field';

/** spec §2 /myPage/userInfo/save: name and e-mail of the caller's account. */
export default function UserInfoSavePage() {
  const t = useT();
  const navigate = useNavigate();
  const info = useMyInfo();
  useErrorAlert(info.error);
  const { info: update } = useUpdateMyInfo();
  const [userNm, setUserNm] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { ref: invalid, refused } = useFocusFirstInvalid();
  useEffect(() => {
    if (!info.data) return;
    setUserNm(info.data.userNm);
    setEmail(info.data.email ?? '');
  }, [info.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      userNm: userNm.trim() ? undefined : t('account.msg.nameRequired'),
      email: isEmail(email) ? undefined : t('account.msg.emailInvalid'),
    };
    setErrors(next);
    if (next.userNm || next.email) return refused();
    update.mutate(
      { userNm: userNm.trim(), email: email.trim() },
      {
        onSuccess: async () => {
          await alertMessage(t('account.dialog.userInfoSaved'));
          navigate(paths.myPageDetail(0));
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="user-info-title" style={{ margin: '32px auto' }}>
      <h1 id="user-info-title" className={styles.title}>
        {t('account.myPage.edit')}
      </h1>
      <form ref={invalid} className={styles.form} onSubmit={onSubmit} noValidate style={{ marginTop: 20 }}>
        <FormField label={t('account.login.userId')} value={info.data?.userId ?? ''} readOnly />
        <FormField
          label={t('account.find.name')}
          name="userNm"
          maxLength={50}
          value={userNm}
          error={errors.userNm}
          onChange={(e) => setUserNm(e.target.value)}
        />
        <FormField
          label={t('account.auth.email')}
          name="email"
          type="email"
          maxLength={100}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={update.isPending}
        >
          {t('account.address.save')}
        </button>
      </form>
    </section>
  );
}
