import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { z } from 'zod';
import type { BoardSchema } from '@taka/demo-api/schemas/scrumboard';
import { useFormat } from '@/shared/i18n/use-format';
import { TextLink } from '@/shared/ui/links';

type Props = { board: z.infer<typeof BoardSchema>; onRename: () => void; onDelete: () => void };

/** One board in the boards list: its title (the link to it), description, members and last activity. */
export function BoardSummaryCard({ board, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <TextLink
            to="/apps/scrumboard/$boardId"
            params={{ boardId: board.id }}
            underline="hover"
            color="inherit"
          >
            {board.title}
          </TextLink>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, minHeight: '1.5em' }}>
          {board.description}
        </Typography>
        {board.members.length > 0 && (
          <AvatarGroup max={5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            {board.members.map((member) => (
              <Avatar key={member.id} alt={member.name} src={member.avatar} sx={{ width: 32, height: 32 }} />
            ))}
          </AvatarGroup>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('scrumboard.board.lastActivity', { when: format.relativeTime(board.lastActivity) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={t('scrumboard.board.rename', { title: board.title })} onClick={onRename}>
          <EditOutlined />
        </IconButton>
        <IconButton aria-label={t('scrumboard.board.deleteBoard', { title: board.title })} onClick={onDelete}>
          <DeleteOutline />
        </IconButton>
      </CardActions>
    </Card>
  );
}
