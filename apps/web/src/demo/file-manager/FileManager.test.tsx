import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolderContentsSchema } from '@taka/demo-api/schemas/file-manager';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { FileManagerPage } from './FileManagerPage';

serveDemoHandlers();
afterEach(() => vi.restoreAllMocks());

const open = (folderId: string) =>
  demoRequest(`/api/apps/file-manager?folderId=${folderId}`, FolderContentsSchema);
/** The id of the folder at the end of `names`, from the root down. */
async function folderAt(...names: string[]) {
  let id = 'null';
  for (const name of names) id = (await open(id)).folders.find((folder) => folder.name === name)!.id;
  return id;
}
const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

describe('the file manager, against the demo handlers', { timeout: 20_000 }, () => {
  it('shows the root folders, then the files, with their types, sizes and dates', async () => {
    await renderAtPath(() => <FileManagerPage folderId={null} />, '/apps/file-manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'File Manager' })).toBeTruthy();
    const folders = await screen.findByRole('region', { name: 'Folders (5)' });
    const work = within(folders).getByRole('link', { name: 'Work' });
    expect(document.getElementById(work.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^9 filesModified \d{1,2} \w{3} \d{4}$/,
    );
    const files = section('Files');
    const bill = within(files).getByRole('button', { name: 'Electricity bill' });
    expect(bill.textContent).toContain('PDF document, 140 KB');
    expect(bill.textContent).toMatch(/Modified \d{1,2} \w{3} \d{4}/);
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(trail).getByText('My files').getAttribute('aria-current')).toBe('page');
  });

  it('opens a folder from the grid, and a nested folder shows its breadcrumb from the root', async () => {
    const { router } = await renderAtPath(() => <FileManagerPage folderId={null} />, '/apps/file-manager');
    await userEvent.click(await screen.findByRole('link', { name: 'Work' }));
    expect(router.state.location.pathname).toBe(`/apps/file-manager/${await folderAt('Work')}`);

    const redesign = await folderAt('Work', 'Projects', 'Statement redesign');
    cleanup();
    await renderAtPath(() => <FileManagerPage folderId={redesign} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement redesign' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My files', 'Work', 'Projects']);
    expect(within(trail).getByText('Statement redesign').getAttribute('aria-current')).toBe('page');
    expect(
      within(section('Files'))
        .getAllByRole('button')
        .map((button) => button.textContent?.split('Modified')[0]),
    ).toEqual([
      'Feedback summaryExcel spreadsheet, 64 KB',
      'User interviewsWord document, 230 KB',
      'WireframesPDF document, 5.2 MB',
    ]);
  });

  it('shows an item’s details in a drawer, which Escape closes', async () => {
    const work = await folderAt('Work');
    await renderAtPath(() => <FileManagerPage folderId={work} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Projects' }));
    let details = await screen.findByRole('dialog', { name: 'Projects' });
    expect(within(details).getByText('Everything about current projects')).toBeTruthy();
    expect(within(details).getByText('Folder')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Open folder' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Organisation chart' }));
    details = await screen.findByRole('dialog', { name: 'Organisation chart' });
    const facts = [...details.querySelectorAll('dt')].map((term) => term.textContent);
    expect(facts).toEqual(['Type', 'Size', 'Created', 'Modified', 'Owner']);
    expect(within(details).getByText('310 KB')).toBeTruthy();
    await userEvent.click(within(details).getByRole('button', { name: 'Close details' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves between items with the arrow keys and opens one with Enter', async () => {
    const { router } = await renderAtPath(() => <FileManagerPage folderId={null} />, '/apps/file-manager');
    const first = await screen.findByRole('link', { name: 'Bank Statements' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Personal' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Salary slip June');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Salary slip June' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('link', { name: 'Photos' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/apps/file-manager/${await folderAt('Photos')}`);
  });

  it('says when a folder is empty, unknown, or cannot be loaded', async () => {
    const scans = await folderAt('Scans');
    await renderAtPath(() => <FileManagerPage folderId={scans} />);
    expect(await screen.findByRole('heading', { name: 'This folder is empty' })).toBeTruthy();

    cleanup();
    await renderAtPath(() => <FileManagerPage folderId="no-such-folder" />);
    expect(await screen.findByRole('heading', { name: 'Folder not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My files' })).toBeTruthy();

    cleanup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response('Down', { status: 500 })),
    );
    await renderAtPath(() => <FileManagerPage folderId={null} />);
    expect(await screen.findByRole('heading', { name: 'The folder could not be loaded' })).toBeTruthy();
  });
});
