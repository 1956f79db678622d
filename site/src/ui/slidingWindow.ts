/**
 * Numbered pagination window (spec §9 'Client requests … pagination number
 * window 5'): up to `size` consecutive page numbers around the current page,
 * shifted so the window never leaves 1…totalPages.
 *
 * slidingWindow(1, 10) → [1, 2, 3, 4, 5]; slidingWindow(6, 10) → [4, 5, 6, 7, 8];
 * slidingWindow(10, 10) → [6, 7, 8, 9, 10].
 */
export function slidingWindow(current: number, totalPages: number, size = 5): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || size < 1) return [];
  const width = Math.min(Math.floor(size), total);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), total - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}
