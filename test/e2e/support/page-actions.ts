import type { Page } from 'playwright-core';

/** Answers the cookie notice, so it covers neither the screenshots nor the buttons. */
export async function dismissCookies(page: Page): Promise<void> {
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
