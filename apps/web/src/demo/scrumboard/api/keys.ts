export const boardsKey = ['demo', 'scrumboard', 'boards'] as const;
export const boardKey = (boardId: string) => ['demo', 'scrumboard', 'board', boardId] as const;
export const SCRUMBOARD_PATH = '/api/apps/scrumboard';
