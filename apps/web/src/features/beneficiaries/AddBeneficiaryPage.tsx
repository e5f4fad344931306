import { useTranslation } from 'react-i18next';
import { useNavigate, type LinkProps } from '@tanstack/react-router';
import { AddBeneficiaryFlow } from './components/AddBeneficiaryFlow';
import type { AddableType } from './form-schemas';
import { PageHeading } from '@/shared/ui/PageHeading';

type Props = { type: AddableType; titleKey: string; introKey: string; backTo: LinkProps['to'] };

/** Adding one kind of beneficiary on a page of its own (a top-up screen's "Save a number"), then back. */
export function AddBeneficiaryPage({ type, titleKey, introKey, backTo }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading titleKey={titleKey}>{t(introKey)}</PageHeading>
      <AddBeneficiaryFlow only={type} onClose={() => void navigate({ to: backTo })} />
    </>
  );
}
