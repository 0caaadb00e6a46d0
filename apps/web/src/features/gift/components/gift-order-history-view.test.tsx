import { formatWon, orderBudgetPart, orderTotal } from '@pcs/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderAmountRows } from './gift-order-history-view';

/** The amounts of an order as the API gives them, from the order-total rule. */
function amounts(o: { unitPrice: number; quantity: number; extrasAmt: number; payAmt: number }) {
  return { totalPrice: orderTotal(o), payAmt: o.payAmt, budgetAmt: orderBudgetPart(o) };
}

const row = (label: string) =>
  screen.queryByText(label)?.closest('div')?.querySelector('dd')?.textContent ?? null;

describe("the order history's amounts", () => {
  it('shows what the recipient paid by card above the budget, and the budget part', () => {
    // A 65,000 gift with 4,000 of extras on a 45,000 budget: the card paid 24,000.
    render(
      <dl>
        <OrderAmountRows
          order={amounts({ unitPrice: 65_000, quantity: 1, extrasAmt: 4_000, payAmt: 24_000 })}
        />
      </dl>,
    );
    expect(row('선물 금액')).toBe(formatWon(69_000));
    expect(row('예산 사용 금액')).toBe('45,000원');
    expect(row('카드 결제 금액')).toBe('24,000원');
  });

  it('shows no card rows when the budget carried the whole gift', () => {
    render(
      <dl>
        <OrderAmountRows order={amounts({ unitPrice: 30_000, quantity: 1, extrasAmt: 0, payAmt: 0 })} />
      </dl>,
    );
    expect(row('선물 금액')).toBe('30,000원');
    expect(screen.queryByText('카드 결제 금액')).toBeNull();
    expect(screen.queryByText('예산 사용 금액')).toBeNull();
  });
});
