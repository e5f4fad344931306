import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { TextLink } from '@/shared/ui/links';
import { Logo } from '@/shared/ui/Logo';
import { AppearanceMenu } from '@/shared/ui/preferences/AppearanceMenu';
import { LanguageMenu } from '@/shared/ui/preferences/LanguageMenu';

/** Header, content and footer of the public content pages (home, help desk, legal pages, Locate Us). */
export function GuestPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <TextLink
            to="/home"
            color="inherit"
            underline="none"
            aria-label={t('shell.home')}
            sx={{ display: 'inline-flex' }}
          >
            <Logo size={32} />
          </TextLink>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
          <AppearanceMenu />
          <TextLink to="/sign-in" sx={{ ml: 1, fontWeight: 600 }}>
            {t('auth.signIn.link')}
          </TextLink>
        </Container>
      </Box>
      <Container component="main" id="main-content" maxWidth="md" sx={{ flexGrow: 1, py: { xs: 4, md: 6 } }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, letterSpacing: '-0.02em', mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container sx={{ py: 3 }}>
          <Stack
            component="nav"
            aria-label={t('pages.footer.label')}
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}
          >
            <TextLink to="/help-desk">{t('pages.helpDesk.title')}</TextLink>
            <TextLink to="/terms-and-conditions">{t('pages.legal.termsAndConditions.title')}</TextLink>
            <TextLink to="/privacy-and-policy">{t('pages.legal.privacyPolicy.title')}</TextLink>
            <TextLink to="/disclaimer">{t('pages.legal.disclaimer.title')}</TextLink>
            <TextLink to="/hyperlink-policy">{t('pages.legal.hyperlinkPolicy.title')}</TextLink>
            <TextLink to="/landing/locate-us">{t('pages.locateUs.title')}</TextLink>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('pages.footer.copyright', { year: format.year(new Date()) })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
