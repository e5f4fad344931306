import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeading } from '@/shared/ui/PageHeading';
import { DocsLayout } from './components/DocsLayout';
import { CHANGE_KINDS, readReleases } from './releases';

const kindColour = { added: 'success', changed: 'info', fixed: 'warning' } as const;

/** What each release of the app added, changed and fixed, newest first. */
export function ChangelogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const releases = readReleases(t('docs.changelog.releases', { returnObjects: true }));
  return (
    <DocsLayout>
      <PageHeading titleKey="pages.docs.changelog">{t('docs.changelog.intro')}</PageHeading>
      <Stack spacing={4} divider={<Divider flexItem />}>
        {releases.map((release) => (
          <Stack
            key={release.version}
            component="section"
            spacing={2}
            aria-labelledby={`release-${release.version}`}
          >
            <div>
              <Typography
                id={`release-${release.version}`}
                component="h2"
                variant="h5"
                sx={{ fontWeight: 700 }}
              >
                {t('docs.changelog.version', { version: release.version })}
              </Typography>
              <Typography color="text.secondary">
                <time dateTime={release.date}>{format.date(release.date, 'long')}</time>
              </Typography>
            </div>
            {CHANGE_KINDS.filter((kind) => release[kind].length > 0).map((kind) => (
              <div key={kind}>
                <Typography
                  component="h3"
                  variant="subtitle1"
                  sx={{
                    mb: 1,
                    fontWeight: 700,
                    pl: 1.5,
                    borderLeft: 4,
                    borderColor: `${kindColour[kind]}.main`,
                  }}
                >
                  {t(`docs.changelog.${kind}`)}
                </Typography>
                <Typography component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
                  {release[kind].map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </Typography>
              </div>
            ))}
          </Stack>
        ))}
      </Stack>
    </DocsLayout>
  );
}
