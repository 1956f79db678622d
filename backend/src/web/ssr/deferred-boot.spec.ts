import { createHash } from 'node:crypto';
import { BOOT_DATA_ID, DEFERRED_BOOT_CSP_SOURCE, DEFERRED_BOOT_SCRIPT, deferModuleScripts } from './deferred-boot.js';

const PAGE =
  '<!doctype html><html><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/Page-c.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
  '<style>.a{}</style></head><body><div id="root"><h1>Hola</h1></div></body></html>';

describe('deferModuleScripts', () => {
  const html = deferModuleScripts(PAGE);

  it('takes the module script and the preloads out of the head', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<head><title>x</title><style>.a{}</style></head>');
  });

  it('lists them, without repeats, for the boot script at the end of the body', () => {
    const data = html.match(new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">(.*?)</script>`))?.[1];
    expect(JSON.parse(data!)).toEqual({ entry: ['/assets/index-a.js'], preload: ['/assets/vendor-b.js', '/assets/Page-c.js'] });
    expect(html.endsWith(`<script>${DEFERRED_BOOT_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(deferModuleScripts(plain)).toBe(plain);
  });

  it('gives the CSP the hash of exactly the inline script', () => {
    const hash = createHash('sha256').update(DEFERRED_BOOT_SCRIPT).digest('base64');
    expect(DEFERRED_BOOT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
