import { describe, expect, it } from 'vitest';
import { isLegacyShopImage, isReportableImage, nextImageCandidate } from './image-fallback';

const legacy = ['alter-shop.de'];

describe('broken product image fallback', () => {
  it('swaps webp → jpg → png on the former shop host, then gives up', () => {
    expect(nextImageCandidate('https://www.alter-shop.de/img/kette.webp', legacy)).toBe('https://www.alter-shop.de/img/kette.jpg');
    expect(nextImageCandidate('https://www.alter-shop.de/img/kette.jpg', legacy)).toBe('https://www.alter-shop.de/img/kette.png');
    expect(nextImageCandidate('https://alter-shop.de/img/kette.JPEG?v=2', legacy)).toBe('https://alter-shop.de/img/kette.png?v=2');
    expect(nextImageCandidate('https://www.alter-shop.de/img/kette.png', legacy)).toBeNull();
  });

  it('goes straight to the placeholder for other hosts', () => {
    expect(isLegacyShopImage('https://cdn.example.com/kette.webp', legacy)).toBe(false);
    expect(nextImageCandidate('https://cdn.example.com/kette.webp', legacy)).toBeNull();
    expect(nextImageCandidate('https://nicht-alter-shop.de/kette.webp', legacy)).toBeNull();
    expect(nextImageCandidate('kaputt', legacy)).toBeNull();
  });

  it('reports only web addresses to the server', () => {
    expect(isReportableImage('https://cdn.example.com/kette.webp')).toBe(true);
    expect(isReportableImage('http://alter-shop.de/a.jpg')).toBe(true);
    expect(isReportableImage('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isReportableImage('/lokal/bild.png')).toBe(false);
    expect(isReportableImage(undefined)).toBe(false);
  });
});
