import { CX, CY, Palette, PICTOGRAMS } from './pictograms';
import { Canvas, circle, glow, hex, mix, WHITE } from './raster';

const palette = (background: string, foreground: string, middle: string, ...accents: string[]): Palette => ({
  background: hex(background),
  foreground: hex(foreground),
  middle: hex(middle),
  accents: accents.map(hex),
});

/** A soft background per main category. */
export const PALETTES: Record<string, Palette> = {
  ANT: palette('#dbe7f4', '#2f4a6b', '#7d93ad', '#e08a2e', '#3f8fcf', '#c0504d'),
  BRE: palette('#f5dfdc', '#5e2c2c', '#a9a4a4', '#d2483c', '#e08a2e', '#3f6fa8'),
  REI: palette('#e4e6e9', '#2b2c30', '#8a9099', '#e0b13e', '#4d9fd6', '#d2483c'),
  BEL: palette('#fbf0cc', '#3b3a36', '#8e8a7d', '#f5c518', '#ffd95a', '#d83a34'),
  WZG: palette('#e6e0f3', '#3e3560', '#8c84ab', '#d9534f', '#3f8fcf', '#e0a030'),
  ZUB: palette('#def0e2', '#2e5b3c', '#86a892', '#e8a33d', '#d2483c', '#3f8fcf'),
  LRN: palette('#dcedf0', '#23474d', '#8fb0b5', '#e08a2e', '#d2483c', '#3f8fcf'),
  LEN: palette('#f2e6da', '#4e3a2a', '#a8968a', '#d2483c', '#3f8fcf', '#5aa469'),
  SAT: palette('#f3e0ea', '#4a2a3c', '#a5899a', '#3f8fcf', '#e08a2e', '#5aa469'),
  PFL: palette('#dbf0f3', '#1f5560', '#83aab2', '#4cae50', '#e08a2e', '#3f8fcf'),
  EBK: palette('#e2f3dc', '#23412a', '#87a88d', '#52b043', '#3f8fcf', '#e0a030'),
};

export const IMAGE_WIDTH = 480;
export const IMAGE_HEIGHT = 360;

/** Draws the picture of one product: background, halo, soft shadow and the subcategory pictogram. */
export function drawProductPicture(subcategoryKey: string, variant: number): Uint8Array {
  const draw = PICTOGRAMS[subcategoryKey];
  const p = PALETTES[subcategoryKey.split('-')[0]];
  if (!draw || !p) throw new Error(`Kein Piktogramm für ${subcategoryKey}`);
  const c = new Canvas(IMAGE_WIDTH, IMAGE_HEIGHT, p.background);
  c.fill(circle(CX, CY, 158), mix(p.background, WHITE, 0.42));
  c.fill(glow(CX, 322, 100, 8), p.foreground, 0.22, 16);
  draw(c, p, p.accents[variant % p.accents.length]);
  return c.toRgb();
}
