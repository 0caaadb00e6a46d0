import { formatNumber, optionValueLabel, remainingChoices } from '@pcs/domain';
import { CART_MESSAGES, type CartProd } from '@pcs/domain/contracts/cart';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
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
    if (cartSns.length === 0) return alertMessage(CART_MESSAGES.selectOne);
    if (!(await confirmMessage(CART_MESSAGES.removeConfirm))) return;
    try {
      await remove.mutateAsync(cartSns);
      setChecked((c) => c.filter((sn) => !cartSns.includes(sn)));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const apply = async () => {
    if (busy) return;
    if (selected.length === 0) return alertMessage(CART_MESSAGES.selectOne);
    if (selected.length > 1) return alertMessage(CART_MESSAGES.applyOne);
    const line = selected[0]!;
    if (line.soldOutYn === 'Y') return alertMessage(CART_MESSAGES.soldOutLine);
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
      <h1 className={styles.title}>장바구니</h1>
      {events.isPending ? (
        <p className={styles.muted}>불러오는 중…</p>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{CART_MESSAGES.empty}</p>
          <Link className="pcs-button" to={mobile ? paths.mGiftPreview : paths.giftList}>
            선물 보러 가기
          </Link>
        </div>
      ) : (
        <>
          <label className={styles.eventPick}>
            <span>이벤트</span>
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
              {cart.data.eventNm} · 선택 가능 <strong>{left}</strong>개 · 담은 수량{' '}
              <strong>{cart.data.totalCount}</strong>개 · 합계{' '}
              <strong>{formatNumber(cart.data.totalPrice)}원</strong>
            </p>
          )}
          <ul className={styles.lines} aria-label="장바구니 상품">
            {lines.map((line) => (
              <li
                key={line.cartSn}
                className={`${styles.line} ${line.soldOutYn === 'Y' ? styles.soldOut : ''}`}
              >
                <input
                  type="checkbox"
                  aria-label={`${line.prodNm} 선택`}
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
                    {line.prodNm} {line.soldOutYn === 'Y' && <span className={styles.badge}>품절</span>}
                  </p>
                  <p className={styles.price}>{formatNumber(line.price)}원</p>
                  {optionGroups(line).map((g, i) => (
                    <label key={g.title?.optCd ?? i} className={styles.option}>
                      <span>{g.title?.optNm ?? '옵션'}</span>
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
                            {optionValueLabel({ ...v, soldOut: v.soldOutYn === 'Y' })}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                  <div className={styles.qty}>
                    <button
                      type="button"
                      aria-label="수량 줄이기"
                      disabled={line.quantity <= 1}
                      onClick={() => void change(line, { quantity: line.quantity - 1 })}
                    >
                      −
                    </button>
                    <output aria-label="수량">{line.quantity}</output>
                    <button
                      type="button"
                      aria-label="수량 늘리기"
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
                  aria-label={`${line.prodNm} 삭제`}
                >
                  삭제
                </button>
              </li>
            ))}
          </ul>
          <div className={`${styles.actions} ${mobile ? styles.sticky : ''}`}>
            <button type="button" className="pcs-button" onClick={() => void removeLines(checked)}>
              선택 삭제
            </button>
            <button
              type="button"
              className={`pcs-button ${styles.primary}`}
              onClick={() => void apply()}
              disabled={busy || left <= 0}
            >
              {left <= 0 ? '선택을 모두 마쳤습니다' : '선택 상품 신청하기'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
