import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('shows 404, the message and a link home, and logs the missing path', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/gibt-es-nicht'],
    });

    render(<RouterProvider router={router} />);

    expect(await screen.findByText('404')).toBeDefined();
    expect(screen.getByText('Diese Seite gibt es nicht (mehr).')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('404'), '/gibt-es-nicht');
  });
});
