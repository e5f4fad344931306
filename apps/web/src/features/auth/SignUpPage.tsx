import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AuthHeading } from './components/AuthHeading';
import { SignUpCodeStep } from './components/SignUpCodeStep';
import { SignUpDetailsStep } from './components/SignUpDetailsStep';

/** Registration in two steps: the customer's bank details, then the code sent to their mobile. */
export function SignUpPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.signUp.title');
  const [email, setEmail] = useState<string | null>(null);
  const step = email === null ? 0 : 1;

  return (
    <>
      <AuthHeading title={title}>
        {t('auth.signUp.haveAccount')} <TextLink to="/sign-in">{t('auth.signIn.link')}</TextLink>
      </AuthHeading>
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        <Step>
          <StepLabel>{t('auth.signUp.detailsStep')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('auth.signUp.codeStep')}</StepLabel>
        </Step>
      </Stepper>
      <Box>
        {email === null ? (
          <SignUpDetailsStep onRegistered={setEmail} />
        ) : (
          <SignUpCodeStep email={email} onStartOver={() => setEmail(null)} />
        )}
      </Box>
    </>
  );
}
