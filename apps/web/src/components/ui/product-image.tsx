import { DEFAULT_PRODUCT_IMAGE_ID } from '@pcs/domain';
import { fileUrl } from '@pcs/domain/contracts/paths';
import type { SyntheticEvent } from 'react';

type Props = {
  fileId: string | null | undefined;
  alt: string;
  className?: string;
  /** The first image a screen shows loads eagerly; everything else waits until it scrolls near. */
  eager?: boolean;
  /** Intrinsic size, so the layout does not jump while images arrive. */
  width?: number;
  height?: number;
};

const DEFAULT_SRC = fileUrl(DEFAULT_PRODUCT_IMAGE_ID);

/** The address a product image of `fileId` loads from: the default product image (spec §3) when it has none. */
export const productImageSrc = (fileId: string | null | undefined): string =>
  fileId ? fileUrl(fileId) : DEFAULT_SRC;

/** A product image by file id, falling back to the default product image (spec §3) when missing or broken. */
export function ProductImage({ fileId, alt, className, eager = false, width, height }: Props) {
  const onError = (e: SyntheticEvent<HTMLImageElement>) => {
    const img = e.currentTarget;
    // Only swap once, so a missing default image cannot loop.
    if (!img.dataset.fallback) {
      img.dataset.fallback = '1';
      img.src = DEFAULT_SRC;
    }
  };
  return (
    <img
      className={className}
      src={productImageSrc(fileId)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={width}
      height={height}
      onError={onError}
    />
  );
}
