import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Checks the public-site sweep runs on every page: accessibility (axe), images, overflow and the
 * internal links a page offers.
 */

export type AxeProblem = { id: string; impact: string; help: string; targets: string[] };

/** axe-core's serious and critical violations (WCAG 2.x A/AA rules and best practices). */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Images that finished loading without pixels (404, wrong type…). Lazy images are scrolled into view first. */
export async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
        ),
    );
  });
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

/** How many pixels the document is wider than the viewport (0 = no horizontal scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Same-origin hrefs of the page's links, without the hash, deduplicated. */
export async function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin) continue;
      url.hash = '';
      out.add(url.pathname + url.search);
    }
    return [...out];
  });
}
