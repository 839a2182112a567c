import type { AdminCategory } from './api/types';

export const UNCATEGORIZED = 'none';

/** Main categories by sort order, each followed by its subcategories. */
export function categoryTree(categories: AdminCategory[]): { main: AdminCategory; children: AdminCategory[] }[] {
  const bySort = (a: AdminCategory, b: AdminCategory) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'de');
  const mains = categories.filter((category) => category.parentId === null).sort(bySort);
  return mains.map((main) => ({
    main,
    children: categories.filter((child) => child.parentId === main.id).sort(bySort),
  }));
}

/** 'Parent > Child' labels for the editor's category choice (active categories only). */
export function categoryPathOptions(categories: AdminCategory[]) {
  return categoryTree(categories).flatMap(({ main, children }) => [
    { value: main.id, label: main.name },
    ...children.map((child) => ({ value: child.id, label: `${main.name} > ${child.name}` })),
  ]);
}
