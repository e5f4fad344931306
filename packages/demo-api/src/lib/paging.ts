/** One 1-based page of `items`: null when `page` lies past the last page (which is at least 1). */
export function pageOf<T>(items: T[], page: number, size: number) {
  const lastPage = Math.max(Math.ceil(items.length / size), 1);
  if (page > lastPage) return { lastPage, slice: null };
  const startIndex = (page - 1) * size;
  const end = Math.min(page * size, items.length);
  return { lastPage, slice: items.slice(startIndex, end), startIndex, endIndex: end - 1 };
}
