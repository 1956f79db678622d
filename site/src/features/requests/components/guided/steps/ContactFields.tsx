import styled from 'styled-components';
import { PASSWORD_HINT } from '../../../../auth/validation';
import { Alert, Field, FormGrid, Input, PasswordInput } from '../../../../../ui';
import type { DraftContact } from '../draft';
import { fieldId } from '../stepProps';

const StyledSwitch = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary500};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export type ContactMode = 'register' | 'login';

type ContactFieldsProps = {
  mode: ContactMode;
  onMode: (mode: ContactMode) => void;
  contact: DraftContact;
  onContact: (patch: Partial<DraftContact>) => void;
  password: string;
  onPassword: (password: string) => void;
  errors: Record<string, string>;
};

/**
 * A visitor's account, created as they publish: name, email, password and an optional phone.
 * When the email already has an account the same box asks for its password instead.
 */
export function ContactFields({ mode, onMode, contact, onContact, password, onPassword, errors }: ContactFieldsProps) {
  if (mode === 'login') {
    return (
      <StyledStack>
        <Alert tone="info" title="Ya tienes una cuenta con este email">
          Inicia sesión para publicar la solicitud con ella. Tus respuestas se mantienen.
        </Alert>
        <FormGrid columns={2}>
          <Field label="Email" required error={errors.email} id={fieldId('email')}>
            <Input type="email" autoComplete="email" value={contact.email} onChange={(e) => onContact({ email: e.target.value })} />
          </Field>
          <Field label="Contraseña" required error={errors.password} id={fieldId('password')}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(e) => onPassword(e.target.value)} />
          </Field>
        </FormGrid>
        <StyledSwitch type="button" onClick={() => onMode('register')}>
          No es mi cuenta: usar otro email
        </StyledSwitch>
      </StyledStack>
    );
  }
  return (
    <StyledStack>
      <FormGrid columns={2}>
        <Field label="Nombre completo" required error={errors.fullName} id={fieldId('fullName')}>
          <Input autoComplete="name" value={contact.fullName} onChange={(e) => onContact({ fullName: e.target.value })} />
        </Field>
        <Field label="Email" required error={errors.email} id={fieldId('email')}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="tu@email.com"
            value={contact.email}
            onChange={(e) => onContact({ email: e.target.value })}
          />
        </Field>
        <Field label="Contraseña" required error={errors.password} hint={PASSWORD_HINT} id={fieldId('password')}>
          <PasswordInput autoComplete="new-password" value={password} onChange={(e) => onPassword(e.target.value)} />
        </Field>
        <Field label="Teléfono (opcional)" error={errors.phone} id={fieldId('phone')} hint="Solo lo verá la empresa que elijas.">
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="600 123 456"
            value={contact.phone}
            onChange={(e) => onContact({ phone: e.target.value })}
          />
        </Field>
      </FormGrid>
      <StyledSwitch type="button" onClick={() => onMode('login')}>
        ¿Ya tienes cuenta? Inicia sesión
      </StyledSwitch>
    </StyledStack>
  );
}
