import type { MyDeliveryDetail } from '@pcs/domain';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AddressFields } from '../../../components/address/address-fields';
import { useAddressForm } from '../../../components/address/use-address-form';
import { t as translate, useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useChangeMyAddress } from '../api/change-my-address';
import { useMyOrder } from '../api/get-my-order';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/save/{estiSn}: the recipient gives or changes the address before release (the server
 * re-checks), on the apply page's form (address search, hints, a message under each field). A default gift given
 * at the close without an address lands here from its message. Also /delivery/order/save/{estiSn} for recipients on
 * a desktop.
 */
export default function MobileDeliverySavePage() {
  const t = useT();
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  const d = detail.data;
  if (!estiSn || detail.isError) return <p className={styles.empty}>{t('delivery.common.notFound')}</p>;
  if (!d) return <p className={styles.empty}>{t('delivery.common.loading')}</p>;
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
  const t = useT();
  const title = d.addrNeeded ? t('delivery.common.addressEnter') : t('delivery.common.addressChange');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = form.validate();
    if (!address) return;
    try {
      await save.mutateAsync({ estiSn: d.estiSn, ...address });
      await alertMessage(
        translate(d.addrNeeded ? 'delivery.dialog.addressEntered' : 'delivery.dialog.addressChanged'),
      );
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
            : {
                to: links.detail(d.estiSn, d.lines[0]?.estiItemSn ?? 0),
                label: t('delivery.common.orderDetail'),
              }
        }
      />
      {d.addrNeeded && <p className={styles.notice}>{t('delivery.common.addressNeededGuide')}</p>}
      {!d.canChange && <p className={styles.notice}>{t('delivery.save.locked')}</p>}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <AddressFields form={form} />
        <button className={styles.button} type="submit" disabled={!d.canChange || save.isPending}>
          {d.addrNeeded ? t('delivery.save.submitEnter') : t('delivery.save.submitChange')}
        </button>
      </form>
    </div>
  );
}
