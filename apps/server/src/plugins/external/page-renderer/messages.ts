import type { MessagePort } from 'node:worker_threads';

/** How the API found the request a page is rendered for (the web app's RenderRequest). */
export type FoundRequest = { cookie: string; nonce: string; session: 'unlocked' | 'locked' | null };

/** A page to render: its address and what the API found of its request, with the port to the API for its calls. */
export type RenderTask = { url: string; found: FoundRequest; api: MessagePort };

export type RenderedPage = { status: number; headers: [string, string][]; body: string };

/** A call the page's code makes to the API while it renders, and the API's answer. */
export type ApiCall = {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};
export type ApiAnswer = { id: number; status: number; headers: Record<string, string>; body: string };
