import { insertRenderedPage, serializeState, SSR_STATE_ID } from './ssr-html.js';

const SHELL =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('serializeState', () => {
  it('escapes every "<" so the data cannot close its script tag', () => {
    const state = { description: '</script><script>alert(1)</script><!-- x' };
    const json = serializeState(state);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(state);
  });
});

describe('insertRenderedPage', () => {
  const page = {
    html: '<h1>Hola</h1>',
    styleTags: '<style data-styled="active">.a{}</style>',
    dehydratedState: { q: '</script>' },
    status: 200,
    kind: 'home',
    pageModule: 'src/pages/HomePage.tsx',
  };

  it('fills #root, adds the styles to the head and the state after #root', () => {
    const html = insertRenderedPage(SHELL, page)!;
    expect(html).toContain('<style data-styled="active">.a{}</style></head>');
    expect(html).toContain(
      `<div id="root"><h1>Hola</h1></div><script id="${SSR_STATE_ID}" type="application/json">{"q":"\\u003c/script>"}</script>`,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('puts the head tags (module preloads) before the styles', () => {
    const html = insertRenderedPage(SHELL, page, '<link rel="modulepreload" href="/assets/p.js">')!;
    expect(html).toContain('<link rel="modulepreload" href="/assets/p.js"><style data-styled="active">.a{}</style></head>');
  });

  it('gives up on a shell without an empty #root', () => {
    expect(insertRenderedPage('<html><head></head><body></body></html>', page)).toBeNull();
  });
});
