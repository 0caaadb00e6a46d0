import {
  RETURN_PHOTO_MAX_COUNT,
  RETURN_PHOTO_TYPES,
  returnPhotoCountRefusal,
  returnPhotoRefusal,
} from '@pcs/domain';
import { type ChangeEvent, useState } from 'react';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { uploadReturnPhoto } from '../api/upload-return-photo';
import { usePrivateImage } from '../flow/use-private-image';
import styles from './return-photo-picker.module.css';

export type ReturnPhoto = { fileId: string; url: string };

const ACCEPT = RETURN_PHOTO_TYPES.join(',');

function Thumb({ photo, onRemove, index }: { photo: ReturnPhoto; onRemove: () => void; index: number }) {
  const src = usePrivateImage(photo.url);
  return (
    <span className={styles.tile}>
      {src && <img src={src} alt={`첨부 사진 ${index + 1}`} />}
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={`사진 ${index + 1} 삭제`}
      >
        ×
      </button>
    </span>
  );
}

/**
 * The photos of a return or exchange request, on desktop and mobile alike (no Ant Design: the recipient screens do
 * not load it): a tile per photo with its preview and a remove button, then an add tile over a hidden file input.
 * Each file goes up at once (the server checks it by its bytes) and is kept by its file id.
 */
export function ReturnPhotoPicker({
  value,
  onChange,
  onUploading,
}: {
  value: ReturnPhoto[];
  onChange: (photos: ReturnPhoto[]) => void;
  onUploading?: (uploading: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploading?.(on);
  };
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const tooMany = returnPhotoCountRefusal(value.length, files.length);
    if (tooMany) return alertMessage(tooMany);
    busy(true);
    const next = [...value];
    try {
      for (const file of files) {
        const refusal = returnPhotoRefusal({ byteSize: file.size });
        if (refusal) {
          await alertMessage(refusal);
          continue;
        }
        next.push(await uploadReturnPhoto(file));
        onChange([...next]);
      }
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      busy(false);
    }
  };
  const full = value.length >= RETURN_PHOTO_MAX_COUNT;
  return (
    <div>
      <div className={styles.picker}>
        {value.map((p, i) => (
          <Thumb
            key={p.fileId}
            index={i}
            photo={p}
            onRemove={() => onChange(value.filter((x) => x.fileId !== p.fileId))}
          />
        ))}
        {!full && (
          <label className={styles.add} aria-disabled={uploading}>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            {uploading ? '올리는 중' : '사진 추가'}
            <input
              type="file"
              className={styles.hidden}
              accept={ACCEPT}
              multiple
              aria-label="사진 첨부"
              disabled={uploading}
              onChange={(e) => void add(e)}
            />
          </label>
        )}
      </div>
      <p className={styles.hint}>
        사진 {value.length}/{RETURN_PHOTO_MAX_COUNT}장 · JPG, PNG, GIF, WEBP, 5MB 이하
      </p>
    </div>
  );
}
