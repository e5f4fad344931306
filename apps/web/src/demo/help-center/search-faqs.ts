import type { Faq } from '@taka/demo-api/schemas/help-center';

/** The FAQs of every category whose question or answer holds every word of `query`, in any case, once each. */
export function matchingFaqs(categories: { faqs: Faq[] }[], query: string): Faq[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  return categories
    .flatMap((category) => category.faqs)
    .filter((faq) => {
      if (seen.has(faq.id)) return false;
      seen.add(faq.id);
      const text = `${faq.question}\n${faq.answer}`.toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
}
