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

/** What the picker says: a recipient page passes its catalogue's texts, the back office its Korean ones. */
export type ReturnPhotoPickerTexts = {
  photoAlt: (n: number) => string;
  remove: (n: number) => string;
  uploading: string;
  add: string;
  input: string;
  hint: (count: number, max: number) => string;
  /** Shown in place of the domain's count and size refusals (the server sends its own when it refuses). */
  tooMany: string;
  tooLarge: string;
};

function Thumb({
  photo,
  onRemove,
  index,
  texts,
}: {
  photo: ReturnPhoto;
  onRemove: () => void;
  index: number;
  texts: ReturnPhotoPickerTexts;
}) {
  const src = usePrivateImage(photo.url);
  return (
    <span className={styles.tile}>
      {src && <img src={src} alt={texts.photoAlt(index + 1)} />}
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={texts.remove(index + 1)}>
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
  texts,
}: {
  value: ReturnPhoto[];
  onChange: (photos: ReturnPhoto[]) => void;
  onUploading?: (uploading: boolean) => void;
  texts: ReturnPhotoPickerTexts;
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
    if (tooMany) return alertMessage(texts.tooMany);
    busy(true);
    const next = [...value];
    try {
      for (const file of files) {
        // Only the size is checked here (the type is the server's, by the bytes).
        if (returnPhotoRefusal({ byteSize: file.size })) {
          await alertMessage(texts.tooLarge);
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
            texts={texts}
            onRemove={() => onChange(value.filter((x) => x.fileId !== p.fileId))}
          />
        ))}
        {!full && (
          <label className={styles.add} aria-disabled={uploading}>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            {uploading ? texts.uploading : texts.add}
            <input
              type="file"
              className={styles.hidden}
              accept={ACCEPT}
              multiple
              aria-label={texts.input}
              disabled={uploading}
              onChange={(e) => void add(e)}
            />
          </label>
        )}
      </div>
      <p className={styles.hint}>{texts.hint(value.length, RETURN_PHOTO_MAX_COUNT)}</p>
    </div>
  );
}
