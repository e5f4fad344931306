import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useSendMessage } from '../api/send-message';
import { EmojiButton } from './EmojiButton';

/** The message field: Enter sends, Shift+Enter starts a new line; emoji go in where the caret is. */
export function Composer({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(chatId);
  const message = text.trim();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText('') });
  }

  function onKeyDown(event: KeyboardEvent) {
    // While an input method is composing (Bengali, for one), Enter picks a candidate rather than sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function insertEmoji(emoji: string) {
    const textarea = field.current;
    const start = textarea?.selectionStart ?? text.length;
    const end = textarea?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{
        px: { xs: 1, sm: 2 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {send.isError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {t('chat.sendFailed')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <EmojiButton onPick={insertEmoji} />
        <TextInput
          multiline
          maxRows={5}
          size="small"
          placeholder={t('chat.composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputRef={field}
          slotProps={{
            htmlInput: {
              'aria-label': t('chat.composer.label'),
              'aria-describedby': `${chatId}-composer-hint`,
              onKeyDown,
              maxLength: 4000,
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chat.composer.send')}
          disabled={!message || send.isPending}
        >
          <Send />
        </IconButton>
      </Box>
      <Typography
        id={`${chatId}-composer-hint`}
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.5, ml: 6.5 }}
      >
        {t('chat.composer.hint')}
      </Typography>
    </Box>
  );
}
