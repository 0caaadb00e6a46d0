import { urlCode, urlList, urlPattern, urlText, urlYmd } from '../../../lib/list-params';

/** The URL filters shared by the delivery line and return lists; only the state codes differ. */
export const deliveryListSpec = (stateCodes: string[]) => ({
  filters: {
    inputDtStart: urlYmd,
    inputDtEnd: urlYmd,
    cmpyCds: urlList(/^[A-Za-z0-9_-]{1,20}$/, 200),
    eventSn: urlPattern(/^\d{1,10}$/),
    stateCd: urlCode(stateCodes),
    vendorSn: urlPattern(/^\d{1,10}$/),
    receiverNm: urlText(30),
    invoiceNo: urlText(40),
  },
  dateRanges: ['inputDt'],
  sortFields: [] as string[],
});
