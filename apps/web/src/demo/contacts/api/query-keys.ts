/** Every contacts query lives under this key, so one invalidation refreshes the lists and the open contact. */
export const CONTACTS_KEY = ['demo', 'contacts'] as const;
