import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { GuestPageFrame } from '@/shared/ui/GuestPageFrame';
import { Paragraphs } from './components/Paragraphs';

export type LegalDocument = 'termsAndConditions' | 'privacyPolicy' | 'disclaimer' | 'hyperlinkPolicy';

/** Terms and conditions, privacy policy, disclaimer and hyperlink policy: short, plain-language documents. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const title = usePageTitle(`pages.legal.${document}.title`);
  return (
    <GuestPageFrame title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('pages.legal.updated')}
      </Typography>
      <Paragraphs translationKey={`pages.legal.${document}.body`} />
    </GuestPageFrame>
  );
}
