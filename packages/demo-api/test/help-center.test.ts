import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import { DemoApiError } from '../src/index.ts';
import {
  FaqCategoryWithFaqsSchema,
  GuideCategorySummarySchema,
  GuideCategoryWithGuidesSchema,
  SupportTicketSchema,
} from '../src/schemas/help-center.ts';

useDemoServer();

const Faqs = z.array(FaqCategoryWithFaqsSchema);
const Summaries = z.array(GuideCategorySummarySchema);

describe('help center', () => {
  it('answers every FAQ category with its FAQs', async () => {
    const categories = await get('/api/apps/help-center/faqs', Faqs);
    expect(categories.map((category) => category.title)).toEqual([
      'Most asked',
      'General inquiries',
      'Licenses',
      'Payments',
      'Support',
    ]);
    for (const category of categories) {
      expect(category.faqs.length).toBeGreaterThan(1);
      expect(category.faqs.every((faq) => faq.categoryId === category.id)).toBe(true);
    }
  });

  it('answers a one-element list for a FAQ category slug, an empty one for an unknown slug', async () => {
    const [payments, ...rest] = await get('/api/apps/help-center/faqs?slug=payments', Faqs);
    expect(rest).toEqual([]);
    expect(payments).toMatchObject({ title: 'Payments', slug: 'payments' });
    expect(await get('/api/apps/help-center/faqs?slug=nope')).toEqual([]);
  });

  it('answers every guide category with visibleGuides (default 5), totalGuides and the first guides', async () => {
    const categories = await get('/api/apps/help-center/guides', Summaries);
    expect(categories.map((category) => category.title)).toEqual([
      'Getting Started',
      'Projects',
      'Settings',
      'Payments',
      'Your Account',
    ]);
    for (const category of categories) {
      expect(category.visibleGuides).toBe(5);
      expect(category.guides).toHaveLength(Math.min(5, category.totalGuides));
    }
    expect(categories.some((category) => category.totalGuides > 5)).toBe(true);
    const limited = await get('/api/apps/help-center/guides?limit=2', Summaries);
    expect(limited.every((category) => category.visibleGuides === 2 && category.guides.length === 2)).toBe(
      true,
    );
  });

  it('answers one guide category with all its guides for a slug', async () => {
    const category = await get(
      '/api/apps/help-center/guides?slug=getting-started',
      GuideCategoryWithGuidesSchema,
    );
    expect(category.title).toBe('Getting Started');
    expect(category.guides.length).toBeGreaterThan(5);
  });

  it('answers a guide inside its category with the fixed guide content', async () => {
    const answer = await get(
      '/api/apps/help-center/guide?categorySlug=payments&guideSlug=pay-a-utility-bill',
      GuideCategoryWithGuidesSchema,
    );
    expect(answer.slug).toBe('payments');
    expect(answer.guides).toHaveLength(1);
    const content = answer.guides[0]!.content!;
    for (const tag of ['<h2>', '<ol>', '<ul>', '<blockquote>', '<pre><code>', '<img '])
      expect(content).toContain(tag);
    const other = await get(
      '/api/apps/help-center/guide?categorySlug=your-account&guideSlug=order-a-cheque-book',
    );
    expect((other as typeof answer).guides[0]!.content).toBe(content);
    expect(await get('/api/apps/help-center/guide?categorySlug=payments&guideSlug=nope')).toBeNull();
  });

  it('acknowledges a support message with a ticket number of its own, and refuses one without its fields', async () => {
    const message = {
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      subject: 'payments',
      message: 'My bill payment shows twice in the history.',
    };
    const first = await call('POST', '/api/apps/help-center/support', {
      body: message,
      schema: SupportTicketSchema,
    });
    const second = await call('POST', '/api/apps/help-center/support', {
      body: message,
      schema: SupportTicketSchema,
    });
    expect([first.reference, second.reference]).toEqual(['HC-1001', 'HC-1002']);
    expect(first.subject).toBe('payments');

    const refused = call('POST', '/api/apps/help-center/support', { body: { ...message, email: 'rahim' } });
    await expect(refused).rejects.toBeInstanceOf(DemoApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: expect.stringContaining('email') });
  });
});
