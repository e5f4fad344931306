import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/ConstructionOutlined';
import { ButtonLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';

/** An honest placeholder for a banking service that is not built yet: its title and no invented data. */
export function ServicePreparingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey={titleKey} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <Construction aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {t('pages.preparing.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
          {t('pages.preparing.text')}
        </Typography>
        <ButtonLink to="/example" variant="outlined">
          {t('pages.preparing.back')}
        </ButtonLink>
      </Paper>
    </>
  );
}
