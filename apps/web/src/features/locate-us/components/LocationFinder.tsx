import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { LocationList } from './LocationList';
import { LocationTypeList, type ChosenArea } from './LocationTypeList';

/**
 * Location Preview (SPEC 2.5): step 1 the types and their divisions, step 2 one division's locations. A step
 * change moves the keyboard focus to the new step's heading, so a screen reader hears where it is.
 */
export function LocationFinder() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenArea | null>(null);
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [chosen, moved]);
  const go = (area: ChosenArea | null) => {
    setChosen(area);
    setMoved(true);
  };

  const typeName = chosen
    ? t(`pages.locateUs.types.${chosen.type.code}`, { defaultValue: chosen.type.name })
    : '';
  return (
    <Box component="section" aria-labelledby="location-preview">
      <Typography id="location-preview" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pages.locateUs.preview')}
      </Typography>
      {chosen ? (
        <>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 2 }}
          >
            <Button startIcon={<ArrowBack />} onClick={() => go(null)}>
              {t('pages.locateUs.back')}
            </Button>
            <Typography ref={heading} tabIndex={-1} component="h3" variant="h6" sx={{ outline: 'none' }}>
              {t('pages.locateUs.listTitle', {
                type: typeName,
                division: t(`pages.locateUs.divisions.${chosen.division}`, { defaultValue: chosen.division }),
              })}
            </Typography>
          </Box>
          <LocationList areaId={chosen.id} typeName={typeName} />
        </>
      ) : (
        <>
          <Typography ref={heading} tabIndex={-1} color="text.secondary" sx={{ mb: 2, outline: 'none' }}>
            {t('pages.locateUs.chooseHint')}
          </Typography>
          <LocationTypeList onChoose={go} />
        </>
      )}
    </Box>
  );
}
