import { CompanyRole } from '../../common/auth/company-role';
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
  /** Kauf auf Rechnung as the back office would grant it (a payment term id of the receivables settings). */
  credit?: { paymentTermId: string; creditLimit: string };
  /** Registered (and approved) this many days before the seed ran: a customer of some standing, older than its demo orders. */
  customerForDays?: number;
}

/** A person in the company of another demo account (its owner). */
export interface DemoStaff {
  ownerEmail: string;
  role: CompanyRole;
  orderLimit: string | null;
}

export interface DemoAccount {
  email: string;
  roles: Role[];
  dealerProfile?: DemoDealerProfile;
  staffOf?: DemoStaff;
}

export interface DemoAddress {
  recipient: string;
  contactPerson: string | null;
  address: string;
  postalCode: string;
  city: string;
  phone: string | null;
  isDefault: boolean;
  dropShipping: boolean;
}

/** The delivery address book of the approved demo company: its shop and one end customer (drop-shipping). */
export const DEMO_ADDRESSES: { ownerEmail: string; addresses: DemoAddress[] } = {
  ownerEmail: 'haendler@example.com',
  addresses: [
    { recipient: 'Radsport Hansen GmbH', contactPerson: 'Lars Hansen', address: 'Am Wall 142', postalCode: '28195', city: 'Bremen', phone: '0421 24361800', isDefault: true, dropShipping: false },
    { recipient: 'Familie Krüger', contactPerson: 'Maren Krüger', address: 'Lesumer Heerstraße 7', postalCode: '28717', city: 'Bremen', phone: null, isDefault: false, dropShipping: true },
  ],
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', roles: [Role.Admin] },
  {
    email: 'haendler@example.com',
    roles: [Role.Dealer],
    dealerProfile: {
      companyName: 'Radsport Hansen GmbH',
      contactPerson: 'Lars Hansen',
      phone: '0421 24361800',
      // not the wholesaler's own (DE811569869): the invoices show both
      ustId: 'DE284913571',
      address: 'Am Wall 142',
      postalCode: '28195',
      city: 'Bremen',
      approved: true,
      discountLevel: 10,
      credit: { paymentTermId: 'net30-skonto2', creditLimit: '5000.00' },
      customerForDays: 400,
    },
  },
  {
    email: 'einkauf@example.com',
    roles: [Role.Dealer],
    staffOf: { ownerEmail: 'haendler@example.com', role: CompanyRole.Buyer, orderLimit: '500.00' },
  },
  {
    email: 'ansicht@example.com',
    roles: [Role.Dealer],
    staffOf: { ownerEmail: 'haendler@example.com', role: CompanyRole.Viewer, orderLimit: null },
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
