import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyKeys, type CompanyAddress, type StaffMember } from '@/features/company/api/queries';
import { api } from '@/lib/api/client';
import { approvedCompanyProfile } from '@/testing/dealer-profile';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { CompanyPage } from './company';

/** Waits as long as a busy machine needs (the whole suite runs in parallel). */
const SLOW = { timeout: 10_000 };

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn(), DELETE: vi.fn() } }));

const SELF: StaffMember = {
  id: 'self',
  userId: 'user-self',
  email: 'haendler@example.com',
  role: 'owner',
  orderLimit: null,
  monthlyBudget: null,
  status: 'active',
  joinedAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  isSelf: true,
};
const BUYER: StaffMember = { ...SELF, id: 'buyer', userId: 'user-buyer', email: 'einkauf@example.com', role: 'buyer', orderLimit: '1000.50', isSelf: false };
const SHOP: CompanyAddress = {
  id: 'shop',
  recipient: 'Radsport Hansen GmbH',
  contactPerson: 'Lars Hansen',
  address: 'Am Wall 142',
  postalCode: '28195',
  city: 'Bremen',
  phone: '0421 24361800',
  isDefault: true,
  dropShipping: false,
  inDeliveryArea: true,
};
const MUNICH: CompanyAddress = { ...SHOP, id: 'munich', recipient: 'Filiale München', address: 'Marienplatz 1', postalCode: '80331', city: 'München', isDefault: false, inDeliveryArea: false };

const ok = <T,>(data: T, status = 200) => ({ data, response: new Response(null, { status }) }) as never;

/** After a change the page reloads what it shows: each GET answers with what the server would. */
function answerReloads(addresses: CompanyAddress[]) {
  const answers: Record<string, unknown> = {
    '/api/company': { id: 'company-1', role: 'owner', profile: approvedCompanyProfile },
    '/api/company/staff': [SELF, BUYER],
    '/api/company/addresses': addresses,
  };
  vi.mocked(api.GET).mockImplementation(((path: string) => Promise.resolve(ok(answers[path]))) as never);
}

function renderCompany(addresses: CompanyAddress[] = [SHOP]) {
  return renderWithApp(<CompanyPage />, {
    session: makeSession({ dealerStatus: 'approved', email: SELF.email }),
    cache: [
      [companyKeys.own(), { id: 'company-1', role: 'owner', profile: approvedCompanyProfile }],
      [companyKeys.staff(), [SELF, BUYER]],
      [companyKeys.addresses(), addresses],
    ],
    path: '/firma',
  });
}

const dialog = () => screen.getByRole('dialog');
const duplicateIds = () => {
  const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
};

// antd's forms and dialogs take a few seconds each when the whole suite runs in parallel.
describe('CompanyPage', { timeout: 30_000 }, () => {
  it('gives the address dialog ids of its own: its labels point into the dialog, not at the company data form', async () => {
    renderCompany();
    fireEvent.click(screen.getByText('Adresse hinzufügen'));
    await screen.findByText('Lieferadresse hinzufügen', {}, SLOW);
    for (const label of ['Straße und Hausnummer', 'PLZ', 'Ort', 'Telefon', 'Ansprechpartner']) {
      const input = within(dialog()).getByLabelText(new RegExp(`^${label}`));
      expect([label, dialog().contains(input)]).toEqual([label, true]);
    }
    expect(duplicateIds()).toEqual([]);
  });

  it('gives the staff dialog ids of its own as well', async () => {
    renderCompany();
    fireEvent.click(screen.getByText('Einladen'));
    await screen.findByText('Mitarbeiter einladen', {}, SLOW);
    expect(dialog().contains(within(dialog()).getByLabelText('E-Mail-Adresse'))).toBe(true);
    expect(duplicateIds()).toEqual([]);
  });

  it('marks an address outside the delivery areas and warns when one is saved there (the save goes through)', async () => {
    renderCompany([SHOP, MUNICH]);
    const munichRow = screen.getByText('Filiale München').closest('.ant-list-item') as HTMLElement;
    expect(within(munichRow).getByText('Außerhalb des Liefergebiets')).toBeDefined();
    expect(within(munichRow).getByText(/Wir liefern derzeit nur nach Bremen, Oldenburg, Hannover, Osnabrück und Hamburg/)).toBeDefined();
    const shopRow = screen.getByText('Am Wall 142', { exact: false }).closest('.ant-list-item') as HTMLElement;
    expect(within(shopRow).queryByText('Außerhalb des Liefergebiets')).toBeNull();

    vi.mocked(api.POST).mockResolvedValue(ok({ ...MUNICH, id: 'new' }, 201));
    answerReloads([SHOP, MUNICH]);
    fireEvent.click(screen.getByText('Adresse hinzufügen'));
    await screen.findByText('Lieferadresse hinzufügen', {}, SLOW);
    const form = within(dialog());
    fireEvent.change(form.getByLabelText('Empfänger'), { target: { value: 'Filiale München' } });
    fireEvent.change(form.getByLabelText('Straße und Hausnummer'), { target: { value: 'Marienplatz 1' } });
    fireEvent.change(form.getByLabelText('PLZ'), { target: { value: '80331' } });
    fireEvent.change(form.getByLabelText('Ort'), { target: { value: 'München' } });
    fireEvent.click(within(dialog()).getByText('Speichern'));

    expect(await screen.findByText('Lieferadresse gespeichert – außerhalb unseres Liefergebiets', {}, SLOW)).toBeDefined();
    expect(api.POST).toHaveBeenCalledWith('/api/company/addresses', { body: expect.objectContaining({ postalCode: '80331', city: 'München' }) });
  });

  it('sends only the address fields when an address becomes the default', async () => {
    renderCompany([SHOP, MUNICH]);
    vi.mocked(api.PATCH).mockResolvedValue(ok({ ...MUNICH, isDefault: true }));
    answerReloads([SHOP, MUNICH]);
    fireEvent.click(screen.getByText('Als Standard'));
    await waitFor(() => expect(api.PATCH).toHaveBeenCalled(), SLOW);
    const [, options] = vi.mocked(api.PATCH).mock.calls[0] as unknown as [string, { body: Record<string, unknown> }];
    expect(Object.keys(options.body).sort()).toEqual(['address', 'city', 'contactPerson', 'dropShipping', 'isDefault', 'phone', 'postalCode', 'recipient']);
  });

  it('takes German amounts with thousands separators for the limits and sends the plain decimal', async () => {
    renderCompany();
    vi.mocked(api.POST).mockResolvedValue(ok({ ...BUYER, id: 'new', email: 'neu@example.com' }, 201));
    answerReloads([SHOP]);
    fireEvent.click(screen.getByText('Einladen'));
    await screen.findByText('Mitarbeiter einladen', {}, SLOW);
    const form = within(dialog());
    fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'neu@example.com' } });
    fireEvent.change(form.getByLabelText('Bestelllimit je Bestellung (netto)'), { target: { value: '1.000,50' } });
    fireEvent.change(form.getByLabelText('Monatsbudget (pro Person)'), { target: { value: '12.500' } });
    fireEvent.click(form.getByText('Einladung senden'));

    await waitFor(() => expect(api.POST).toHaveBeenCalled(), SLOW);
    expect(api.POST).toHaveBeenCalledWith('/api/company/staff', {
      body: { email: 'neu@example.com', role: 'buyer', orderLimit: '1000.50', monthlyBudget: '12500.00' },
    });
  });

  it('shows a stored limit the German way and refuses what is no amount', async () => {
    renderCompany();
    const buyerRow = screen.getByText(BUYER.email).closest('.ant-list-item') as HTMLElement;
    fireEvent.click(within(buyerRow).getByText('Bearbeiten'));
    await screen.findByText(`${BUYER.email} bearbeiten`, {}, SLOW);
    const limit = within(dialog()).getByLabelText('Bestelllimit je Bestellung (netto)') as HTMLInputElement;
    expect(limit.value).toBe('1.000,50');
    fireEvent.change(limit, { target: { value: '1,234' } });
    fireEvent.click(within(dialog()).getByText('Speichern'));
    expect(await within(dialog()).findByText(/Bestelllimit: bitte einen Betrag ab 0/, {}, SLOW)).toBeDefined();
    expect(api.PATCH).not.toHaveBeenCalled();
  });

  it('keeps the role of the only owner who can act', async () => {
    renderCompany();
    const selfRow = screen.getByText(SELF.email).closest('.ant-list-item') as HTMLElement;
    fireEvent.click(within(selfRow).getByText('Bearbeiten'));
    await screen.findByText(`${SELF.email} bearbeiten`, {}, SLOW);
    expect(within(dialog()).getByText(/Eine Firma braucht mindestens einen Inhaber/)).toBeDefined();
    expect(dialog().querySelector('.ant-select-disabled')).not.toBeNull();
  });
});
