import styled from 'styled-components';
import { paths } from '../../../paths';
import { Button, CardGrid, EmptyState, ErrorState, LoadingState, SearchIcon } from '../../../ui';
import { useRequestMatches } from '../hooks/useRequests';
import { CompanyMatchCard } from './CompanyMatchCard';

const StyledGrid = styled(CardGrid)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Up to 4 companies recommended for the request (spec §9 'Company matching'). */
export function RecommendedCompanies({ requestId }: { requestId: string }) {
  const matches = useRequestMatches(requestId);

  if (matches.isPending) return <LoadingState label="Buscando empresas compatibles..." />;
  if (matches.isError) {
    return (
      <ErrorState
        title="Error al buscar empresas compatibles"
        error={matches.error}
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
        headingAs="h3"
      />
    );
  }
  if (matches.data.items.length === 0) {
    return (
      <EmptyState
        headingAs="h3"
        icon={<SearchIcon size={26} />}
        title="Aún no tenemos empresas que encajen"
        description="No te preocupes: tu solicitud ya está publicada y las empresas de transporte la verán y te enviarán sus propuestas. También puedes buscar tú mismo en el directorio."
        action={
          <Button to={paths.companies} variant="outline">
            Ver empresas
          </Button>
        }
      />
    );
  }
  return (
    <StyledGrid aria-label="Empresas recomendadas">
      {matches.data.items.map((match) => (
        <li key={match.company.id}>
          <CompanyMatchCard match={match} requestId={requestId} />
        </li>
      ))}
    </StyledGrid>
  );
}
