import { useTranslation } from 'react-i18next';
import { useNavigate, type LinkProps } from '@tanstack/react-router';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AddBeneficiaryFlow } from './components/AddBeneficiaryFlow';
import type { AddableType } from './form-schemas';

type Props = { type: AddableType; titleKey: string; introKey: string; backTo: LinkProps['to'] };

/** Adding one kind of beneficiary on a page of its own (a top-up screen's "Save a number"), then back. */
export function AddBeneficiaryPage({ type, titleKey, introKey, backTo }: Props) {
  const { t } = useTranslation();
  const title = usePageTitle(titleKey);
  const navigate = useNavigate();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t(introKey)}
      </Typography>
      <AddBeneficiaryFlow only={type} onClose={() => void navigate({ to: backTo })} />
    </>
  );
}
