import { formatPhone } from '@pcs/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useAddressList, useAddressMutations } from '../api/address-book';
import styles from './address-book-page.module.css';

/** Where a picked address goes back to (the gift apply screen's "주소록" button), as navigation state. */
export type AddressPickState = { returnTo?: string };

/**
 * spec §2 /m/myPage/addr: the delivery address book. Opened from the gift apply screen (state.returnTo) each address
 * has "선택", which goes back there with the address as navigation state (pickedAddress).
 */
export default function AddressBookPage({
  onEdit,
}: {
  /** The desktop my-page tab edits in place; without it the links open the mobile edit screen. */
  onEdit?: (deleSn: number | 'new') => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const returnTo = (useLocation().state as AddressPickState | null)?.returnTo ?? null;
  const list = useAddressList();
  useErrorAlert(list.error);
  const { remove } = useAddressMutations();

  const onDelete = async (deleSn: number) => {
    if (!(await confirmMessage(t('account.dialog.addressDeleteConfirm')))) return;
    remove.mutate(deleSn, { onError: (e) => void alertMessage(errorText(e)) });
  };

  return (
    <section className={styles.page} aria-labelledby="addr-title">
      <div className={styles.head}>
        <h1 id="addr-title" className={styles.title}>
          {t('account.address.title')}
        </h1>
        {onEdit ? (
          <button type="button" className="pcs-button" onClick={() => onEdit('new')}>
            {t('account.address.addButton')}
          </button>
        ) : (
          <Link to={paths.mMyPageAddrDetail('new')} state={{ returnTo }} className="pcs-button">
            {t('account.address.addButton')}
          </Link>
        )}
      </div>
      {list.data?.addrList.length === 0 && <p className={styles.empty}>{t('account.address.empty')}</p>}
      <ul className={styles.list}>
        {list.data?.addrList.map((a) => (
          <li key={a.deleSn} className={styles.item}>
            <p className={styles.name}>
              {a.addrNm}
              {a.defaultYn === 'Y' && <span className={styles.badge}>{t('account.address.default')}</span>}
            </p>
            <p>
              {a.receiverNm} · {formatPhone(a.receiverTelNo)}
            </p>
            <p className={styles.addr}>
              ({a.zipCd}) {a.addr} {a.addrDtl}
            </p>
            <div className={styles.actions}>
              {returnTo && (
                <button
                  type="button"
                  className="pcs-button pcs-button--primary"
                  onClick={() =>
                    navigate(returnTo, { replace: true, state: { pickedAddress: a, from: 'addressBook' } })
                  }
                >
                  {t('account.address.pick')}
                </button>
              )}
              {onEdit ? (
                <button type="button" className="pcs-button" onClick={() => onEdit(a.deleSn)}>
                  {t('account.address.edit')}
                </button>
              ) : (
                <Link to={paths.mMyPageAddrDetail(a.deleSn)} state={{ returnTo }} className="pcs-button">
                  {t('account.address.edit')}
                </Link>
              )}
              <button
                type="button"
                className="pcs-button pcs-button--text"
                onClick={() => onDelete(a.deleSn)}
              >
                {t('account.address.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
