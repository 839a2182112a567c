import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '../api/types';
import type { CatalogueState } from '../catalogue-search-params';
import { CataloguePagination } from './catalogue-pagination';
import { CatalogueToolbar } from './catalogue-toolbar';

const STATE: CatalogueState = { q: '', category: undefined, sort: 'name', page: 1, view: 'raster' };
const category = (id: string, name: string, parentId: string | null = null) => ({ id, name, parentId }) as Category;
const CATEGORIES = [category('b', 'Beleuchtung'), category('f', 'Frontlichter', 'b'), category('r', 'Rücklichter', 'b'), category('w', 'Werkzeug'), category('x', 'color:#333')];

describe('CatalogueToolbar (native controls)', () => {
  it('offers all categories, each main one with its subcategories in a group', () => {
    render(<CatalogueToolbar state={STATE} categories={CATEGORIES} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Kategorie' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alle Kategorien',
      'Beleuchtung (alle)',
      'Frontlichter',
      'Rücklichter',
      'Werkzeug',
    ]);
    expect(within(select).getByRole('group', { name: 'Beleuchtung' })).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('reports category, sort and view changes', () => {
    const onChange = vi.fn();
    render(<CatalogueToolbar state={{ ...STATE, category: 'f' }} categories={CATEGORIES} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kategorie' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: undefined });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortierung' }), { target: { value: 'retail_price' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'retail_price' });
    expect((screen.getByRole('radio', { name: 'Raster' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Kategorien' }));
    expect(onChange).toHaveBeenLastCalledWith({ view: 'kategorien' });
  });

  it('searches on Enter with the trimmed text', () => {
    const onChange = vi.fn();
    render(<CatalogueToolbar state={STATE} categories={[]} onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Produkte durchsuchen' });
    fireEvent.change(input, { target: { value: ' kette ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ q: 'kette' });
  });
});

describe('CataloguePagination', () => {
  const renderPages = (onPage = vi.fn()) => {
    render(<CataloguePagination current={2} pageCount={8} href={(page) => `?page=${page}`} onPage={onPage} />);
    return within(screen.getByRole('navigation', { name: 'Seiten' }));
  };

  it('renders real links with the page in the query, the current one marked', () => {
    const nav = renderPages();
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Vorherige Seite',
      'Seite 1',
      'Seite 2',
      'Seite 3',
      'Seite 4',
      'Seite 5',
      '5 Seiten vor',
      'Seite 8',
      'Nächste Seite',
    ]);
    expect(nav.getByRole('link', { name: 'Seite 3' }).getAttribute('href')).toBe('?page=3');
    expect(nav.getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: '5 Seiten vor' }).getAttribute('href')).toBe('?page=7');
  });

  it('stays in the app on a plain click and leaves a Ctrl-click to the browser', () => {
    const onPage = vi.fn();
    const nav = renderPages(onPage);
    // Whether the page's handler let the browser follow the link (jsdom itself cannot navigate).
    const followed: boolean[] = [];
    const record = (event: MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(nav.getByRole('link', { name: 'Nächste Seite' }));
    fireEvent.click(nav.getByRole('link', { name: 'Seite 8' }), { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(followed).toEqual([false, true]);
    expect(onPage.mock.calls).toEqual([[3]]);
  });

  it('has no previous link on the first page', () => {
    render(<CataloguePagination current={1} pageCount={3} href={(page) => `?page=${page}`} onPage={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Vorherige Seite' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nächste Seite' })).toBeTruthy();
  });
});
