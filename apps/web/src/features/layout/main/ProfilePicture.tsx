import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { TextLink } from '@/shared/ui/links';

const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** The customer's picture, or the default avatar when there is none or it fails to load (SPEC 5). */
export function AvatarImage({ src, size, alt }: { src: string | null; size: number; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showDefault = !src || failedSrc === src;
  return (
    <Box
      component="img"
      src={showDefault ? DEFAULT_AVATAR : src}
      alt={alt}
      data-default-avatar={showDefault ? 'true' : 'false'}
      onError={() => setFailedSrc(src)}
      width={size}
      height={size}
      sx={{ display: 'block', borderRadius: '50%', objectFit: 'cover', border: 3, borderColor: 'divider' }}
    />
  );
}

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
