import type { NavigationItem } from '@taka/contracts';
import {
  ActiveLanguagesResponseSchema,
  ClientConfigSchema,
  LanguageByCodeResponseSchema,
  NavigationSchema,
  NotificationListResponseSchema,
  UnreadCountResponseSchema,
  UserSchema,
} from '@taka/contracts';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
});
afterAll(() => t.close());

const flatten = (items: NavigationItem[]): NavigationItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe('meta', () => {
  it('answers the client config without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meta/client-config' });
    expect(ClientConfigSchema.parse(response.json())).toEqual({
      demoLayer: true,
      idleLockMinutes: 5,
      passkeyRelyingPartyId: 'localhost',
    });
  });

  it("tells the passkeys' relying party a deployment configures", async () => {
    const onDomain = await startTestApp({
      database: t.database,
      clock: t.clock,
      env: { WEBAUTHN_RP_ID: 'bank.example', WEBAUTHN_ORIGINS: 'https://ib.bank.example' },
    });
    try {
      const config = await onDomain.app.inject({ method: 'GET', url: '/api/meta/client-config' });
      expect(config.json().passkeyRelyingPartyId).toBe('bank.example');
    } finally {
      await onDomain.close();
    }
  });

  it('lists the active languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meta/languages/active' });
    expect(response.statusCode).toBe(200);
    const body = ActiveLanguagesResponseSchema.parse(response.json());
    expect(body.responseCode).toBe('S100000');
    expect(body.data.map((l) => [l.code, l.nativeName])).toEqual([
      ['en', 'English'],
      ['tr', 'Türkçe'],
      ['bn', 'বাংলা'],
    ]);
  });

  it('finds a language by code with its translations as JSON text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meta/languages/findby/code/bn' });
    const body = LanguageByCodeResponseSchema.parse(response.json());
    expect(body.data.name).toBe('Bengali');
    expect(JSON.parse(body.data.bilingualData).nav.dashboard).toBe('ড্যাশবোর্ড');
  });

  it('answers an unknown language code with 404 in the envelope shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meta/languages/findby/code/xx' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      responseCode: expect.not.stringMatching(/^S100000$/),
      data: null,
    });
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('serves the seeded avatars', async () => {
    const response = await t.app.inject({ method: 'GET', url: RAHIM.profilePicUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/api/media/avatars/..%2Fconfig.ts' })).statusCode).toBe(
      404,
    );
  });
});

describe('navigation', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/common/navigation' })).statusCode).toBe(401);
  });

  it('answers the four variants with the default banking menu, hidden items flagged', async () => {
    const response = await as(t.app, rahim, { method: 'GET', url: '/api/common/navigation' });
    expect(response.statusCode).toBe(200);
    const navigation = NavigationSchema.parse(response.json());
    const items = flatten(navigation.default);
    const byLink = (link: string) => items.find((item) => item.link === link);

    expect(navigation.default.map((item) => item.link ?? item.id)).toEqual([
      '/dashboard',
      'fund-transfer',
      '/bills-and-fees',
      '/mobile-recharge',
      '/statement',
      'services',
      'history',
      'settings',
      '/others',
      '/reach-us',
      'demo',
    ]);
    for (const link of [
      '/fund-transfer/bank-account-own',
      '/fund-transfer/bank-account-other',
      '/fund-transfer/other-bank-account',
      '/mfs-transfer',
      '/dashboard/tag-account',
      '/card-services/tag-credit-prepaid-card',
      '/card-services/card-block',
      '/transaction-history',
      '/schedule-history',
      '/settings/change-login-password',
      '/transaction-limits',
      '/activity-log',
      '/service-request-history',
      '/dashboard/chequebook-request-management',
      '/dashboard/stop-cheque-request',
      // Rahim holds a credit card (decision 033) and a savings account (decision 036)
      '/card-services/loan-request',
      '/dashboard/e-statement',
    ]) {
      expect(byLink(link), link).toBeDefined();
      expect(byLink(link)?.hidden, link).toBeUndefined();
    }
    expect(items.find((item) => item.id === 'services.other')?.hidden).toBeUndefined();
    expect(items.find((item) => item.id === 'services.other')?.children).toHaveLength(7);

    const greenPin = items.find((item) => item.id === 'services.card.green-pin');
    expect(greenPin).toMatchObject({ externalLink: true, target: '_blank' });
    expect(items.every((item) => item.title?.startsWith('nav.'))).toBe(true);

    const demoLinks = flatten(navigation.default.find((item) => item.id === 'demo')?.children ?? []).map(
      (i) => i.link,
    );
    expect(demoLinks).toEqual(
      expect.arrayContaining([
        '/apps/academy',
        '/apps/ecommerce/inventory',
        '/dashboards/crypto',
        '/ui/icons',
      ]),
    );
    expect(demoLinks).toHaveLength(15);

    for (const variant of [navigation.compact, navigation.futuristic, navigation.horizontal]) {
      expect(variant).toHaveLength(1);
      expect(variant[0]).toMatchObject({ id: 'example', link: '/example' });
      expect(variant[0]?.children).toEqual(navigation.default);
    }
  });

  /** A web build made with DEMO_LAYER=false, as far as the server reads it: no demo worker among its files. */
  const webBuildWithoutDemo = () => {
    const dist = mkdtempSync(join(tmpdir(), 'taka-web-without-demo-'));
    mkdirSync(join(dist, 'client'));
    return dist;
  };
  it.each([
    ['DEMO_LAYER is false', () => ({ DEMO_LAYER: 'false' })],
    [
      'the web build holds no demo layer',
      () => ({ DEMO_LAYER: 'true', WEB_DIST_DIR: webBuildWithoutDemo() }),
    ],
  ])('leaves the demo group out when %s', async (_, env) => {
    const noDemo = await startTestApp({ database: t.database, clock: t.clock, env: env() });
    try {
      const config = await noDemo.app.inject({ method: 'GET', url: '/api/meta/client-config' });
      expect(config.json().demoLayer).toBe(false);
      const response = await as(noDemo.app, rahim, { method: 'GET', url: '/api/common/navigation' });
      const navigation = NavigationSchema.parse(response.json());
      const links = flatten(navigation.default).map((item) => item.link ?? '');
      expect(navigation.default.find((item) => item.id === 'demo')).toBeUndefined();
      expect(links.some((link) => link.startsWith('/apps/') || link.startsWith('/dashboards/'))).toBe(false);
    } finally {
      await noDemo.close();
    }
  });
});

describe('user', () => {
  it('answers and updates the signed-in customer', async () => {
    const user = UserSchema.parse(
      (await as(t.app, karim, { method: 'GET', url: '/api/common/user' })).json(),
    );
    expect(user).toMatchObject({ id: KARIM.id, nickname: 'Karim', status: 'online' });

    const patched = await as(t.app, karim, {
      method: 'PATCH',
      url: '/api/common/user',
      payload: { nickname: 'Karim Bhai', status: 'busy' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ nickname: 'Karim Bhai', status: 'busy', name: 'Karim Hossain' });

    const refused = await as(t.app, karim, {
      method: 'PATCH',
      url: '/api/common/user',
      payload: { name: 'Hacker' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('notifications', () => {
  const base = '/api/notification-service/instant-notification';
  const list = (device: Device, categoryType: string) =>
    as(t.app, device, {
      method: 'POST',
      url: `${base}/list`,
      payload: { pageNumber: 0, pageSize: 20, categoryType },
    });
  const unread = async (device: Device, query = '') =>
    UnreadCountResponseSchema.parse(
      (await as(t.app, device, { method: 'GET', url: `${base}/total/unread/alerts${query}` })).json(),
    ).data;

  it('lists, counts, marks and deletes only the own notifications', async () => {
    const promos = NotificationListResponseSchema.parse((await list(rahim, 'PROMOTIONAL')).json());
    const txns = NotificationListResponseSchema.parse((await list(rahim, 'TRANSACTIONAL')).json());
    expect(promos.responseCode).toBe('S100000');
    expect(promos.data.data.length).toBeGreaterThan(0);
    expect(txns.data.data.every((n) => n.categoryType === 'TRANSACTIONAL' && n.transactionId)).toBe(true);
    const unreadBefore = await unread(rahim);
    expect(unreadBefore).toBe([...promos.data.data, ...txns.data.data].filter((n) => !n.isRead).length);

    const target = txns.data.data.find((n) => !n.isRead)!;
    const mark = await as(t.app, rahim, {
      method: 'POST',
      url: `${base}/update/unread/alerts`,
      payload: { id: target.id, updateAll: false, categoryType: 'TRANSACTIONAL' },
    });
    expect(mark.statusCode).toBe(200);
    expect(await unread(rahim)).toBe(unreadBefore - 1);

    // Karim cannot read, mark or delete Rahim's notification.
    const karimList = NotificationListResponseSchema.parse((await list(karim, 'TRANSACTIONAL')).json());
    expect(karimList.data.data.map((n) => n.id)).not.toContain(target.id);
    const foreignMark = await as(t.app, karim, {
      method: 'POST',
      url: `${base}/update/unread/alerts`,
      payload: { id: target.id, updateAll: false, categoryType: 'TRANSACTIONAL', isRead: false },
    });
    expect(foreignMark.statusCode).toBe(404);
    expect(foreignMark.json().code).toBe('NOT_FOUND');
    const foreignDelete = await as(t.app, karim, { method: 'DELETE', url: `${base}/${target.id}` });
    expect(foreignDelete.statusCode).toBe(404);

    const all = await as(t.app, rahim, {
      method: 'POST',
      url: `${base}/update/unread/alerts`,
      payload: { updateAll: true, categoryType: 'PROMOTIONAL' },
    });
    expect(all.statusCode).toBe(200);
    expect(await unread(rahim, '?categoryType=PROMOTIONAL')).toBe(0);

    const removed = await as(t.app, rahim, { method: 'DELETE', url: `${base}/${target.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: target.id });
    const after = NotificationListResponseSchema.parse((await list(rahim, 'TRANSACTIONAL')).json());
    expect(after.data.data.map((n) => n.id)).not.toContain(target.id);
    expect(after.data.totalElements).toBe(txns.data.totalElements - 1);
  });
});
