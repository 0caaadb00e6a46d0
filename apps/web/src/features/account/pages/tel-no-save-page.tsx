import { AUTH_PURPOSE } from '@pcs/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useUpdateMyInfo } from '../api/my-info';
import styles from '../components/account-form.module.css';
import { AuthNumberField } from '../components/auth-number-field';
import { ACCOUNT_DIALOG_TEXT } from '../texts';

/**
 * spec §2 /m/myPage/telNoSave (and the desktop my-page tab): a new phone, confirmed by an auth number sent to it.
 * onDone replaces the default return to the mobile my page.
 */
export default function TelNoSavePage({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const { telNo } = useUpdateMyInfo();
  return (
    <section className={styles.page} aria-labelledby="tel-title">
      <h1 id="tel-title" className={styles.title}>
        휴대폰 번호 변경
      </h1>
      <p className={styles.sub}>새 휴대폰 번호로 인증번호를 받아 확인하면 번호가 변경됩니다.</p>
      <div className={styles.form}>
        <AuthNumberField
          purpose={AUTH_PURPOSE.telNo}
          channel="PHONE"
          onConfirmed={(authToken) =>
            telNo.mutate(
              { authToken },
              {
                onSuccess: async () => {
                  await alertMessage(ACCOUNT_DIALOG_TEXT.telNoChanged);
                  if (onDone) onDone();
                  else navigate(paths.mMyPageDetail, { replace: true });
                },
                onError: (e) => void alertMessage(errorText(e)),
              },
            )
          }
        />
      </div>
    </section>
  );
}
