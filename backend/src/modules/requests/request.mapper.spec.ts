import { publicClientName } from './request.mapper.js';

describe('publicClientName', () => {
  it.each([
    ['María García López', 'María G.'],
    ['  ana   lópez ', 'ana L.'],
    ['Álvaro Ñúñez', 'Álvaro Ñ.'],
    ['Lucía', 'Lucía'],
    ['', ''],
  ])('%p → %p', (fullName, expected) => {
    expect(publicClientName(fullName)).toBe(expected);
  });
});
