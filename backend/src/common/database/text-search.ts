/**
 * Accent- and case-insensitive "contains" for SQL built by hand. Both sides go through the
 * database's f_search_normalize(); `search_text` columns are stored normalized already and have
 * trigram indexes, so `containsText('c.search_text', $n)` is indexable.
 */

/** Escapes LIKE's wildcards (and the escape character itself) in user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column` contains the (already escaped) parameter `paramRef`, ignoring accents and case. */
export function containsText(column: string, paramRef: string): string {
  return `${column} LIKE '%' || f_search_normalize(${paramRef}) || '%'`;
}
