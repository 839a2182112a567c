import type { components } from '@/lib/api/schema.gen';

/** GET /api/dealers/me of an approved company: its e-mail is the main contact (an owner), not necessarily the reader's. */
export const approvedCompanyProfile: components['schemas']['DealerProfileDto'] = {
  id: 'profile-1',
  email: 'haendler@example.com',
  emailConfirmed: true,
  companyName: 'Radsport Hansen GmbH',
  contactPerson: 'Lars Hansen',
  phone: '0421 24361800',
  ustId: 'DE811569869',
  taxNumber: null,
  address: 'Am Wall 142',
  postalCode: '28195',
  city: 'Bremen',
  status: 'approved',
  discountLevel: 10,
  rejectionReason: null,
  approvedAt: '2026-11-29T10:00:00.000Z',
  rejectedAt: null,
  documentsUploadedAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T09:00:00.000Z',
  documents: [{ kind: 'business-registration', fileName: 'gewerbeschein.pdf', sizeBytes: 120_000, uploadedAt: '2026-11-28T10:00:00.000Z' }],
};
