import { describe, expect, it, jest } from '@jest/globals';
import { shareOrCopy, type ShareData } from './share';

const data: ShareData = { title: 'Guía de mudanzas', text: 'Consejos', url: 'https://rutalia.es/blog/guia-de-mudanzas' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('shareOrCopy', () => {
  it('uses the native share sheet when the browser has one', async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    const writeText = jest.fn(async (_text: string) => undefined);
    await expect(shareOrCopy(data, { share, clipboard: { writeText } }, () => false)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the user closes the sheet', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    const outcome = await shareOrCopy(data, { share: async () => Promise.reject(abort()), clipboard: { writeText } }, () => true);
    expect(outcome).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the URL when there is no native share, or it cannot share this data, or it fails', async () => {
    for (const nav of [
      {},
      { share: async () => undefined, canShare: () => false },
      { share: async () => Promise.reject(new Error('NotAllowedError')) },
    ]) {
      const writeText = jest.fn(async (_text: string) => undefined);
      await expect(shareOrCopy(data, { ...nav, clipboard: { writeText } }, () => false)).resolves.toBe('copied');
      expect(writeText).toHaveBeenCalledWith(data.url);
    }
  });

  it('falls back to the selection copy, and reports failure when nothing works', async () => {
    const denied = { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } };
    const fallback = jest.fn((_text: string) => true);
    await expect(shareOrCopy(data, denied, fallback)).resolves.toBe('copied');
    expect(fallback).toHaveBeenCalledWith(data.url);
    await expect(shareOrCopy(data, {}, () => false)).resolves.toBe('failed');
  });
});
