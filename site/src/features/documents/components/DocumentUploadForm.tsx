import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { Alert, Button, Field, Input, toast } from '../../../ui';
import { madridDay } from '../../proposals/proposalTerms';
import type { DocumentKind } from '../documents.api';
import { ACCEPTED_TYPES, KIND_TEXTS, uploadProblems } from '../documentTexts';
import { useDocumentMutations } from '../useDocuments';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 12rem);
    align-items: start;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
`;

export type DocumentUploadFormProps = {
  kind: DocumentKind;
  maxBytes: number;
  /** «Subir» the first time, «Enviar versión nueva» to replace one. */
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
};

type Errors = { file?: string; expiresOn?: string; form?: string };

/** One file and, when the kind has one, its expiry date; checked here and again by the server. */
export function DocumentUploadForm({ kind, maxBytes, submitLabel, onDone, onCancel }: DocumentUploadFormProps) {
  const id = useId();
  const { upload } = useDocumentMutations();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const rule = KIND_TEXTS[kind].expiry;
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = uploadProblems({ kind, expiresOn, file }, madridDay(0), maxBytes);
    setErrors(problems);
    if (problems.file || problems.expiresOn || !file) return;
    upload.mutate(
      { kind, expiresOn: rule === 'none' ? '' : expiresOn, file },
      {
        onSuccess: () => {
          toast.success('Documento enviado: lo revisaremos en 24-48 horas.');
          setFile(null);
          setExpiresOn('');
          if (fileInput.current) fileInput.current.value = '';
          onDone?.();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors() : {};
          if (fields.expiresOn || fields.kind) setErrors({ expiresOn: fields.expiresOn, form: fields.kind });
          else if (isApiError(error) && ['FILE_TOO_LARGE', 'INVALID_DOCUMENT_FILE', 'NO_FILE'].includes(error.code)) {
            setErrors({ file: error.message });
          } else setErrors({ form: getErrorMessage(error, 'No se pudo subir el documento. Inténtalo de nuevo.') });
        },
      },
    );
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={`Subir ${KIND_TEXTS[kind].title}`}>
      <Field label="Archivo" hint={`PDF, JPEG, PNG o WebP de hasta ${maxMb} MB.`} error={errors.file} required id={`${id}-file`}>
        <Input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_TYPES}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
        />
      </Field>
      {rule !== 'none' ? (
        <Field
          label="Válido hasta"
          hint={rule === 'required' ? 'El último día de cobertura del seguro.' : 'Si la autorización tiene fecha de caducidad.'}
          error={errors.expiresOn}
          required={rule === 'required'}
          id={`${id}-expires`}
        >
          <Input type="date" min={madridDay(1)} value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
        </Field>
      ) : null}
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <StyledActions>
        <Button type="submit" loading={upload.isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={upload.isPending}>
            Cancelar
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
