import type { Faq, HelpCategoryId } from './faqs';

/** Lower case without accents or extra spaces: 'Facturación ' and 'facturacion' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The FAQs of the chosen category (all when null) whose question or answer
 * contains every word typed, in any order, ignoring accents and case.
 */
export function filterFaqs(faqs: readonly Faq[], query: string, category: HelpCategoryId | null): Faq[] {
  const words = foldText(query).split(' ').filter(Boolean);
  return faqs.filter((faq) => {
    if (category && faq.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = foldText(`${faq.question} ${faq.answer.join(' ')}`);
    return words.every((word) => haystack.includes(word));
  });
}
