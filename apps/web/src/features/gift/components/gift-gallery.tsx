import { useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { useT } from '../../../i18n/texts';
import styles from './gift-gallery.module.css';

/** The main image with its thumbnails; a thumbnail shows itself in the main frame. */
export function GiftGallery({
  mainImg,
  imgList,
  name,
}: {
  mainImg: string;
  imgList: readonly string[];
  name: string;
}) {
  const t = useT();
  const images = [mainImg, ...imgList.filter((id) => id !== mainImg)];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? mainImg;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage key={current} fileId={current} alt={name} className={styles.mainImg} eager />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gift.gallery.label')}>
          {images.map((id, i) => (
            <li key={id}>
              <button
                type="button"
                className={`${styles.thumb} ${i === shown ? styles.on : ''}`}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
              >
                <ProductImage
                  fileId={id}
                  alt={t('gift.gallery.image', { name, number: i + 1 })}
                  className={styles.thumbImg}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
