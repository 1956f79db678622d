/**
 * Escaping and blank checks for user text. Rich text itself is sanitized with `sanitize-html`
 * in `rich-text.ts` (the one sanitizer for descriptions, proposal messages and posts).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Whether sanitized rich text shows nothing (an empty editor: `<p></p>`, `<p><br></p>`...). */
export function richTextIsBlank(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&amp;nbsp;|&#160;|\u00a0/g, ' ')
      .trim() === ''
  );
}
