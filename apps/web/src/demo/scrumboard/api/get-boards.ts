import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BoardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { SCRUMBOARD_PATH, boardsKey } from './keys';

/** Every board, with its members. */
export const useBoards = () =>
  useQuery({
    queryKey: boardsKey,
    queryFn: () => demoRequest(`${SCRUMBOARD_PATH}/boards`, z.array(BoardSchema)),
  });
