import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import type { SearchGroup } from '@taka/demo-api/schemas/common';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import type { PanelProps } from '../ShellPanelButtons';
import { SEARCH_MIN_LENGTH, useGlobalSearch } from './api/search';
import { useDebouncedValue } from './use-debounced-value';

/** Typing waits this long before a search is asked for. */
const SEARCH_DEBOUNCE_MS = 300;

type SearchOption = { group: SearchGroup['id']; id: string; link: string; value: string; detail?: string };

const optionsOf = (groups: SearchGroup[] = []): SearchOption[] =>
  groups.flatMap((group) =>
    group.results.map((result) => ({
      group: group.id,
      id: result.id,
      link: result.link,
      value: result.value,
      detail: typeof result.subtitle === 'string' ? result.subtitle : undefined,
    })),
  );

/**
 * The global search (SPEC 7.3) as a bar over the top bar: from two characters, a moment after typing stops, it
 * lists contacts, pages and tasks in groups; arrows move through them, Enter opens one, Escape closes the list and
 * then the bar.
 */
export function GlobalSearchBar({ anchor, onClose }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const router = useRouter();
  const [input, setInput] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useGlobalSearch(query);
  const tooShort = input.trim().length < SEARCH_MIN_LENGTH;
  const options = tooShort ? [] : optionsOf(search.data);
  const waiting = !tooShort && (query !== input.trim() || search.isFetching);
  const popupOpen = listOpen && input.trim() !== '';

  if (!anchor) return null;
  const close = () => {
    setInput('');
    anchor.focus();
    onClose();
  };

  return (
    <Box
      role="search"
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: 64,
        zIndex: 1,
        bgcolor: 'background.paper',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
      }}
    >
      <Autocomplete<SearchOption, false, false, false>
        fullWidth
        open={popupOpen}
        onOpen={() => setListOpen(true)}
        onClose={() => setListOpen(false)}
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_event, option) => {
          if (!option) return;
          setInput('');
          void router.navigate({ href: option.link });
          onClose();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !popupOpen) close();
        }}
        filterOptions={(all) => all}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.value}
        isOptionEqualToValue={(option, value) => option.group === value.group && option.id === value.id}
        clearOnBlur={false}
        loading={waiting}
        loadingText={t('shellPanels.search.searching')}
        noOptionsText={
          tooShort
            ? t('shellPanels.search.minLength', { min: SEARCH_MIN_LENGTH })
            : t('shellPanels.search.none')
        }
        renderGroup={(params) => (
          <li key={params.key} role="presentation">
            <ListSubheader component="div" id={`${id}-${params.group}`} sx={{ lineHeight: '36px' }}>
              {t(`shellPanels.search.groups.${params.group}`)}
            </ListSubheader>
            <Box component="ul" role="group" aria-labelledby={`${id}-${params.group}`} sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{option.value}</Typography>
              {option.detail && (
                <Typography variant="caption" color="text.secondary">
                  {option.detail}
                </Typography>
              )}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            size="small"
            placeholder={t('shellPanels.search.placeholder')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('shellPanels.search.label') },
              input: {
                ...params.slotProps.input,
                startAdornment: <Search aria-hidden sx={{ color: 'text.secondary', mr: 1 }} />,
              },
            }}
          />
        )}
      />
      <IconButton aria-label={t('shellPanels.search.close')} onClick={close}>
        <Close />
      </IconButton>
    </Box>
  );
}
