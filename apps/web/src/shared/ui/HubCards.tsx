import type { ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ButtonLink } from './links';

type HubItem = {
  key: string;
  to: LinkProps['to'];
  search?: LinkProps['search'];
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
};

/** The choices of a hub page (fund transfer, top-up, payments): a card each, with a button that goes there. */
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
              <ButtonLink
                to={item.to}
                search={item.search}
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
              >
                {item.action}
              </ButtonLink>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
