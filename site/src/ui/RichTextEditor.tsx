import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Textarea } from './Field';
import { applyFormat } from './richText';

const StyledToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};

  button {
    min-width: 36px;
    height: 32px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary50};
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export type RichTextEditorProps = {
  /** `register(name, rules)` of the surrounding form. */
  registration: UseFormRegisterReturn;
  /** Sets the field's value after a toolbar action (`setValue(name, next, { shouldDirty: true })`). */
  onFormat: (next: string) => void;
  /** Accessible name of the toolbar, e.g. 'Formato de la descripción'. */
  toolbarLabel: string;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
};

/**
 * Rich-text editor: a 'Negrita' / 'Lista' toolbar over a textarea holding plain
 * text with light formatting (paragraphs, '- ' lists, **bold**), converted with
 * `textToHtml` (ui/richText) before saving; the server sanitizes it again. Put
 * it inside a `Field` so the textarea gets the label, hint and error wiring.
 */
export function RichTextEditor({ registration, onFormat, toolbarLabel, rows = 8, placeholder, disabled }: RichTextEditorProps) {
  const ref = useRef<HTMLTextAreaElement | null>(null);

  const format = (kind: 'bold' | 'list') => {
    const el = ref.current;
    if (!el) return;
    const { next, selection } = applyFormat(el.value, el.selectionStart, el.selectionEnd, kind);
    onFormat(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(selection[0], selection[1]);
    });
  };

  return (
    <>
      <StyledToolbar role="toolbar" aria-label={toolbarLabel}>
        <button type="button" onClick={() => format('bold')} aria-label="Negrita" title="Negrita" disabled={disabled}>
          <strong>B</strong>
        </button>
        <button type="button" onClick={() => format('list')} aria-label="Lista" title="Lista" disabled={disabled}>
          • Lista
        </button>
      </StyledToolbar>
      <Textarea
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        {...registration}
        ref={(el) => {
          registration.ref(el);
          ref.current = el;
        }}
      />
    </>
  );
}
