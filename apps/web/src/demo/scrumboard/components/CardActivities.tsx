import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX, CommentCreateBodySchema, type CardActivity } from '@taka/demo-api/schemas/scrumboard';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useCommentOnCard } from '../api/comment-on-card';
import type { BoardData, CardData } from '../types';

/** The card's history, newest first (comments and files attached), under a form to comment. */
export function CardActivities({ board, card }: { board: BoardData; card: CardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const comment = useCommentOnCard(board.id);
  const [message, setMessage] = useState('');
  const author = (activity: CardActivity) =>
    board.members.find((member) => member.id === activity.memberId) ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CommentCreateBodySchema.shape.message.safeParse(message);
    if (parsed.success)
      comment.mutate({ cardId: card.id, message: parsed.data }, { onSuccess: () => setMessage('') });
  }

  return (
    <Stack component="section" aria-labelledby={`${card.id}-activity`} spacing={2} sx={{ mt: 3 }}>
      <Typography id={`${card.id}-activity`} component="h3" variant="subtitle2">
        {t('scrumboard.activity.section')}
      </Typography>
      <Stack component="form" spacing={1} onSubmit={submit}>
        <ApiErrorAlert error={comment.error} />
        <TextInput
          label={t('scrumboard.activity.comment')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        />
        <Box>
          <Button type="submit" variant="outlined" loading={comment.isPending} disabled={!message.trim()}>
            {t('scrumboard.activity.send')}
          </Button>
        </Box>
      </Stack>
      {card.activities.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {card.activities.toReversed().map((activity) => {
            const member = author(activity);
            const name = member?.name ?? t('scrumboard.activity.you');
            return (
              <Stack component="li" key={activity.id} direction="row" spacing={1.5}>
                <Avatar src={member?.avatar} alt="" sx={{ width: 32, height: 32 }}>
                  {name.charAt(0)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2">
                    {activity.kind === 'comment'
                      ? t('scrumboard.activity.commented', { name })
                      : t('scrumboard.activity.attached', { name, file: activity.name })}{' '}
                    <Typography
                      component="time"
                      variant="body2"
                      color="text.secondary"
                      dateTime={activity.time}
                    >
                      {format.relativeTime(activity.time)}
                    </Typography>
                  </Typography>
                  {activity.kind === 'comment' && (
                    <Typography
                      sx={{
                        mt: 0.5,
                        p: 1,
                        borderRadius: 1,
                        bgcolor: 'action.hover',
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {activity.message}
                    </Typography>
                  )}
                </Box>
              </Stack>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
