import { renderHtml } from './render-html.js';

const template = '<html lang="es"><head><!--seo:start--><title>Rutalia</title><!--seo:end--></head><body></body></html>';

describe('renderHtml', () => {
  it('replaces the marked block with title, description, canonical and Open Graph tags', () => {
    const html = renderHtml(template, { title: 'Empresas · Rutalia', description: 'Directorio', canonicalPath: '/companies', status: 200 }, 'https://rutalia.es');
    expect(html).toContain('<title>Empresas · Rutalia</title>');
    expect(html).toContain('<link rel="canonical" href="https://rutalia.es/companies" />');
    expect(html).toContain('<meta property="og:title" content="Empresas · Rutalia" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes HTML in values and script-closing sequences in JSON-LD', () => {
    const html = renderHtml(
      template,
      { title: '<script>x</script>', description: '"a" & b', canonicalPath: '/x', status: 200, jsonLd: { name: '</script><script>alert(1)</script>' } },
      'http://localhost:3000',
    );
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&quot;a&quot; &amp; b');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('marks private pages noindex', () => {
    expect(renderHtml(template, { title: 't', description: 'd', canonicalPath: '/dashboard', status: 200, noindex: true }, 'http://x')).toContain('noindex');
  });
});
