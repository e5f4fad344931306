import { z } from 'zod';

export const FileTypeSchema = z.enum(['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG']);

export const FileItemSchema = z.object({
  id: z.string(),
  /** Id of the containing folder; null at the root. */
  folderId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
  /** ISO date-time. */
  modifiedAt: z.string(),
  /** Display size, e.g. "1.2 MB". */
  size: z.string(),
  type: FileTypeSchema,
  /** Folders only: how many files the folder holds, e.g. "12 files". */
  contents: z.string().optional(),
  /** Folders only. */
  description: z.string().optional(),
});
export type FileItem = z.infer<typeof FileItemSchema>;

export const FolderContentsSchema = z.object({
  folders: z.array(FileItemSchema),
  files: z.array(FileItemSchema),
  /** The folders from the root down to the requested folder (empty at the root). */
  path: z.array(FileItemSchema),
});
