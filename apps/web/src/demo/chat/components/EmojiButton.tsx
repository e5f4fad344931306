import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import EmojiEmotions from '@mui/icons-material/EmojiEmotionsOutlined';

/** Common native emoji (decision 037: no emoji library); a screen reader reads each by its own name. */
export const COMMON_EMOJI = '😀 😂 😊 😍 😘 😎 🤔 😅 😢 😮 😡 🙏 👍 👎 👏 💪 🤝 🎉 ❤️ 🔥 ✅ ☕ 🌙 🚗'.split(
  ' ',
);
const COLUMNS = 8;

/** The emoji button and its popover; a picked emoji goes to `onPick`, arrow keys move between them. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const grid = useRef<HTMLDivElement>(null);

  function pick(emoji: string) {
    setAnchorEl(null);
    onPick(emoji);
  }

  function moveFocus(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key];
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!step || index === -1) return;
    event.preventDefault();
    buttons[Math.min(Math.max(index + step, 0), buttons.length - 1)]?.focus();
  }

  return (
    <>
      <IconButton
        onClick={(event) => setAnchorEl(event.currentTarget)}
        aria-label={t('chat.emoji.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <EmojiEmotions />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('chat.emoji.title') } }}
      >
        <Box
          ref={grid}
          role="group"
          aria-label={t('chat.emoji.title')}
          onKeyDown={moveFocus}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 40px)`, gap: 0.25, p: 1 }}
        >
          {COMMON_EMOJI.map((emoji) => (
            <IconButton key={emoji} onClick={() => pick(emoji)} sx={{ fontSize: 22, width: 40, height: 40 }}>
              {emoji}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
