import { TestCustomerSchema, type TestCustomer } from '@taka/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** A customer of the test's own (the development route), signed up with a funded savings and current account. */
export async function newTestCustomer(t: Pick<TestApp, 'app'>): Promise<TestCustomer> {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} });
  expect(made.statusCode, made.body).toBe(201);
  return TestCustomerSchema.parse(made.json());
}
