import { describe, expect, it } from 'vitest';
import { landingProdDetailHref, paths } from './paths';

describe('paths', () => {
  it('fills parameters in the order the spec writes them', () => {
    expect(paths.giftDetail(11, 22, 3, '01')).toBe('/gift/detail/11/22/3/01');
    expect(paths.mGiftDetail(22, 11, 3, '01')).toBe('/m/gift/detail/22/11/3/01');
    expect(paths.deliveryManagedDetail(5, 6)).toBe('/delivery/managedDetail/5/6');
  });

  it('keeps the router pattern beside the link', () => {
    expect(paths.giftDetail.pattern).toBe('/gift/detail/:prodSn/:eventSn/:selectCnt/:selectType');
  });

  it('encodes values so they cannot change the route', () => {
    expect(paths.companyDetail('A/B', 'x y')).toBe('/company/detail/A%2FB/x%20y');
    expect(landingProdDetailHref(7)).toBe('/intro/prodDetail?prodSn=7');
  });
});
