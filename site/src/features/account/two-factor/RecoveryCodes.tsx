import styled from 'styled-components';
import { Alert, Button, toast } from '../../../ui';

const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-family: monospace;
`;

/** The ten recovery codes, shown once (after enrolling, or when new ones are generated). */
export function RecoveryCodes({ codes, title, onDone }: { codes: string[]; title: string; onDone: () => void }) {
  return (
    <StyledStep>
      <Alert tone="success" title={title}>
        Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una vez si pierdes el móvil. No los volveremos a mostrar.
      </Alert>
      <StyledCodes aria-label="Códigos de recuperación">
        {codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </StyledCodes>
      <div>
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast.success('Códigos copiados.'))}
        >
          Copiar códigos
        </Button>{' '}
        <Button onClick={onDone}>He guardado los códigos</Button>
      </div>
    </StyledStep>
  );
}
