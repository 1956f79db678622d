import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { ClearButtons, LinkButtons, ListButtons, useEditorSelection, useTiptapEditor } from 'ra-input-rich-text';
import { I18nContext, useI18nProvider, type I18nProvider } from 'react-admin';

/** Spanish labels of the editor's buttons (ra-input-rich-text reads `ra.tiptap.*`). */
const TIPTAP_ES: Record<string, string> = {
  'ra.tiptap.bold': 'Negrita',
  'ra.tiptap.italic': 'Cursiva',
  'ra.tiptap.underline': 'Subrayado',
  'ra.tiptap.list_bulleted': 'Lista con viñetas',
  'ra.tiptap.list_numbered': 'Lista numerada',
  'ra.tiptap.link': 'Enlace',
  'ra.tiptap.clear_format': 'Quitar formato',
  'ra.tiptap.heading2': 'Título de sección',
  'ra.tiptap.heading3': 'Subtítulo',
};

/** Gives the editor's own buttons Spanish labels without touching the app's translations. */
export const SpanishEditorLabels = ({ children }: { children: ReactNode }) => {
  const parent = useI18nProvider();
  const value = useMemo<I18nProvider>(
    () => ({ ...parent, translate: (key, options) => TIPTAP_ES[key] ?? parent.translate(key, options) }),
    [parent],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

type Mark = 'bold' | 'italic' | 'underline';
const MARKS: { value: Mark; icon: ReactNode }[] = [
  { value: 'bold', icon: <FormatBold fontSize="inherit" /> },
  { value: 'italic', icon: <FormatItalic fontSize="inherit" /> },
  { value: 'underline', icon: <FormatUnderlined fontSize="inherit" /> },
];
const LEVELS = [2, 3] as const;

/**
 * Only what the server keeps (p, strong, em, u, h2, h3, lists, links): offering colours,
 * alignment or images would lose them silently on save.
 */
export const BlogEditorToolbar = () => {
  const editor = useTiptapEditor();
  useEditorSelection(); // re-render on selection changes so the pressed states follow the cursor
  const disabled = !editor?.isEditable;
  const marks = editor ? MARKS.filter(({ value }) => editor.isActive(value)).map(({ value }) => value) : [];
  const level = editor ? (LEVELS.find((l) => editor.isActive('heading', { level: l })) ?? null) : null;

  // Core commands (toggleMark/toggleNode): the typings of the extensions' own shortcuts are not
  // visible from here.
  const toggleMark = (mark: Mark) => editor?.chain().focus().toggleMark(mark).run();

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, '& .MuiToggleButton-root svg': { fontSize: 20 } }}>
      <ToggleButtonGroup value={marks} disabled={disabled} aria-label="Formato del texto">
        {MARKS.map(({ value, icon }) => (
          <ToggleButton
            key={value}
            value={value}
            aria-label={TIPTAP_ES[`ra.tiptap.${value}`]}
            title={TIPTAP_ES[`ra.tiptap.${value}`]}
            onClick={() => toggleMark(value)}
          >
            {icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup exclusive value={level} disabled={disabled} aria-label="Títulos">
        {LEVELS.map((l) => (
          <ToggleButton
            key={l}
            value={l}
            aria-label={TIPTAP_ES[`ra.tiptap.heading${l}`]}
            title={TIPTAP_ES[`ra.tiptap.heading${l}`]}
            onClick={() => editor?.chain().focus().toggleNode('heading', 'paragraph', { level: l }).run()}
            sx={{ fontWeight: 700, px: 1.5, lineHeight: 1 }}
          >
            {`H${l}`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ListButtons />
      <LinkButtons />
      <ClearButtons />
    </Box>
  );
};
