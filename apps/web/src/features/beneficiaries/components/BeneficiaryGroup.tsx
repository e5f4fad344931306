import { useTranslation } from 'react-i18next';
import type { Beneficiary, BeneficiaryType } from '@taka/contracts';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SyncAlt from '@mui/icons-material/SyncAlt';
import Wallet from '@mui/icons-material/AccountBalanceWallet';

const ICONS: Record<BeneficiaryType, typeof SyncAlt> = {
  within_bank: SyncAlt,
  other_bank: AccountBalance,
  mfs: Wallet,
  mobile: PhoneAndroid,
  biller: ReceiptLong,
};

type Props = {
  type: BeneficiaryType;
  beneficiaries: Beneficiary[];
  onRename: (beneficiary: Beneficiary) => void;
  onDelete: (beneficiary: Beneficiary) => void;
};

/** The saved payees of one kind: nickname, then whom it pays (name, number, bank or provider); rename, delete. */
export function BeneficiaryGroup({ type, beneficiaries, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  const headingId = `beneficiaries-${type}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', px: { xs: 2, sm: 3 }, pt: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t(`beneficiaries.groups.${type}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('beneficiaries.count', { count: beneficiaries.length })}
        </Typography>
      </Stack>
      <List>
        {beneficiaries.map((beneficiary) => {
          const { name, number, institution } = beneficiary.payee;
          const { nickname } = beneficiary;
          // whom it pays, without repeating the nickname (by default the payee's name or number)
          const who = [
            name !== nickname && name !== number && name,
            number !== nickname && number,
            institution,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <ListItem
              key={beneficiary.id}
              sx={{ px: { xs: 2, sm: 3 }, pr: { xs: 13, sm: 14 } }}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('beneficiaries.rename')}>
                    <IconButton
                      aria-label={t('beneficiaries.renameNamed', { name: beneficiary.nickname })}
                      onClick={() => onRename(beneficiary)}
                    >
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('beneficiaries.delete')}>
                    <IconButton
                      aria-label={t('beneficiaries.deleteNamed', { name: beneficiary.nickname })}
                      onClick={() => onDelete(beneficiary)}
                      color="error"
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
            >
              <ListItemAvatar sx={{ display: { xs: 'none', sm: 'flex' } }}>
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  <Icon aria-hidden />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={beneficiary.nickname}
                secondary={who}
                slotProps={{
                  primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
