import { z } from 'zod';

/** Lists and cards are positioned in steps of 65536: the first at 65536, the next at 131072, ... */
export const POSITION_STEP = 65536;

export const MemberSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export type Member = z.infer<typeof MemberSchema>;

export const BoardLabelSchema = z.object({ id: z.string(), boardId: z.string(), title: z.string() });
export type BoardLabel = z.infer<typeof BoardLabelSchema>;

export const BoardListSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  /** Steps of POSITION_STEP. */
  position: z.number(),
  title: z.string(),
});
export type BoardList = z.infer<typeof BoardListSchema>;

export const ChecklistItemSchema = z.object({ id: z.string(), text: z.string(), checked: z.boolean() });
export const ChecklistSchema = z.object({
  id: z.string(),
  title: z.string(),
  items: z.array(ChecklistItemSchema),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

/** Files larger than this are refused: the demo keeps attachments in memory as data URLs. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const COMMENT_MAX = 1000;

/** A file attached to a card. */
export const CardAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The file's MIME type. */
  type: z.string(),
  /** In bytes. */
  size: z.number().int().nonnegative(),
  /** The file itself, as a data URL. */
  src: z.string(),
  /** ISO date-time. */
  addedAt: z.string(),
});
export type CardAttachment = z.infer<typeof CardAttachmentSchema>;

const activityFields = {
  id: z.string(),
  /** A board member's id; null for the signed-in customer. */
  memberId: z.string().nullable(),
  /** ISO date-time. */
  time: z.string(),
};
/** What happened on a card: a comment written, or a file attached. */
export const CardActivitySchema = z.discriminatedUnion('kind', [
  z.object({ ...activityFields, kind: z.literal('comment'), message: z.string() }),
  z.object({ ...activityFields, kind: z.literal('attachment'), name: z.string() }),
]);
export type CardActivity = z.infer<typeof CardActivitySchema>;

/** A card as stored: label ids. */
export const StoredCardSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  listId: z.string(),
  /** Steps of 65536 within the list. */
  position: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  labels: z.array(z.string()),
  /** ISO date-time or null. */
  dueDate: z.string().nullable(),
  /** Each with its items (added to the specification's card for the card dialog; empty on a new card). */
  checklists: z.array(ChecklistSchema),
  /** Oldest first; added and removed through their own calls (added to the specification's card, as above). */
  attachments: z.array(CardAttachmentSchema),
  /** Oldest first; written by the handlers (a comment posted, a file attached). */
  activities: z.array(CardActivitySchema),
});
export type StoredCard = z.infer<typeof StoredCardSchema>;

/** A card as answered: labels expanded. */
export const CardSchema = StoredCardSchema.extend({ labels: z.array(BoardLabelSchema) });

/** A board as stored: member ids. */
export const StoredBoardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  /** ISO date-time. */
  lastActivity: z.string(),
  members: z.array(z.string()),
});
export type StoredBoard = z.infer<typeof StoredBoardSchema>;

/** A board as listed: members expanded. */
export const BoardSchema = StoredBoardSchema.extend({ members: z.array(MemberSchema) });

/** A board as loaded on its own: with its lists (each with its cards, by position) and labels. */
export const BoardWithListsSchema = BoardSchema.extend({
  lists: z.array(BoardListSchema.extend({ cards: z.array(CardSchema) })),
  labels: z.array(BoardLabelSchema),
});

/** Cards sent by the client may carry labels as objects or as ids; attachments and activities have their own calls. */
const CardInputSchema = StoredCardSchema.omit({ attachments: true, activities: true }).extend({
  labels: z.array(z.union([z.string(), BoardLabelSchema])),
});
export type CardInput = z.infer<typeof CardInputSchema>;

export const ListCreateBodySchema = z.object({
  list: BoardListSchema.omit({ id: true }).partial({ position: true }),
});
export const ListPatchBodySchema = z.object({ list: BoardListSchema.partial().required({ id: true }) });
export const ListsPatchBodySchema = z.object({
  lists: z.array(BoardListSchema.partial().required({ id: true })),
});
export const CardCreateBodySchema = z.object({
  card: CardInputSchema.omit({ id: true }).partial({
    position: true,
    description: true,
    labels: true,
    dueDate: true,
    checklists: true,
  }),
});
export const CardPatchBodySchema = z.object({ card: CardInputSchema.partial().required({ id: true }) });
export const CardsPatchBodySchema = z.object({
  cards: z.array(CardInputSchema.partial().required({ id: true })),
});
export const LabelCreateBodySchema = z.object({ label: BoardLabelSchema.omit({ id: true }) });
export const LabelPatchBodySchema = z.object({ label: BoardLabelSchema.partial().required({ id: true }) });
export const BoardCreateBodySchema = z.object({
  board: StoredBoardSchema.pick({ title: true, description: true }).partial({ description: true }),
});
export const BoardPatchBodySchema = z.object({
  board: StoredBoardSchema.pick({ id: true, title: true, description: true }).partial({
    title: true,
    description: true,
  }),
});
export const CommentCreateBodySchema = z.object({
  cardId: z.string(),
  message: z.string().trim().min(1).max(COMMENT_MAX),
});
