import { useTranslation } from 'react-i18next';
import logoMark from './logo-mark.svg';

/** The Taka mark and name. The mark is decorative; the name is the accessible text. Without MUI (decision 047). */
export function Logo({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="plain-logo">
      <img src={logoMark} alt="" width={size} height={size} />
      <span
        className={showName ? undefined : 'plain-visually-hidden'}
        style={showName ? { fontSize: size * 0.6 } : undefined}
      >
        {t('app.name')}
      </span>
    </span>
  );
}
