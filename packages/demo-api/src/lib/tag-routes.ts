import type { HttpHandler } from 'msw';
import type { route } from './http.ts';
import { newId } from './ids.ts';
import { mergeById, removeById, stripId } from './collection.ts';
import { TagCreateBodySchema, TagPatchBodySchema, type Tag } from '../schemas/tags.ts';

interface TaggedItems<T> {
  /** The area's `route` (see `routeWith`), which loads the store holding the tags and items. */
  route: typeof route;
  /** The tag endpoint, e.g. /api/apps/contacts/tag. */
  path: string;
  tags: () => Tag[];
  items: () => T[];
  tagIds: (item: T) => string[];
}

/**
 * POST (body tag; new tag first, returned), PATCH (body id, tag; merged, null if none matches) and DELETE
 * (query id; true, and the tag is removed from every item) on one area's tags.
 */
export function tagRoutes<T>({ route, path, tags, items, tagIds }: TaggedItems<T>): HttpHandler[] {
  return [
    route('post', path, async ({ body }) => {
      const { tag } = await body(TagCreateBodySchema);
      const created = { id: newId(), ...tag };
      tags().unshift(created);
      return created;
    }),
    route('patch', path, async ({ body }) => {
      const { id, tag } = await body(TagPatchBodySchema);
      return mergeById(tags(), id, tag);
    }),
    route('delete', path, ({ query }) => {
      const removed = removeById(tags(), query('id'));
      if (!removed) return null;
      stripId(items(), tagIds, removed.id);
      return true;
    }),
  ];
}
