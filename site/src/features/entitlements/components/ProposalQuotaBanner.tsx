import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Alert } from '../../../ui';
import { proposalQuotaText, resetDay, upgradeLabel } from '../quotaText';
import { useEntitlements } from '../useEntitlements';

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Whether the company has used this month's proposals of its plan (the form then stays closed). */
export function useProposalQuota() {
  const { data } = useEntitlements();
  const proposals = data?.hasAccess ? data.proposals : undefined;
  return { proposals, atLimit: proposals !== undefined && proposals.limit !== null && proposals.used >= proposals.limit };
}

/**
 * Above the proposal form, before the company writes (issue 19): «7 de 10 propuestas usadas este
 * mes»; at the limit, why it cannot send and the way to the plan change, instead of a form
 * written in vain. Nothing for unlimited plans, nor without access (the form explains that one).
 */
export function ProposalQuotaBanner() {
  const { data } = useEntitlements();
  const { proposals, atLimit } = useProposalQuota();
  const text = proposals ? proposalQuotaText(proposals) : null;
  if (!proposals || !text) return null;
  const plan = data?.plan?.displayName ?? '';
  const reset = resetDay(proposals.resetsAt);
  if (!atLimit) {
    return (
      <Alert tone="info" title={text} id="proposal-quota">
        <StyledMeta>
          Plan {plan}. El contador vuelve a 0 el {reset}.
        </StyledMeta>
      </Alert>
    );
  }
  return (
    <Alert tone="warning" role="alert" title={`${text}: has llegado al límite de tu plan`} id="proposal-quota">
      <p>
        Tu plan {plan} incluye {proposals.limit} propuestas al mes y ya las has enviado.{' '}
        {proposals.upgradeTo
          ? `Cambia a ${upgradeLabel(proposals.upgradeTo, 'al mes')} para seguir enviando hoy, o espera al ${reset}.`
          : `Podrás enviar más a partir del ${reset}.`}
      </p>
      {proposals.upgradeTo ? (
        <p>
          <Link to={paths.companyBilling}>Cambiar de plan</Link>
        </p>
      ) : null}
    </Alert>
  );
}
