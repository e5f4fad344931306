/** Typography for a lesson's markup, in the theme's scale. */
export const LESSON_STYLES = {
  '& h2': { typography: 'h5', fontWeight: 700, mt: 0, mb: 1.5 },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
  '& p, & li': { typography: 'body1', lineHeight: 1.7 },
  '& p.lead': { color: 'text.secondary' },
  '& blockquote': { m: 0, my: 3, pl: 2, borderLeft: 4, borderColor: 'primary.main', color: 'text.secondary' },
  '& pre': { p: 2, borderRadius: 2, bgcolor: 'action.hover', overflowX: 'auto' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& a': { color: 'primary.main' },
};
