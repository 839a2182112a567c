import { ANTRIEB } from './antrieb';
import { BELEUCHTUNG } from './beleuchtung';
import { BREMSEN } from './bremsen';
import { EBIKE } from './ebike';
import { LAUFRAEDER } from './laufraeder';
import { LENKER } from './lenker';
import { PFLEGE } from './pflege';
import { REIFEN } from './reifen';
import { SAETTEL } from './saettel';
import { MainCategoryData } from './types';
import { WERKZEUG } from './werkzeug';
import { ZUBEHOER } from './zubehoer';

/** Main categories in display order (sort_order follows this list). */
export const CATALOGUE: readonly MainCategoryData[] = [
  ANTRIEB,
  BREMSEN,
  REIFEN,
  BELEUCHTUNG,
  WERKZEUG,
  ZUBEHOER,
  LAUFRAEDER,
  LENKER,
  SAETTEL,
  PFLEGE,
  EBIKE,
];

/** Promotions: active ones run from three days ago for two weeks, expired ones ended last month. */
export const SPECIAL_OFFERS = {
  active: ['ANT-KET-011', 'BRE-BEL-002', 'REI-TRK-001', 'BEL-FRO-070', 'WZG-RHP-002', 'ZUB-SLO-001', 'PFL-OEL-001', 'EBK-LAD-001'],
  expired: ['LEN-GRI-001', 'SAT-SAT-003'],
} as const;
