import type { Page } from 'playwright-core';

/**
 * Waits until the app runs on the page (`<html data-app-ready>`, site/src/main.tsx): a
 * server-rendered page is painted before its code loads, and what is typed or clicked before
 * hydration does nothing.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Answers the cookie notice, so it covers neither the screenshots nor the buttons. */
export async function dismissCookies(page: Page): Promise<void> {
  await appReady(page);
  const only = page.getByRole('button', { name: 'Solo necesarias' });
  if (await only.count()) await only.click();
}

/** Resolves once the page's Socket.IO connection is open (its CONNECT packet answered). */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
}
