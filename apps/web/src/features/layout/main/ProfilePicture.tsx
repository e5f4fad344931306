import { useTranslation } from 'react-i18next';
import { AvatarImage } from '@/shared/ui/AvatarImage';
import { TextLink } from '@/shared/ui/links';

/** The picture as a link to the profile page. */
export function ProfilePicture({
  src,
  onNavigate,
  size,
}: {
  src: string | null;
  onNavigate: () => void;
  size: number;
}) {
  const { t } = useTranslation();
  return (
    <TextLink
      to="/settings/personalise-profile"
      onClick={onNavigate}
      sx={{
        borderRadius: '50%',
        display: 'block',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <AvatarImage src={src} size={size} alt={t('shell.profilePicture')} />
    </TextLink>
  );
}
