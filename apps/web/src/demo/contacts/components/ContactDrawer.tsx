import { useId, useState } from 'react';
import Drawer from '@mui/material/Drawer';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { ContactPanel } from './ContactPanel';

type Props = {
  contactId?: string;
  /** Opens the contact in edit mode (a contact just made). */
  startEditing: boolean;
  onClose: () => void;
  onDelete: (contact: Contact) => void;
};

/** The open contact beside the list: a side panel on wide screens, the whole screen on phones. */
export function ContactDrawer({ contactId, startEditing, onClose, onDelete }: Props) {
  const titleId = useId();
  // The last contact stays in the panel while it slides away.
  const [shownId, setShownId] = useState(contactId);
  if (contactId !== undefined && contactId !== shownId) setShownId(contactId);
  return (
    <Drawer
      anchor="right"
      open={contactId !== undefined}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520, md: 600 } },
        },
      }}
    >
      {shownId !== undefined && (
        <ContactPanel
          key={shownId}
          contactId={shownId}
          titleId={titleId}
          startEditing={startEditing}
          onClose={onClose}
          onDelete={onDelete}
        />
      )}
    </Drawer>
  );
}
