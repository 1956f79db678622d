import type { Queryable } from './queryable.js';

/**
 * Full-text search of the public lists (issue 21, migration 1765800000000-FullTextSearch): the
 * `search_vector` columns, the `es_unaccent` configuration (Spanish stemming without accents or
 * case: «mudanza» finds «Mudanzas», «garcia» finds «García») and the typo fallback over
 * `search_words`.
 *
 * User text never reaches to_tsquery as syntax: it is cut into words of letters and digits only
 * (every operator, quote, colon, backslash… is a separator), so to_tsquery cannot fail on it.
 */

export type SearchScope = 'companies' | 'requests';

/** A tsquery in to_tsquery's syntax, the configuration that parses it, and the same restricted to weight A. */
export interface TextQuery {
  config: 'public.es_unaccent' | 'simple';
  /** Every word, the last one as a prefix (being typed): `mudanz & madri:*`. */
  all: string;
  /** The same, matched only in the name or title (weight A): the first relevance tier. */
  name: string;
}

/** At most this many words count (a pasted paragraph is not a search). */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search: runs of letters, marks and digits, at most MAX_SEARCH_WORDS, each at most 60 characters. */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, 60));
}

/**
 * The tsquery of what the user typed: every word must match (stemmed, without accents), the last
 * one as a prefix so «mudan» already finds «mudanzas» while typing. Undefined without any word.
 */
export function userTextQuery(text: string): TextQuery | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const last = words.length - 1;
  const build = (weight: string) =>
    words.map((word, i) => (i === last ? `${word}:*${weight}` : weight ? `${word}:${weight}` : word)).join(' & ');
  return { config: 'public.es_unaccent', all: build(''), name: build('A') };
}

/** A tsquery of lexemes already stemmed (the typo fallback's corrections), matched exactly. */
export function lexemeTextQuery(lexemes: string[]): TextQuery | undefined {
  const words = lexemes.filter((lexeme) => /^[\p{L}\p{M}\p{N}]+$/u.test(lexeme));
  if (words.length === 0) return undefined;
  return { config: 'simple', all: words.join(' & '), name: words.map((word) => `${word}:A`).join(' & ') };
}

/** `vector` matches the query (parameter `paramRef` holds `query.all` or `query.name`). */
export function matchesText(vector: string, query: TextQuery, paramRef: string): string {
  return `${vector} @@ to_tsquery('${query.config}'::regconfig, ${paramRef})`;
}

/**
 * For each stemmed word of `$1`, the closest word of the scope's vocabulary by trigram similarity
 * (itself when it is there; none below pg_trgm.similarity_threshold, 0.3). Words with digits or
 * shorter than 3 letters are not corrected (references, codes: they match exactly or not at all).
 * ix_search_words_word_trgm.
 */
export const CORRECTIONS_SQL = `SELECT t.lexeme AS word,
       CASE WHEN t.lexeme ~ '[0-9]' OR length(t.lexeme) < 3 THEN t.lexeme ELSE
         (SELECT w.word FROM search_words w
           WHERE w.scope = $2 AND w.word % t.lexeme
           ORDER BY similarity(w.word, t.lexeme) DESC, w.word LIMIT 1) END AS closest
  FROM unnest(to_tsvector('public.es_unaccent'::regconfig, $1)) t`;

/**
 * The typo fallback: the search with every word replaced by its closest known word, or undefined
 * when nothing changes (every word is known, or some word has no close one) and a new search
 * would find nothing again.
 */
export async function correctedTextQuery(db: Queryable, scope: SearchScope, text: string): Promise<TextQuery | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const rows = await db.query<{ word: string; closest: string | null }[]>(CORRECTIONS_SQL, [words.join(' '), scope]);
  if (rows.length === 0 || rows.some((r) => r.closest === null) || rows.every((r) => r.closest === r.word)) return undefined;
  return lexemeTextQuery(rows.map((r) => r.closest!));
}
