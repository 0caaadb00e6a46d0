import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GOODS_LIMITS, GOODS_MESSAGES } from '@pcs/domain';
import { Button, Spin } from 'antd';
import { useRef, useState } from 'react';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { uploadGoodsImage } from '../api/upload-goods-image';
import { GOODS_DIALOG_TEXT } from '../texts';
import styles from './goods.module.css';
import { goodsImageUrl } from './goods-status';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Props = {
  value?: string[];
  onChange?: (fileIds: string[]) => void;
  max: number;
  /** The file input's accessible name ('대표 이미지 파일', '추가 이미지 파일'). */
  label: string;
};

/**
 * Product images: each chosen file goes up through imageUpload.json (the server reads the type from the bytes,
 * re-encodes it and makes thumbnails) and is kept by its file id; jpg, png and webp up to 10 MB, `max` at most.
 */
export function ImagePicker({ value = [], onChange, max, label }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);

  const add = async (files: File[]) => {
    const room = max - value.length;
    if (files.length > room)
      await alertMessage(max === 1 ? GOODS_DIALOG_TEXT.mainImageOnlyOne : GOODS_MESSAGES.tooManyImages);
    const ids = [...value];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!IMAGE_TYPES.includes(file.type)) {
        await alertMessage(GOODS_MESSAGES.imageType);
        continue;
      }
      if (file.size > GOODS_LIMITS.maxImageBytes) {
        await alertMessage(GOODS_MESSAGES.imageSize);
        continue;
      }
      setPending((n) => n + 1);
      try {
        ids.push((await uploadGoodsImage(file)).fileId);
        onChange?.([...ids]);
      } catch (error) {
        await alertMessage(errorText(error));
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  return (
    <div className={styles.images}>
      {value.map((id) => (
        <div key={id} style={{ position: 'relative' }}>
          <img
            src={goodsImageUrl(id, 160)}
            alt=""
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="이미지 삭제"
            style={{ position: 'absolute', top: 4, right: 4 }}
            onClick={() => onChange?.(value.filter((v) => v !== id))}
          />
        </div>
      ))}
      {pending > 0 && <Spin />}
      {value.length < max && (
        <Button
          style={{ width: 96, height: 96 }}
          icon={<PlusOutlined />}
          onClick={() => input.current?.click()}
        >
          추가
        </Button>
      )}
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        multiple={max > 1}
        accept={IMAGE_TYPES.join(',')}
        aria-label={label}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void add(files);
        }}
      />
    </div>
  );
}
