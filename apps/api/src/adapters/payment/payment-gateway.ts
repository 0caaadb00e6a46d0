import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { INIPAY_TEST, isInicisAuthUrl, isInicisMobileReqUrl, isInicisNetCancelUrl } from './inicis-sign';
import { TEST_PG_ALREADY_REFUNDED, TEST_PG_PATH, testProviderServerCall } from './test-provider';
import { databaseLedger } from './test-provider-ledger';

export type { GatewayReply } from './gateway-reply';

import type { GatewayReply } from './gateway-reply';

/**
 * The payment port (ARCHITECTURE "Adapters"): KG Inicis with merchant keys, or the built-in test provider that
 * serves provider-like pages on this server and answers the server-to-server calls with the same signatures.
 * Only this object knows which one runs; the use cases sign, verify and compare the same way for both.
 */
export type PaymentGateway = {
  /** Stored in payment.provider: tids are unique per provider. */
  provider: 'INICIS' | 'TESTPG';
  mid: string;
  signKey: string;
  mobileHashKey: string;
  iniapiKey: string;
  /** Our server's address as INIAPI sees it (clientIp of the refund call). */
  clientIp: string;
  /** Desktop: INIStdPay.js (real) or null (test provider: the form posts into our own frame). */
  stdScriptUrl: string | null;
  /** Desktop: where the form goes (real: the script's page; test: the test card page). */
  stdActionUrl: string;
  /** Origin whose close message ends the desktop payment (spec §4); '' = the page's own origin (test provider). */
  providerOrigin: string;
  /**
   * Prefix of the URLs the provider sends the browser back to (returnUrl, closeUrl, P_NEXT_URL): PUBLIC_URL for the
   * real provider; '' for the test provider, whose pages are served from the very origin the buyer is on.
   */
  callbackBase: string;
  /** Mobile: the provider's EUC-KR form page. */
  mobileFormUrl: string;
  refundUrl: string;
  isAuthUrl: (url: string) => boolean;
  isNetCancelUrl: (url: string) => boolean;
  isMobileReqUrl: (url: string) => boolean;
  /**
   * INIAPI result codes that refuse a refund because the tid was already refunded (a repeat after a lost answer).
   * A pending refund met with one of them is settled as done. Empty for KG Inicis until the codes are confirmed
   * against the manual: such a refusal is then recorded as failed for an operator to check, never repeated.
   */
  alreadyRefundedCodes: readonly string[];
  /**
   * Server-to-server form POST (approval, net-cancel, mobile approval, refund). Any answer resolves, whatever its
   * status; it rejects only when no answer came (network failure, timeout).
   */
  post: (url: string, form: Record<string, string>) => Promise<GatewayReply>;
};

const TIMEOUT_MS = 15_000;

/** `db`: where the test provider keeps what it refunded (unused with merchant keys: Inicis keeps it). */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  const inicis = config.inicis;
  if (inicis) {
    const stg = inicis.env === 'stg';
    return {
      provider: 'INICIS',
      mid: inicis.mid,
      signKey: inicis.signKey,
      mobileHashKey: inicis.mobileHashKey,
      iniapiKey: inicis.iniapiKey,
      clientIp: config.paymentClientIp,
      stdScriptUrl: stg
        ? 'https://stgstdpay.inicis.com/stdjs/INIStdPay.js'
        : 'https://stdpay.inicis.com/stdjs/INIStdPay.js',
      stdActionUrl: stg ? 'https://stgstdpay.inicis.com' : 'https://stdpay.inicis.com',
      providerOrigin: stg ? 'https://stgstdpay.inicis.com' : 'https://stdpay.inicis.com',
      callbackBase: config.publicUrl,
      mobileFormUrl: 'https://mobile.inicis.com/smart/payment/',
      refundUrl: 'https://iniapi.inicis.com/api/v1/refund',
      isAuthUrl: isInicisAuthUrl,
      isNetCancelUrl: isInicisNetCancelUrl,
      isMobileReqUrl: isInicisMobileReqUrl,
      alreadyRefundedCodes: [],
      post: async (url, form) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        return {
          status: res.status,
          body: Buffer.from(await res.arrayBuffer()),
          contentType: res.headers.get('content-type') ?? '',
        };
      },
    };
  }
  const base = `${config.publicUrl}${TEST_PG_PATH.root}`;
  // In the database, so every process on it refuses a repeat of a refund another process made (decision 023).
  const ledger = databaseLedger(db);
  return {
    provider: 'TESTPG',
    mid: INIPAY_TEST.mid,
    signKey: INIPAY_TEST.signKey,
    mobileHashKey: INIPAY_TEST.mobileHashKey,
    iniapiKey: INIPAY_TEST.iniapiKey,
    clientIp: config.paymentClientIp,
    stdScriptUrl: null,
    // Relative: the card pages open on whatever origin the buyer uses (PUBLIC_URL may name another host alias).
    stdActionUrl: TEST_PG_PATH.stdPay,
    providerOrigin: '',
    callbackBase: '',
    mobileFormUrl: TEST_PG_PATH.mobilePay,
    refundUrl: `${base}/api/v1/refund`,
    isAuthUrl: (url) => url === `${base}/api/payAuth`,
    isNetCancelUrl: (url) => url === `${base}/api/netCancel`,
    isMobileReqUrl: (url) => url === `${base}/smart/payReq.ini`,
    alreadyRefundedCodes: Object.values(TEST_PG_ALREADY_REFUNDED).map((r) => r.resultCode),
    // In process: the test provider answers exactly what the real one would, checking the same hashes.
    post: async (url, form) => testProviderServerCall(new URL(url).pathname, form, ledger),
  };
}
