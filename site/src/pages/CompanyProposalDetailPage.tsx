import { useParams } from 'react-router-dom';
import { ProposalDetail, proposalPageTitle, useProposal } from '../features/proposals/components/ProposalDetail';
import { Container, PageSection, usePageMeta } from '../ui';

/** /company/proposal/{proposalId} (company accounts): the company's own proposal. */
export default function CompanyProposalDetailPage() {
  const { proposalId = '' } = useParams();
  const query = useProposal(proposalId);
  usePageMeta({ title: proposalPageTitle(query.data), description: 'Detalle de tu propuesta en Rutalia.', noIndex: true });

  return (
    <PageSection>
      <Container>
        <ProposalDetail proposalId={proposalId} viewer="company" />
      </Container>
    </PageSection>
  );
}
