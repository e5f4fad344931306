import type { ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ButtonLink } from './links';

type HubItem = {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
} & (
  | { to: LinkProps['to']; search?: LinkProps['search'] }
  /** A choice shown in place (a dialog) rather than on a page of its own. */
  | { onOpen: () => void }
);

/**
 * The choices of a hub page (fund transfer, top-up, payments, others): a card each, with a button that goes there
 * or opens it in a dialog.
 */
export function HubCards({ items }: { items: HubItem[] }) {
  // Three or six choices fill rows of three on wide screens; others go two by two.
  const md = items.length % 3 === 0 ? 4 : 6;
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.key} size={{ xs: 12, sm: 6, md }}>
          <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
              <Typography
                aria-hidden
                sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}
                component="span"
              >
                {item.icon}
              </Typography>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                {item.text}
              </Typography>
              {'onOpen' in item ? (
                <Button
                  variant="contained"
                  aria-haspopup="dialog"
                  onClick={item.onOpen}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {item.action}
                </Button>
              ) : (
                <ButtonLink
                  to={item.to}
                  search={item.search}
                  variant="contained"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {item.action}
                </ButtonLink>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
