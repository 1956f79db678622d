import { useEffect } from 'react';

export const SITE_NAME = 'Rutalia';
export const DEFAULT_TITLE = 'Rutalia · Transporte, mudanzas y logística en España';
export const DEFAULT_DESCRIPTION =
  'Encuentra empresas de transporte, mudanzas y logística verificadas en toda España y recibe presupuestos gratis.';

export type PageMeta = {
  /** Page title without the brand; rendered as '{title} · Rutalia'. Omit for the default title. */
  title?: string;
  /** Meta description; omit for the site default. */
  description?: string;
  /** Ask search engines not to index this view (404, private areas). */
  noIndex?: boolean;
};

function setMeta(name: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function formatTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : DEFAULT_TITLE;
}

/**
 * Keeps `document.title` and the description meta in sync with the current
 * page during client-side navigation (the server fills them in on first load).
 * On unmount the defaults come back, so a page without meta never shows the
 * previous page's title.
 */
export function usePageMeta({ title, description, noIndex = false }: PageMeta): void {
  useEffect(() => {
    document.title = formatTitle(title);
    setMeta('description', description ?? DEFAULT_DESCRIPTION);
    if (noIndex) setMeta('robots', 'noindex');
    return () => {
      document.title = DEFAULT_TITLE;
      setMeta('description', DEFAULT_DESCRIPTION);
      if (noIndex) setMeta('robots', null);
    };
  }, [title, description, noIndex]);
}
