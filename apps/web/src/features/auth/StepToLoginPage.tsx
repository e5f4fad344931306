import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import { ButtonLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AuthHeading } from './components/AuthHeading';

const STEPS = ['register', 'code', 'signIn', 'secure'] as const;

/** How a customer gets from an account at the bank to signing in to internet banking. */
export function StepToLoginPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.stepToLogin.title');
  return (
    <>
      <AuthHeading title={title}>{t('auth.stepToLogin.intro')}</AuthHeading>
      <List component="ol" sx={{ mb: 2 }}>
        {STEPS.map((step, index) => (
          <ListItem key={step} alignItems="flex-start" disableGutters>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
                {index + 1}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={t(`auth.stepToLogin.steps.${step}.title`)}
              secondary={t(`auth.stepToLogin.steps.${step}.text`)}
              slotProps={{ secondary: { color: 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ButtonLink to="/sign-up" variant="contained">
          {t('auth.signUp.link')}
        </ButtonLink>
        <ButtonLink to="/sign-in" variant="outlined">
          {t('auth.signIn.link')}
        </ButtonLink>
      </Box>
    </>
  );
}
