import { afterEach, describe, expect, it } from 'vitest';
import { loadPostcode, POSTCODE_SCRIPT_URL, type PostcodeData, toPickedAddress } from './postcode';

const data: PostcodeData = {
  zonecode: '06236',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  buildingName: '강남파이낸스센터',
  bname: '역삼동',
  userSelectedType: 'R',
};

describe('toPickedAddress', () => {
  it('road address with the neighbourhood and the building name, as the service guide combines them', () => {
    expect(toPickedAddress(data)).toEqual({
      zipCd: '06236',
      addr: '서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
    });
    expect(toPickedAddress({ ...data, bname: '', buildingName: '' }).addr).toBe('서울 강남구 테헤란로 152');
    // A neighbourhood name that is not 동/로/가 (a 리 of a county) is left out, as the guide does.
    expect(toPickedAddress({ ...data, bname: '송정리', buildingName: '' }).addr).toBe(
      '서울 강남구 테헤란로 152',
    );
  });

  it('the lot address as it is when the recipient picked it', () => {
    expect(toPickedAddress({ ...data, userSelectedType: 'J' })).toEqual({
      zipCd: '06236',
      addr: '서울 강남구 역삼동 737',
    });
  });
});

describe('loadPostcode', () => {
  afterEach(() => {
    delete window.daum;
    for (const s of document.querySelectorAll('script')) s.remove();
  });

  it('uses a constructor already on the page without loading again', async () => {
    class Fake {
      embed() {}
      open() {}
    }
    window.daum = { Postcode: Fake };
    expect(await loadPostcode()).toBe(Fake);
    expect(document.querySelector(`script[src="${POSTCODE_SCRIPT_URL}"]`)).toBeNull();
  });

  it('rejects when the script cannot load, and tries again on the next call', async () => {
    // happy-dom refuses to fetch scripts: the same error the browser gives without network.
    const inserted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof HTMLScriptElement) inserted.push(n.src);
    });
    observer.observe(document.head, { childList: true });
    await expect(loadPostcode()).rejects.toThrow('failed to load');
    await expect(loadPostcode()).rejects.toThrow('failed to load');
    observer.disconnect();
    expect(inserted).toEqual([POSTCODE_SCRIPT_URL, POSTCODE_SCRIPT_URL]);
  });
});
