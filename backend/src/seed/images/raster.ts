/**
 * A very small anti-aliased rasteriser for the demo pictograms. Shapes are signed distance
 * functions (negative inside); a pixel's coverage is how far its centre lies inside the edge.
 */
// Module-level copies: these run for every pixel, and inside Jest's VM context each lookup of the
// global `Math` costs more than the arithmetic itself.
const { abs, atan2, ceil, cos, floor, max, min, round, sin, sqrt } = Math;

/** Length of the vector (x, y); cheaper than Math.hypot. */
export const length = (x: number, y: number) => sqrt(x * x + y * y);

export type Rgb = readonly [number, number, number];
type Bounds = readonly [number, number, number, number]; // x0, y0, x1, y1
type Distance = (x: number, y: number) => number;

export interface Shape {
  bounds: Bounds;
  distance: Distance;
}

const shape = (bounds: Bounds, distance: Distance): Shape => ({ bounds, distance });

export const WHITE: Rgb = [255, 255, 255];

export function hex(value: string): Rgb {
  const n = parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Linear mix of two colours; `t = 0` is `a`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

// ---- primitives -------------------------------------------------------------------------------

export function circle(cx: number, cy: number, r: number): Shape {
  return shape([cx - r, cy - r, cx + r, cy + r], (x, y) => length(x - cx, y - cy) - r);
}

/** A ring of the given radius (to the middle of the band) and band width. */
export function ring(cx: number, cy: number, r: number, width: number): Shape {
  const o = r + width / 2;
  return shape([cx - o, cy - o, cx + o, cy + o], (x, y) => abs(length(x - cx, y - cy) - r) - width / 2);
}

/**
 * An elliptical radial gradient for shadows: fill it with `softness = 2 * ry` and it fades from
 * full at the centre to nothing at twice the radii.
 */
export function glow(cx: number, cy: number, rx: number, ry: number): Shape {
  return shape([cx - 2 * rx, cy - 2 * ry, cx + 2 * rx, cy + 2 * ry], (x, y) => (length((x - cx) / rx, (y - cy) / ry) - 1) * ry);
}

function boxDistance(px: number, py: number, hw: number, hh: number, radius: number): number {
  const qx = abs(px) - hw + radius;
  const qy = abs(py) - hh + radius;
  return length(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius;
}

/** A rectangle centred on (cx, cy), optionally with rounded corners and rotated by `degrees`. */
export function box(cx: number, cy: number, w: number, h: number, radius = 0, degrees = 0): Shape {
  const hw = w / 2;
  const hh = h / 2;
  const r = min(radius, hw, hh);
  if (degrees === 0) return shape([cx - hw, cy - hh, cx + hw, cy + hh], (x, y) => boxDistance(x - cx, y - cy, hw, hh, r));
  const a = (degrees * Math.PI) / 180;
  const c = cos(a);
  const s = sin(a);
  const e = length(hw, hh);
  return shape([cx - e, cy - e, cx + e, cy + e], (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    return boxDistance(dx * c + dy * s, -dx * s + dy * c, hw, hh, r);
  });
}

/** A line with round caps. */
export function segment(x1: number, y1: number, x2: number, y2: number, width: number): Shape {
  const h = width / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy || 1;
  return shape([min(x1, x2) - h, min(y1, y2) - h, max(x1, x2) + h, max(y1, y2) + h], (x, y) => {
    const t = max(0, min(1, ((x - x1) * dx + (y - y1) * dy) / len2));
    return length(x - x1 - t * dx, y - y1 - t * dy) - h;
  });
}

/** Several connected lines through the given points. */
export function polyline(points: ReadonlyArray<readonly [number, number]>, width: number): Shape {
  const parts: Shape[] = [];
  for (let i = 1; i < points.length; i++) parts.push(segment(...points[i - 1], ...points[i], width));
  return union(...parts);
}

/** A closed polygon (any simple polygon, points in order). */
export function polygon(points: ReadonlyArray<readonly [number, number]>): Shape {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return shape([min(...xs), min(...ys), max(...xs), max(...ys)], (x, y) => {
    let d = Infinity;
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      const ex = xj - xi;
      const ey = yj - yi;
      const t = max(0, min(1, ((x - xi) * ex + (y - yi) * ey) / (ex * ex + ey * ey || 1)));
      d = min(d, length(x - xi - t * ex, y - yi - t * ey));
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside ? -d : d;
  });
}

/**
 * `count` copies of a shape around (cx, cy). `local` describes one copy in coordinates where the
 * copy points along +x from the centre; only the nearest copy is evaluated, which keeps teeth,
 * spokes and bolt circles cheap.
 */
export function radial(cx: number, cy: number, count: number, extent: number, local: Distance, phaseDegrees = 0): Shape {
  const step = (2 * Math.PI) / count;
  const phase = (phaseDegrees * Math.PI) / 180;
  const cosines = Array.from({ length: count }, (_, n) => cos(n * step + phase));
  const sines = Array.from({ length: count }, (_, n) => sin(n * step + phase));
  return shape([cx - extent, cy - extent, cx + extent, cy + extent], (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const k = round((atan2(dy, dx) - phase) / step);
    let best = Infinity;
    for (let n = k - 1; n <= k + 1; n++) {
      const i = ((n % count) + count) % count;
      best = min(best, local(dx * cosines[i] + dy * sines[i], -dx * sines[i] + dy * cosines[i]));
    }
    return best;
  });
}

/** A toothed wheel: disc of radius `r` with `teeth` rounded teeth of height `depth`. */
export function gear(cx: number, cy: number, r: number, teeth: number, depth: number): Shape {
  const toothWidth = ((2 * Math.PI * r) / teeth) * 0.5;
  const teethShape = radial(cx, cy, teeth, r + depth, (x, y) => boxDistance(x - r, y, depth, toothWidth / 2, toothWidth / 3));
  return union(circle(cx, cy, r), teethShape);
}

// ---- combinations -----------------------------------------------------------------------------

export function union(...shapes: Shape[]): Shape {
  const bounds: Bounds = [
    min(...shapes.map((s) => s.bounds[0])),
    min(...shapes.map((s) => s.bounds[1])),
    max(...shapes.map((s) => s.bounds[2])),
    max(...shapes.map((s) => s.bounds[3])),
  ];
  return shape(bounds, (x, y) => {
    let d = Infinity;
    for (const s of shapes) d = min(d, s.distance(x, y));
    return d;
  });
}

/** `a` without `b`. */
export function subtract(a: Shape, ...b: Shape[]): Shape {
  const cut = b.length === 1 ? b[0] : union(...b);
  return shape(a.bounds, (x, y) => max(a.distance(x, y), -cut.distance(x, y)));
}

export function intersect(a: Shape, b: Shape): Shape {
  const bounds: Bounds = [
    max(a.bounds[0], b.bounds[0]),
    max(a.bounds[1], b.bounds[1]),
    min(a.bounds[2], b.bounds[2]),
    min(a.bounds[3], b.bounds[3]),
  ];
  return shape(bounds, (x, y) => max(a.distance(x, y), b.distance(x, y)));
}

// ---- canvas -----------------------------------------------------------------------------------

export class Canvas {
  private readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Float32Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  /** Paints a shape; `softness` > 1 blurs its edge over that many pixels (for shadows and glows). */
  fill(s: Shape, color: Rgb, opacity = 1, softness = 1): this {
    const pad = softness / 2 + 1;
    const x0 = max(0, floor(s.bounds[0] - pad));
    const y0 = max(0, floor(s.bounds[1] - pad));
    const x1 = min(this.width - 1, ceil(s.bounds[2] + pad));
    const y1 = min(this.height - 1, ceil(s.bounds[3] + pad));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const coverage = max(0, min(1, 0.5 - s.distance(x + 0.5, y + 0.5) / softness)) * opacity;
        if (coverage <= 0) continue;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.pixels[i + c] += (color[c] - this.pixels[i + c]) * coverage;
      }
    }
    return this;
  }

  toRgb(): Uint8Array {
    const out = new Uint8Array(this.pixels.length);
    for (let i = 0; i < out.length; i++) out[i] = max(0, min(255, round(this.pixels[i])));
    return out;
  }
}
