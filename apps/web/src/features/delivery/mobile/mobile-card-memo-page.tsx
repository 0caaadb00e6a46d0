import { CARD_MSG_MAX } from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyOrder } from '../api/get-my-order';
import { useSaveMyCardMemo } from '../api/save-my-card-memo';
import { useOrderPaths } from '../hooks/use-order-paths';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/cardMemo/{eventSn}/{estiSn}: the message-card text sent with the gift, editable until release.
 * Also /delivery/order/cardMemo/{eventSn}/{estiSn} for recipients on a desktop.
 */
export default function MobileCardMemoPage() {
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
      await alertMessage(DELIVERY_DIALOG_TEXT.cardMemoSaved);
      navigate(links.detail(estiSn, d?.lines[0]?.estiItemSn ?? 0), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  if (!estiSn || detail.isError) return <p className={styles.empty}>주문 정보를 찾을 수 없습니다.</p>;
  if (!d) return <p className={styles.empty}>불러오는 중입니다.</p>;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title="메시지 카드"
        back={
          links.mobile ? null : { to: links.detail(estiSn, d.lines[0]?.estiItemSn ?? 0), label: '주문 상세' }
        }
      />
      {!d.canChange && <p className={styles.notice}>출고 후에는 메시지 카드를 변경할 수 없습니다.</p>}
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          카드에 담을 메시지
          <textarea
            className={styles.textarea}
            maxLength={CARD_MSG_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="선물과 함께 전할 메시지를 입력해주세요."
          />
          <span className={styles.muted}>
            {text.length} / {CARD_MSG_MAX}자
          </span>
        </label>
        <button className={styles.button} type="submit" disabled={!d.canChange || save.isPending}>
          저장하기
        </button>
      </form>
    </div>
  );
}
