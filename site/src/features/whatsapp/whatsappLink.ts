import type { SiteConfig } from '../../app/siteConfig';

/**
 * The wa.me chat link with the support number and the prefilled greeting (spec §1 'Other
 * features'). wa.me wants the number in international format with digits only.
 */
export function whatsappLink({ whatsappNumber, whatsappGreeting }: SiteConfig): string {
  const digits = whatsappNumber.replace(/\D/g, '');
  const greeting = whatsappGreeting.trim();
  return `https://wa.me/${digits}${greeting ? `?text=${encodeURIComponent(greeting)}` : ''}`;
}
