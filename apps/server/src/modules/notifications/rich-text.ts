import { isHttpsUrl } from '@taka/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * What a notification's rich text may hold (decision 026): simple formatting and https links, nothing else. A
 * disallowed tag is dropped with its attributes (its text stays, except a script's or style's); a link to an https
 * address (the contracts' isHttpsUrl) opens in a new tab without access to the opener, any other loses its href.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = isHttpsUrl(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/** The markup with everything outside the allow-list removed; null when nothing visible is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
