import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './use-page-title';

type Props = {
  /** The translation key of the page's title, which is also the window title. */
  titleKey: string;
  /** A word on what the page is for, under the title. */
  children?: ReactNode;
};

/** The heading of a signed-in page: its title and, when given, what the page is for. */
export function PageHeading({ titleKey, children }: Props) {
  const title = usePageTitle(titleKey);
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: children ? 1 : 3 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
