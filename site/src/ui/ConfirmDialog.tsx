import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column-reverse;

    > * {
      width: 100%;
    }
  }
`;

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** The button that closes without doing anything; 'Cancelar' unless told. */
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button spins, the dialog cannot be closed. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question on the shared (native, keyboard-usable) Dialog: Escape closes, focus returns. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancelar',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? () => undefined : onClose} title={title}>
      <StyledBody>{children}</StyledBody>
      <StyledActions>
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </StyledActions>
    </Dialog>
  );
}
