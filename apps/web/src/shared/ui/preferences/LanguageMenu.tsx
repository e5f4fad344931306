import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import { useQuery } from '@tanstack/react-query';
import { fetchActiveLanguages } from '@/shared/i18n/bank-texts';
import { LANGUAGES } from '@/shared/i18n/languages';

/** Switches the interface language; the choice is remembered and sets <html lang>. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The bank decides which languages are on; until it has answered, every shipped language is offered.
  const { data: languages = LANGUAGES } = useQuery({
    queryKey: ['meta', 'languages', 'active'],
    queryFn: fetchActiveLanguages,
    staleTime: Infinity,
  });
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0];

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={t('preferences.language', { language: current.nativeName })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <span lang={current.code}>{current.code.toUpperCase()}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === current.code}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language.code);
            }}
          >
            {language.nativeName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
