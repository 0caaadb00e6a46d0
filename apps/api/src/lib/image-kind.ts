/** Image types told apart by their first bytes (ASVS 12.2.1), never by the file's name or declared type. */
export type ImageKind = { type: string; ext: string; test: (b: Buffer) => boolean };

export const PNG: ImageKind = {
  type: 'image/png',
  ext: 'png',
  test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};
export const JPEG: ImageKind = {
  type: 'image/jpeg',
  ext: 'jpg',
  test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};
export const GIF: ImageKind = {
  type: 'image/gif',
  ext: 'gif',
  test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
};
export const WEBP: ImageKind = {
  type: 'image/webp',
  ext: 'webp',
  test: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * True for the way libvips (through sharp) refuses bytes it cannot decode: a plain Error. A TypeError, a RangeError
 * or one of our own errors is a fault of the calling code and is never taken for a bad image.
 */
export const isUndecodableImage = (error: unknown): boolean =>
  error instanceof Error && Object.getPrototypeOf(error) === Error.prototype;

/** The kind of the bytes among those allowed, or null. */
export const sniffImage = (bytes: Buffer, allowed: readonly ImageKind[] = [PNG, JPEG, GIF, WEBP]) =>
  allowed.find((s) => s.test(bytes)) ?? null;
