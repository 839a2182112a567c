import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUpdateSearchParams } from './use-update-search-params';

let update: ReturnType<typeof useUpdateSearchParams>;
let shown = '';

function Probe() {
  update = useUpdateSearchParams();
  shown = useLocation().search;
  return null;
}

const setting = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

describe('useUpdateSearchParams', () => {
  it('keeps both of two changes made before the page renders again', () => {
    const router = createMemoryRouter([{ path: '/products', Component: Probe }], { initialEntries: ['/products?page=3'] });
    render(<RouterProvider router={router} />);
    act(() => {
      update(setting('category', 'ketten'));
      update(setting('sort', 'retail_price'));
    });
    expect(new URLSearchParams(shown).toString()).toBe('page=3&category=ketten&sort=retail_price');
  });

  it('builds on the location again once it moved elsewhere (the Back button)', async () => {
    const router = createMemoryRouter([{ path: '/products', Component: Probe }], { initialEntries: ['/products?q=kette'] });
    render(<RouterProvider router={router} />);
    act(() => update(setting('page', '2')));
    expect(shown).toBe('?q=kette&page=2');
    await act(() => router.navigate(-1));
    expect(shown).toBe('?q=kette');
    act(() => update(setting('sort', 'name')));
    expect(shown).toBe('?q=kette&sort=name');
  });
});
