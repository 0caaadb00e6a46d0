import { describe, expect, it } from 'vitest';
import { preloadImages } from './screen-prefetch';

describe('preloadImages (a first screen paints its pictures with itself)', () => {
  it('links each address once as an image preload', () => {
    preloadImages(['/files/1', '/files/2']);
    preloadImages(['/files/2', '/files/3']);
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(links).toEqual(['/files/1', '/files/2', '/files/3']);
  });
});
