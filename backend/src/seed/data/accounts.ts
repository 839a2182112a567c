import { Role } from '../../common/auth/role';

/** Every demo account signs in with this password (only set when the account is created). */
export const DEMO_PASSWORD = 'Fahrrad-2026';

export interface DemoDealerProfile {
  companyName: string;
  contactPerson: string;
  phone: string;
  ustId: string;
  address: string;
  postalCode: string;
  city: string;
  approved: boolean;
  discountLevel: number;
}

export interface DemoAccount {
  email: string;
  roles: Role[];
  dealerProfile?: DemoDealerProfile;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', roles: [Role.Admin] },
  {
    email: 'haendler@example.com',
    roles: [Role.Dealer],
    dealerProfile: {
      companyName: 'Radsport Hansen GmbH',
      contactPerson: 'Lars Hansen',
      phone: '0421 24361800',
      ustId: 'DE811569869',
      address: 'Am Wall 142',
      postalCode: '28195',
      city: 'Bremen',
      approved: true,
      discountLevel: 10,
    },
  },
  {
    email: 'wartet@example.com',
    roles: [Role.Dealer],
    dealerProfile: {
      companyName: 'Pedalwerk Oldenburg UG',
      contactPerson: 'Jana Petersen',
      phone: '0441 92503700',
      ustId: 'DE136695976',
      address: 'Heiligengeiststraße 18',
      postalCode: '26122',
      city: 'Oldenburg',
      approved: false,
      discountLevel: 0,
    },
  },
  { email: 'ops@example.com', roles: [Role.Ops] },
];
