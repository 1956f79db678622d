import { renderHtml, type SiteSettings } from './render-html.js';

const site = (publicUrl: string): SiteSettings => ({ publicUrl, whatsappNumber: '34600000000', whatsappGreeting: 'Hola </script>' });
const template = '<html lang="es"><head><!--seo:start--><title>Rutalia</title><!--seo:end--></head><body></body></html>';

describe('renderHtml', () => {
  it('replaces the marked block with title, description, canonical and Open Graph tags', () => {
    const html = renderHtml(
      template,
      { title: 'Empresas · Rutalia', description: 'Directorio', canonicalPath: '/companies', status: 200 },
      site('https://rutalia.es'),
    );
    expect(html).toContain('<title>Empresas · Rutalia</title>');
    expect(html).toContain('<link rel="canonical" href="https://rutalia.es/companies" />');
    expect(html).toContain('<meta property="og:title" content="Empresas · Rutalia" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes HTML in values and script-closing sequences in JSON-LD', () => {
    const html = renderHtml(
      template,
      {
        title: '<script>x</script>',
        description: '"a" & b',
        canonicalPath: '/x',
        status: 200,
        jsonLd: { name: '</script><script>alert(1)</script>' },
      },
      site('http://localhost:3000'),
    );
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&quot;a&quot; &amp; b');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('marks private pages noindex', () => {
    expect(
      renderHtml(template, { title: 't', description: 'd', canonicalPath: '/dashboard', status: 200, noindex: true }, site('http://x')),
    ).toContain('noindex');
  });

  it('falls back to the default 1200×630 card and a large Twitter card when the page has no image', () => {
    const html = renderHtml(template, { title: 't', description: 'd', canonicalPath: '/', status: 200 }, site('https://rutalia.es'));
    expect(html).toContain('<meta property="og:image" content="https://rutalia.es/og/rutalia-default.png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("makes a page's own image absolute and gives logos a small card", () => {
    const html = renderHtml(
      template,
      { title: 't', description: 'd', canonicalPath: '/x', status: 200, image: '/uploads/logo.png' },
      site('https://rutalia.es'),
    );
    expect(html).toContain('<meta property="og:image" content="https://rutalia.es/uploads/logo.png" />');
    expect(html).not.toContain('og:image:width');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('injects the runtime site configuration as JSON, with "<" escaped', () => {
    const html = renderHtml(template, { title: 't', description: 'd', canonicalPath: '/', status: 200 }, site('http://x'));
    const block = html.match(/<script id="rutalia-config" type="application\/json">(.*?)<\/script>/)![1];
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ whatsappNumber: '34600000000', whatsappGreeting: 'Hola </script>' });
  });
});
