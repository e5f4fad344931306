import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** The paragraphs stored as an array under `translationKey` in the translation files. */
export function Paragraphs({ translationKey }: { translationKey: string }) {
  const { t } = useTranslation();
  const paragraphs = t(translationKey, { returnObjects: true });
  const list = Array.isArray(paragraphs) ? (paragraphs as string[]) : [String(paragraphs)];
  return list.map((text, index) => (
    <Typography key={index} sx={{ mb: 2, lineHeight: 1.7 }}>
      {text}
    </Typography>
  ));
}
