import { PAYMENT_FRAME_HEIGHT_PX } from '@pcs/domain';
import type { PaymentInfo } from '@pcs/domain/contracts/payment';
import { useEffect, useRef } from 'react';
import { t as translate, useT } from '../../i18n/texts';
import { alertMessage } from '../../lib/dialog';
import { getToken } from '../../lib/session-store';
import { errorText } from '../../lib/use-error-alert';
import { useFocusTrap } from '../ui/use-focus-trap';
import { closePayment, prepareMobilePayment } from './payment-calls';
import styles from './payment-panel.module.css';

type Props = { info: PaymentInfo; onFinish: () => void };

/**
 * The card payment panels, shared by the gift's payment above its budget and a return fee's (decision 028).
 *
 * spec §4 Payment, desktop: the signed form posts to the provider's page in a full-screen frame (height 650, above
 * everything). The payment finishes when a close message arrives from the provider's own origin (or the close page
 * on ours) or when the panel is torn down. With real merchant keys INIStdPay.js opens its own layer instead.
 */
export function DesktopPaymentPanel({ info, onFinish }: Props) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  // Keyboard users stay on the payment until they close it; no Escape, which would drop a payment half done.
  useFocusTrap(overlay, { initialFocus: () => overlay.current?.querySelector('button') ?? null });
  const finished = useRef(false);
  const finish = useRef(() => {});
  finish.current = () => {
    if (finished.current) return;
    finished.current = true;
    void closePayment(info.oid).catch(() => undefined);
    onFinish();
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const trusted =
        event.origin === (info.providerOrigin || window.location.origin) ||
        event.origin === window.location.origin;
      const data = event.data as { source?: string; action?: string } | null;
      if (!trusted || data?.source !== 'pcs-payment' || data.action !== 'close') return;
      finish.current();
    };
    window.addEventListener('message', onMessage);
    if (info.scriptUrl) {
      const script = document.createElement('script');
      script.src = info.scriptUrl;
      script.onload = () =>
        (window as unknown as { INIStdPay?: { pay: (id: string) => void } }).INIStdPay?.pay('pcs-std-pay');
      document.body.appendChild(script);
    } else formRef.current?.submit();
    return () => window.removeEventListener('message', onMessage);
  }, [info]);

  // Our own test provider is this server: the spec's loginUserToken travels with the form. A real provider never
  // receives our session token.
  const fields: Record<string, string> = info.scriptUrl
    ? info.stdFields
    : { ...info.stdFields, loginUserToken: getToken() ?? '' };
  return (
    <div
      ref={overlay}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('common.payment.label')}
      tabIndex={-1}
    >
      <form
        ref={formRef}
        id="pcs-std-pay"
        method="post"
        action={info.actionUrl}
        target={info.scriptUrl ? undefined : 'pcs-payment-frame'}
        acceptCharset="UTF-8"
        hidden
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      {!info.scriptUrl && (
        <div className={styles.frameBox}>
          <button
            type="button"
            className={styles.close}
            onClick={() => finish.current()}
            aria-label={t('common.payment.close')}
          >
            ×
          </button>
          <iframe
            name="pcs-payment-frame"
            title={t('common.payment.frame')}
            className={styles.frame}
            style={{ height: PAYMENT_FRAME_HEIGHT_PX }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * spec §2 Hidden mobile payment page and §4: preparation runs on load (POST actionUrl with the bearer header); with
 * the returned order id the form goes to the provider's mobile page in EUC-KR. No order id: alert and finish.
 */
export function MobilePaymentPage({ info, onFinish }: Props) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      try {
        const reply = await prepareMobilePayment(info.actionUrl, {
          loginUserToken: getToken() ?? '',
          solCd: info.solCd,
          wmGbn: info.wmGbn,
          solOid: info.solOid,
          currency: info.currency,
          noti: info.oid,
          iniPayment: info.iniPayment ?? '',
          mid: info.mid,
          oid: info.oid,
          amt: info.price,
          goods: info.goodName,
          uname: info.buyerName,
          mobile: info.buyerTel,
          email: info.buyerEmail,
        });
        if (!reply.oid) {
          await alertMessage(translate('common.payment.noOrderNumber'));
          onFinish();
          return;
        }
        const form = formRef.current;
        if (!form) return;
        form.action = reply.formAction;
        form.replaceChildren(
          ...Object.entries(reply.fields).map(([name, value]) => {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            return input;
          }),
        );
        form.submit();
      } catch (error) {
        await alertMessage(errorText(error));
        onFinish();
      }
    };
    void run();
  }, [info, onFinish]);

  return (
    <div className={styles.mobileWait} aria-live="polite">
      <p>{t('common.payment.moving')}</p>
      <form ref={formRef} method="post" acceptCharset="euc-kr" hidden />
    </div>
  );
}
