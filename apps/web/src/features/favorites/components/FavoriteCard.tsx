import { useTranslation } from 'react-i18next';
import type { Account, Favorite } from '@taka/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Replay from '@mui/icons-material/Replay';
import { DetailList } from '@/shared/banking/DetailList';
import { MoneyText } from '@/shared/banking/money/MoneyText';

type Props = {
  favorite: Favorite;
  accounts: Account[];
  onRepeat: () => void;
  onRename: () => void;
  onDelete: () => void;
};

/** One favorite: its name and kind, whom it pays, how much from where; Repeat, Rename, Delete. */
export function FavoriteCard({ favorite, accounts, onRepeat, onRename, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const typeKey = `transactionTypes.${favorite.type}`;
  const source = accounts.find((account) => account.id === favorite.request.sourceAccountId);
  const payee = [favorite.payee.name, favorite.payee.number].join(' · ');
  const items = [
    { key: 'payee', label: t('favorites.fields.payee'), value: payee },
    ...(favorite.payee.institution
      ? [{ key: 'institution', label: t('favorites.fields.institution'), value: favorite.payee.institution }]
      : []),
    {
      key: 'amount',
      label: t('favorites.fields.amount'),
      value: <MoneyText value={favorite.request.amount} />,
      emphasis: true,
    },
    {
      key: 'source',
      label: t('favorites.fields.source'),
      value: source ? `${source.productName} · ${source.number}` : t('common.notAvailable'),
    },
    ...(favorite.request.remarks
      ? [{ key: 'remarks', label: t('favorites.fields.remarks'), value: favorite.request.remarks }]
      : []),
  ];
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {favorite.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {i18n.exists(typeKey) ? t(typeKey) : favorite.type}
        </Typography>
        <DetailList items={items} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          startIcon={<Replay />}
          onClick={onRepeat}
          aria-label={t('favorites.repeatNamed', { name: favorite.name })}
        >
          {t('favorites.repeat')}
        </Button>
        <Button
          startIcon={<Edit />}
          onClick={onRename}
          aria-label={t('favorites.renameNamed', { name: favorite.name })}
        >
          {t('favorites.rename')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutline />}
          onClick={onDelete}
          aria-label={t('favorites.deleteNamed', { name: favorite.name })}
        >
          {t('favorites.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
