import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use rather than when the server starts (memory): exceljs, pdfkit and sharp
 * each cost 20-30 MB in every server process, and only Excel, PDF and image calls need them. Synchronous (require),
 * so the functions using them keep their signatures.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
