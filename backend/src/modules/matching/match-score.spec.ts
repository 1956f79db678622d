import {
  bayesianRating,
  distancePoints,
  MATCH_POINTS,
  matchPercent,
  matchReasons,
  MAX_MATCH_SCORE,
  ratingPoints,
  responsePoints,
  type MatchFacts,
} from './match-score.js';

describe('match score', () => {
  it('adds up to 100', () => {
    expect(MAX_MATCH_SCORE).toBe(100);
  });

  it('distance: all points within 25 km, none from 400 km, linear in between; none when unknown', () => {
    expect(distancePoints(0)).toBe(25);
    expect(distancePoints(25)).toBe(25);
    expect(distancePoints(212.5)).toBe(12.5);
    expect(distancePoints(100)).toBe(20);
    expect(distancePoints(400)).toBe(0);
    expect(distancePoints(1200)).toBe(0);
    expect(distancePoints(null)).toBe(0);
  });

  it('rating: a Bayesian average, so 1 review of 5 ★ does not beat 40 of 4.8 ★', () => {
    expect(bayesianRating(0, 0)).toBe(3);
    expect(ratingPoints(0, 0)).toBe(7.5);
    expect(ratingPoints(1, 5)).toBeCloseTo(8.75, 10); // B = 20 / 6
    expect(ratingPoints(40, 192)).toBeCloseTo(13.5, 10); // B = (15 + 192) / 45 = 4.6
    expect(ratingPoints(5, 25)).toBe(11.25); // B = 4
    expect(ratingPoints(10, 10)).toBeCloseTo(2.5, 10); // ten 1-star reviews: below no reviews at all
    expect(ratingPoints(1000, 5000)).toBeLessThan(MATCH_POINTS.rating);
  });

  it('rating: a verified review counts as two (weight and stars double)', () => {
    // One verified 5 ★ and one ordinary 1 ★: weight 3, stars 11 → B = 26 / 8 = 3.25.
    expect(ratingPoints(3, 11)).toBeCloseTo(8.4375, 10);
    expect(ratingPoints(3, 11)).toBeGreaterThan(ratingPoints(2, 6)); // the same two reviews unweighted: B = 3
  });

  it('response: all points within 2 h of opening the request, none from 48 h, linear in between; none without a median', () => {
    expect(responsePoints(null)).toBe(0);
    expect(responsePoints(0)).toBe(5);
    expect(responsePoints(120)).toBe(5);
    expect(responsePoints(25 * 60)).toBe(2.5); // 23 h of the 46 left
    expect(responsePoints(48 * 60)).toBe(0);
    expect(responsePoints(10_000)).toBe(0);
  });

  it('a brand-new company cannot show 100 %, even with every service, at 0 km and a full profile', () => {
    const fresh =
      MATCH_POINTS.services + MATCH_POINTS.category + distancePoints(0) + ratingPoints(0, 0) + MATCH_POINTS.logo + MATCH_POINTS.description;
    expect(fresh).toBe(80.5);
    expect(matchPercent(fresh)).toBe(81);
    const veteran = fresh - ratingPoints(0, 0) + ratingPoints(40, 192) + MATCH_POINTS.verified + responsePoints(45);
    expect(veteran).toBeCloseTo(98.5, 10); // verified, 40 reviews of 4.8 ★, answers in 45 minutes
    expect(matchPercent(veteran)).toBeGreaterThan(matchPercent(fresh));
    expect(matchPercent(MAX_MATCH_SCORE)).toBe(100);
    expect(matchPercent(-1)).toBe(0);
  });

  describe('reasons', () => {
    const none: MatchFacts = {
      distanceKm: null,
      samePlace: null,
      verified: false,
      ratingCount: 0,
      ratingAverage: null,
      responseMinutes: null,
    };

    it('nothing to say', () => {
      expect(matchReasons(none)).toEqual([]);
    });

    it('distance, verification, rating and quick responses, in Spanish', () => {
      expect(
        matchReasons({
          distanceKm: 12.4,
          samePlace: null,
          verified: true,
          ratingCount: 40,
          ratingAverage: 4.8,
          responseMinutes: 200,
        }),
      ).toEqual(['A 12 km del origen', 'Verificada', '4,8 ★ (40 opiniones)', 'Responde en menos de 24 h']);
      expect(matchReasons({ ...none, distanceKm: 1234.2, ratingCount: 1, ratingAverage: 5 })).toEqual([
        'A 1234 km del origen',
        '5,0 ★ (1 opinión)',
      ]);
      // A poor rating is no reason to recommend (the card shows the stars anyway).
      expect(matchReasons({ ...none, ratingCount: 12, ratingAverage: 3.9 })).toEqual([]);
    });

    it('the origin itself, or the same city or province without coordinates', () => {
      expect(matchReasons({ ...none, distanceKm: 0.3 })).toEqual(['En la localidad de origen']);
      expect(matchReasons({ ...none, samePlace: 'city' })).toEqual(['En la localidad de origen']);
      expect(matchReasons({ ...none, samePlace: 'province' })).toEqual(['En la provincia de origen']);
    });

    it('a median response under 24 h is a reason, in the bucket of the company page (rounded up)', () => {
      expect(matchReasons({ ...none, responseMinutes: 35 })).toEqual(['Responde en menos de 1 h']);
      expect(matchReasons({ ...none, responseMinutes: 60 })).toEqual(['Responde en menos de 3 h']);
      expect(matchReasons({ ...none, responseMinutes: 1439 })).toEqual(['Responde en menos de 24 h']);
      expect(matchReasons({ ...none, responseMinutes: 1440 })).toEqual([]);
    });
  });
});
