import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn } from './helpers/client.ts';

describe('the demo data a first start leaves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives every transaction notification a transaction its customer can open', async () => {
    for (const customer of [RAHIM, KARIM]) {
      const device = await signIn(t.app, t.clock, { email: customer.email });
      const list = await as(t.app, device, {
        method: 'POST',
        url: '/api/notification-service/instant-notification/list',
        payload: { categoryType: 'TRANSACTIONAL', pageNumber: 0, pageSize: 20 },
      });
      const notifications = list.json<{ data: { data: { transactionId: string | null }[] } }>().data.data;
      expect(notifications.length).toBeGreaterThan(0);
      for (const { transactionId } of notifications) {
        const status = await as(t.app, device, {
          method: 'GET',
          url: `/api/notification-service/transaction-status/${transactionId}`,
        });
        expect([customer.email, transactionId, status.statusCode]).toEqual([
          customer.email,
          transactionId,
          200,
        ]);
      }
    }
  });

  it('publishes the menu in the same words the pages use, in every language', async () => {
    for (const code of ['en', 'tr', 'bn']) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/meta/languages/findby/code/${code}` });
      const published = JSON.parse(answer.json().data.bilingualData);
      const file = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/public/i18n', `${code}.json`), 'utf8'));
      expect(published.nav).toEqual(file.nav);
    }
  });
});
