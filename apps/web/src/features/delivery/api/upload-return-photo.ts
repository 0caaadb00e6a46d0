import { myReturnPhotoReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';

/** POST delivery/myReturnPhoto.json (multipart part "file"): a photo for a return request. */
export const uploadReturnPhoto = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return callApi(P.myReturnPhoto, { body: form, schema: myReturnPhotoReplySchema });
};
