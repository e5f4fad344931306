import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Cake from '@mui/icons-material/CakeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Email from '@mui/icons-material/EmailOutlined';
import Notes from '@mui/icons-material/NotesOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import Work from '@mui/icons-material/WorkOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { useFormat } from '@/shared/i18n/use-format';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { useCountries } from '../api/get-countries';
import { useTags } from '../api/get-tags';
import { companyOf, dayOfBirthday, titleOf } from '../contact-fields';
import { ContactCover } from './ContactCover';
import { PhoneNumberText } from './PhoneNumberText';

type Props = { contact: Contact; titleId: string; onEdit: () => void; onDelete: () => void };

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: SvgIconComponent;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} component="section" aria-label={label}>
      <Icon aria-hidden color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Stack>
  );
}

/** A contact as read: picture, name, work, tags, then every way to reach them, birthday, address and notes. */
export function ContactView({ contact, titleId, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const countries = useCountries();
  const tags = useTags();
  const tagTitles = contact.tags
    .map((id) => tags.data?.find((tag) => tag.id === id)?.title)
    .filter((title): title is string => Boolean(title));
  const work = [titleOf(contact), companyOf(contact)].filter(Boolean);
  const day = dayOfBirthday(contact.birthday);

  return (
    <Box sx={{ pb: 4 }}>
      <ContactCover contact={contact} />
      <Stack spacing={3} sx={{ px: 3, mt: 2 }}>
        <Box>
          <Typography
            id={titleId}
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {contact.name}
          </Typography>
          {tagTitles.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              aria-label={t('contacts.tags')}
              component="ul"
              sx={{ flexWrap: 'wrap', mt: 1, mb: 0, p: 0, listStyle: 'none' }}
            >
              {tagTitles.map((title) => (
                <li key={title}>
                  <Chip size="small" label={title} />
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" startIcon={<Edit />} onClick={onEdit}>
            {t('contacts.edit')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
            {t('contacts.delete')}
          </Button>
        </Stack>
        <Divider />
        {work.length > 0 && (
          <Detail icon={Work} label={t('contacts.work')}>
            <Typography>{work.join(', ')}</Typography>
          </Detail>
        )}
        {contact.emails.length > 0 && (
          <Detail icon={Email} label={t('contacts.emails')}>
            {contact.emails.map(({ email, label }) => (
              <Typography key={email}>
                <Link href={`mailto:${email}`}>{email}</Link>
                {label && <Typography component="span" color="text.secondary">{` · ${label}`}</Typography>}
              </Typography>
            ))}
          </Detail>
        )}
        {contact.phoneNumbers.length > 0 && (
          <Detail icon={Phone} label={t('contacts.phoneNumbers')}>
            {contact.phoneNumbers.map(({ country, phoneNumber, label }, index) => (
              <Typography key={index}>
                <PhoneNumberText
                  iso={country}
                  phoneNumber={phoneNumber}
                  country={countries.data?.find((candidate) => candidate.iso === country)}
                />
                {label && <Typography component="span" color="text.secondary">{` · ${label}`}</Typography>}
              </Typography>
            ))}
          </Detail>
        )}
        {day && (
          <Detail icon={Cake} label={t('contacts.birthday')}>
            <Typography>{format.date(day, 'long')}</Typography>
          </Detail>
        )}
        {contact.address && (
          <Detail icon={Place} label={t('contacts.address')}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{contact.address}</Typography>
          </Detail>
        )}
        {contact.notes && (
          <Detail icon={Notes} label={t('contacts.notes')}>
            <SanitizedHtml
              html={contact.notes}
              sx={{ '& p': { mt: 0, mb: 1 }, '& > :last-child': { mb: 0 } }}
            />
          </Detail>
        )}
      </Stack>
    </Box>
  );
}
