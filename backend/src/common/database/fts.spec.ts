import { lexemeTextQuery, MAX_SEARCH_WORDS, searchWords, userTextQuery } from './fts.js';

describe('full-text search queries (fts.ts)', () => {
  it('keeps only words of letters and digits: every tsquery operator is a separator', () => {
    expect(searchWords(`a&b|c!d(e)f:*g'h\\i<->j "k" -l +m ~n %o _p`)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p'].slice(0, MAX_SEARCH_WORDS),
    );
    expect(searchWords("&|!():*'\\")).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });

  it('keeps accents, ñ and digits (the database strips accents and stems)', () => {
    expect(searchWords('Mudanzas GARCÍA, Peñíscola 3 habitaciones')).toEqual(['Mudanzas', 'GARCÍA', 'Peñíscola', '3', 'habitaciones']);
    // A decomposed accent (e + combining acute) stays one word.
    expect(searchWords('cami\u006f\u0301n')).toEqual(['camión']);
  });

  it('joins the words with & and makes the last a prefix; the name query asks for weight A', () => {
    expect(userTextQuery('mudanzas madri')).toEqual({
      config: 'public.es_unaccent',
      all: 'mudanzas & madri:*',
      name: 'mudanzas:A & madri:*A',
    });
    expect(userTextQuery("o'brien: ¡¡urgente!!")).toEqual({
      config: 'public.es_unaccent',
      all: 'o & brien & urgente:*',
      name: 'o:A & brien:A & urgente:*A',
    });
  });

  it('has no query without a word, and cuts long texts', () => {
    expect(userTextQuery('%%% ___ ***')).toBeUndefined();
    const long = userTextQuery(Array.from({ length: 20 }, (_, i) => `palabra${i}`).join(' '))!;
    expect(long.all.split(' & ')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('x'.repeat(500))[0]).toHaveLength(60);
  });

  it('builds exact queries of corrected lexemes and drops anything that is not a plain word', () => {
    expect(lexemeTextQuery(['mudanz', 'transport'])).toEqual({
      config: 'simple',
      all: 'mudanz & transport',
      name: 'mudanz:A & transport:A',
    });
    expect(lexemeTextQuery(["a'b", 'ok', 'x:*'])).toEqual({ config: 'simple', all: 'ok', name: 'ok:A' });
    expect(lexemeTextQuery(['&'])).toBeUndefined();
  });
});
