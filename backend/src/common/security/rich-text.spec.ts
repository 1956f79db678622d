import { htmlToText, sanitizeRichText, truncateText } from './rich-text.js';

describe('sanitizeRichText (company descriptions)', () => {
  it('keeps the editor tags and safe links, adding rel="nofollow noopener"', () => {
    expect(sanitizeRichText('<h2>Hola</h2><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ol><li>x</li></ol><h3>t</h3>')).toBe(
      '<h2>Hola</h2><p><strong>a</strong> <em>b</em> <u>c</u><br /></p><ol><li>x</li></ol><h3>t</h3>',
    );
    expect(sanitizeRichText('<a href="https://a.es" rel="opener" target="_blank" title="t">a</a>')).toBe(
      '<a href="https://a.es" rel="nofollow noopener">a</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.es">m</a>')).toBe('<a href="mailto:a@b.es" rel="nofollow noopener">m</a>');
  });

  it('drops scripts with their content, handlers, styles, images and unsafe schemes', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><img src=x onerror=y>' +
        '<a href="javascript:alert(1)">j</a><a href="//evil.test">p</a><a href="data:text/html,x">d</a><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>a</p><a rel="nofollow noopener">j</a><a rel="nofollow noopener">p</a><a rel="nofollow noopener">d</a>');
  });

  it('maps b/i/h1 to the allowed equivalents and keeps the text of unknown tags', () => {
    expect(sanitizeRichText('<b>x</b><i>y</i><h1>z</h1><div><span>w</span></div>')).toBe('<strong>x</strong><em>y</em><h2>z</h2>w');
  });
});

describe('htmlToText and truncateText', () => {
  it('gives the visible text', () => {
    expect(htmlToText('<h2>Quiénes</h2><p>Mudanzas &amp; guardamuebles&nbsp;<br>24&#8239;h &#x41;</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Quiénes Mudanzas & guardamuebles 24 h A a b',
    );
    expect(htmlToText('&#99999999; &bogus;')).toBe('&bogus;');
  });

  it('cuts at a word with an ellipsis, within the limit', () => {
    expect(truncateText('corto', 10)).toBe('corto');
    const cut = truncateText('Mudanzas nacionales e internacionales con embalaje', 30);
    expect(cut).toBe('Mudanzas nacionales e…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});
