import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import SearchOff from '@mui/icons-material/SearchOff';
import type { Product } from '@taka/demo-api/schemas/inventory';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useCreateProduct } from './api/create-product';
import { useDeleteProduct } from './api/delete-product';
import { useBrands } from './api/get-brands';
import { useCategories } from './api/get-categories';
import { useTags } from './api/get-tags';
import { useVendors } from './api/get-vendors';
import { useProducts } from './api/get-products';
import { ProductEditor } from './components/ProductEditor';
import { ProductPager } from './components/ProductPager';
import { ProductTable } from './components/ProductTable';
import { TableSkeleton } from './components/TableSkeleton';
import { useProductListState } from './use-product-list-state';

/**
 * The product inventory: a searchable, sortable table paged by the handler, each row opening an editor under it;
 * a new product is added at the top, open in its editor.
 */
export function InventoryPage() {
  const { t } = useTranslation();
  const list = useProductListState();
  const products = useProducts(list.params);
  // The editor's choices load with the first page, so an opened editor has them at once.
  const choices = [useCategories(), useBrands(), useVendors(), useTags()];
  const firstLoad = products.isPending || choices.some((choice) => choice.isPending);
  const create = useCreateProduct();
  const remove = useDeleteProduct();
  const [openId, setOpenId] = useState<string | null>(null);
  // A product just added stays first, whatever the sort, until its editor closes.
  const [added, setAdded] = useState<Product | null>(null);
  const search = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('inventory.product', {
    mutate: (id, options) =>
      remove.mutate(id, {
        onSuccess: () => {
          if (added?.id === id) setAdded(null);
          setOpenId(null);
          options.onSuccess();
          // The deleted row and its editor held the focus: start again from the search.
          search.current?.focus();
        },
      }),
  });

  const page = products.data;
  const lastPage = page?.pagination.lastPage ?? 1;
  // A delete can leave the current page past the last: step back to the last one.
  useEffect(() => {
    if (page && page.products === null) list.goToPage(lastPage);
  }, [page, lastPage, list]);

  const rows = added
    ? [added, ...(page?.products ?? []).filter((product) => product.id !== added.id)]
    : (page?.products ?? []);
  const open = rows.find((product) => product.id === openId);

  const close = () => {
    const id = openId;
    setOpenId(null);
    setAdded(null);
    if (id) document.querySelector<HTMLElement>(`[data-product-id="${id}"] [aria-expanded]`)?.focus();
  };
  const toggle = (id: string) => (id === openId ? close() : (setOpenId(id), setAdded(null)));
  const addProduct = () =>
    create.mutate(undefined, {
      onSuccess: (product) => {
        setAdded(product);
        setOpenId(product.id);
      },
    });

  return (
    <>
      <PageHeading titleKey="pages.inventory.title">{t('inventory.intro')}</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextInput
          type="search"
          label={t('inventory.search')}
          inputRef={search}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          sx={{ maxWidth: { sm: 420 } }}
        />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={addProduct}
          loading={create.isPending}
          sx={{ ml: { sm: 'auto' }, flexShrink: 0 }}
        >
          {t('inventory.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>
          {products.isFetching && !firstLoad && <LinearProgress aria-label={t('inventory.loadingPage')} />}
        </Box>
        {firstLoad || page?.products === null ? (
          <TableSkeleton />
        ) : products.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadFailed
              icon={Inventory}
              title={t('inventory.loadFailed')}
              text={t('inventory.loadFailedText')}
              onRetry={() => void products.refetch()}
            />
          </Box>
        ) : rows.length === 0 ? (
          <Box sx={{ p: 2 }}>
            {list.params.search ? (
              <EmptyState
                icon={SearchOff}
                title={t('inventory.noResults')}
                text={t('inventory.noResultsText', { search: list.params.search })}
              />
            ) : (
              <EmptyState icon={Inventory} title={t('inventory.empty')} text={t('inventory.emptyText')} />
            )}
          </Box>
        ) : (
          <>
            <ProductTable
              products={rows}
              sort={list.params.sort}
              order={list.params.order}
              onSort={list.sortBy}
              openId={openId}
              onToggle={toggle}
              editor={
                open && (
                  <ProductEditor
                    key={open.id}
                    product={open}
                    onClose={close}
                    onSaved={(saved) => added?.id === saved.id && setAdded(saved)}
                    onDelete={(product) => void askToDelete(product)}
                  />
                )
              }
            />
            {page?.pagination && 'length' in page.pagination && (
              <ProductPager pagination={page.pagination} onPage={list.goToPage} />
            )}
          </>
        )}
      </Paper>
      {deletedNotice}
    </>
  );
}
