import styled from 'styled-components';
import { DownloadIcon } from '../features/sitemap/components/DownloadIcon';
import { SitemapCounts } from '../features/sitemap/components/SitemapCounts';
import { SitemapLinkGroups } from '../features/sitemap/components/SitemapLinkGroups';
import { SitemapXmlView } from '../features/sitemap/components/SitemapXmlView';
import { SITEMAP_KINDS } from '../features/sitemap/sitemap';
import { useSitemap } from '../features/sitemap/useSitemap';
import { paths } from '../paths';
import { Button, Container, ErrorState, LoadingState, PageHeader, usePageMeta } from '../ui';

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[12]};
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

const downloadButton = (
  <Button href={paths.sitemapXml} download="sitemap.xml" variant="accent" iconLeft={<DownloadIcon size={18} />}>
    Descargar sitemap.xml
  </Button>
);

/** /sitemap: the generated sitemap.xml, its counts by kind, its links and a download button (spec 2). */
export default function SitemapPage() {
  usePageMeta({
    title: 'Mapa del sitio',
    description: 'Todas las páginas públicas de Rutalia: servicios, ubicaciones, empresas y artículos, con el sitemap.xml para descargar.',
  });
  const sitemap = useSitemap();

  return (
    <StyledPage>
      <Container>
        <PageHeader
          eyebrow="Mapa del sitio"
          title="Todas las páginas de Rutalia"
          subtitle="El sitemap.xml que leen los buscadores, generado a partir de los servicios, las ubicaciones, las empresas activas y los artículos publicados."
          actions={downloadButton}
        />
        {sitemap.isPending ? (
          <LoadingState label="Cargando el mapa del sitio..." />
        ) : sitemap.isError ? (
          <ErrorState title="No se pudo cargar el mapa del sitio" onRetry={() => void sitemap.refetch()} retrying={sitemap.isFetching} />
        ) : (
          <StyledBody>
            <SitemapCounts counts={sitemap.data.counts} total={sitemap.data.total} labels={SITEMAP_KINDS} />
            <SitemapLinkGroups links={sitemap.data.links} kinds={SITEMAP_KINDS} />
            <SitemapXmlView xml={sitemap.data.xml} />
          </StyledBody>
        )}
      </Container>
    </StyledPage>
  );
}
