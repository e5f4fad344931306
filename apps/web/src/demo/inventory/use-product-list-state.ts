import { useEffect, useState } from 'react';
import type { ProductListParams, ProductSortField } from './api/get-products';

/** How long typing may pause before the search goes to the handler. */
const SEARCH_PAUSE_MS = 250;

/**
 * What the product table asks the handler for: the search (sent once typing pauses), the sort column and direction
 * (a second click on a column reverses it) and the page; a new search or sort starts again at page 1.
 */
export function useProductListState() {
  const [searchText, setSearchText] = useState('');
  const [params, setParams] = useState<ProductListParams>({
    search: '',
    sort: 'name',
    order: 'asc',
    page: 1,
  });

  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setParams((current) => (current.search === search ? current : { ...current, search, page: 1 })),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const sortBy = (sort: ProductSortField) =>
    setParams((current) => ({
      ...current,
      sort,
      order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc',
      page: 1,
    }));

  const goToPage = (page: number) => setParams((current) => ({ ...current, page }));

  return { params, searchText, setSearchText, sortBy, goToPage };
}
