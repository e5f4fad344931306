import { z } from 'zod';

const ReleaseSchema = z.object({
  version: z.string(),
  /** ISO date of the release. */
  date: z.string(),
  added: z.array(z.string()).default([]),
  changed: z.array(z.string()).default([]),
  fixed: z.array(z.string()).default([]),
});
export type Release = z.infer<typeof ReleaseSchema>;
export const CHANGE_KINDS = ['added', 'changed', 'fixed'] as const;

/**
 * The releases as the translation files hold them (docs.changelog.releases: one entry a release, newest first, as
 * translation files hold no lists of objects); none if malformed.
 */
export function readReleases(translated: unknown): Release[] {
  const releases = z.record(z.string(), ReleaseSchema).safeParse(translated);
  return releases.success ? Object.values(releases.data) : [];
}
