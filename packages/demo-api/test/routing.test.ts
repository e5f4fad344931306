import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { url, useDemoServer } from './helpers.ts';
import { DemoApiError, demoFetch, isDemoPath, readDemoResponse } from '../src/index.ts';

useDemoServer();

/** A stand-in for the real API server, recording the paths it was asked for. */
let server: Server;
let origin: string;
const reached: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ from: 'server', path: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('demo prefixes', () => {
  it('knows which paths are demo paths', () => {
    for (const path of [
      '/api/apps/x',
      '/api/dashboards',
      '/api/pages/a',
      '/api/ui/icons/x',
      '/api/common/search',
    ]) {
      expect(isDemoPath(path)).toBe(true);
    }
    for (const path of [
      '/api/common/navigation',
      '/api/common/user',
      '/api/auth/sign-in',
      '/api/meta/x',
      '/api/apps-x',
    ]) {
      expect(isDemoPath(path)).toBe(false);
    }
  });

  it.each([
    ['GET', '/api/apps/unknown'],
    ['GET', '/api/apps/contacts/nothing-here'],
    ['PUT', '/api/apps/contacts/contact'],
    ['GET', '/api/dashboards/weather'],
    ['GET', '/api/pages/unknown'],
    ['GET', '/api/ui/icons/fontawesome'],
    ['DELETE', '/api/common/messages/mark-all-as-read'],
    ['GET', '/api/common/search'],
  ])('answers an unhandled %s %s with 404 NOT FOUND', async (method, path) => {
    const response = await fetch(url(path), { method });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('NOT FOUND');
  });

  it('raises a DemoApiError carrying the body text for a reply outside 200-299', async () => {
    const error = await demoFetch(url('/api/apps/unknown')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DemoApiError);
    expect(error).toMatchObject({ status: 404, message: 'NOT FOUND' });
  });

  it('answers a malformed body with 400 and the problem as text', async () => {
    const error = await demoFetch(url('/api/apps/contacts/contact'), {
      method: 'PATCH',
      body: { contact: {} },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DemoApiError);
    expect((error as DemoApiError).status).toBe(400);
    expect((error as DemoApiError).message).toContain('id');
  });

  it('reads the error field of a JSON error body', async () => {
    const response = new Response(JSON.stringify({ error: 'Something broke' }), { status: 500 });
    await expect(readDemoResponse(response)).rejects.toMatchObject({
      status: 500,
      message: 'Something broke',
    });
  });
});

describe('passthrough', () => {
  it.each([
    ['GET', '/api/meta/languages/active'],
    ['GET', '/api/common/navigation'],
    ['GET', '/api/common/user'],
    ['POST', '/api/auth/sign-in'],
  ])('lets %s %s reach the real server untouched', async (method, path) => {
    const response = await fetch(`${origin}${path}`, { method });
    expect(await response.json()).toEqual({ from: 'server', path });
    expect(reached).toContain(`${method} ${path}`);
  });

  it('answers demo paths on any origin without reaching the server', async () => {
    const response = await fetch(`${origin}/api/apps/academy/categories`);
    expect(response.status).toBe(200);
    expect((await response.json()).length).toBe(4);
    expect((await fetch(`${origin}/api/apps/nope`)).status).toBe(404);
    expect(reached.some((line) => line.includes('/api/apps'))).toBe(false);
  });
});
