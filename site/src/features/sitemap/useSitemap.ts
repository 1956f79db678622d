import { useQuery } from '@tanstack/react-query';
import { getSitemapXml } from './sitemap.api';
import { parseSitemap, type ParsedSitemap } from './sitemap';

export type SitemapData = ParsedSitemap & { xml: string };

/** The sitemap as text and parsed (browsers may cache the file for an hour; the page keeps it 5 minutes). */
export function useSitemap() {
  return useQuery({
    queryKey: ['sitemap-xml'],
    queryFn: async ({ signal }): Promise<SitemapData> => {
      const xml = await getSitemapXml(signal);
      return { xml, ...parseSitemap(xml) };
    },
    staleTime: 5 * 60_000,
  });
}
