import sanitizeHtml from 'sanitize-html';

/**
 * Product detail HTML comes from vendors: keep layout and images, drop scripts, event handlers, styles that load
 * resources, and any scheme but http(s) and data images (ASVS 5.2.1).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'span', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

export const sanitizeProductHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * Notice bodies come from operator admins' rich-text editor: the same allow-list as product detail, so
 * a pasted script, event handler or javascript: link is dropped before it is stored.
 */
export const sanitizeNoticeHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The plain text of HTML (tags dropped, entities decoded, spaces collapsed): what notice search looks in. */
export const htmlToText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
