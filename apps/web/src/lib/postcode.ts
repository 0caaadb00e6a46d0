/**
 * The Daum/Kakao postcode search (도로명 주소 검색) that Korean sites use: its script is loaded on first use only,
 * from the one host the CSP allows for scripts (apps/api/src/app.ts), and its search page is embedded in a frame from
 * postcode.map.kakao.com / postcode.map.daum.net. Without network (or with the script blocked) loading fails and the
 * address fields stay typed by hand.
 */
export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** What the search hands back (the fields we use; the service sends more). */
export type PostcodeData = {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName: string;
  bname?: string;
  /** R: the road address was picked, J: the lot (지번) address. */
  userSelectedType: 'R' | 'J';
};

type PostcodeOptions = {
  oncomplete: (data: PostcodeData) => void;
  width?: string | number;
  height?: string | number;
  /** Puts the cursor in the service's search box when it opens (the service's default, kept explicit). */
  focusInput?: boolean;
};
export type PostcodeInstance = { embed: (element: HTMLElement) => void; open: () => void };
type PostcodeConstructor = new (options: PostcodeOptions) => PostcodeInstance;

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor; postcode?: { load?: (ready: () => void) => void } };
  }
}

/** How long a script that neither loads nor fails may take before the search is called unavailable. */
const LOAD_TIMEOUT_MS = 8000;

let loading: Promise<PostcodeConstructor> | null = null;

function injectScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('postcode script timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('postcode script failed to load'));
    };
    document.head.append(script);
  });
}

/**
 * The postcode constructor, loading the script once. postcode.v2.js loads its core in a second step, announced by
 * daum.postcode.load (the service's guide for pages that load it dynamically). A failure is not cached: the next
 * search tries again (the network may be back).
 */
export function loadPostcode(): Promise<PostcodeConstructor> {
  const ready = window.daum?.Postcode;
  if (ready) return Promise.resolve(ready);
  loading ??= injectScript()
    .then(
      () =>
        new Promise<void>((resolve) => {
          const load = window.daum?.postcode?.load;
          if (load) load(resolve);
          else resolve();
        }),
    )
    .then(() => {
      const Postcode = window.daum?.Postcode;
      if (typeof Postcode !== 'function') throw new Error('postcode script has no daum.Postcode');
      return Postcode;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The picked address as our fields hold it. */
export type PickedAddress = { zipCd: string; addr: string };

/**
 * The address the recipient picked, the way the service's guide combines it: the road address with the legal
 * neighbourhood (동/로/가) and the building name in parentheses, or the lot address as it is.
 */
export function toPickedAddress(data: PostcodeData): PickedAddress {
  if (data.userSelectedType === 'J') return { zipCd: data.zonecode, addr: data.jibunAddress };
  const extra = [
    data.bname && /[동로가]$/.test(data.bname) ? data.bname : '',
    data.buildingName?.trim() ?? '',
  ].filter(Boolean);
  const addr = extra.length > 0 ? `${data.roadAddress} (${extra.join(', ')})` : data.roadAddress;
  return { zipCd: data.zonecode, addr };
}
