import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RichTextInput } from 'ra-input-rich-text';
import { BooleanInput, maxLength, required, SaveButton, SimpleForm, TextArrayInput, TextInput, Toolbar, type Validator } from 'react-admin';

import { BlogEditorToolbar, SpanishEditorLabels } from './BlogEditorToolbar';
import { useBlogPostSave } from './blogPostSave';
import { DeletePostButton } from './DeletePostButton';

/** Recommended length of a meta description (what search engines show). */
export const META_LENGTH = 160;

const TITLE_REQUIRED = 'El título es obligatorio.';
const CONTENT_REQUIRED = 'El contenido es obligatorio.';
const IMAGE_INVALID = 'La imagen debe ser una URL (http o https) o una ruta de /uploads/.';

/** The editor's HTML holds no text ('<p></p>' when emptied). */
const contentRequired: Validator = Object.assign(
  (value: unknown) =>
    typeof value === 'string' &&
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
      ? undefined
      : CONTENT_REQUIRED,
  { isRequired: true }, // shows the asterisk, like required()
);

const isImageAddress = (value: string) => {
  if (value.startsWith('/uploads/')) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const imageAddress: Validator = (value) => (!value || isImageAddress(String(value).trim()) ? undefined : IMAGE_INVALID);

/** Chips from the input, with "a, b" typed at once split into two (spec 5: comma-separated tags). */
const splitTags = (value: unknown): string[] => {
  const seen = new Set<string>();
  return (Array.isArray(value) ? value : [])
    .flatMap((tag) => String(tag).split(','))
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && !!seen.add(tag.toLowerCase()));
};

/** The cover as it will look, once the address is a valid one. */
const CoverPreview = () => {
  const url = (useWatch({ name: 'featuredImage' }) as string | null | undefined)?.trim() ?? '';
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || !isImageAddress(url)) return null;
  if (failed === url) {
    return (
      <Typography variant="body2" color="error" sx={{ mb: 2 }} role="status">
        No se pudo cargar la imagen de esa dirección.
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt="Vista previa de la portada"
      onError={() => setFailed(url)}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 480,
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        mb: 2,
      }}
    />
  );
};

const MetaCounter = () => {
  const length = ((useWatch({ name: 'metaDescription' }) as string | null | undefined) ?? '').length;
  return (
    <span aria-live="polite">
      {length}/{META_LENGTH} caracteres
    </span>
  );
};

const FormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
    <SaveButton label={mode === 'create' ? 'Crear post' : 'Guardar cambios'} />
    {mode === 'edit' ? <DeletePostButton /> : null}
  </Toolbar>
);

/** Create and edit share the form; the server checks every rule again. */
export const BlogPostForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const save = useBlogPostSave(mode);
  return (
    <SimpleForm
      onSubmit={save}
      toolbar={<FormToolbar mode={mode} />}
      sx={{ maxWidth: 880 }}
      defaultValues={mode === 'create' ? { published: false, tags: [] } : undefined}
    >
      <TextInput
        source="title"
        validate={[required(TITLE_REQUIRED), maxLength(200, 'El título no puede superar 200 caracteres.')]}
        fullWidth
      />
      <SpanishEditorLabels>
        <RichTextInput
          source="content"
          validate={contentRequired}
          toolbar={<BlogEditorToolbar />}
          fullWidth
          sx={{ '& .ProseMirror': { minHeight: 240 } }}
        />
      </SpanishEditorLabels>
      <TextInput
        source="excerpt"
        multiline
        minRows={2}
        fullWidth
        validate={maxLength(500, 'El extracto no puede superar 500 caracteres.')}
        helperText="Si lo dejas vacío, se usa el comienzo del contenido."
      />
      <TextInput source="featuredImage" fullWidth validate={imageAddress} helperText="URL https://… o ruta /uploads/…" />
      <CoverPreview />
      <TextArrayInput source="tags" fullWidth parse={splitTags} helperText="Escribe una etiqueta y pulsa Intro (o sepáralas con comas)." />
      <TextInput
        source="metaDescription"
        multiline
        fullWidth
        validate={maxLength(META_LENGTH, `La meta descripción no puede superar ${META_LENGTH} caracteres.`)}
        helperText={<MetaCounter />}
      />
      <BooleanInput source="published" helperText="Los posts publicados aparecen en /blog." />
    </SimpleForm>
  );
};
