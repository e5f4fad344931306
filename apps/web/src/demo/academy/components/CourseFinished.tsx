import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { ButtonLink } from '@/shared/ui/links';

type Props = { title: string; onRestart: () => void; ref?: Ref<HTMLDivElement> };

/** What the learner sees after the last step: the course is done; start again or pick another. */
export function CourseFinished({ title, onRestart, ref }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      ref={ref}
      tabIndex={-1}
      variant="outlined"
      role="region"
      aria-labelledby="course-finished-title"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}
    >
      <EmojiEvents aria-hidden sx={{ fontSize: 64, color: 'primary.main' }} />
      <Typography id="course-finished-title" component="h2" variant="h5" sx={{ mt: 2, fontWeight: 700 }}>
        {t('academy.finished')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('academy.finishedText', { title })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <ButtonLink to="/apps/academy" variant="contained">
          {t('academy.backToCourses')}
        </ButtonLink>
        <Button variant="outlined" onClick={onRestart}>
          {t('academy.restart')}
        </Button>
      </Stack>
    </Paper>
  );
}
