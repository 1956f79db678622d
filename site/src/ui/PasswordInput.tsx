import { useState } from 'react';
import styled from 'styled-components';
import { Input, type InputProps } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

const StyledWrapper = styled.div`
  position: relative;

  input {
    padding-right: 52px;
  }
`;

const StyledToggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: translateY(-50%);

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary50};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

/**
 * Password input with a 'Mostrar contraseña' toggle. Use inside a `Field`
 * (it picks up the id, description and invalid state like `Input`).
 */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <StyledWrapper>
      <Input {...props} type={visible ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} />
      <StyledToggle
        type="button"
        aria-pressed={visible}
        aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        title={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
      </StyledToggle>
    </StyledWrapper>
  );
}
