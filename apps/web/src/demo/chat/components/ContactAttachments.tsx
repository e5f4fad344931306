import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import LinkIcon from '@mui/icons-material/Link';
import type { ChatContact } from '../chat-types';

type Attachments = ChatContact['attachments'];
const KINDS = ['media', 'docs', 'links'] as const;
type Kind = (typeof KINDS)[number];

/** Media, documents and links shared with a contact, one tab each. */
export function ContactAttachments({ attachments }: { attachments: Attachments }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('media');
  const items = attachments[kind];
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Tabs
        value={kind}
        onChange={(_, next: Kind) => setKind(next)}
        variant="fullWidth"
        aria-label={t('chat.info.shared')}
      >
        {KINDS.map((each) => (
          <Tab
            key={each}
            value={each}
            id={`chat-shared-tab-${each}`}
            aria-controls={`chat-shared-panel-${each}`}
            label={t(`chat.info.${each}`)}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`chat-shared-panel-${kind}`}
        aria-labelledby={`chat-shared-tab-${kind}`}
        sx={{ p: 2 }}
      >
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
            {t(`chat.info.no.${kind}`)}
          </Typography>
        ) : kind === 'media' ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 1,
            }}
          >
            {items.map((src, index) => (
              <li key={src}>
                <Box
                  component="img"
                  src={src}
                  alt={t('chat.info.mediaItem', { number: index + 1 })}
                  sx={{
                    width: '100%',
                    aspectRatio: '1',
                    objectFit: 'cover',
                    borderRadius: 2,
                    display: 'block',
                  }}
                />
              </li>
            ))}
          </Box>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem key={item} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {kind === 'docs' ? <Description /> : <LinkIcon />}
                </ListItemIcon>
                <ListItemText
                  primary={
                    kind === 'links' ? (
                      <Link href={item} target="_blank" rel="noopener noreferrer">
                        {item}
                      </Link>
                    ) : (
                      item
                    )
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
