/**
 * Invented manufacturers. `gs1Prefix` is a made-up 7-digit company prefix in the German range
 * (400-440), `hanPrefix` starts their article numbers.
 */
export const BRANDS = {
  kettenwerk: { name: 'Kettenwerk', gs1Prefix: '4262101', hanPrefix: 'KW' },
  velotec: { name: 'Velotec', gs1Prefix: '4262102', hanPrefix: 'VT' },
  nordrad: { name: 'Nordrad', gs1Prefix: '4262103', hanPrefix: 'NR' },
  hanseatic: { name: 'Hanseatic Parts', gs1Prefix: '4262104', hanPrefix: 'HP' },
  weserwerk: { name: 'Weserwerk', gs1Prefix: '4262105', hanPrefix: 'WW' },
  deichlicht: { name: 'Deichlicht', gs1Prefix: '4262106', hanPrefix: 'DL' },
  friesenstahl: { name: 'Friesenstahl', gs1Prefix: '4262107', hanPrefix: 'FS' },
  elbgummi: { name: 'Elbgummi', gs1Prefix: '4262108', hanPrefix: 'EG' },
  moewe: { name: 'Möwe Components', gs1Prefix: '4262109', hanPrefix: 'MC' },
  kranich: { name: 'Kranich Pflege', gs1Prefix: '4262110', hanPrefix: 'KP' },
  fahrtwind: { name: 'Fahrtwind', gs1Prefix: '4262111', hanPrefix: 'FW' },
  voltanord: { name: 'Volta Nord', gs1Prefix: '4262112', hanPrefix: 'VN' },
} as const;

export type BrandKey = keyof typeof BRANDS;
