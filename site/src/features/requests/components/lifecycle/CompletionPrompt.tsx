import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../../paths';
import { AlertCircleIcon } from '../../../../ui';
import type { JobRequest } from '../../requests.api';
import { HiredJobActions } from './HiredJobActions';
import { HireSummary } from './HireSummary';

const StyledPrompt = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;

  svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const StyledIntro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledRequestTitle = styled.h3`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;

  a {
    color: inherit;
  }
`;

/**
 * The dashboard's «¿Se hizo el trabajo?»: hired requests whose service date has passed
 * (`completionDue`), each with «Marcar como completado» and «La empresa no se presentó».
 */
export function CompletionPrompt({ requests }: { requests: readonly JobRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <StyledPrompt aria-labelledby="completion-due-title">
      <StyledHead>
        <AlertCircleIcon size={22} aria-hidden />
        <div>
          <StyledTitle id="completion-due-title" tabIndex={-1}>
            ¿Se hizo el trabajo?
          </StyledTitle>
          <StyledIntro>
            {requests.length === 1
              ? 'Ya pasó la fecha del servicio que contrataste. Confírmalo para poder valorar a la empresa, o vuelve a abrir la solicitud si no se presentó.'
              : 'Ya pasó la fecha de estos servicios que contrataste. Confírmalos para poder valorar a las empresas, o vuelve a abrir la solicitud si alguna no se presentó.'}
          </StyledIntro>
        </div>
      </StyledHead>
      <StyledList>
        {requests.map((request) => (
          <StyledItem key={request.id}>
            <StyledRequestTitle>
              <Link to={paths.jobProposals(request.id)}>{request.title}</Link>
            </StyledRequestTitle>
            <HireSummary request={request} />
            <HiredJobActions request={request} focusTargetId="completion-due-title" />
          </StyledItem>
        ))}
      </StyledList>
    </StyledPrompt>
  );
}
