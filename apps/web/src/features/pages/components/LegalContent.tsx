import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { Paragraphs } from '@/shared/ui/Paragraphs';

export type LegalDocument = 'termsAndConditions' | 'privacyPolicy' | 'disclaimer' | 'hyperlinkPolicy';

/** The text of a legal document: on its guest page, and in the Others page's dialog. */
export function LegalContent({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('pages.legal.updated')}
      </Typography>
      <Paragraphs translationKey={`pages.legal.${document}.body`} />
    </>
  );
}
