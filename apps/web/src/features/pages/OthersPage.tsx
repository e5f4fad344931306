import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import Gavel from '@mui/icons-material/GavelOutlined';
import Info from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LocationOn from '@mui/icons-material/LocationOnOutlined';
import Policy from '@mui/icons-material/PolicyOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import HelpCenter from '@mui/icons-material/HelpCenterOutlined';
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import Savings from '@mui/icons-material/SavingsOutlined';
import { HubCards } from '@/shared/ui/HubCards';
import { PageHeading } from '@/shared/ui/PageHeading';
import { HelpDeskContent } from './components/HelpDeskContent';
import { LegalContent, type LegalDocument } from './components/LegalContent';

/** What opens in the dialog: the help desk or a legal document (guest-only pages, SPEC 2.1, so not linked). */
type Shown = { kind: 'helpDesk' } | { kind: 'legal'; document: LegalDocument };

const LEGAL: { document: LegalDocument; key: string; icon: ReactNode }[] = [
  { document: 'termsAndConditions', key: 'terms', icon: <Gavel /> },
  { document: 'privacyPolicy', key: 'privacy', icon: <Policy /> },
  { document: 'disclaimer', key: 'disclaimer', icon: <Info /> },
  { document: 'hyperlinkPolicy', key: 'hyperlink', icon: <LinkIcon /> },
];

function ContentDialog({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title =
    shown.kind === 'helpDesk' ? t('pages.helpDesk.title') : t(`pages.legal.${shown.document}.title`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {shown.kind === 'helpDesk' ? (
          <HelpDeskContent headingLevel="h3" />
        ) : (
          <LegalContent document={shown.document} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The remaining services: Locate Us, the site map and Reach Us are pages; the help desk and the legal documents are
 * guest pages a signed-in customer would be sent away from, so their content opens here in a dialog.
 */
export function OthersPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);
  const card = (key: string) => ({
    key,
    text: t(`others.cards.${key}.text`),
    action: t(`others.cards.${key}.action`),
  });
  return (
    <>
      <PageHeading titleKey="pages.others.title">{t('others.intro')}</PageHeading>
      <HubCards
        items={[
          { ...card('locateUs'), to: '/locate-us', icon: <LocationOn />, title: t('pages.locateUs.title') },
          { ...card('sitemap'), to: '/sitemap', icon: <AccountTree />, title: t('pages.sitemap.title') },
          {
            ...card('helpDesk'),
            onOpen: () => setShown({ kind: 'helpDesk' }),
            icon: <HelpCenter />,
            title: t('pages.helpDesk.title'),
          },
          ...LEGAL.map(({ document, key, icon }) => ({
            ...card(key),
            onOpen: () => setShown({ kind: 'legal', document }),
            icon,
            title: t(`pages.legal.${document}.title`),
          })),
          { ...card('reachUs'), to: '/reach-us', icon: <Forum />, title: t('pages.reachUs.title') },
          {
            ...card('loanServices'),
            to: '/loan-services',
            icon: <RequestQuote />,
            title: t('pages.loanServices.title'),
          },
          {
            ...card('fdrRequest'),
            to: '/fdr-request',
            icon: <Savings />,
            title: t('pages.fdrRequest.title'),
          },
        ]}
      />
      {shown && <ContentDialog shown={shown} onClose={() => setShown(null)} />}
    </>
  );
}
