import { goodsImageReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { uploadFile } from '../../../lib/upload-file';

/** POST (multipart) .../goods/imageUpload.json: a jpeg, png or webp of at most 10 MB; returns its file id. */
export const uploadGoodsImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadFile(API_PATH.goodsImageUpload, form, { schema: goodsImageReplySchema });
};
