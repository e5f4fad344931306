/**
 * Slug of a title (SPEC 5): lower case, spaces to hyphens, non-word characters removed, repeated hyphens collapsed.
 * Collapsing runs last so that a removal ("Tax & Fees" -> "tax--fees") cannot leave a repeated hyphen behind.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-+/g, '-');
}

/** The slug of `title`, with -1, -2, ... appended while `taken` says it is in use. */
export function uniqueSlug(title: string, taken: (slug: string) => boolean): string {
  const base = slugify(title);
  let slug = base;
  for (let suffix = 1; taken(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}
