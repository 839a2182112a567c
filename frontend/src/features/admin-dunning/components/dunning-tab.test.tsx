import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import { dunningKeys } from '../api/queries';
import { DunningTab } from './dunning-tab';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn() } }));

const ok = <T,>(data: T) => Promise.resolve({ data, error: undefined, response: new Response(null, { status: 200 }) });

describe('DunningTab: Mahnlauf jetzt starten', () => {
  it('shows in its notification how many letters were not written and why', async () => {
    const reason = '1. Mahnung zu Rechnung RE-2026-00007 nicht geschrieben: Die Verzugspauschale (10.000.000.000,00 €) übersteigt den größten Betrag, den das Portal bucht.';
    vi.mocked(api.POST).mockImplementation((() =>
      ok({ examined: 2, letters: 1, blocked: 0, skippedCount: 1, skipped: [{ invoiceId: 'i7', invoiceNumber: 'RE-2026-00007', level: 2, label: '1. Mahnung', reason }] })) as never);
    renderWithApp(<DunningTab />, {
      session: makeSession({ roles: ['admin'] }),
      cache: [[dunningKeys.list({ page: 1, pageSize: 20 }), { items: [], total: 0, page: 1, pageSize: 20 }]],
    });
    fireEvent.click(screen.getByRole('button', { name: /Mahnlauf jetzt starten/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mahnlauf starten' }));
    await waitFor(() => expect(screen.getByText('Mahnlauf beendet: 1 Schreiben erstellt, 1 Schreiben nicht geschrieben')).toBeDefined());
    expect(screen.getByTestId('dunning-skipped').textContent).toBe(reason);
  }, 20_000);
});
