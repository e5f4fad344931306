import { createFileRoute, useParams } from '@tanstack/react-router';
import { ContactsPage } from '@/demo/contacts/ContactsPage';

/** The list stays mounted while contacts open and close in its drawer (the child routes only name the contact). */
export const Route = createFileRoute('/_main/_demo/apps/contacts')({
  component: function ContactsRoute() {
    const { contactId } = useParams({ strict: false });
    return <ContactsPage contactId={contactId} />;
  },
});
