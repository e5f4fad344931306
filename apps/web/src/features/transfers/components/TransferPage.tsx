import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import Typography from '@mui/material/Typography';
import { TransferFlow, type TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { usePageTitle } from '@/shared/ui/use-page-title';

type Props = {
  titleKey: string;
  introKey: string;
  renderForm: (props: TransferFormProps) => ReactNode;
};

/** A transfer screen: its title and a word on what it does, then the shared flow around its form. */
export function TransferPage({ titleKey, introKey, renderForm }: Props) {
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
      <TransferFlow renderForm={renderForm} onDone={() => void navigate({ to: '/dashboard' })} />
    </>
  );
}
