import { box, Canvas, circle, gear, intersect, length, mix, polygon, polyline, radial, Rgb, ring, segment, subtract, union, WHITE } from './raster';

const { abs, max } = Math;

/** Colours of one main category: soft background, dark foreground, a middle tone and accents. */
export interface Palette {
  background: Rgb;
  foreground: Rgb;
  middle: Rgb;
  accents: readonly Rgb[];
}

/** `accent` varies per product, so neighbours in one subcategory are told apart at a glance. */
type Draw = (c: Canvas, p: Palette, accent: Rgb) => void;

/** Centre of the pictogram on the 480 x 360 picture. */
export const CX = 240;
export const CY = 175;
const light = (p: Palette, t = 0.55) => mix(p.background, WHITE, t);

/** For `radial`: a round-capped bar along +x from `from` to `to`, `width` wide. */
const arm = (from: number, to: number, width: number) => (x: number, y: number) =>
  (x < from ? length(x - from, y) : x > to ? length(x - to, y) : abs(y)) - width / 2;

// ---- drive train ------------------------------------------------------------------------------

const chain: Draw = (c, p, accent) => {
  const pins = [64, 134, 204, 276, 346, 416];
  for (const i of [1, 3]) c.fill(segment(pins[i], CY, pins[i + 1], CY, 44), p.middle);
  for (const i of [0, 2, 4]) {
    const [a, b] = [pins[i], pins[i + 1]];
    const waist = union(circle((a + b) / 2, CY - 52, 26), circle((a + b) / 2, CY + 52, 26));
    c.fill(subtract(segment(a, CY, b, CY, 64), waist), p.foreground);
  }
  for (const x of pins) c.fill(circle(x, CY, 17), light(p, 0.3)).fill(circle(x, CY, 9), accent);
};

const cassette: Draw = (c, p, accent) => {
  c.fill(gear(CX, CY, 112, 36, 9), p.foreground);
  c.fill(gear(CX, CY, 88, 28, 8), p.middle);
  c.fill(gear(CX, CY, 66, 22, 7), p.foreground);
  c.fill(gear(CX, CY, 46, 16, 6), p.middle);
  c.fill(circle(CX, CY, 28), accent);
  c.fill(radial(CX, CY, 8, 22, (x, y) => length(x - 18, y) - 4), p.foreground);
  c.fill(circle(CX, CY, 12), light(p));
};

const chainring: Draw = (c, p, accent) => {
  c.fill(subtract(gear(CX, CY, 118, 40, 9), circle(CX, CY, 92)), p.foreground);
  c.fill(radial(CX, CY, 4, 110, arm(0, 96, 26), 45), p.middle);
  c.fill(circle(CX, CY, 40), p.middle);
  c.fill(radial(CX, CY, 4, 110, (x, y) => length(x - 96, y) - 10, 45), accent);
  c.fill(circle(CX, CY, 20), light(p));
};

const derailleur: Draw = (c, p, accent) => {
  c.fill(segment(170, 92, 262, 138, 40), p.foreground);
  c.fill(circle(170, 92, 26), p.foreground).fill(circle(170, 92, 10), light(p));
  c.fill(box(252, 206, 76, 190, 34, -12), p.middle);
  for (const [x, y] of [[266, 142], [238, 270]] as const) {
    c.fill(gear(x, y, 24, 12, 6), p.foreground).fill(circle(x, y, 8), accent);
  }
};

const bottomBracket: Draw = (c, p, accent) => {
  c.fill(box(CX, CY, 330, 26, 8), p.foreground);
  c.fill(box(CX, CY, 200, 86, 14), p.middle);
  for (const x of [132, 348]) {
    c.fill(box(x, CY, 46, 124, 10), p.foreground);
    for (let k = -2; k <= 2; k++) c.fill(box(x, CY + k * 22, 46, 6), light(p, 0.2));
  }
  c.fill(box(CX, CY, 120, 12, 6), accent);
};

// ---- brakes -----------------------------------------------------------------------------------

function rotor(cx: number, cy: number, r: number, p: Palette, accent: Rgb, c: Canvas): void {
  const disc = subtract(circle(cx, cy, r), circle(cx, cy, r - 38), radial(cx, cy, 14, r, (x, y) => length(x - (r - 19), y) - 6));
  c.fill(disc, p.middle);
  c.fill(radial(cx, cy, 6, r - 28, arm(0, r - 36, 18)), p.foreground);
  c.fill(ring(cx, cy, 30, 18), p.foreground);
  c.fill(radial(cx, cy, 6, 36, (x, y) => length(x - 30, y) - 4), accent);
}

const discBrake: Draw = (c, p, accent) => {
  rotor(210, 190, 112, p, accent, c);
  c.fill(box(318, 112, 118, 74, 22, 38), p.foreground);
  c.fill(box(318, 112, 60, 18, 9, 38), accent);
};

const pads: Draw = (c, p, accent) => {
  for (const [x, tilt] of [[175, -6], [305, 6]] as const) {
    c.fill(box(x, CY + 10, 112, 150, 34, tilt), p.middle);
    c.fill(box(x, CY + 22, 92, 110, 28, tilt), p.foreground);
    c.fill(circle(x + (tilt > 0 ? 8 : -8), CY - 48, 10), light(p));
  }
  c.fill(polyline([[185, 92], [208, 70], [240, 92], [272, 70], [295, 92]], 8), accent);
};

const brakeDisc: Draw = (c, p, accent) => rotor(CX, CY, 122, p, accent, c);

const rimBrake: Draw = (c, p, accent) => {
  c.fill(segment(160, 78, 204, 282, 28), p.foreground).fill(segment(320, 78, 276, 282, 28), p.foreground);
  c.fill(polyline([[160, 78], [200, 62], [286, 62], [320, 78]], 8), p.middle);
  c.fill(box(212, 200, 26, 78, 10, -12), accent).fill(box(268, 200, 26, 78, 10, 12), accent);
  c.fill(circle(204, 282, 18), p.middle).fill(circle(276, 282, 18), p.middle);
};

// ---- tyres ------------------------------------------------------------------------------------

function tyre(c: Canvas, p: Palette, accent: Rgb, width: number, knobs: number, knobSize: number): void {
  const r = 122 - width / 2;
  c.fill(ring(CX, CY, r - width / 2 - 10, 12), p.middle);
  c.fill(ring(CX, CY, r, width), p.foreground);
  if (knobs > 0) {
    const knob = (x: number, y: number) => max(abs(x - r - width / 2 - 2) - knobSize / 2, abs(y) - knobSize / 2) - 3;
    c.fill(radial(CX, CY, knobs, r + width / 2 + knobSize, knob), p.foreground);
  }
  c.fill(ring(CX, CY, r + width / 2 - 10, 3), accent);
}

const tyreMtb: Draw = (c, p, accent) => tyre(c, p, accent, 40, 30, 16);
const tyreTrekking: Draw = (c, p, accent) => {
  tyre(c, p, accent, 34, 0, 0);
  c.fill(radial(CX, CY, 60, 122, (x, y) => max(abs(x - 105) - 6, abs(y) - 2)), light(p, 0.1));
};
const tyreRoad: Draw = (c, p, accent) => tyre(c, p, accent, 22, 0, 0);

const tube: Draw = (c, p, accent) => {
  c.fill(ring(CX, CY, 110, 26), p.foreground);
  c.fill(box(CX, CY + 128, 14, 44, 4), p.middle);
  c.fill(box(CX, CY + 152, 20, 18, 5), accent);
};

// ---- lights -----------------------------------------------------------------------------------

const frontLight: Draw = (c, p, accent) => {
  for (const [x2, y2] of [[430, 108], [440, 175], [430, 242]] as const) c.fill(segment(350, CY + (y2 - CY) * 0.35, x2, y2, 12), accent, 0.8);
  c.fill(box(210, 242, 50, 60, 10), p.middle);
  c.fill(box(215, CY, 190, 120, 36), p.foreground);
  c.fill(circle(290, CY, 52), p.middle).fill(circle(290, CY, 40), accent);
  c.fill(circle(278, CY - 12, 10), WHITE, 0.7);
};

const rearLight: Draw = (c, p, accent) => {
  c.fill(box(CX, 68, 50, 40, 10), p.middle);
  c.fill(box(CX, CY + 10, 120, 210, 34), p.foreground);
  c.fill(box(CX, CY + 4, 88, 160, 24), accent);
  for (let k = -2; k <= 2; k++) c.fill(box(CX, CY + 4 + k * 28, 70, 6, 3), mix(accent, [0, 0, 0], 0.2));
};

const dynamo: Draw = (c, p, accent) => {
  c.fill(box(CX, CY, 320, 18, 6), p.middle);
  c.fill(box(CX, CY, 200, 96, 44), p.foreground);
  for (const x of [150, 330]) {
    c.fill(box(x, CY, 26, 196, 13), p.foreground);
    for (let k = -3; k <= 3; k++) c.fill(circle(x, CY + k * 26, 5), light(p));
  }
  c.fill(polygon([[250, 138], [214, 184], [238, 184], [226, 216], [268, 166], [244, 166]]), accent);
};

// ---- tools ------------------------------------------------------------------------------------

const repairStand: Draw = (c, p, accent) => {
  c.fill(segment(CX, 104, CX, 292, 20), p.foreground);
  c.fill(segment(CX, 286, 140, 316, 16), p.foreground).fill(segment(CX, 286, 340, 316, 16), p.foreground);
  c.fill(segment(CX, 104, 300, 70, 18), p.middle);
  c.fill(box(310, 64, 86, 46, 12, -28), accent);
  c.fill(circle(CX, 104, 18), p.middle).fill(circle(CX, 104, 7), light(p));
};

const wrench: Draw = (c, p, accent) => {
  c.fill(polyline([[120, 96], [120, 210], [178, 210]], 16), accent);
  const head = subtract(circle(340, 110, 48), box(370, 84, 44, 120, 6, 45));
  c.fill(union(segment(170, 266, 330, 122, 34), head), p.foreground);
  c.fill(subtract(circle(160, 276, 40), circle(160, 276, 20)), p.foreground);
  c.fill(circle(160, 276, 20), light(p, 0.3));
};

const pump: Draw = (c, p, accent) => {
  c.fill(box(CX, 292, 140, 18, 9), p.middle);
  c.fill(box(CX, 92, 12, 40, 4), p.middle);
  c.fill(box(CX, 72, 160, 24, 12), accent);
  c.fill(box(CX, 194, 64, 196, 16), p.foreground);
  c.fill(circle(CX, 204, 24), light(p)).fill(segment(CX, 204, CX + 12, 192, 4), p.foreground);
  c.fill(box(360, 196, 36, 170, 18, 10), mix(accent, p.foreground, 0.3));
};

// ---- accessories ------------------------------------------------------------------------------

const lock: Draw = (c, p, accent) => {
  const shackle = union(intersect(ring(CX, 150, 78, 30), box(CX, 95, 200, 110)), segment(162, 150, 162, 236, 30), segment(318, 150, 318, 236, 30));
  c.fill(shackle, p.middle);
  c.fill(box(CX, 246, 250, 62, 24), p.foreground);
  c.fill(circle(CX, 240, 9), accent).fill(box(CX, 252, 6, 16, 3), accent);
};

const bag: Draw = (c, p, accent) => {
  c.fill(polyline([[180, 90], [180, 70], [210, 70]], 10), p.middle).fill(polyline([[300, 90], [300, 70], [270, 70]], 10), p.middle);
  c.fill(box(CX, 200, 210, 200, 28), accent);
  c.fill(box(CX, 128, 214, 80, 28), p.foreground);
  c.fill(box(CX, 168, 34, 40, 6), p.middle);
  c.fill(box(CX, 258, 180, 10, 5), light(p, 0.7));
};

const mudguard: Draw = (c, p, accent) => {
  c.fill(ring(CX, 200, 104, 22), light(p, 0.05));
  c.fill(segment(CX, 200, 150, 130, 6), p.middle).fill(segment(CX, 200, 330, 130, 6), p.middle);
  c.fill(intersect(ring(CX, 200, 132, 20), box(CX, 130, 320, 180)), p.foreground);
  c.fill(circle(CX, 200, 14), accent);
};

const kickstand: Draw = (c, p, accent) => {
  c.fill(box(212, 92, 120, 34, 10), p.middle);
  c.fill(circle(182, 92, 7), light(p)).fill(circle(242, 92, 7), light(p));
  c.fill(segment(230, 106, 300, 290, 24), p.foreground);
  c.fill(box(306, 296, 70, 18, 9, 8), accent);
};

const bell: Draw = (c, p, accent) => {
  c.fill(box(CX, 246, 40, 40, 8), p.middle);
  c.fill(segment(290, 222, 350, 258, 14), p.middle);
  c.fill(intersect(circle(CX, 216, 100), box(CX, 166, 220, 100)), accent);
  c.fill(box(CX, 218, 214, 20, 10), p.foreground);
  c.fill(circle(CX, 112, 12), p.foreground);
};

// ---- wheels -----------------------------------------------------------------------------------

const wheel: Draw = (c, p, accent) => {
  c.fill(radial(CX, CY, 32, 116, arm(20, 112, 3)), p.middle);
  c.fill(ring(CX, CY, 136, 18), p.foreground);
  c.fill(ring(CX, CY, 118, 14), p.middle);
  c.fill(circle(CX, CY, 24), p.foreground).fill(circle(CX, CY, 9), accent);
};

const hub: Draw = (c, p, accent) => {
  c.fill(box(CX, CY, 320, 18, 6), p.middle);
  for (const x of [90, 390]) c.fill(box(x, CY, 18, 34, 5), accent);
  c.fill(box(CX, CY, 160, 58, 26), p.foreground);
  for (const x of [160, 320]) {
    c.fill(box(x, CY, 24, 176, 12), p.foreground);
    for (let k = -3; k <= 3; k++) c.fill(circle(x, CY + k * 24, 5), light(p));
  }
};

const spokes: Draw = (c, p, accent) => {
  for (let k = -3; k <= 3; k++) {
    const dx = k * 22;
    c.fill(polyline([[130 + dx, 278], [330 + dx, 82], [324 + dx, 70]], 5), k % 2 === 0 ? p.foreground : p.middle);
    c.fill(box(136 + dx, 272, 10, 26, 3, 45), accent);
  }
};

// ---- cockpit ----------------------------------------------------------------------------------

const grips: Draw = (c, p, accent) => {
  for (const y of [132, 224]) {
    c.fill(segment(120, y, 360, y, 56), p.foreground);
    for (let x = 150; x <= 330; x += 20) c.fill(box(x, y, 6, 46, 3), light(p, 0.1), 0.35);
    c.fill(box(112, y, 18, 60, 5), accent).fill(box(368, y, 18, 60, 5), accent);
  }
};

const handlebar: Draw = (c, p, accent) => {
  c.fill(polyline([[70, 130], [150, 140], [196, 196], [284, 196], [330, 140], [410, 130]], 22), p.foreground);
  c.fill(segment(80, 131, 130, 137, 32), accent).fill(segment(350, 137, 400, 131, 32), accent);
  c.fill(box(CX, 196, 56, 40, 8), p.middle);
};

const stem: Draw = (c, p, accent) => {
  c.fill(box(CX, 170, 230, 58, 20, -10), p.foreground);
  c.fill(box(140, 196, 70, 120, 16), p.middle);
  c.fill(circle(340, 152, 50), p.middle).fill(circle(340, 152, 26), light(p, 0.3));
  for (const [x, y] of [[140, 160], [140, 232], [376, 118], [376, 186]] as const) c.fill(circle(x, y, 7), accent);
};

// ---- saddles ----------------------------------------------------------------------------------

const saddle: Draw = (c, p, accent) => {
  c.fill(box(250, 262, 38, 110, 10), p.middle);
  c.fill(polyline([[150, 170], [186, 204], [316, 204], [350, 168]], 8), p.middle);
  c.fill(box(250, 204, 64, 26, 8), p.foreground);
  const shell = polygon([[92, 150], [104, 124], [150, 110], [220, 116], [320, 132], [386, 138], [396, 150], [372, 162], [300, 168], [200, 176], [124, 176], [98, 166]]);
  c.fill(shell, p.foreground);
  c.fill(intersect(shell, box(CX, 114, 400, 22)), accent);
};

const seatpost: Draw = (c, p, accent) => {
  c.fill(box(CX, 212, 46, 230, 18, -8), p.middle);
  c.fill(box(CX + 3, 238, 52, 6, 3, -8), p.foreground);
  c.fill(box(252, 88, 140, 36, 14), p.foreground);
  c.fill(circle(206, 88, 8), accent).fill(circle(298, 88, 8), accent);
};

const seatClamp: Draw = (c, p, accent) => {
  c.fill(subtract(ring(220, CY, 74, 28), box(300, CY, 40, 24)), p.foreground);
  c.fill(box(312, CY - 36, 54, 42, 12), p.foreground).fill(box(312, CY + 36, 54, 42, 12), p.foreground);
  c.fill(segment(312, CY - 70, 312, CY + 70, 14), accent);
};

// ---- care -------------------------------------------------------------------------------------

const oil: Draw = (c, p, accent) => {
  c.fill(polygon([[196, 118], [220, 50], [244, 118]]), p.middle);
  c.fill(box(220, 124, 74, 40, 14), p.foreground);
  c.fill(box(220, 214, 128, 176, 26), accent);
  c.fill(box(220, 214, 96, 70, 10), light(p, 0.7));
  c.fill(union(circle(340, 236, 26), polygon([[318, 224], [340, 168], [362, 224]])), p.foreground);
};

const cleaner: Draw = (c, p, accent) => {
  c.fill(box(200, 220, 120, 170, 22), accent);
  c.fill(box(200, 220, 90, 66, 10), light(p, 0.7));
  c.fill(polygon([[170, 134], [180, 92], [280, 92], [280, 118], [230, 134]]), p.foreground);
  c.fill(segment(214, 130, 236, 168, 14), p.middle);
  for (const [x, y, r] of [[310, 86, 7], [334, 104, 6], [320, 126, 5], [350, 80, 5], [356, 120, 4]] as const) c.fill(circle(x, y, r), p.middle);
};

const grease: Draw = (c, p, accent) => {
  c.fill(box(CX, 210, 200, 136, 18), p.foreground);
  c.fill(box(CX, 134, 220, 32, 12), accent);
  c.fill(box(CX, 214, 140, 60, 10), light(p, 0.7));
};

// ---- e-bike -----------------------------------------------------------------------------------

const battery: Draw = (c, p, accent) => {
  c.fill(box(372, CY, 24, 56, 6), p.middle);
  c.fill(box(228, CY, 272, 130, 26), p.foreground);
  for (let k = 0; k < 4; k++) c.fill(box(145 + k * 56, CY, 40, 84, 8), k < 3 ? accent : light(p, 0.1));
};

const charger: Draw = (c, p, accent) => {
  c.fill(polyline([[270, 196], [330, 200], [356, 240], [392, 250]], 8), p.middle);
  c.fill(box(396, 250, 40, 30, 8), accent);
  c.fill(polyline([[110, 170], [80, 130], [80, 94]], 8), p.middle);
  c.fill(box(190, 176, 180, 116, 22), p.foreground);
  c.fill(circle(246, 146, 9), accent);
  for (let k = 0; k < 3; k++) c.fill(box(170, 150 + k * 24, 80, 8, 4), light(p, 0.1), 0.5);
};

const display: Draw = (c, p, accent) => {
  c.fill(box(CX, 280, 56, 40, 10), p.middle);
  c.fill(box(CX, 170, 260, 176, 26), p.foreground);
  c.fill(box(CX, 150, 216, 106, 12), light(p, 0.75));
  for (let k = 0; k < 5; k++) c.fill(box(160 + k * 40, 174 - k * 10, 26, 28 + k * 20, 4), accent);
  for (const x of [200, 240, 280]) c.fill(circle(x, 228, 9), p.middle);
};

/** One pictogram per subcategory, keyed "<main code>-<sub code>" as in the SKUs. */
export const PICTOGRAMS: Record<string, Draw> = {
  'ANT-KET': chain,
  'ANT-KAS': cassette,
  'ANT-KBL': chainring,
  'ANT-SWK': derailleur,
  'ANT-INL': bottomBracket,
  'BRE-SCH': discBrake,
  'BRE-BEL': pads,
  'BRE-BSC': brakeDisc,
  'BRE-FEL': rimBrake,
  'REI-MTB': tyreMtb,
  'REI-TRK': tyreTrekking,
  'REI-RR': tyreRoad,
  'REI-SLA': tube,
  'BEL-FRO': frontLight,
  'BEL-RUE': rearLight,
  'BEL-DYN': dynamo,
  'WZG-MST': repairStand,
  'WZG-SLS': wrench,
  'WZG-RHP': pump,
  'ZUB-SLO': lock,
  'ZUB-TAS': bag,
  'ZUB-SBL': mudguard,
  'ZUB-STD': kickstand,
  'ZUB-KLI': bell,
  'LRN-LRD': wheel,
  'LRN-NAB': hub,
  'LRN-SPK': spokes,
  'LEN-GRI': grips,
  'LEN-LEN': handlebar,
  'LEN-VOR': stem,
  'SAT-SAT': saddle,
  'SAT-STU': seatpost,
  'SAT-KLE': seatClamp,
  'PFL-OEL': oil,
  'PFL-REI': cleaner,
  'PFL-FET': grease,
  'EBK-AKK': battery,
  'EBK-LAD': charger,
  'EBK-DIS': display,
};
