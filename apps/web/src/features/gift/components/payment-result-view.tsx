import { PAYMENT_STATUS } from '@pcs/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/texts';
import { getPaymentResult } from '../api/payment-calls';
import { type GiftNavState, type GiftRoutes, toSn } from '../gift-routes';
import styles from './payment-result-view.module.css';

const POLL_MS = 1000;
const GIVE_UP_MS = 60_000;

/**
 * spec §2 /gift/giftSelect/apply/waiting/{ordSn}/{oid} (and /m): waits for the provider's result and moves on by
 * itself: paid -> the order's history; failed or cancelled -> the fail screen. A network error also ends on the
 * fail screen (spec §8).
 */
export function PaymentWaitingView({ routes }: { routes: GiftRoutes }) {
  const t = useT();
  const params = useParams();
  const ordSn = toSn(params.ordSn);
  const oid = params.oid ?? '';
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const r = await getPaymentResult(ordSn, oid || undefined, controller.signal);
        if (r.status === PAYMENT_STATUS.paid && r.estiSn !== null) {
          const state: GiftNavState = { from: 'apply' };
          navigate(routes.orderHistory({ eventSn: r.eventSn, ordSn, estiSn: r.estiSn }), {
            replace: true,
            state,
          });
          return;
        }
        if (r.status !== PAYMENT_STATUS.ready || Date.now() - started > GIVE_UP_MS) {
          navigate(routes.fail(ordSn), { replace: true, state: { messageText: r.messageText } });
          return;
        }
        timer = setTimeout(() => void poll(), POLL_MS);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        navigate(routes.fail(ordSn), { replace: true });
      }
    };
    void poll();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [ordSn, oid, navigate, routes]);

  return (
    <div className={`${styles.page} ${routes.variant === 'mobile' ? styles.mobile : ''}`} aria-busy="true">
      <div className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>{t('gift.payment.waiting')}</h1>
      <p className={styles.text}>{t('gift.payment.waitingHelp')}</p>
    </div>
  );
}

/**
 * spec §2 /gift/giftSelect/apply/fail/{ordSn} (and /m), §8 Payment failure: the server's messageText, or
 * 결제시스템이 정상적으로 처리되지 않았습니다. by default (also on a network error), with a way to try again.
 */
export function PaymentFailView({ routes }: { routes: GiftRoutes }) {
  const t = useT();
  const ordSn = toSn(useParams().ordSn);
  const given = (useLocation().state as { messageText?: string | null } | null)?.messageText ?? null;
  const [messageText, setMessageText] = useState<string | null>(given);
  const [eventSn, setEventSn] = useState<number | null>(null);
  const [draft, setDraft] = useState(false);

  useEffect(() => {
    if (ordSn <= 0) return;
    const controller = new AbortController();
    getPaymentResult(ordSn, undefined, controller.signal)
      .then((r) => {
        setMessageText((m) => m ?? r.messageText);
        setEventSn(r.eventSn);
        setDraft(r.estiSn === null);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [ordSn]);

  const retryState: GiftNavState = { from: 'detail' };
  return (
    <div className={`${styles.page} ${routes.variant === 'mobile' ? styles.mobile : ''}`}>
      <div className={styles.failIcon} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{t('gift.payment.failed')}</h1>
      <p className={styles.text} role="alert">
        {messageText ?? t('gift.payment.failDefault')}
      </p>
      <p className={styles.sub}>{t('gift.payment.failHelp')}</p>
      <div className={styles.actions}>
        {ordSn > 0 && draft && (
          <Link className={`pcs-button ${styles.primary}`} to={routes.apply(ordSn)} state={retryState}>
            {t('gift.payment.retry')}
          </Link>
        )}
        <Link className="pcs-button" to={eventSn ? routes.list(eventSn) : routes.home}>
          {t('gift.toList')}
        </Link>
      </div>
    </div>
  );
}
