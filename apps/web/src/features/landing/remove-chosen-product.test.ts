import { API_PATH } from '@pcs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { addChosen, LANDING_KEY, readChosen } from './landing-storage';
import { removeChosenProduct } from './remove-chosen-product';

describe('removing a chosen product on the landing (spec §5)', () => {
  afterEach(() => {
    useSession.setState({ loginUserData: null });
  });

  it('without an event id removes it from session storage directly, asking no one', async () => {
    const fetch = stubFetch(() => envelope('2000'));
    addChosen(2, 10);
    addChosen(2, 11);
    await expect(removeChosenProduct(2, 10)).resolves.toEqual([11]);
    expect(readChosen(2)).toEqual([11]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with an event id asks checkDeleteProdPossible (token, eventSn, prodSn) first, then removes it', async () => {
    useSession.setState({ loginUserData: { loginUserToken: 'tok' } as never });
    sessionStorage.setItem(LANDING_KEY.eventSn, '31');
    const fetch = stubFetch(() => envelope('2000'));
    addChosen(2, 10);
    await expect(removeChosenProduct(2, 10)).resolves.toEqual([]);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe(API_PATH.checkDeleteProdPossible);
    expect(path).toBe('/v1/ebmp/pcs/eventManage/checkDeleteProdPossible.json');
    expect(JSON.parse(String(init.body))).toEqual({ loginUserToken: 'tok', eventSn: 31, prodSn: 10 });
  });

  it('keeps the product chosen when the server refuses, passing its text on', async () => {
    stubFetch(() => envelope('4090', null, '이미 주문된 상품은 삭제할 수 없습니다.'));
    addChosen(2, 10);
    await expect(removeChosenProduct(2, 10, 31)).rejects.toMatchObject({
      messageText: '이미 주문된 상품은 삭제할 수 없습니다.',
    });
    expect(readChosen(2)).toEqual([10]);
  });
});
