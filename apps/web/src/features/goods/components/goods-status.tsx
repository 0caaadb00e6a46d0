import { DEFAULT_PRODUCT_IMAGE_ID, goodsSignLabel } from '@pcs/domain';
import { fileUrl } from '@pcs/domain/contracts/paths';
import { Tag } from 'antd';

const SIGN_COLOR: Record<string, string> = {
  '01': 'default',
  '02': 'gold',
  '03': 'green',
  '04': 'red',
  '05': 'default',
};

/** Code group 005 on goods: 01 임시저장, 02 등록신청, 03 승인, 04 반려, 05 삭제. */
export function GoodsSignTag({ signStatCd }: { signStatCd: string }) {
  return <Tag color={SIGN_COLOR[signStatCd] ?? 'default'}>{goodsSignLabel(signStatCd)}</Tag>;
}

/** A product image at a thumbnail width (GET /files/{fileId}?w=160|480); spec §9's default image when none. */
export const goodsImageUrl = (fileId: string | null | undefined, width?: 160 | 480): string =>
  `${fileUrl(fileId || DEFAULT_PRODUCT_IMAGE_ID)}${width ? `?w=${width}` : ''}`;

export function GoodsThumb({ fileId, size = 48 }: { fileId: string | null; size?: number }) {
  return (
    <img
      src={goodsImageUrl(fileId, 160)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
    />
  );
}
