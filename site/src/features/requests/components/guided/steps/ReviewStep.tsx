import styled from 'styled-components';
import type { SessionUser } from '../../../../auth/session';
import { Alert } from '../../../../../ui';
import type { DraftContact, RequestDraft, StepId } from '../draft';
import type { DraftPhoto } from '../photos';
import type { StepErrors } from '../rules';
import { ContactFields, type ContactMode } from './ContactFields';
import { RequestSummary } from './RequestSummary';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ReviewStepProps = {
  draft: RequestDraft;
  photos: readonly DraftPhoto[];
  user: SessionUser | null;
  onEdit: (step: StepId) => void;
  mode: ContactMode;
  onMode: (mode: ContactMode) => void;
  onContact: (patch: Partial<DraftContact>) => void;
  password: string;
  onPassword: (password: string) => void;
  errors: StepErrors;
};

/** Last step: the summary, then who publishes (the signed-in user, or a visitor's new account). */
export function ReviewStep({ draft, photos, user, onEdit, mode, onMode, onContact, password, onPassword, errors }: ReviewStepProps) {
  return (
    <StyledStack>
      <RequestSummary draft={draft} photos={photos} onEdit={onEdit} />
      <section aria-labelledby="guided-contact-title">
        <StyledTitle id="guided-contact-title">{user ? 'Quién publica' : 'Tus datos'}</StyledTitle>
        {user ? (
          <Alert tone="info">
            Publicas como <strong>{user.fullName}</strong> ({user.email}).
          </Alert>
        ) : (
          <>
            <StyledText>
              {mode === 'register'
                ? 'Creamos tu cuenta gratis al publicar: con ella verás las propuestas y hablarás con las empresas. Tu email nunca se comparte.'
                : 'Inicia sesión y publicamos la solicitud con tu cuenta.'}
            </StyledText>
            <ContactFields
              mode={mode}
              onMode={onMode}
              contact={draft.contact}
              onContact={onContact}
              password={password}
              onPassword={onPassword}
              errors={errors}
            />
          </>
        )}
      </section>
    </StyledStack>
  );
}
