import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, url, useDemoServer } from './helpers.ts';
import {
  BoardLabelSchema,
  BoardListSchema,
  BoardSchema,
  BoardWithListsSchema,
  CardSchema,
  ATTACHMENT_MAX_BYTES,
} from '../src/schemas/scrumboard.ts';

useDemoServer();

const path = '/api/apps/scrumboard';
const boards = () => get(`${path}/boards`, z.array(BoardSchema));
const board = (id: string) => get(`${path}/board?id=${id}`, BoardWithListsSchema);
const firstBoard = async () => board((await boards())[0]!.id);

describe('scrumboard', () => {
  it('lists three boards with members expanded', async () => {
    const list = await boards();
    expect(list).toHaveLength(3);
    expect(list.every((item) => item.members.every((member) => member.name.length > 0))).toBe(true);
  });

  it('loads a board with its four lists and cards ordered by positions stepping by 65536', async () => {
    const loaded = await firstBoard();
    expect(loaded.lists.map((list) => list.position)).toEqual([65536, 131072, 196608, 262144]);
    for (const list of loaded.lists) {
      expect(list.cards.map((card) => card.position)).toEqual(list.cards.map((_, i) => (i + 1) * 65536));
    }
    expect(loaded.labels.length).toBeGreaterThan(2);
    const labelled = loaded.lists.flatMap((list) => list.cards).find((card) => card.labels.length > 0)!;
    expect(labelled.labels[0]!.title).toBeTruthy();
    expect(await get(`${path}/board?id=nope`)).toBeNull();
  });

  it('creates a list at the next position, renames it and updates several lists', async () => {
    const loaded = await firstBoard();
    const created = await call('POST', `${path}/board/list`, {
      body: { list: { boardId: loaded.id, title: 'Done' } },
      schema: BoardListSchema,
    });
    expect(created.position).toBe(5 * 65536);
    expect(
      await call('PATCH', `${path}/board/list`, { body: { list: { id: created.id, title: 'Shipped' } } }),
    ).toEqual({
      ...created,
      title: 'Shipped',
    });
    const [a, b] = loaded.lists;
    const swapped = await call('PATCH', `${path}/board/lists`, {
      body: {
        lists: [
          { id: a!.id, position: b!.position },
          { id: b!.id, position: a!.position },
        ],
      },
      schema: z.array(BoardListSchema),
    });
    expect(swapped.map((list) => list.title)).toEqual([a!.title, b!.title]);
    expect((await board(loaded.id)).lists.slice(0, 2).map((list) => list.id)).toEqual([b!.id, a!.id]);
  });

  it('deleting a list deletes its cards', async () => {
    const loaded = await firstBoard();
    const doomed = loaded.lists.find((list) => list.cards.length > 0)!;
    expect(await call('DELETE', `${path}/board/list?id=${doomed.id}`)).toBe(true);
    const after = await board(loaded.id);
    expect(after.lists.some((list) => list.id === doomed.id)).toBe(false);
    const card = doomed.cards[0]!;
    expect(
      await call('PATCH', `${path}/board/card`, { body: { card: { id: card.id, title: 'x' } } }),
    ).toBeNull();
  });

  it('creates a card with PUT at the end of its list, patches it with label objects and deletes it', async () => {
    const loaded = await firstBoard();
    const list = loaded.lists[0]!;
    const created = await call('PUT', `${path}/board/card`, {
      body: { card: { boardId: loaded.id, listId: list.id, title: 'Interview tea garden workers' } },
      schema: CardSchema,
    });
    expect(created).toMatchObject({ position: (list.cards.length + 1) * 65536, labels: [], dueDate: null });
    const patched = await call('PATCH', `${path}/board/card`, {
      body: { card: { id: created.id, labels: [loaded.labels[0]], description: 'In Sreemangal' } },
      schema: CardSchema,
    });
    expect(patched).toEqual({ ...created, labels: [loaded.labels[0]], description: 'In Sreemangal' });
    expect(await call('DELETE', `${path}/board/card?id=${created.id}`)).toBe(true);
    expect((await board(loaded.id)).lists[0]!.cards).toHaveLength(list.cards.length);
  });

  it('renumbers card positions by index in the submitted array, moving cards between lists', async () => {
    const loaded = await firstBoard();
    const [from, to] = loaded.lists;
    const moved = from!.cards[0]!;
    const submitted = [{ ...moved, listId: to!.id }, ...to!.cards];
    const answer = await call('PATCH', `${path}/board/card/positions`, {
      body: { cards: submitted },
      schema: z.array(CardSchema),
    });
    expect(answer.map((card) => card.position)).toEqual(submitted.map((_, i) => (i + 1) * 65536));
    const target = (await board(loaded.id)).lists[1]!;
    expect(target.cards.map((card) => card.id)).toEqual(submitted.map((card) => card.id));
  });

  it('updates several cards at once', async () => {
    const loaded = await firstBoard();
    const cards = loaded.lists[2]!.cards.slice(0, 2).map((card) => ({ id: card.id, dueDate: null }));
    const answer = await call('PATCH', `${path}/board/cards`, {
      body: { cards },
      schema: z.array(CardSchema),
    });
    expect(answer.map((card) => card.dueDate)).toEqual([null, null]);
  });

  it('manages board labels; deleting one removes it from every card', async () => {
    const loaded = await firstBoard();
    const labels = await get(`${path}/board/labels?boardId=${loaded.id}`, z.array(BoardLabelSchema));
    expect(labels).toEqual(loaded.labels);
    const created = await call('PUT', `${path}/board/label`, {
      body: { label: { boardId: loaded.id, title: 'Urgent' } },
    });
    expect(created).toMatchObject({ boardId: loaded.id, title: 'Urgent' });
    const bug = labels.find((label) => label.title === 'Bug')!;
    expect(
      await call('PATCH', `${path}/board/label`, { body: { label: { id: bug.id, title: 'Defect' } } }),
    ).toEqual({
      ...bug,
      title: 'Defect',
    });
    expect(await call('DELETE', `${path}/board/label?id=${bug.id}`)).toBe(true);
    const cards = (await board(loaded.id)).lists.flatMap((list) => list.cards);
    expect(cards.some((card) => card.labels.some((label) => label.id === bug.id))).toBe(false);
  });

  it('creates a board, renames it and deletes it with its lists, cards and labels', async () => {
    const created = await call('PUT', `${path}/board`, {
      body: { board: { title: 'Card services' } },
      schema: BoardSchema,
    });
    expect(created).toMatchObject({ title: 'Card services', description: '', members: [] });
    expect(await boards()).toHaveLength(4);
    const renamed = await call('PATCH', `${path}/board`, {
      body: { board: { id: created.id, title: 'Card services 2', description: 'Limits' } },
      schema: BoardSchema,
    });
    expect(renamed).toMatchObject({ id: created.id, title: 'Card services 2', description: 'Limits' });

    const loaded = await firstBoard();
    expect(await call('DELETE', `${path}/board?id=${loaded.id}`)).toBe(true);
    expect(await get(`${path}/board?id=${loaded.id}`)).toBeNull();
    expect(await get(`${path}/board/labels?boardId=${loaded.id}`)).toEqual([]);
    const card = loaded.lists[0]!.cards[0]!;
    expect(
      await call('PATCH', `${path}/board/card`, { body: { card: { id: card.id, title: 'x' } } }),
    ).toBeNull();
    expect(await call('DELETE', `${path}/board?id=${loaded.id}`)).toBeNull();
  });

  it("keeps checklists on cards and marks a change as the board's last activity", async () => {
    const loaded = await firstBoard();
    const withChecklist = loaded.lists.flatMap((list) => list.cards).find((card) => card.checklists.length);
    expect(withChecklist!.checklists[0]!.items.length).toBeGreaterThan(0);
    const card = loaded.lists[0]!.cards[0]!;
    const checklists = [{ id: 'c1', title: 'Steps', items: [{ id: 'i1', text: 'Call', checked: true }] }];
    const patched = await call('PATCH', `${path}/board/card`, {
      body: { card: { id: card.id, checklists } },
      schema: CardSchema,
    });
    expect(patched.checklists).toEqual(checklists);
    const after = (await boards()).find((item) => item.id === loaded.id)!;
    expect(Date.parse(after.lastActivity)).toBeGreaterThan(Date.parse(loaded.lastActivity));
  });

  it('seeds a card with an attachment and comments, and adds a comment from the customer', async () => {
    const loaded = await firstBoard();
    const seeded = loaded.lists[1]!.cards[0]!;
    expect(seeded.attachments.map((file) => file.name)).toEqual(['beneficiary-search-wireframe.svg']);
    expect(seeded.activities.map((activity) => activity.kind)).toEqual(['attachment', 'comment', 'comment']);

    const card = loaded.lists[0]!.cards[0]!;
    const commented = await call('POST', `${path}/board/card/comment`, {
      body: { cardId: card.id, message: '  Ask the Sylhet branch too.  ' },
      schema: CardSchema,
    });
    expect(commented.activities).toEqual([
      expect.objectContaining({ kind: 'comment', memberId: null, message: 'Ask the Sylhet branch too.' }),
    ]);
    const empty = await fetch(url(`${path}/board/card/comment`), {
      method: 'POST',
      body: JSON.stringify({ cardId: card.id, message: '   ' }),
    });
    expect(empty.status).toBe(400);
    expect(
      await call('POST', `${path}/board/card/comment`, { body: { cardId: 'nope', message: 'Hello' } }),
    ).toBeNull();
  });

  it('attaches a file as a data URL, refuses one over 2 MB, and removes one', async () => {
    const card = (await firstBoard()).lists[0]!.cards[1]!;
    const attach = (file: File, cardId = card.id) => {
      const form = new FormData();
      form.append('cardId', cardId);
      form.append('file', file);
      return fetch(url(`${path}/board/card/attachment`), { method: 'POST', body: form });
    };
    const response = await attach(new File(['fees'], 'fees.txt', { type: 'text/plain' }));
    const attached = CardSchema.parse(await response.json());
    expect(attached.attachments).toEqual([
      expect.objectContaining({
        name: 'fees.txt',
        type: 'text/plain',
        size: 4,
        src: 'data:text/plain;base64,ZmVlcw==',
      }),
    ]);
    expect(attached.activities.at(-1)).toEqual(
      expect.objectContaining({ kind: 'attachment', name: 'fees.txt' }),
    );

    const tooLarge = await attach(new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf'));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe('The file is larger than 2 MB.');
    expect(await (await attach(new File(['x'], 'x.txt'), 'nope')).json()).toBeNull();

    // A card patch cannot write attachments: they have their own calls.
    const patched = await call('PATCH', `${path}/board/card`, {
      body: { card: { id: card.id, attachments: [] } },
      schema: CardSchema,
    });
    expect(patched.attachments).toHaveLength(1);

    const id = attached.attachments[0]!.id;
    const removed = await call('DELETE', `${path}/board/card/attachment?cardId=${card.id}&id=${id}`, {
      schema: CardSchema,
    });
    expect(removed.attachments).toEqual([]);
    expect(await call('DELETE', `${path}/board/card/attachment?cardId=${card.id}&id=${id}`)).toBeNull();
  });
});
