export type ShareData = { title: string; text?: string; url: string };

/** What happened: shared through the system sheet, link copied, user closed the sheet, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing needs (injectable for tests). */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** Last resort where the Clipboard API is missing (plain-HTTP hosts, old browsers). */
export function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Spec: native share when the browser has it, otherwise copy the link. A share
 * that fails for another reason than the user closing the sheet (e.g. not
 * allowed in this context) also falls back to copying.
 */
export async function shareOrCopy(
  data: ShareData,
  nav: ShareNavigator = globalThis.navigator,
  fallbackCopy: (text: string) => boolean = copyWithSelection,
): Promise<ShareOutcome> {
  if (typeof nav?.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (typeof nav?.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      // Permission denied or no focus: try the selection fallback below.
    }
  }
  return fallbackCopy(data.url) ? 'copied' : 'failed';
}
