import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import type { Beneficiary, BeneficiaryType } from '@taka/contracts';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PeopleAlt from '@mui/icons-material/PeopleAltOutlined';
import { useBeneficiaries } from '../api/get-beneficiaries';

type Props<T extends BeneficiaryType> = {
  type: T;
  /** Fills the form's fields from the chosen beneficiary. */
  onChoose: (beneficiary: Extract<Beneficiary, { type: T }>) => void;
  /** Offers only the beneficiaries this form can pay (a bill screen: the billers it lists). */
  filter?: (beneficiary: Extract<Beneficiary, { type: T }>) => boolean;
};

/**
 * "Choose a beneficiary": a menu of the customer's saved payees of one kind, by nickname with their number and
 * bank or provider. With none saved, it says so and links to the beneficiaries page.
 */
export function BeneficiaryPicker<T extends BeneficiaryType>({ type, onChoose, filter }: Props<T>) {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const beneficiaries = useBeneficiaries(type);
  const saved = ((beneficiaries.data ?? []) as Extract<Beneficiary, { type: T }>[]).filter(
    (beneficiary) => !filter || filter(beneficiary),
  );

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<PeopleAlt />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('beneficiaries.picker.choose')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {saved.map((beneficiary) => (
          <MenuItem
            key={beneficiary.id}
            onClick={() => {
              setAnchor(null);
              onChoose(beneficiary);
            }}
          >
            <ListItemText
              primary={beneficiary.nickname}
              secondary={[beneficiary.payee.number, beneficiary.payee.institution]
                .filter(Boolean)
                .join(' · ')}
            />
          </MenuItem>
        ))}
        {!beneficiaries.data && <MenuItem disabled>{t('common.loading')}</MenuItem>}
        {beneficiaries.data && saved.length === 0 && (
          <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 320 }}>
            {t('beneficiaries.picker.none')}
          </MenuItem>
        )}
        {beneficiaries.data && saved.length === 0 && (
          <MenuItem onClick={() => void navigate({ to: '/beneficiary' })}>
            {t('beneficiaries.picker.add')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
