import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { modulePreloader, preloadTagsFor } from './module-preloads.js';

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js', '_ui.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_ui.js': { file: 'assets/ui-c.js', imports: ['_react.js'] },
  'src/pages/CompanyDetailPage.tsx': { file: 'assets/CompanyDetailPage-d.js', imports: ['_ui.js', '_card.js'] },
  '_card.js': { file: 'assets/card-e.js', imports: ['_dates.js', '_ui.js'] },
  '_dates.js': { file: 'assets/dates-f.js' },
};

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe('preloadTagsFor', () => {
  it("the page's chunk and its static imports, each once, without what the entry loads", () => {
    expect(preloadTagsFor(MANIFEST, 'src/pages/CompanyDetailPage.tsx')).toBe(
      link('assets/CompanyDetailPage-d.js') + link('assets/card-e.js') + link('assets/dates-f.js'),
    );
  });

  it('nothing for a module the manifest does not know', () => {
    expect(preloadTagsFor(MANIFEST, 'src/pages/Missing.tsx')).toBe('');
  });
});

describe('modulePreloader', () => {
  it('reads the manifest file once; without one, no tags and one warning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rutalia-manifest-'));
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(MANIFEST));
    const warnings: string[] = [];
    const preload = modulePreloader(file, (message) => warnings.push(message));
    expect(preload('src/pages/CompanyDetailPage.tsx')).toContain('CompanyDetailPage-d.js');
    writeFileSync(file, '{}');
    expect(preload('src/pages/CompanyDetailPage.tsx')).toContain('CompanyDetailPage-d.js');

    const missing = modulePreloader(path.join(dir, 'none.json'), (message) => warnings.push(message));
    expect(missing('src/pages/CompanyDetailPage.tsx')).toBe('');
    expect(missing('src/pages/HomePage.tsx')).toBe('');
    expect(warnings).toHaveLength(1);
  });
});
