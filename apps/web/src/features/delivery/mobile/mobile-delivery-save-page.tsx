import { ADDRESS_NEEDED_GUIDE, type MyDeliveryDetail } from '@pcs/domain';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AddressFields } from '../../../components/address/address-fields';
import { useAddressForm } from '../../../components/address/use-address-form';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useChangeMyAddress } from '../api/change-my-address';
import { useMyOrder } from '../api/get-my-order';
import { useOrderPaths } from '../hooks/use-order-paths';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/save/{estiSn}: the recipient gives or changes the address before release (the server
 * re-checks), on the apply page's form (address search, hints, a message under each field). A default gift given
 * at the close without an address lands here from its message. Also /delivery/order/save/{estiSn} for recipients on
 * a desktop.
 */
export default function MobileDeliverySavePage() {
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  const d = detail.data;
  if (!estiSn || detail.isError) return <p className={styles.empty}>주문 정보를 찾을 수 없습니다.</p>;
  if (!d) return <p className={styles.empty}>불러오는 중입니다.</p>;
  // Keyed on the order so the form starts from its loaded address.
  return <SaveForm key={d.estiSn} d={d} />;
}

function SaveForm({ d }: { d: MyDeliveryDetail }) {
  const form = useAddressForm({
    receiverNm: d.receiverNm,
    receiverTelNo: d.receiverTelNo,
    zipCd: d.zipCd,
    addr: d.addr,
    addrDtl: d.addrDtl,
    deliveryMemo: d.deliveryMemo,
  });
  const save = useChangeMyAddress();
  const navigate = useNavigate();
  const links = useOrderPaths();
  const title = d.addrNeeded ? '배송지 입력' : '배송지 변경';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = form.validate();
    if (!address) return;
    try {
      await save.mutateAsync({ estiSn: d.estiSn, ...address });
      await alertMessage(DELIVERY_DIALOG_TEXT.addressSaved(d.addrNeeded));
      navigate(links.detail(d.estiSn, d.lines[0]?.estiItemSn ?? 0), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={title}
        back={
          links.mobile
            ? null
            : { to: links.detail(d.estiSn, d.lines[0]?.estiItemSn ?? 0), label: '주문 상세' }
        }
      />
      {d.addrNeeded && <p className={styles.notice}>{ADDRESS_NEEDED_GUIDE}</p>}
      {!d.canChange && <p className={styles.notice}>출고 후에는 배송지를 변경할 수 없습니다.</p>}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <AddressFields form={form} />
        <button className={styles.button} type="submit" disabled={!d.canChange || save.isPending}>
          {d.addrNeeded ? '입력하기' : '변경하기'}
        </button>
      </form>
    </div>
  );
}
