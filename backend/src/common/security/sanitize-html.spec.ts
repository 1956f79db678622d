import { sanitizeRichText } from './rich-text.js';
import { escapeHtml, richTextIsBlank } from './sanitize-html.js';

describe('richTextIsBlank', () => {
  it('tells an empty editor from content', () => {
    expect(richTextIsBlank(sanitizeRichText('<p></p><p><br></p><p>&nbsp;</p>'))).toBe(true);
    expect(richTextIsBlank(sanitizeRichText('<p>Hola</p>'))).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
