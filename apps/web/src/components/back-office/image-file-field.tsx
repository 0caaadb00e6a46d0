import { goodsImageReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Progress, Space } from 'antd';
import { type ChangeEvent, useId, useState } from 'react';
import { alertMessage } from '../../lib/dialog';
import { uploadFile } from '../../lib/upload-file';
import { errorText } from '../../lib/use-error-alert';
import { ProductImage } from '../ui/product-image';
import { ORG_TEXT } from './texts';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * An image of the back office (a message card, a theme's background) as a form field: value and onChange carry the
 * stored file id. The upload goes through the operators' image upload, which reads the type from the bytes and keeps
 * at most 10 MB of jpeg, png or webp.
 */
export function ImageFileField({
  value,
  onChange,
  alt,
}: {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  alt: string;
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      await alertMessage(ORG_TEXT.imageFileInvalid);
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress(0);
    try {
      const reply = await uploadFile(API_PATH.goodsImageUpload, form, {
        schema: goodsImageReplySchema,
        onProgress: setProgress,
      });
      onChange?.(reply.fileId);
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Space orientation="vertical">
      {value ? (
        <div style={{ width: 160 }}>
          <ProductImage fileId={value} alt={alt} />
        </div>
      ) : null}
      <Space>
        <Button disabled={progress !== null} onClick={() => document.getElementById(inputId)?.click()}>
          {value ? '이미지 변경' : '이미지 등록'}
        </Button>
        {value ? (
          <Button danger disabled={progress !== null} onClick={() => onChange?.(null)}>
            이미지 삭제
          </Button>
        ) : null}
      </Space>
      {progress !== null ? <Progress percent={progress} size="small" style={{ width: 160 }} /> : null}
      {/* Hidden by style: a reset stylesheet can override the hidden attribute's display. */}
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        hidden
        style={{ display: 'none' }}
        onChange={(e) => void choose(e)}
      />
    </Space>
  );
}
