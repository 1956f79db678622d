import { describe, expect, it } from '@jest/globals';
import { applyFormat, textToHtml } from './richText';

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

describe('applyFormat (editor toolbar)', () => {
  it('wraps the selection in ** and selects the wrapped text', () => {
    expect(applyFormat('hola mundo', 5, 10, 'bold')).toEqual({ next: 'hola **mundo**', selection: [7, 12] });
  });

  it('inserts a placeholder when nothing is selected', () => {
    expect(applyFormat('ab', 1, 1, 'bold')).toEqual({ next: 'a**texto**b', selection: [3, 8] });
  });

  it('turns the selected lines into list items, leaving existing items alone', () => {
    expect(applyFormat('intro\nuno\n- dos', 7, 15, 'list')).toEqual({ next: 'intro\n- uno\n- dos', selection: [6, 17] });
  });
});
