import { CARD_MSG_MAX } from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t as translate, useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyOrder } from '../api/get-my-order';
import { useSaveMyCardMemo } from '../api/save-my-card-memo';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/cardMemo/{eventSn}/{estiSn}: the message-card text sent with the gift, editable until release.
 * Also /delivery/order/cardMemo/{eventSn}/{estiSn} for recipients on a desktop.
 */
export default function MobileCardMemoPage() {
  const t = useT();
  const links = useOrderPaths();
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  const save = useSaveMyCardMemo();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const d = detail.data;
  useEffect(() => {
    if (d) setText(d.cardMsg);
  }, [d]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync({ estiSn, cardMsg: text.trim() });
      await alertMessage(translate('delivery.dialog.cardMemoSaved'));
      navigate(links.detail(estiSn, d?.lines[0]?.estiItemSn ?? 0), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  if (!estiSn || detail.isError) return <p className={styles.empty}>{t('delivery.common.notFound')}</p>;
  if (!d) return <p className={styles.empty}>{t('delivery.common.loading')}</p>;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={t('delivery.common.cardMsg')}
        back={
          links.mobile
            ? null
            : {
                to: links.detail(estiSn, d.lines[0]?.estiItemSn ?? 0),
                label: t('delivery.common.orderDetail'),
              }
        }
      />
      {!d.canChange && <p className={styles.notice}>{t('delivery.cardMemo.locked')}</p>}
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          {t('delivery.cardMemo.label')}
          <textarea
            className={styles.textarea}
            maxLength={CARD_MSG_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('delivery.cardMemo.placeholder')}
          />
          <span className={styles.muted}>
            {t('delivery.cardMemo.count', { length: text.length, max: CARD_MSG_MAX })}
          </span>
        </label>
        <button className={styles.button} type="submit" disabled={!d.canChange || save.isPending}>
          {t('delivery.cardMemo.submit')}
        </button>
      </form>
    </div>
  );
}
