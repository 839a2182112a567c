export interface DeliveryArea {
  city: string;
  /** Postal-code prefixes served, e.g. '281' for 28195 Bremen. */
  prefixes: string[];
}

/**
 * Parses DELIVERY_AREAS: "Bremen=281,282;Oldenburg=261". The cities, in this order, are also what the
 * refusal message names.
 */
export function parseDeliveryAreas(spec: string): DeliveryArea[] {
  return spec
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [city, list = ''] = part.split('=');
      const prefixes = list.split(',').map((prefix) => prefix.trim()).filter(Boolean);
      if (!city?.trim() || prefixes.length === 0 || prefixes.some((prefix) => !/^\d{1,5}$/.test(prefix))) {
        throw new Error(`DELIVERY_AREAS: „${part}“ ist kein Eintrag der Form Stadt=PLZ-Präfix,PLZ-Präfix`);
      }
      return { city: city.trim(), prefixes };
    });
}

export function deliveryAreaFor(areas: DeliveryArea[], postalCode: string): DeliveryArea | undefined {
  return areas.find((area) => area.prefixes.some((prefix) => postalCode.startsWith(prefix)));
}

/** "Bremen, Oldenburg, Hannover, Osnabrück und Hamburg" */
export function citiesSentence(areas: DeliveryArea[]): string {
  const cities = areas.map((area) => area.city);
  return cities.length <= 1 ? (cities[0] ?? '') : `${cities.slice(0, -1).join(', ')} und ${cities.at(-1)}`;
}
