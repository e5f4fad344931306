import { usePageTitle } from '@/shared/ui/use-page-title';
import { GuestPageFrame } from '@/shared/ui/GuestPageFrame';
import { LegalContent, type LegalDocument } from './components/LegalContent';

/** Terms and conditions, privacy policy, disclaimer and hyperlink policy: short, plain-language documents. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const title = usePageTitle(`pages.legal.${document}.title`);
  return (
    <GuestPageFrame title={title}>
      <LegalContent document={document} />
    </GuestPageFrame>
  );
}
