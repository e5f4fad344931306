import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LANGUAGES } from '@/shared/i18n/languages';

/** The language menu's list (LanguageMenu loads it on first open). */
export function LanguageOptions({
  anchor,
  languages,
  current,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  languages: readonly (typeof LANGUAGES)[number][];
  current: string;
  onClose: () => void;
  onChoose: (code: string) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          selected={language.code === current}
          onClick={() => {
            onClose();
            onChoose(language.code);
          }}
        >
          {language.nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
