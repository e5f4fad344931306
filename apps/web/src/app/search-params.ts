/** Search parameters shared by several routes; unknown or ill-typed values are dropped. */
export function redirectSearch(search: Record<string, unknown>): { redirectURL?: string } {
  return typeof search.redirectURL === 'string' ? { redirectURL: search.redirectURL } : {};
}

export function emailSearch(search: Record<string, unknown>): { email?: string } {
  return typeof search.email === 'string' ? { email: search.email } : {};
}
