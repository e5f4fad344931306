import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import { createLink } from '@tanstack/react-router';
import ArrowBack from '@mui/icons-material/ArrowBack';

const IconButtonLink = createLink(IconButton);

/** On phones, where one pane shows at a time: back from a conversation to the list. */
export function BackToChats() {
  const { t } = useTranslation();
  return (
    <IconButtonLink to="/apps/chat" aria-label={t('chat.back')} sx={{ display: { md: 'none' } }}>
      <ArrowBack />
    </IconButtonLink>
  );
}
