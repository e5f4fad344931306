import { ActivityKindSchema, CalendarDateSchema, type ActivityKind } from '@taka/contracts';

/** The log's filters as the URL keeps them: kinds comma-separated (`kind=sign-in,lockout`), Dhaka days. */
export type ActivitySearch = { kind?: string; from?: string; to?: string };

/** The kinds a `kind` parameter names, known ones only, each once, in the order given. */
export function kindsOf(kind: string | undefined): ActivityKind[] {
  const kinds = (kind ?? '').split(',').filter((part) => ActivityKindSchema.safeParse(part).success);
  return [...new Set(kinds as ActivityKind[])];
}

/**
 * The route's search parameters: each filter that is valid on its own, the rest dropped (an unknown kind among known
 * ones is dropped alone), so a bookmark edited by hand shows what still makes sense.
 */
export function activitySearch(search: Record<string, unknown>): ActivitySearch {
  const kept: ActivitySearch = {};
  const kinds = typeof search.kind === 'string' ? kindsOf(search.kind) : [];
  if (kinds.length > 0) kept.kind = kinds.join(',');
  for (const field of ['from', 'to'] as const) {
    const value = search[field];
    if (typeof value === 'string' && CalendarDateSchema.safeParse(value).success) kept[field] = value;
  }
  return kept;
}
