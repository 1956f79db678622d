import { describe, expect, it } from '@jest/globals';
import { textToHtml } from './richText';

describe('textToHtml (profile description with simple formatting)', () => {
  it('makes paragraphs, line breaks, lists and bold text', () => {
    expect(textToHtml('Hola **mundo**\nsegunda línea\n\n- uno\n- dos')).toBe(
      '<p>Hola <strong>mundo</strong><br>segunda línea</p><ul><li>uno</li><li>dos</li></ul>',
    );
  });

  it('escapes HTML typed by the user', () => {
    expect(textToHtml('<script>alert(1)</script> & "x"')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>');
  });

  it('answers an empty string for blank text', () => {
    expect(textToHtml('  \n\n ')).toBe('');
  });
});
