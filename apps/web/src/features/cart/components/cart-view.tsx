import { remainingChoices } from '@pcs/domain';
import type { CartProd } from '@pcs/domain/contracts/cart';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { optionValueText } from '../../../components/ui/option-value-text';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { RichText } from '../../../i18n/marked-text';
import { useFormats, useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import {
  selectCartLine,
  useCartEvents,
  useCartList,
  useRemoveCartLines,
  useUpdateCartLine,
} from '../api/cart-calls';
import styles from './cart-view.module.css';

type Variant = 'pc' | 'mobile';

/** spec §3 Cart: the first two-character optCd of an optionDetailList is its title, the others are its values. */
function optionGroups(line: CartProd) {
  return line.optionInfoList.map((info) => {
    const title = info.optionDetailList.find((o) => o.optCd.length === 2);
    return { title, values: info.optionDetailList.filter((o) => o !== title) };
  });
}

/**
 * spec §2 /cart/list and /m/cart/list: the events having carts, the chosen event's lines (options, quantity, sold
 * out), remove and apply. The cart never holds more than the choices left (selectCnt); a sold-out line cannot be
 * applied. Applying a line makes a draft order and opens the apply screen, where stock and allowance are taken.
 */
export function CartView({ variant }: { variant: Variant }) {
  const t = useT();
  const f = useFormats();
  const [params, setParams] = useSearchParams();
  const events = useCartEvents();
  useErrorAlert(events.error);
  const list = events.data?.list ?? [];
  const wanted = Number(params.get('eventSn')) || 0;
  const current = list.find((e) => e.eventSn === wanted) ?? list[0];
  const cart = useCartList(current?.eventSn ?? 0, current?.cmpyCd ?? '');
  useErrorAlert(cart.error);
  const [checked, setChecked] = useState<number[]>([]);
  const update = useUpdateCartLine();
  const remove = useRemoveCartLines();
  const navigate = useNavigate();
  const mobile = variant === 'mobile';
  const [busy, setBusy] = useState(false);

  const lines = cart.data?.cartProdList ?? [];
  const selected = useMemo(() => lines.filter((l) => checked.includes(l.cartSn)), [lines, checked]);
  const left = cart.data ? remainingChoices(cart.data) : 0;

  const change = async (line: CartProd, patch: { optCdList?: string[]; quantity?: number }) => {
    try {
      await update.mutateAsync({ cartSn: line.cartSn, ...patch });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const removeLines = async (cartSns: number[]) => {
    if (cartSns.length === 0) return alertMessage(t('gift.cart.selectOne'));
    if (!(await confirmMessage(t('gift.cart.removeConfirm')))) return;
    try {
      await remove.mutateAsync(cartSns);
      setChecked((c) => c.filter((sn) => !cartSns.includes(sn)));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const apply = async () => {
    if (busy) return;
    if (selected.length === 0) return alertMessage(t('gift.cart.selectOne'));
    if (selected.length > 1) return alertMessage(t('gift.cart.applyOne'));
    const line = selected[0]!;
    if (line.soldOutYn === 'Y') return alertMessage(t('gift.cart.soldOutLine'));
    setBusy(true);
    try {
      const { ordSn } = await selectCartLine(line.cartSn);
      navigate(mobile ? paths.mGiftApply(ordSn) : paths.giftApply(ordSn), { state: { from: 'detail' } });
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      <h1 className={styles.title}>{t('gift.cart.title')}</h1>
      {events.isPending ? (
        <p className={styles.muted}>{t('gift.cart.loading')}</p>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('gift.cart.empty')}</p>
          <Link className="pcs-button" to={mobile ? paths.mGiftPreview : paths.giftList}>
            {t('gift.cart.goToGifts')}
          </Link>
        </div>
      ) : (
        <>
          <label className={styles.eventPick}>
            <span>{t('gift.cart.event')}</span>
            <select
              value={current?.eventSn ?? ''}
              onChange={(e) => {
                setChecked([]);
                setParams({ eventSn: e.target.value }, { replace: true });
              }}
            >
              {list.map((e) => (
                <option key={e.eventSn} value={e.eventSn}>
                  {e.eventNm} ({e.cartCnt})
                </option>
              ))}
            </select>
          </label>
          {cart.data && (
            <p className={styles.summary} aria-live="polite">
              <RichText
                text={t('gift.cart.summary', {
                  event: cart.data.eventNm,
                  left,
                  count: cart.data.totalCount,
                  total: f.won(cart.data.totalPrice),
                })}
                parts={[
                  (text) => <strong>{text}</strong>,
                  (text) => <strong>{text}</strong>,
                  (text) => <strong>{text}</strong>,
                ]}
              />
            </p>
          )}
          <ul className={styles.lines} aria-label={t('gift.cart.lines')}>
            {lines.map((line) => (
              <li
                key={line.cartSn}
                className={`${styles.line} ${line.soldOutYn === 'Y' ? styles.soldOut : ''}`}
              >
                <input
                  type="checkbox"
                  aria-label={t('gift.cart.check', { name: line.prodNm })}
                  checked={checked.includes(line.cartSn)}
                  onChange={(e) =>
                    setChecked((c) =>
                      e.target.checked ? [...c, line.cartSn] : c.filter((sn) => sn !== line.cartSn),
                    )
                  }
                />
                <ProductImage fileId={line.mainImg} alt={line.prodNm} className={styles.img} />
                <div className={styles.info}>
                  {line.brandNm && <p className={styles.brand}>{line.brandNm}</p>}
                  <p className={styles.name}>
                    {line.prodNm}{' '}
                    {line.soldOutYn === 'Y' && <span className={styles.badge}>{t('gift.soldOut')}</span>}
                  </p>
                  <p className={styles.price}>{f.won(line.price)}</p>
                  {optionGroups(line).map((g, i) => (
                    <label key={g.title?.optCd ?? i} className={styles.option}>
                      <span>{g.title?.optNm ?? t('gift.cart.option')}</span>
                      <select
                        value={g.values.find((v) => line.optCds.split(',').includes(v.optCd))?.optCd ?? ''}
                        onChange={(e) => {
                          const others = line.optCds
                            .split(',')
                            .filter((cd) => cd && !g.values.some((v) => v.optCd === cd));
                          void change(line, { optCdList: [...others, e.target.value] });
                        }}
                      >
                        {g.values.map((v) => (
                          <option key={v.optCd} value={v.optCd} disabled={v.soldOutYn === 'Y'}>
                            {optionValueText(t, f, { ...v, soldOut: v.soldOutYn === 'Y' })}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                  <div className={styles.qty}>
                    <button
                      type="button"
                      aria-label={t('gift.cart.less')}
                      disabled={line.quantity <= 1}
                      onClick={() => void change(line, { quantity: line.quantity - 1 })}
                    >
                      −
                    </button>
                    <output aria-label={t('gift.quantity')}>{line.quantity}</output>
                    <button
                      type="button"
                      aria-label={t('gift.cart.more')}
                      onClick={() => void change(line, { quantity: line.quantity + 1 })}
                    >
                      +
                    </button>
                  </div>
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void removeLines([line.cartSn])}
                  aria-label={t('gift.cart.removeLine', { name: line.prodNm })}
                >
                  {t('gift.cart.remove')}
                </button>
              </li>
            ))}
          </ul>
          <div className={`${styles.actions} ${mobile ? styles.sticky : ''}`}>
            <button type="button" className="pcs-button" onClick={() => void removeLines(checked)}>
              {t('gift.cart.removeChecked')}
            </button>
            <button
              type="button"
              className={`pcs-button ${styles.primary}`}
              onClick={() => void apply()}
              disabled={busy || left <= 0}
            >
              {left <= 0 ? t('gift.cart.allDone') : t('gift.cart.apply')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
