import { DemoHttpError, routeWith } from '../lib/http.ts';
import { toDataUrl } from '../lib/files.ts';
import { createStore } from '../store.ts';
import { newId } from '../lib/ids.ts';
import { findById, mergeById, removeById, stripId } from '../lib/collection.ts';
import {
  ATTACHMENT_MAX_BYTES,
  POSITION_STEP,
  BoardCreateBodySchema,
  BoardPatchBodySchema,
  CardCreateBodySchema,
  CardPatchBodySchema,
  CardsPatchBodySchema,
  CommentCreateBodySchema,
  LabelCreateBodySchema,
  LabelPatchBodySchema,
  ListCreateBodySchema,
  ListPatchBodySchema,
  ListsPatchBodySchema,
  type BoardLabel,
  type CardInput,
  type Member,
  type StoredBoard,
  type StoredCard,
} from '../schemas/scrumboard.ts';

const store = createStore('scrumboard', async () => (await import('../seed/scrumboard.ts')).seedScrumboard());
const route = routeWith(store);
const base = '/api/apps/scrumboard';

const byPosition = <T extends { position: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position);
const present = <T>(item: T | null): item is T => item !== null;

const withMembers = (board: StoredBoard) => ({
  ...board,
  members: board.members.map((id) => findById(store.data.members, id)).filter(present<Member>),
});

const withLabels = (card: StoredCard) => ({
  ...card,
  labels: card.labels.map((id) => findById(store.data.labels, id)).filter(present<BoardLabel>),
});

/** The next free position after the last of `items`. */
const nextPosition = (items: { position: number }[]) =>
  Math.max(0, ...items.map((item) => item.position)) + POSITION_STEP;

const labelIds = (labels: CardInput['labels']) =>
  labels.map((label) => (typeof label === 'string' ? label : label.id));

/** A card patch as stored: labels given as objects are kept as ids. */
function cardPatch({ labels, ...fields }: Partial<CardInput>): Partial<StoredCard> {
  return labels ? { ...fields, labels: labelIds(labels) } : fields;
}

/** A change to a board or anything on it is its latest activity. */
const touchBoard = (boardId: string | undefined) => {
  const board = findById(store.data.boards, boardId ?? null);
  if (board) board.lastActivity = new Date().toISOString();
};

const updateCard = (card: Partial<CardInput> & { id: string }) => {
  const merged = mergeById(store.data.cards, card.id, cardPatch(card));
  touchBoard(merged?.boardId);
  return merged && withLabels(merged);
};

type CardEvent = { kind: 'comment'; message: string } | { kind: 'attachment'; name: string };

/** Records what the customer did on a card, as its latest activity. */
function recordActivity(card: StoredCard, event: CardEvent) {
  card.activities.push({ ...event, id: newId(), memberId: null, time: new Date().toISOString() });
  touchBoard(card.boardId);
}

export const scrumboardHandlers = [
  route('get', `${base}/boards`, () => store.data.boards.map(withMembers)),

  /** A new board (not in the specification's list, added for the boards page): no lists, labels or members. */
  route('put', `${base}/board`, async ({ body }) => {
    const { board } = await body(BoardCreateBodySchema);
    const created: StoredBoard = {
      description: '',
      ...board,
      id: newId(),
      icon: 'heroicons_outline:rectangle-group',
      lastActivity: new Date().toISOString(),
      members: [],
    };
    store.data.boards.push(created);
    return withMembers(created);
  }),

  route('patch', `${base}/board`, async ({ body }) => {
    const { board } = await body(BoardPatchBodySchema);
    const merged = mergeById(store.data.boards, board.id, {
      ...board,
      lastActivity: new Date().toISOString(),
    });
    return merged && withMembers(merged);
  }),

  /** Deleting a board deletes its lists, cards and labels. */
  route('delete', `${base}/board`, ({ query }) => {
    const removed = removeById(store.data.boards, query('id'));
    if (!removed) return null;
    const other = (item: { boardId: string }) => item.boardId !== removed.id;
    store.data.lists = store.data.lists.filter(other);
    store.data.cards = store.data.cards.filter(other);
    store.data.labels = store.data.labels.filter(other);
    return true;
  }),

  route('get', `${base}/board`, ({ query }) => {
    const board = findById(store.data.boards, query('id'));
    if (!board) return null;
    const lists = byPosition(store.data.lists.filter((list) => list.boardId === board.id));
    return {
      ...withMembers(board),
      lists: lists.map((list) => ({
        ...list,
        cards: byPosition(store.data.cards.filter((card) => card.listId === list.id)).map(withLabels),
      })),
      labels: store.data.labels.filter((label) => label.boardId === board.id),
    };
  }),

  route('post', `${base}/board/list`, async ({ body }) => {
    const { list } = await body(ListCreateBodySchema);
    const siblings = store.data.lists.filter((item) => item.boardId === list.boardId);
    const created = { ...list, id: newId(), position: list.position ?? nextPosition(siblings) };
    store.data.lists.push(created);
    touchBoard(created.boardId);
    return created;
  }),

  route('patch', `${base}/board/list`, async ({ body }) => {
    const { list } = await body(ListPatchBodySchema);
    return mergeById(store.data.lists, list.id, list);
  }),

  route('patch', `${base}/board/lists`, async ({ body }) => {
    const { lists } = await body(ListsPatchBodySchema);
    return lists.map((list) => mergeById(store.data.lists, list.id, list)).filter(present);
  }),

  /** Deleting a list deletes its cards. */
  route('delete', `${base}/board/list`, ({ query }) => {
    const removed = removeById(store.data.lists, query('id'));
    if (!removed) return null;
    store.data.cards = store.data.cards.filter((card) => card.listId !== removed.id);
    return true;
  }),

  route('put', `${base}/board/card`, async ({ body }) => {
    const { card } = await body(CardCreateBodySchema);
    const siblings = store.data.cards.filter((item) => item.listId === card.listId);
    const created: StoredCard = {
      description: null,
      dueDate: null,
      checklists: [],
      ...card,
      attachments: [],
      activities: [],
      labels: labelIds(card.labels ?? []),
      id: newId(),
      position: card.position ?? nextPosition(siblings),
    };
    store.data.cards.push(created);
    touchBoard(created.boardId);
    return withLabels(created);
  }),

  route('patch', `${base}/board/card`, async ({ body }) =>
    updateCard((await body(CardPatchBodySchema)).card),
  ),

  route('patch', `${base}/board/cards`, async ({ body }) =>
    (await body(CardsPatchBodySchema)).cards.map(updateCard).filter(present),
  ),

  route('delete', `${base}/board/card`, ({ query }) =>
    removeById(store.data.cards, query('id')) ? true : null,
  ),

  /** The submitted cards take positions 65536, 131072, ... by their index (and any listId they carry). */
  route('patch', `${base}/board/card/positions`, async ({ body }) => {
    const { cards } = await body(CardsPatchBodySchema);
    return cards
      .map((card, index) => updateCard({ ...card, position: (index + 1) * POSITION_STEP }))
      .filter(present);
  }),

  /** A comment on a card, from the customer; answers the card. */
  route('post', `${base}/board/card/comment`, async ({ body }) => {
    const { cardId, message } = await body(CommentCreateBodySchema);
    const card = findById(store.data.cards, cardId);
    if (!card) return null;
    recordActivity(card, { kind: 'comment', message });
    return withLabels(card);
  }),

  /** A file attached to a card (multipart: cardId, file); answers the card. */
  route('post', `${base}/board/card/attachment`, async ({ request }) => {
    const form = await request.formData();
    const cardId = form.get('cardId');
    const file = form.get('file');
    const card = typeof cardId === 'string' ? findById(store.data.cards, cardId) : null;
    if (!card) return null;
    if (!(file instanceof File) || !file.name) throw new DemoHttpError(400, 'Send the file to attach.');
    if (file.size > ATTACHMENT_MAX_BYTES) throw new DemoHttpError(413, 'The file is larger than 2 MB.');
    card.attachments.push({
      id: newId(),
      name: file.name,
      type: file.type || 'application/octet-stream',
      size: file.size,
      src: await toDataUrl(file),
      addedAt: new Date().toISOString(),
    });
    recordActivity(card, { kind: 'attachment', name: file.name });
    return withLabels(card);
  }),

  route('delete', `${base}/board/card/attachment`, ({ query }) => {
    const card = findById(store.data.cards, query('cardId'));
    if (!card || !removeById(card.attachments, query('id'))) return null;
    touchBoard(card.boardId);
    return withLabels(card);
  }),

  route('get', `${base}/board/labels`, ({ query }) =>
    store.data.labels.filter((label) => label.boardId === query('boardId')),
  ),

  route('put', `${base}/board/label`, async ({ body }) => {
    const { label } = await body(LabelCreateBodySchema);
    const created = { ...label, id: newId() };
    store.data.labels.push(created);
    return created;
  }),

  route('patch', `${base}/board/label`, async ({ body }) => {
    const { label } = await body(LabelPatchBodySchema);
    return mergeById(store.data.labels, label.id, label);
  }),

  route('delete', `${base}/board/label`, ({ query }) => {
    const removed = removeById(store.data.labels, query('id'));
    if (!removed) return null;
    stripId(store.data.cards, (card) => card.labels, removed.id);
    return true;
  }),
];
