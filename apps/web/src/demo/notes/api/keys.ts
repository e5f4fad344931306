/** Query keys of the notes; every one starts with ['demo', 'notes']. */
export const notesKeys = {
  all: ['demo', 'notes'] as const,
  notes: ['demo', 'notes', 'all'] as const,
  labels: ['demo', 'notes', 'labels'] as const,
};

export const NOTES_API = '/api/apps/notes';
