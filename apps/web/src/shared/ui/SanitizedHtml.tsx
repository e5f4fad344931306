import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/** An article's markup: headings, text, lists, quotes, code, pictures and links; no scripts, styles or forms. */
export const ARTICLE_HTML: Config = {
  ALLOWED_TAGS: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'pre',
    'code',
    'figure',
    'figcaption',
    'img',
    'hr',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title'],
};

type Props = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Markup from data (a handler, a message): never trusted, sanitized here before it is shown. */
  html: string;
  config?: Config;
};

/**
 * Rich text from data, shown only after DOMPurify has removed everything outside `config` (DESIGN: rich text is
 * sanitized). Links open in a new tab without handing it this page.
 */
export function SanitizedHtml({ html, config = ARTICLE_HTML, ...box }: Props) {
  const clean = useMemo(() => sanitize(html, config), [html, config]);
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function sanitize(html: string, config: Config): string {
  const fragment = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
