import { GOODS_LIMITS, GOODS_MESSAGES } from '@pcs/domain';
import { type EditorImageUpload, RichTextEditor } from '../../../components/ui/rich-text-editor';
import { uploadGoodsImage } from '../api/upload-goods-image';
import { goodsImageUrl } from './goods-status';

type Props = { value?: string; onChange?: (html: string) => void; id?: string };

/**
 * Images of the goods detail go up through imageUpload.json (type read from the bytes, re-encoded, at most 10 MB) and
 * are inserted by their /files/{fileId} address.
 */
const GOODS_DETAIL_IMAGE: EditorImageUpload = {
  upload: async (file) => goodsImageUrl((await uploadGoodsImage(file)).fileId),
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: GOODS_LIMITS.maxImageBytes,
  typeMessage: GOODS_MESSAGES.imageType,
  sizeMessage: GOODS_MESSAGES.imageSize,
};

/** The goods detail editor: the shared rich-text editor with images (loaded only with the goods save screens). */
export function GoodsDetailEditor(props: Props) {
  return <RichTextEditor {...props} label="상세 설명" image={GOODS_DETAIL_IMAGE} />;
}
