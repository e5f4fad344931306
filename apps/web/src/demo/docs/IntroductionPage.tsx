import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HrefLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Paragraphs } from '@/shared/ui/Paragraphs';
import { DocsLayout } from './components/DocsLayout';

/** The demo areas, each with its menu title (nav.demo.*) and where it opens. */
const demoAreas = [
  ['academy', '/apps/academy'],
  ['chat', '/apps/chat'],
  ['contacts', '/apps/contacts'],
  ['inventory', '/apps/ecommerce/inventory'],
  ['fileManager', '/apps/file-manager'],
  ['helpCenter', '/apps/help-center'],
  ['mailbox', '/apps/mailbox'],
  ['notes', '/apps/notes'],
  ['scrumboard', '/apps/scrumboard'],
  ['tasks', '/apps/tasks'],
  ['analytics', '/dashboards/analytics'],
  ['icons', '/ui/icons'],
] as const;

const steps = ['menu', 'search', 'shortcuts', 'preferences', 'reset'] as const;

/** Getting started: what the demo areas are, where each one is and how to use them. */
export function IntroductionPage() {
  const { t } = useTranslation();
  const heading = (id: string, text: string) => (
    <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, mt: 2, mb: 1.5 }}>
      {text}
    </Typography>
  );
  return (
    <DocsLayout>
      <Typography color="primary" variant="overline" component="p">
        {t('docs.nav.gettingStarted')}
      </Typography>
      <PageHeading titleKey="pages.docs.introduction">{t('docs.introduction.lead')}</PageHeading>
      <Stack component="article">
        {heading('intro-what', t('docs.introduction.whatTitle'))}
        <Paragraphs translationKey="docs.introduction.what" />

        {heading('intro-areas', t('docs.introduction.areasTitle'))}
        <Typography component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.6 } }}>
          {demoAreas.map(([area, path]) => (
            <li key={area}>
              <Link component={HrefLink} href={path} sx={{ fontWeight: 600 }}>
                {t(`nav.demo.${area}`)}
              </Link>
              {' — '}
              {t(`docs.introduction.areas.${area}`)}
            </li>
          ))}
        </Typography>

        {heading('intro-use', t('docs.introduction.useTitle'))}
        <Typography component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.6 } }}>
          {steps.map((step) => (
            <li key={step}>{t(`docs.introduction.steps.${step}`)}</li>
          ))}
        </Typography>

        {heading('intro-know', t('docs.introduction.knowTitle'))}
        <Paragraphs translationKey="docs.introduction.know" />
      </Stack>
    </DocsLayout>
  );
}
