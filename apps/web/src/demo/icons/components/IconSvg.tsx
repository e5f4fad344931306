import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';

const SVG_ONLY = { USE_PROFILES: { svg: true } };
const cleaned = new Map<string, string>();

/** Sanitizes once per markup: a page of icons is drawn again on every keystroke of the search. */
function sanitizeSvg(markup: string): string {
  let clean = cleaned.get(markup);
  if (clean === undefined) {
    clean = DOMPurify.sanitize(markup, SVG_ONLY);
    cleaned.set(markup, clean);
  }
  return clean;
}

/** An icon from the handler's SVG markup, sanitized (DOMPurify's SVG profile), decorative, `size` px square. */
export function IconSvg({ markup, size }: { markup: string; size: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        width: size,
        height: size,
        flexShrink: 0,
        '& svg': { width: '100%', height: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: sanitizeSvg(markup) }}
    />
  );
}
