/**
 * The backoffice menu: resources grouped by what admins do with them. Names are the resource
 * names of `resources/index.ts`; a resource that is not registered (no list yet, or not for
 * this role) is skipped, and a group left empty is not shown.
 */
export interface MenuGroup {
  /** `rutalia.menu.<key>` is its heading. */
  key: 'moderation' | 'marketplace' | 'content' | 'billing' | 'system';
  resources: string[];
  /** Custom pages listed after the resources. */
  pages?: Array<'tools' | 'funnel'>;
}

export const MENU_GROUPS: MenuGroup[] = [
  { key: 'moderation', resources: ['companies', 'documents', 'users', 'reports', 'reviews'] },
  { key: 'marketplace', resources: ['requests', 'proposals'], pages: ['funnel'] },
  { key: 'content', resources: ['blog-posts', 'contact-messages', 'newsletter-subscribers'] },
  { key: 'billing', resources: ['plans', 'subscriptions', 'invoices'] },
  { key: 'system', resources: ['audit-logs', 'mail-log'], pages: ['tools'] },
];

/** Custom routes only super admins reach (a plain admin typing them sees 'Acceso Denegado'). */
export const SUPER_ADMIN_PAGES = ['tools', 'funnel'] as const;
