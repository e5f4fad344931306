import Box from '@mui/material/Box';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { ContactAvatar } from './ContactAvatar';

/** The cover picture (or the theme's colours) with the avatar overlapping its lower edge. */
export function ContactCover({ contact }: { contact: Contact }) {
  return (
    <>
      <Box
        aria-hidden
        sx={{
          height: 160,
          backgroundColor: 'primary.dark',
          backgroundImage: contact.background ? `url("${contact.background}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box sx={{ px: 3, mt: -8 }}>
        <Box sx={{ display: 'inline-flex', borderRadius: '50%', border: 4, borderColor: 'background.paper' }}>
          <ContactAvatar contact={contact} size={120} />
        </Box>
      </Box>
    </>
  );
}
