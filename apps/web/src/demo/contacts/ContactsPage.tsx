import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContactPhone from '@mui/icons-material/ContactPhoneOutlined';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useCreateContact } from './api/create-contact';
import { useDeleteContact } from './api/delete-contact';
import { useContacts } from './api/get-contacts';
import { ContactDrawer } from './components/ContactDrawer';
import { ContactList } from './components/ContactList';
import { ContactListSkeleton } from './components/ContactListSkeleton';
import { useHandlerErrorText } from './use-handler-error-text';

type Props = {
  /** The contact open in the drawer (route /apps/contacts/{id}); none on /apps/contacts. */
  contactId?: string;
};

/** The address book: contacts by first letter with a search, and the open contact in a drawer. */
export function ContactsPage({ contactId }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const errorText = useHandlerErrorText();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const contacts = useContacts(query);
  const create = useCreateContact();
  const remove = useDeleteContact();
  // The contact just made opens ready to fill in.
  const [newContactId, setNewContactId] = useState<string | null>(null);

  const closeDrawer = () => {
    setNewContactId(null);
    void navigate({ to: '/apps/contacts' });
  };
  const { askToDelete, deletedNotice } = useConfirmedDelete('contacts', {
    mutate: (id, { onSuccess }) =>
      remove.mutate(id, {
        onSuccess: () => {
          onSuccess();
          closeDrawer();
        },
        onError: (error) =>
          showToast({ severity: 'error', title: t('contacts.deleteFailed'), message: errorText(error) }),
      }),
  });

  const addContact = () =>
    create.mutate(undefined, {
      onSuccess: (contact) => {
        setNewContactId(contact.id);
        void navigate({ to: '/apps/contacts/$contactId', params: { contactId: contact.id } });
      },
      onError: (error) =>
        showToast({ severity: 'error', title: t('contacts.createFailed'), message: errorText(error) }),
    });

  return (
    <>
      <PageHeading titleKey="pages.contacts.title">{t('contacts.intro')}</PageHeading>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, maxWidth: 960 }}
      >
        <TextInput
          type="search"
          label={t('contacts.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          size="small"
          sx={{ flex: 1 }}
        />
        <Button variant="contained" startIcon={<Add />} onClick={addContact} loading={create.isPending}>
          {t('contacts.newContact')}
        </Button>
      </Stack>
      <Typography color="text.secondary" role="status" sx={{ mb: 1, minHeight: 24 }}>
        {contacts.data ? t('contacts.count', { count: contacts.data.length }) : ''}
      </Typography>
      {contacts.isError ? (
        <LoadFailed
          icon={ContactPhone}
          title={t('contacts.loadFailed')}
          text={t('contacts.loadFailedText')}
          onRetry={() => void contacts.refetch()}
        />
      ) : contacts.data?.length === 0 ? (
        query ? (
          <EmptyState
            icon={PersonSearch}
            title={t('contacts.noMatches')}
            text={t('contacts.noMatchesText', { search: query })}
          />
        ) : (
          <EmptyState icon={ContactPhone} title={t('contacts.empty')} text={t('contacts.emptyText')} />
        )
      ) : (
        <Paper
          variant="outlined"
          sx={{
            maxWidth: 960,
            borderRadius: 3,
            overflow: 'auto',
            height: { xs: '65vh', md: 'calc(100vh - 320px)' },
            minHeight: 360,
          }}
        >
          {contacts.data ? (
            <ContactList contacts={contacts.data} selectedId={contactId} />
          ) : (
            <ContactListSkeleton />
          )}
        </Paper>
      )}
      <ContactDrawer
        contactId={contactId}
        startEditing={contactId !== undefined && contactId === newContactId}
        onClose={closeDrawer}
        onDelete={(contact) => void askToDelete(contact)}
      />
      {deletedNotice}
    </>
  );
}
