import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderTasks, rowTitles } from './tasks-test-setup';

serveDemoHandlers();

const counts = () => screen.findByText(/remaining of/);

describe('the task list, against the demo handlers', { timeout: 30_000 }, () => {
  it('lists sections as headers with their tasks, and counts the tasks still to do', async () => {
    await renderTasks();
    const titles = await rowTitles();
    expect(titles).toHaveLength(30);
    expect(titles.slice(0, 2)).toEqual([
      'Statement redesign',
      'Collect feedback on the new statement layout',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Statement redesign',
      'Mobile app release',
      'Personal',
    ]);
    expect((await counts()).textContent).toBe('21 remaining of 27 tasks');
    expect(screen.getAllByRole('img', { name: 'High priority' }).length).toBeGreaterThan(2);
  });

  it('ticks a task off from the list and back, and the counts follow', async () => {
    await renderTasks();
    await rowTitles();
    const box = screen.getByRole('checkbox', {
      name: 'Completed: Show running balance on every statement row',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect((await counts()).textContent).toBe('20 remaining of 27 tasks');

    // What the list shows was saved: a new page reads it back from the handlers.
    const answer = await fetch(new URL('/api/apps/tasks/all', window.location.href));
    const saved = (await answer.json()) as { title: string; completed: boolean }[];
    expect(saved.find((task) => task.title.startsWith('Show running balance'))?.completed).toBe(true);

    await userEvent.click(box);
    await waitFor(() => expect(screen.getByText('21 remaining of 27 tasks')).toBeTruthy());
  });

  it('adds a new task at the top and opens it with its title ready to type', async () => {
    const { router } = await renderTasks();
    await rowTitles();
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    const drawer = await screen.findByRole('dialog', { name: 'Untitled task' });
    expect(router.state.location.pathname).toMatch(/^\/apps\/tasks\/.+/);
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await waitFor(async () => expect((await rowTitles())[0]).toBe('Untitled task'));
    expect((await counts()).textContent).toBe('22 remaining of 28 tasks');

    await userEvent.type(title, 'Order new cheque books');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    await waitFor(async () => expect((await rowTitles())[0]).toBe('Order new cheque books'));
  });

  it('removes a new task left with Cancel, typed in or not: no "Untitled task" stays behind', async () => {
    const { router } = await renderTasks();
    const before = await rowTitles();
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    let drawer = await screen.findByRole('dialog', { name: 'Untitled task' });
    await waitFor(async () => expect((await rowTitles())[0]).toBe('Untitled task'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    await waitFor(async () => expect(await rowTitles()).toEqual(before));
    expect((await counts()).textContent).toBe('21 remaining of 27 tasks');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    drawer = await screen.findByRole('dialog', { name: 'Untitled task' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Call the branch');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await rowTitles()).toEqual(before));
    expect(screen.queryByText('Call the branch')).toBeNull();
  });

  it('removes a new section closed with Escape or the close button', async () => {
    await renderTasks();
    const before = await rowTitles();
    await userEvent.click(screen.getByRole('button', { name: 'New section' }));
    await screen.findByRole('dialog', { name: 'Untitled section' });
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await rowTitles()).toEqual(before));
    // the drawer slides away showing nothing of the task it removes (no "Task not found")
    expect(screen.queryByRole('dialog', { name: 'Task not found' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'New section' }));
    const drawer = await screen.findByRole('dialog', { name: 'Untitled section' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the task' }));
    await waitFor(async () => expect(await rowTitles()).toEqual(before));
  });

  it('adds a new section at the top, as a header', async () => {
    await renderTasks();
    await rowTitles();
    await userEvent.click(screen.getByRole('button', { name: 'New section' }));
    const drawer = await screen.findByRole('dialog', { name: 'Untitled section' });
    expect(within(drawer).queryByRole('checkbox', { name: 'Completed' })).toBeNull();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Section title' }), 'Branch visits');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Branch visits'),
    );
    expect((await counts()).textContent).toBe('21 remaining of 27 tasks');
  });

  it('searches titles and notes, marking the matches in titles', async () => {
    await renderTasks();
    await rowTitles();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'store listing');
    const results = await screen.findByRole('list', { name: 'Matching tasks' });
    expect(screen.getByText('2 matching tasks')).toBeTruthy();
    const marks = [...results.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['store listing', 'store listing']);
    expect(
      within(results).getByRole('link', { name: 'Prepare screenshots for the store listing' }),
    ).toBeTruthy();

    // A match in the notes only: the title has nothing to mark.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'parabat');
    await waitFor(() => expect(screen.getByText('1 matching task')).toBeTruthy());
    expect(
      screen.getByRole('link', { name: 'Book train tickets to Sylhet' }).querySelector('mark'),
    ).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'xyz');
    expect(await screen.findByRole('heading', { name: 'No matching tasks' })).toBeTruthy();
  });

  it('says when the task in the address does not exist', async () => {
    const { router } = await renderTasks('/apps/tasks/no-such-task');
    const drawer = await screen.findByRole('dialog', { name: 'Task not found' }, { timeout: 10_000 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Back to the tasks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
  });

  it('says so when the tasks cannot be loaded, and loads them on Try again', async () => {
    const realFetch = globalThis.fetch;
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input instanceof Request ? input.url : input).includes('/tasks/all')
          ? Promise.resolve(new Response('Service unavailable', { status: 503 }))
          : realFetch(input, init),
      );
    await renderTasks();
    expect(
      await screen.findByRole('heading', { name: 'The tasks could not be loaded' }, { timeout: 10_000 }),
    ).toBeTruthy();
    spy.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await counts()).textContent).toBe('21 remaining of 27 tasks');
  });

  it('shows an empty list as such', async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/tasks/all')
        ? Promise.resolve(Response.json([]))
        : realFetch(input, init),
    );
    await renderTasks();
    expect(await screen.findByRole('heading', { name: 'No tasks yet' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('0 remaining of 0 tasks')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
