import styled from 'styled-components';
import { Button, Card } from '../../../../ui';
import type { RequestDraft } from './draft';
import { categoryOf } from './rules';

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column;
  }
`;

type RestorePromptProps = { draft: RequestDraft; onResume: () => void; onDiscard: () => void };

/** A saved draft was found: continue it or start again. */
export function RestorePrompt({ draft, onResume, onDiscard }: RestorePromptProps) {
  const what = draft.title || categoryOf(draft.category)?.name;
  return (
    <StyledCard padding="lg" role="region" aria-labelledby="restore-title">
      <StyledTitle id="restore-title">Tienes una solicitud a medias</StyledTitle>
      <StyledText>
        {what ? <>«{what}». </> : null}
        Guardamos tus respuestas en este navegador para que no tengas que empezar de cero.
        {draft.photoCount > 0 ? ' Las fotos no se guardan: tendrás que añadirlas de nuevo.' : ''}
      </StyledText>
      <StyledButtons>
        <Button type="button" size="lg" onClick={onResume}>
          Continuar donde lo dejaste
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onDiscard}>
          Empezar de nuevo
        </Button>
      </StyledButtons>
    </StyledCard>
  );
}
