import { describe, expect, it } from '@jest/globals';
import { isWhatsAppHiddenOn } from './whatsappPlacement';

describe('isWhatsAppHiddenOn', () => {
  it('hides the button on the chat and the form pages', () => {
    for (const path of [
      '/messages',
      '/login',
      '/register/client',
      '/register/company',
      '/forgot-password',
      '/reset-password',
      '/contact',
      '/request',
      '/request/abc/edit',
      '/jobs/abc/respond',
      '/profile',
      '/client/profile',
      '/company-profile',
    ]) {
      expect({ path, hidden: isWhatsAppHiddenOn(path) }).toEqual({ path, hidden: true });
    }
  });

  it('keeps it elsewhere (it steps aside by itself when an action lies under it)', () => {
    for (const path of ['/', '/companies', '/jobs', '/jobs/abc', '/blog', '/help', '/messages-archive']) {
      expect({ path, hidden: isWhatsAppHiddenOn(path) }).toEqual({ path, hidden: false });
    }
  });
});
