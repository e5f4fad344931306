import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { FavoriteNameSchema, type Favorite } from '@taka/contracts';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import StarBorder from '@mui/icons-material/StarBorder';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { ButtonLink } from '@/shared/ui/links';
import { useDeleteFavorite } from './api/delete-favorite';
import { useFavorites } from './api/get-favorites';
import { useRenameFavorite } from './api/rename-favorite';
import { FavoriteCard } from './components/FavoriteCard';
import { FavoriteRepeat } from './components/FavoriteRepeat';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeading } from '@/shared/ui/PageHeading';

/** Favorites: transfers saved from their receipts, sent again in one step; or one of them being repeated. */
export function FavoritesPage({ repeat }: { repeat?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.favorites.title">{t('favorites.intro')}</PageHeading>
      {repeat ? <FavoriteRepeat key={repeat} id={repeat} /> : <FavoriteList />}
    </>
  );
}

function FavoriteList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favorites = useFavorites();
  const accounts = useAccounts();
  const rename = useRenameFavorite();
  const remove = useDeleteFavorite();
  const [renaming, setRenaming] = useState<Favorite | null>(null);

  const { askToDelete, deletedNotice } = useConfirmedDelete('favorites', remove);

  if (favorites.isError) return <ApiErrorAlert error={favorites.error} />;
  if (!favorites.data)
    return (
      <Grid container spacing={2}>
        {[0, 1].map((key) => (
          <Grid key={key} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={240} />
          </Grid>
        ))}
      </Grid>
    );
  // empty, with the deleted notice: the last one may just have been deleted
  if (favorites.data.length === 0)
    return (
      <>
        <EmptyState
          icon={StarBorder}
          title={t('favorites.emptyTitle')}
          text={t('favorites.emptyText')}
          action={
            <ButtonLink to="/fund-transfer" variant="outlined">
              {t('favorites.emptyAction')}
            </ButtonLink>
          }
        />
        {deletedNotice}
      </>
    );

  return (
    <>
      <ApiErrorAlert error={remove.error} />
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('favorites.listLabel')}
      >
        {favorites.data.map((favorite) => (
          <Grid key={favorite.id} size={{ xs: 12, md: 6 }} component="li">
            <FavoriteCard
              favorite={favorite}
              accounts={accounts.data ?? []}
              onRepeat={() => void navigate({ to: '/favorites', search: { repeat: favorite.id } })}
              onRename={() => {
                rename.reset();
                setRenaming(favorite);
              }}
              onDelete={() => void askToDelete({ id: favorite.id, name: favorite.name })}
            />
          </Grid>
        ))}
      </Grid>
      {renaming && (
        <RenameDialog
          title={t('favorites.renameTitle')}
          label={t('favorites.name')}
          initialValue={renaming.name}
          schema={FavoriteNameSchema}
          maxLength={40}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(null)}
          onSubmit={(name) =>
            rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
      {deletedNotice}
    </>
  );
}
