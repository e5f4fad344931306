import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '@/features/favorites/FavoritesPage';

/** `?repeat=<id>` opens that favorite's transfer at its review. */
const favoritesSearch = (search: Record<string, unknown>): { repeat?: string } =>
  typeof search.repeat === 'string' && /^[0-9a-f-]{36}$/i.test(search.repeat)
    ? { repeat: search.repeat }
    : {};

export const Route = createFileRoute('/_main/favorites')({
  validateSearch: favoritesSearch,
  component: function Favorites() {
    const { repeat } = Route.useSearch();
    return <FavoritesPage repeat={repeat} />;
  },
});
