import { AUTH_PURPOSE } from '@pcs/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useUpdateMyInfo } from '../api/my-info';
import styles from '../components/account-form.module.css';
import { AuthNumberField } from '../components/auth-number-field';

/**
 * spec §2 /m/myPage/telNoSave (and the desktop my-page tab): a new phone, confirmed by an auth number sent to it.
 * onDone replaces the default return to the mobile my page.
 */
export default function TelNoSavePage({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { telNo } = useUpdateMyInfo();
  return (
    <section className={styles.page} aria-labelledby="tel-title">
      <h1 id="tel-title" className={styles.title}>
        {t('account.telNo.title')}
      </h1>
      <p className={styles.sub}>{t('account.telNo.sub')}</p>
      <div className={styles.form}>
        <AuthNumberField
          purpose={AUTH_PURPOSE.telNo}
          channel="PHONE"
          onConfirmed={(authToken) =>
            telNo.mutate(
              { authToken },
              {
                onSuccess: async () => {
                  await alertMessage(t('account.dialog.telNoChanged'));
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
