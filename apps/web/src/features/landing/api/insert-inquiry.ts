import type { ContactInquiryPayload } from '@pcs/domain';
import { downloadInsertReplySchema, questionInsertReplySchema } from '@pcs/domain/contracts/landing';
import { API_PATH, downloadUrl } from '@pcs/domain/contracts/paths';
import { callApi } from '../../../lib/api-client';

/** POST {home}/v1/eth/qna/question/questionInsert.json with the inquiry payload of spec §3. */
export const insertQuestion = (payload: ContactInquiryPayload) =>
  callApi(API_PATH.questionInsert, { body: payload, schema: questionInsertReplySchema });

/**
 * spec §7 brochure request: questionInsert with the inquiry payload, and only once it answered 2000 (callApi throws
 * otherwise) downloadInsert with the same payload; resolves to the brochure's download address /download/{fileId}/0.
 */
export async function requestBrochure(payload: ContactInquiryPayload): Promise<string> {
  await insertQuestion(payload);
  const { fileId } = await callApi(API_PATH.downloadInsert, {
    body: payload,
    schema: downloadInsertReplySchema,
  });
  return downloadUrl(fileId);
}
