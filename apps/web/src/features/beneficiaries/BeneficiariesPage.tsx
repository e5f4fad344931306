import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BeneficiaryNicknameSchema, type Beneficiary } from '@taka/contracts';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import PersonAdd from '@mui/icons-material/PersonAddAlt';
import PeopleAlt from '@mui/icons-material/PeopleAltOutlined';
import { useBeneficiaries } from '@/shared/banking/api/get-beneficiaries';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { useDeleteBeneficiary } from './api/delete-beneficiary';
import { useRenameBeneficiary } from './api/rename-beneficiary';
import { AddBeneficiaryFlow } from './components/AddBeneficiaryFlow';
import { BeneficiaryGroup } from './components/BeneficiaryGroup';
import { TYPE_ORDER } from './form-schemas';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeading } from '@/shared/ui/PageHeading';

/** Saved payees by kind; add one with a one-time code, rename, delete. Transfer forms offer them to choose. */
export function BeneficiariesPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeading titleKey="pages.beneficiary.title">{t('beneficiaries.intro')}</PageHeading>
      {adding ? (
        <AddBeneficiaryFlow onClose={() => setAdding(false)} />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 960 }}>
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setAdding(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('beneficiaries.addButton')}
          </Button>
          <BeneficiaryList />
        </Stack>
      )}
    </>
  );
}

function BeneficiaryList() {
  const { t } = useTranslation();
  const beneficiaries = useBeneficiaries();
  const rename = useRenameBeneficiary();
  const remove = useDeleteBeneficiary();
  const [renaming, setRenaming] = useState<Beneficiary | null>(null);

  const { askToDelete, deletedNotice } = useConfirmedDelete('beneficiaries', remove);

  if (beneficiaries.isError) return <ApiErrorAlert error={beneficiaries.error} />;
  if (!beneficiaries.data) return <Skeleton variant="rounded" height={240} />;
  // empty, with the deleted notice: the last one may just have been deleted
  if (beneficiaries.data.length === 0)
    return (
      <>
        <EmptyState
          icon={PeopleAlt}
          title={t('beneficiaries.emptyTitle')}
          text={t('beneficiaries.emptyText')}
        />
        {deletedNotice}
      </>
    );

  const all = beneficiaries.data;
  return (
    <>
      <ApiErrorAlert error={remove.error} />
      {TYPE_ORDER.map((type) => {
        const ofType = all.filter((beneficiary) => beneficiary.type === type);
        return (
          ofType.length > 0 && (
            <BeneficiaryGroup
              key={type}
              type={type}
              beneficiaries={ofType}
              onRename={(beneficiary) => {
                rename.reset();
                setRenaming(beneficiary);
              }}
              onDelete={(beneficiary) => void askToDelete({ id: beneficiary.id, name: beneficiary.nickname })}
            />
          )
        );
      })}
      {renaming && (
        <RenameDialog
          title={t('beneficiaries.renameTitle')}
          label={t('beneficiaries.fields.nickname')}
          initialValue={renaming.nickname}
          schema={BeneficiaryNicknameSchema}
          maxLength={40}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(null)}
          onSubmit={(nickname) =>
            rename.mutate({ id: renaming.id, nickname }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
      {deletedNotice}
    </>
  );
}
