/** Block-level tags (and `<br>`) whose edges separate words in plain text. */
const BLOCK_TAG = /<(\/?(?:p|li|ul|ol|h[1-6]|div|blockquote|tr|td|th)|br)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Plain text of a (server-sanitized) HTML fragment, for excerpts and meta
 * descriptions: block elements become spaces and whitespace collapses.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(BLOCK_TAG, ' $&');
  const text =
    typeof DOMParser !== 'undefined'
      ? (new DOMParser().parseFromString(`<body>${spaced}</body>`, 'text/html').body.textContent ?? '')
      : spaced.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the text, cut at a word boundary, with '…'. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** `excerpt` of the plain text of sanitized HTML. */
export function htmlExcerpt(html: string | null | undefined, max: number): string {
  return excerpt(htmlToPlainText(html), max);
}

/** '1 propuesta' / 'N propuestas'; `none` (e.g. 'Sin propuestas') instead of '0 propuestas' when given. */
export function proposalCountLabel(count: number, none?: string): string {
  if (none !== undefined && count <= 0) return none;
  return count === 1 ? '1 propuesta' : `${count} propuestas`;
}

/** '1 día' / 'N días'. */
export function daysLabel(days: number): string {
  return days === 1 ? '1 día' : `${days} días`;
}
