/** Small list helpers shared by the handlers: every rule about "by id" lives here once. */
export interface WithId {
  id: string;
}

export function findById<T extends WithId>(items: readonly T[], id: string | null): T | null {
  return items.find((item) => item.id === id) ?? null;
}

/** Merges `patch` into the item with `id` (the id itself never changes); null when nothing matches. */
export function mergeById<T extends WithId>(items: T[], id: string | null, patch: Partial<T>): T | null {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return null;
  const merged = { ...items[index], ...patch, id: items[index]!.id } as T;
  items[index] = merged;
  return merged;
}

/** Removes the item with `id` and returns it; null when nothing matches. */
export function removeById<T extends WithId>(items: T[], id: string | null): T | null {
  const index = items.findIndex((item) => item.id === id);
  return index === -1 ? null : items.splice(index, 1)[0]!;
}

/** Case-insensitive "contains" used by every search. */
export function containsText(text: string | null | undefined, query: string): boolean {
  return text != null && text.toLowerCase().includes(query.toLowerCase());
}

/** Sorts a copy by a text field, the way every "sorted by name/title" list is ordered. */
export function sortByText<T>(items: readonly T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => text(a).localeCompare(text(b)));
}

/** Removes `id` from every item's list of ids (a deleted tag or label leaves no trace). */
export function stripId<T>(items: T[], list: (item: T) => string[], id: string): void {
  for (const item of items) {
    const ids = list(item);
    const index = ids.indexOf(id);
    if (index !== -1) ids.splice(index, 1);
  }
}
