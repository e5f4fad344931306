import { describe, expect, it } from 'vitest';
import { get, useDemoServer } from './helpers.ts';
import { FolderContentsSchema } from '../src/schemas/file-manager.ts';

useDemoServer();

const open = (folderId: string) => get(`/api/apps/file-manager?folderId=${folderId}`, FolderContentsSchema);
const names = (items: { name: string }[]) => items.map((item) => item.name);
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));

describe('file manager', () => {
  it('answers the root for the text null, folders and files each sorted by name, with an empty path', async () => {
    const root = await open('null');
    expect(names(root.folders)).toEqual(sorted(names(root.folders)));
    expect(names(root.files)).toEqual(sorted(names(root.files)));
    expect(root.folders.every((folder) => folder.type === 'folder' && folder.folderId === null)).toBe(true);
    expect(root.files.every((file) => file.type !== 'folder' && file.folderId === null)).toBe(true);
    expect(root.path).toEqual([]);
    expect(await get('/api/apps/file-manager', FolderContentsSchema)).toEqual(root);
  });

  it('opens nested folders with the breadcrumb path from the root', async () => {
    const work = (await open('null')).folders.find((folder) => folder.name === 'Work')!;
    expect(work.contents).toBe('9 files');
    const projects = (await open(work.id)).folders.find((folder) => folder.name === 'Projects')!;
    const redesign = (await open(projects.id)).folders.find(
      (folder) => folder.name === 'Statement redesign',
    )!;
    const inside = await open(redesign.id);
    expect(names(inside.path)).toEqual(['Work', 'Projects', 'Statement redesign']);
    expect(names(inside.files)).toEqual(['Feedback summary', 'User interviews', 'Wireframes']);
    expect(new Set(inside.files.map((file) => file.type))).toEqual(new Set(['XLS', 'DOC', 'PDF']));
  });

  it('answers an empty folder for an unknown id', async () => {
    expect(await open('nope')).toEqual({ folders: [], files: [], path: [] });
  });

  it('answers an existing empty folder with its path, which tells it from an unknown id', async () => {
    const scans = (await open('null')).folders.find((folder) => folder.name === 'Scans')!;
    expect(scans.contents).toBe('0 files');
    expect(await open(scans.id)).toEqual({ folders: [], files: [], path: [scans] });
  });
});
