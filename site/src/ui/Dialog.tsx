import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './icons';

const StyledDialog = styled.dialog<{ $width: string }>`
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  margin: auto;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledClose = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[5]};
`;

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Visually hide the header (the title still names the dialog). */
  children?: ReactNode;
  width?: string;
  /** Extra key handling (e.g. arrows in a gallery). */
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
};

/**
 * Modal dialog on the native `<dialog>` element: focus is trapped and restored
 * by the browser, Escape and the backdrop close it, the title names it.
 */
export function Dialog({ open, onClose, title, children, width = '520px', onKeyDown, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      $width={width}
      className={className}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <StyledHeader>
            <StyledTitle id={titleId}>{title}</StyledTitle>
            <StyledClose type="button" onClick={onClose} aria-label="Cerrar">
              <CloseIcon size={22} />
            </StyledClose>
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
        </>
      ) : null}
    </StyledDialog>
  );
}
