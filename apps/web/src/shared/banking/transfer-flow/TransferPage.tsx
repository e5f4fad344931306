import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { TransferFlow, type TransferFormProps } from './TransferFlow';
import { PageHeading } from '@/shared/ui/PageHeading';

type Props = {
  titleKey: string;
  introKey: string;
  /** A link after the intro, to a related screen (from a bill to a prepaid token, say). */
  introLink?: ReactNode;
  renderForm: (props: TransferFormProps) => ReactNode;
  /**
   * Offer "Save as favorite" on the receipt (default yes). Not for a bill, which is paid once, nor for a card
   * payment, whose request holds the full card number.
   */
  offerFavorite?: boolean;
};

/** A transfer screen: its title and a word on what it does, then the shared flow around its form. */
export function TransferPage({ titleKey, introKey, introLink, renderForm, offerFavorite }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading titleKey={titleKey}>
        {t(introKey)}
        {introLink && <> {introLink}</>}
      </PageHeading>
      <TransferFlow
        renderForm={renderForm}
        onDone={() => void navigate({ to: '/dashboard' })}
        offerFavorite={offerFavorite}
      />
    </>
  );
}
