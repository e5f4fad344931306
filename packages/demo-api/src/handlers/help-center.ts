import { newId } from '../lib/ids.ts';
import { routeWith, positiveInt } from '../lib/http.ts';
import { SupportRequestSchema } from '../schemas/help-center.ts';
import { createStore } from '../store.ts';
import type { faqCategories } from '../seed/help-center.ts';

const store = createStore('help-center', async () => {
  const { faqCategories, guideCategories, guideContent, seedFaqs, seedGuides } =
    await import('../seed/help-center.ts');
  return {
    faqCategories,
    guideCategories,
    guideContent,
    faqs: seedFaqs(),
    guides: seedGuides(),
    tickets: [] as { id: string; reference: string; subject: string; createdAt: string }[],
  };
});
const route = routeWith(store);
const base = '/api/apps/help-center';

type Category = (typeof faqCategories)[number];

const faqsOf = (category: Category) => ({
  ...category,
  faqs: store.data.faqs.filter((faq) => faq.categoryId === category.id),
});

const guidesOf = (category: Category) =>
  store.data.guides.filter((guide) => guide.categoryId === category.id);

export const helpCenterHandlers = [
  /** Without slug every category with its FAQs; with slug a one-element list (empty for an unknown slug). */
  route('get', `${base}/faqs`, ({ query }) => {
    const slug = query('slug');
    return store.data.faqCategories.filter((category) => !slug || category.slug === slug).map(faqsOf);
  }),

  /** With slug the category with all its guides; without, every category with its first `limit` guides. */
  route('get', `${base}/guides`, ({ query }) => {
    const slug = query('slug');
    if (slug) {
      const category = store.data.guideCategories.find((item) => item.slug === slug);
      return category ? { ...category, guides: guidesOf(category) } : null;
    }
    const limit = positiveInt(query('limit'), 5);
    return store.data.guideCategories.map((category) => {
      const guides = guidesOf(category);
      return {
        ...category,
        visibleGuides: limit,
        totalGuides: guides.length,
        guides: guides.slice(0, limit),
      };
    });
  }),

  /** The category with a guides list holding the one guide, its content filled in. */
  route('get', `${base}/guide`, ({ query }) => {
    const category = store.data.guideCategories.find((item) => item.slug === query('categorySlug'));
    const guide = category && guidesOf(category).find((item) => item.slug === query('guideSlug'));
    return guide ? { ...category, guides: [{ ...guide, content: store.data.guideContent }] } : null;
  }),

  /** A message to the support team: checked, kept, and acknowledged with a ticket number (HC-1001, HC-1002, ...). */
  route('post', `${base}/support`, async ({ body }) => {
    const { subject } = await body(SupportRequestSchema);
    const ticket = {
      id: newId(),
      reference: `HC-${1001 + store.data.tickets.length}`,
      subject,
      createdAt: new Date().toISOString(),
    };
    store.data.tickets.push(ticket);
    return ticket;
  }),
];
