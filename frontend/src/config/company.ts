/** The company's own details. Every page that names the company reads them from here. */
export const company = {
  name: 'Radwerk Großhandel GmbH',
  shortName: 'Radwerk',
  street: 'Am Speicherhafen 12',
  postalCode: '28217',
  city: 'Bremen',
  country: 'Deutschland',
  managingDirector: 'Jana Brinkmann',
  phone: '+49 421 555 0190',
  email: 'service@radwerk-grosshandel.de',
  vatId: 'DE811569869',
  commercialRegister: { court: 'Amtsgericht Bremen', number: 'HRB 36512' },
  bank: { name: 'Commerzbank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  openingHours: 'Montag bis Freitag, 8:00–17:00 Uhr',
  openingHoursShort: 'Mo–Fr 8:00–17:00 Uhr',
  deliveryCities: ['Bremen', 'Oldenburg', 'Hannover', 'Osnabrück', 'Hamburg'],
  portalVersion: 'B2B Portal v0.1.1',
} as const;

export const companyAddressLine = `${company.street}, ${company.postalCode} ${company.city}`;

/** "tel:" links need the number without spaces. */
export const companyPhoneHref = `tel:${company.phone.replace(/\s+/g, '')}`;
