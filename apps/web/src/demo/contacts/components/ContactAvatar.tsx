import Avatar from '@mui/material/Avatar';
import type { Contact } from '@taka/demo-api/schemas/contacts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

/** The contact's picture, or the initials of the name; decorative, as the name is always beside it. */
export function ContactAvatar({
  contact,
  size = 40,
}: {
  contact: Pick<Contact, 'name' | 'avatar'>;
  size?: number;
}) {
  return (
    <Avatar
      src={contact.avatar ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials(contact.name)}
    </Avatar>
  );
}
