import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_IMAGE_SIZES } from './card-image-sizes';
import { ProductImage } from './product-image';

const ORIGINAL = 'https://bilder.example/product-images/demo/kette.png';
const SRCSET = 'https://bilder.example/product-images/demo/kette.w320.webp 320w, https://bilder.example/product-images/demo/kette.w640.webp 640w';

/**
 * The element reads complete without a picture, naming `currentSrc` as its source: after a failed load of it before
 * React attached its handler, or ('') a lazy image not asked for yet.
 */
function completeWithoutPicture(currentSrc: string) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
  vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue(currentSrc);
}

describe('ProductImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the card-size variants with sizes, reserves 4:3 space and loads lazily', () => {
    render(<ProductImage url={ORIGINAL} srcSet={SRCSET} alt="Kette" />);
    const image = screen.getByRole('img', { name: 'Kette' });
    expect(image.getAttribute('src')).toBe(ORIGINAL);
    expect(image.getAttribute('srcset')).toBe(SRCSET);
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches the first card image at once and first', () => {
    render(<ProductImage url={ORIGINAL} srcSet={SRCSET} alt="Kette" priority />);
    const image = screen.getByRole('img', { name: 'Kette' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('falls back to the original when the variants fail, then to the placeholder', () => {
    render(<ProductImage url={ORIGINAL} srcSet={SRCSET} alt="Kette" />);
    fireEvent.error(screen.getByRole('img', { name: 'Kette' }));
    const original = screen.getByRole('img', { name: 'Kette' });
    expect(original.getAttribute('srcset')).toBeNull();
    expect(original.getAttribute('sizes')).toBeNull();
    expect(original.getAttribute('src')).toBe(ORIGINAL);
    fireEvent.error(original);
    expect(screen.getByRole('img', { name: 'Kette (kein Bild vorhanden)' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('notices an image that broke before React put it into the page', () => {
    completeWithoutPicture('https://altshop.example/weg.jpg');
    render(<ProductImage url="https://altshop.example/weg.jpg" alt="Klingel" priority />);
    expect(screen.getByRole('img', { name: 'Klingel (kein Bild vorhanden)' }).getAttribute('data-placeholder')).toBe('true');
  });

  it('takes a lazy image not asked for yet (complete, without currentSrc) for no broken one', () => {
    completeWithoutPicture('');
    render(<ProductImage url={ORIGINAL} srcSet={SRCSET} alt="Kette" />);
    const image = screen.getByRole('img', { name: 'Kette' });
    expect(image.getAttribute('srcset')).toBe(SRCSET);
    expect(image.getAttribute('src')).toBe(ORIGINAL);
  });

  it('keeps the original after dropping failed variants, although the element still reads as broken', () => {
    // The variant broke before the element was in the page; right after the switch the element still looks broken
    // and already names the original as its source: only the original's own error may lead to the placeholder.
    completeWithoutPicture(ORIGINAL);
    render(<ProductImage url={ORIGINAL} srcSet={SRCSET} alt="Kette" />);
    const image = screen.getByRole('img', { name: 'Kette' });
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('src')).toBe(ORIGINAL);
  });

  it('has no srcset for external images', () => {
    render(<ProductImage url="https://altshop.example/a.jpg" srcSet={null} alt="Bremse" />);
    expect(screen.getByRole('img', { name: 'Bremse' }).getAttribute('srcset')).toBeNull();
  });
});
