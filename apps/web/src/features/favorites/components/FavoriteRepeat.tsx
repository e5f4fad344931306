import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { TransferFlow } from '@/shared/banking/transfer-flow/TransferFlow';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { ButtonLink } from '@/shared/ui/links';
import { useFavorite } from '../api/get-favorite';
import { FavoriteRepeatForm } from './FavoriteRepeatForm';

/**
 * Sends a favorite again in one step: the flow opens on the review of the server's fresh quote of the stored
 * request; a new code and a new Idempotency-Key follow as for any transfer.
 */
export function FavoriteRepeat({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favorite = useFavorite(id);
  const accounts = useAccounts();
  const error = favorite.error ?? accounts.error;
  const back = (
    <ButtonLink to="/favorites" search={{}} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {t('favorites.backToList')}
    </ButtonLink>
  );

  if (error)
    return (
      <Stack spacing={2}>
        <ApiErrorAlert error={error} />
        {back}
      </Stack>
    );
  if (!favorite.data || !accounts.data)
    return <Skeleton variant="rounded" height={320} sx={{ maxWidth: 760 }} />;
  const data = favorite.data;
  const accountList = accounts.data;
  return (
    <Stack spacing={2}>
      {back}
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('favorites.repeatHeading', { name: data.name })}
      </Typography>
      <TransferFlow
        initialRequest={data.request}
        offerFavorite={false}
        onDone={() => void navigate({ to: '/favorites', search: {} })}
        renderForm={(props) => <FavoriteRepeatForm favorite={data} accounts={accountList} {...props} />}
      />
    </Stack>
  );
}
