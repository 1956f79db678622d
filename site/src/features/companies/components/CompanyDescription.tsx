import { RichTextContent } from '../../../ui';
import { CompanySection } from './CompanySection';

/** 'Sobre la empresa' section: the company's rich-text description, or a placeholder text. */
export function CompanyDescription({ description }: { description: string | null }) {
  return (
    <CompanySection titleId="company-about" title="Sobre la empresa">
      {description ? (
        // Sanitized on the server (allow-list of tags and attributes) when it is written.
        <RichTextContent html={description} />
      ) : (
        <p>Esta empresa todavía no ha añadido una descripción.</p>
      )}
    </CompanySection>
  );
}
