import { GOODS_MESSAGES } from '@pcs/domain';
import { goodsDetailListReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { ApiError, authHeaders, callApi, networkError } from '../../../lib/api-client';
import { fileNameOf, saveBlob } from '../../../lib/download-file';

/**
 * The gift catalogue (spec §7 goodsDetailList.json, §8): the data is asked for first; a reply without products
 * alerts 데이터를 정상적으로 받아오지 못했습니다. Then the server renders the PDF (pdfkit, Korean font embedded)
 * from the same body and the browser saves it.
 */
export async function downloadCatalog(prodSnList: number[], eventSn: number | null = null): Promise<string> {
  const body = { prodSnList, eventSn };
  const data = await callApi(API_PATH.goodsDetailList, {
    body,
    schema: goodsDetailListReplySchema,
    fallbackText: GOODS_MESSAGES.pdfDataMissing,
  });
  if (data.eventProdList.length === 0) throw new ApiError('5000', GOODS_MESSAGES.pdfDataMissing, 0);
  let response: Response;
  try {
    response = await fetch(API_PATH.goodsCatalogPdf, {
      method: 'POST',
      headers: { ...authHeaders(), Accept: 'application/pdf', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw networkError(API_PATH.goodsCatalogPdf, error);
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/pdf'))
    throw new ApiError('5000', GOODS_MESSAGES.pdfDataMissing, response.status);
  const name = fileNameOf(response.headers.get('content-disposition'), '선물카탈로그.pdf');
  saveBlob(await response.blob(), name);
  return name;
}
