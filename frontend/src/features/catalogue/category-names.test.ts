import { describe, expect, it } from 'vitest';
import { isListableCategoryName } from './category-names';

describe('category names shown in the catalogue', () => {
  it.each(['Antrieb', 'Ketten', 'Bremsen / Scheibenbremsen', 'E-Bike-Akkus', '29 Zoll Reifen', 'Lenker (Rennrad)', 'Reifen & Schläuche'])('lists %s', (name) => {
    expect(isListableCategoryName(name)).toBe(true);
  });

  it.each([
    'font-weight: bold',
    'color:#333',
    'margin: 0 auto',
    '{display:none}',
    '12345',
    ' 42 ',
    'Schläuche &amp; Reifen',
    'Tools &#38; Pflege',
    'x'.repeat(50),
    '',
  ])('hides %p', (name) => {
    expect(isListableCategoryName(name)).toBe(false);
  });
});
