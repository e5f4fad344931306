import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { createLink } from '@tanstack/react-router';
import type { FileItem } from '@taka/demo-api/schemas/file-manager';
import Card from '@mui/material/Card';
import CardActionArea, { type CardActionAreaProps } from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useFormat } from '@/shared/i18n/use-format';
import { FileTypeIcon } from './FileTypeIcon';

function CardActionAnchor(props: CardActionAreaProps<'a'> & { ref?: Ref<HTMLAnchorElement> }) {
  return <CardActionArea component="a" {...props} />;
}
const CardActionLink = createLink(CardActionAnchor);

/** What an item holds, in a few words: "PDF document, 845 KB" or "9 files". */
export function useItemSummary() {
  const { t } = useTranslation();
  return (item: FileItem) =>
    item.type === 'folder'
      ? (item.contents ?? t('fileManager.types.folder'))
      : t('fileManager.typeAndSize', { type: t(`fileManager.types.${item.type}`), size: item.size });
}

const ACTION_SX = {
  height: '100%',
  p: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
};

type Props = { item: FileItem; onDetails: (item: FileItem) => void };

/**
 * One folder or file of the grid. A folder opens (it is a link) and has a details button; a file shows its
 * details. The main area is what the arrow keys move between (`data-grid-item`).
 */
export function ItemCard({ item, onDetails }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useItemSummary();
  const aboutId = `file-item-${item.id}-about`;
  // The name is the item's name alone; what it holds and when it changed are its description.
  const named = { 'aria-label': item.name, 'aria-describedby': aboutId, 'data-grid-item': '' };
  const body = (
    <>
      <FileTypeIcon type={item.type} sx={{ fontSize: 48, mb: 1 }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 600,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          pr: item.type === 'folder' ? 4 : 0,
        }}
      >
        {item.name}
      </Typography>
      <Typography id={aboutId} component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {summary(item)}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {t('fileManager.modifiedOn', { date: format.date(item.modifiedAt) })}
        </Typography>
      </Typography>
    </>
  );
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%', borderRadius: 3 }}>
      {item.type === 'folder' ? (
        <>
          <CardActionLink
            to="/apps/file-manager/$folderId"
            params={{ folderId: item.id }}
            {...named}
            sx={ACTION_SX}
          >
            {body}
          </CardActionLink>
          <IconButton
            aria-label={t('fileManager.detailsOf', { name: item.name })}
            aria-haspopup="dialog"
            onClick={() => onDetails(item)}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <InfoOutlined />
          </IconButton>
        </>
      ) : (
        <CardActionArea {...named} aria-haspopup="dialog" onClick={() => onDetails(item)} sx={ACTION_SX}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
