import type { ContactInquiryPayload } from '@pcs/domain';
import { downloadInsertReplySchema, questionInsertReplySchema } from '@pcs/domain/contracts/landing';
import { API_PATH, downloadUrl } from '@pcs/domain/contracts/paths';
import { callApi } from '../../../lib/api-client';

/** POST {home}/v1/eth/qna/question/questionInsert.json with the inquiry payload of spec §3. */
export const insertQuestion = (payload: ContactInquiryPayload) =>
  callApi(API_PATH.questionInsert, { body: payload, schema: questionInsertReplySchema });

/** POST {home}/v1/eth/qna/proposal/downloadInsert.json, then the brochure's download address. */
export async function insertDownload(payload: ContactInquiryPayload): Promise<string> {
  const { fileId } = await callApi(API_PATH.downloadInsert, {
    body: payload,
    schema: downloadInsertReplySchema,
  });
  return downloadUrl(fileId);
}
