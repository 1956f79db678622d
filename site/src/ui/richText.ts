/**
 * Rich text (company profile description, request description, proposal
 * message) is edited as plain text with simple formatting and stored as HTML
 * (sanitized again on the server): blank lines separate paragraphs, lines
 * starting with '- ' become a bulleted list, '**text**' is bold.
 */

/** Hint under an editor: the formatting `textToHtml` understands. */
export const RICH_TEXT_HINT =
  'Separa los párrafos con una línea en blanco; empieza una línea con «- » para hacer una lista y usa **texto** para la negrita.';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

export function textToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim());
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) html.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
      if (items.length) html.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
      if (bullet) {
        if (paragraph.length) flush();
        items.push(bullet[1] ?? '');
      } else {
        if (items.length) flush();
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return html.join('');
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out: string[] = [];
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof HTMLElement)) return '';
    const inner = Array.from(node.childNodes).map(walk).join('');
    switch (node.tagName) {
      case 'BR':
        return '\n';
      case 'STRONG':
      case 'B':
        return `**${inner}**`;
      default:
        return inner;
    }
  };
  for (const node of Array.from(doc.body.childNodes)) {
    if (node instanceof HTMLElement && (node.tagName === 'UL' || node.tagName === 'OL')) {
      out.push(
        Array.from(node.children)
          .map((li) => `- ${walk(li).trim()}`)
          .join('\n'),
      );
    } else {
      const text = walk(node).trim();
      if (text) out.push(text);
    }
  }
  return out.join('\n\n');
}

/**
 * A toolbar action on a textarea's value: '**bold**' around the selection, or
 * '- ' in front of the selected lines. Answers the new value and the range to
 * select afterwards.
 */
export function applyFormat(
  value: string,
  start: number,
  end: number,
  kind: 'bold' | 'list',
): { next: string; selection: [number, number] } {
  if (kind === 'bold') {
    const selected = value.slice(start, end) || 'texto';
    return { next: `${value.slice(0, start)}**${selected}**${value.slice(end)}`, selection: [start + 2, start + 2 + selected.length] };
  }
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const listed = value
    .slice(lineStart, end)
    .split('\n')
    .map((line) => (/^\s*[-*•]\s/.test(line) ? line : `- ${line}`))
    .join('\n');
  return { next: `${value.slice(0, lineStart)}${listed}${value.slice(end)}`, selection: [lineStart, lineStart + listed.length] };
}
