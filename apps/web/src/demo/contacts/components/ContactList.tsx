import { useTranslation } from 'react-i18next';
import { createLink } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { groupByLetter, summaryOf } from '../contact-fields';
import { ContactAvatar } from './ContactAvatar';

const ListItemLink = createLink(ListItemButton);

type Props = { contacts: readonly Contact[]; selectedId?: string };

/** The contacts under sticky first-letter headers; each row opens the contact. */
export function ContactList({ contacts, selectedId }: Props) {
  const { t } = useTranslation();
  return (
    <Box aria-label={t('contacts.listLabel')} role="region">
      {groupByLetter(contacts).map(({ letter, contacts: filed }) => (
        <Box key={letter} component="section" aria-labelledby={`contacts-letter-${letter}`}>
          <ListSubheader
            component="h2"
            id={`contacts-letter-${letter}`}
            sx={{
              m: 0,
              fontWeight: 700,
              lineHeight: '32px',
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {letter}
          </ListSubheader>
          <List disablePadding>
            {filed.map((contact) => (
              <li key={contact.id}>
                <ListItemLink
                  to="/apps/contacts/$contactId"
                  params={{ contactId: contact.id }}
                  selected={contact.id === selectedId}
                  aria-current={contact.id === selectedId ? 'page' : undefined}
                  sx={{ minHeight: 64 }}
                >
                  <ListItemAvatar>
                    <ContactAvatar contact={contact} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={contact.name}
                    secondary={summaryOf(contact)}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemLink>
              </li>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
