import sharp from 'sharp';
import {
  CARD_WIDTHS,
  cardSrcSet,
  cardVariantKey,
  makeCardVariants,
  UndecodableImageError,
} from '../../src/common/storage/product-image-variants';
import { PNG_1PX } from '../support/sample-images';

const PREFIX = 'https://bilder.example/product-images/';

describe('card-size variants of product images', () => {
  it('names each variant after the original, with its width and the WebP extension', () => {
    expect(cardVariantKey('products/4f/1700000000-ab12.png', 320)).toBe('products/4f/1700000000-ab12.w320.webp');
    expect(cardVariantKey('demo/kette-11.JPEG', 640)).toBe('demo/kette-11.w640.webp');
    expect(cardVariantKey('ohne-endung', 320)).toBe('ohne-endung.w320.webp');
  });

  it('gives a srcset only for images in our bucket', () => {
    expect(cardSrcSet(`${PREFIX}demo/a.png`, PREFIX)).toBe(`${PREFIX}demo/a.w320.webp 320w, ${PREFIX}demo/a.w640.webp 640w`);
    expect(cardSrcSet('https://altshop.example/bilder/a.jpg', PREFIX)).toBeNull();
    expect(cardSrcSet(PREFIX, PREFIX)).toBeNull();
    expect(cardSrcSet(undefined, PREFIX)).toBeNull();
  });

  it('scales a large picture down to the card widths, keeping its proportions, as WebP', async () => {
    const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f7a52' } }).png().toBuffer();
    const variants = await makeCardVariants(original);
    expect(variants.map((v) => v.width)).toEqual([...CARD_WIDTHS]);
    for (const { width, body } of variants) {
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
      expect(body.length).toBeLessThan(original.length);
    }
  });

  it('never enlarges a smaller picture', async () => {
    const variants = await makeCardVariants(PNG_1PX);
    for (const { body } of variants) expect((await sharp(body).metadata()).width).toBe(1);
  });

  it('refuses bytes that are no decodable image', async () => {
    const broken = Buffer.concat([PNG_1PX.subarray(0, 40), Buffer.from('<html>kein Bild</html>')]);
    await expect(makeCardVariants(broken)).rejects.toBeInstanceOf(UndecodableImageError);
  });
});
