import { useParams } from 'react-router-dom';
import { useSession } from '../features/auth/useSession';
import { ProposalDetail, proposalPageTitle, useProposal, type ProposalViewer } from '../features/proposals/components/ProposalDetail';
import { Container, LoadingState, PageSection, usePageMeta } from '../ui';

/**
 * /proposals/{proposalId} (signed-in users): the request's client sees the
 * proposal it received; the proposing company and admins may open it too (the
 * API answers 404 to anyone else).
 */
export default function ProposalDetailPage() {
  const { proposalId = '' } = useParams();
  const { user } = useSession();
  const query = useProposal(proposalId);
  usePageMeta({ title: proposalPageTitle(query.data), description: 'Detalle de una propuesta recibida en Rutalia.', noIndex: true });

  const viewer: ProposalViewer | null = !user ? null : user.isCompany ? 'company' : user.isAdmin ? 'admin' : 'client';

  return (
    <PageSection>
      <Container>{viewer ? <ProposalDetail proposalId={proposalId} viewer={viewer} /> : <LoadingState fullHeight />}</Container>
    </PageSection>
  );
}
