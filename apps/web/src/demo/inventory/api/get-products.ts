import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProductPageSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';

export type ProductSortField = 'name' | 'sku' | 'price' | 'stock' | 'active';
export type SortOrder = 'asc' | 'desc';

export type ProductListParams = {
  search: string;
  sort: ProductSortField;
  order: SortOrder;
  page: number;
};

export const PRODUCT_PAGE_SIZE = 10;

export const productsKey = ['demo', 'inventory', 'products'] as const;

/**
 * One page of products as the handler sorts, searches and pages them. The previous page stays on screen while the
 * next loads (the handler takes 300 ms), so the table does not jump.
 */
export const useProducts = ({ search, sort, order, page }: ProductListParams) =>
  useQuery({
    queryKey: [...productsKey, { search, sort, order, page }],
    queryFn: () =>
      demoRequest(
        `/api/apps/ecommerce/inventory/products?${new URLSearchParams({
          search,
          sort,
          order,
          page: String(page),
          size: String(PRODUCT_PAGE_SIZE),
        })}`,
        ProductPageSchema,
      ),
    placeholderData: keepPreviousData,
  });
