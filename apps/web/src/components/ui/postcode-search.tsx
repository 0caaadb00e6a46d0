import { useEffect, useRef, useState } from 'react';
import { t as translate, useT } from '../../i18n/texts';
import { loadPostcode, type PickedAddress, toPickedAddress } from '../../lib/postcode';
import { Modal } from './modal';
import styles from './postcode-search.module.css';

type Props = {
  /** Receives the picked zip code and address once the search closes (the caller moves focus to the detail). */
  onPick: (address: PickedAddress) => void;
  /** id of the field group the button belongs to, for its accessible description. */
  describedBy?: string;
};

/**
 * 주소 검색: opens the postcode service's embeddable search in a modal, loading its script on first use
 * (lib/postcode.ts). Used wherever an address is entered: the gift apply screen (desktop and mobile), the address
 * book and the my-page address tab.
 */
export function PostcodeSearch({ onPick, describedBy }: Props) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'loading' | 'open' | 'unavailable'>('idle');

  const start = async () => {
    if (state === 'loading') return;
    setState('loading');
    try {
      await loadPostcode();
      setState('open');
    } catch {
      setState('unavailable');
    }
  };

  return (
    <>
      <button
        type="button"
        className={`pcs-button ${styles.button}`}
        onClick={() => void start()}
        // Not `disabled`: a disabled button drops keyboard focus, and the search gives it back here when it closes.
        aria-disabled={state === 'loading' || undefined}
        aria-describedby={describedBy}
      >
        {state === 'loading' ? t('common.postcode.loading') : t('common.postcode.search')}
      </button>
      {state === 'unavailable' && (
        <p className={styles.note} role="status">
          {/* Shown when the search cannot be loaded: the fields are still typed by hand. */}
          {t('common.postcode.unavailable')}
        </p>
      )}
      {state === 'open' && (
        <Modal
          title={t('common.postcode.search')}
          closeLabel={t('common.close')}
          onClose={() => setState('idle')}
        >
          <PostcodeFrame
            onPick={(address) => {
              setState('idle');
              onPick(address);
            }}
            onFail={() => setState('unavailable')}
          />
        </Modal>
      )}
    </>
  );
}

/** The service's search page, embedded in the modal. */
function PostcodeFrame({ onPick, onFail }: { onPick: (a: PickedAddress) => void; onFail: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const fail = useRef(onFail);
  fail.current = onFail;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let active = true;
    loadPostcode()
      .then((Postcode) => {
        if (!active) return;
        new Postcode({
          width: '100%',
          height: '100%',
          // The cursor starts in the service's search box, so a keyboard user types right away.
          focusInput: true,
          // The service calls back outside React; a picked address after the modal closed is ignored.
          oncomplete: (data) => active && pick.current(toPickedAddress(data)),
        }).embed(element);
        // The service's frame is the dialog's content: named for screen readers when the service leaves it unnamed.
        const frame = element.querySelector('iframe');
        if (frame && !frame.title) frame.title = translate('common.postcode.frame');
      })
      .catch(() => active && fail.current());
    return () => {
      active = false;
      element.replaceChildren();
    };
  }, []);

  return <div ref={host} className={styles.frame} data-testid="postcode-frame" />;
}
