import { lazy, Suspense, useId } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export type RichTextEditorProps = {
  label: string;
  /** HTML; shown only after the editor's own schema has parsed it (no script survives). */
  value: string;
  onChange(html: string): void;
  minHeight?: number;
  disabled?: boolean;
};

// TipTap (ProseMirror) is ~100 KiB: it loads with the first editor a screen shows (decision 037).
const TipTapEditor = lazy(() => import('./TipTapEditor'));

/** A labelled rich-text field (bold, italic, lists, quotes, undo) whose value is HTML. */
export function RichTextEditor({ label, minHeight = 160, ...props }: RichTextEditorProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={minHeight + TOOLBAR_HEIGHT} aria-hidden />}>
        <TipTapEditor labelId={labelId} minHeight={minHeight} {...props} />
      </Suspense>
    </Box>
  );
}

export const TOOLBAR_HEIGHT = 41;
