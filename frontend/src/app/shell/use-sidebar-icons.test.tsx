import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SidebarIcon } from './sidebar-groups';
import { useSidebarIcons } from './use-sidebar-icons';

function Icons({ signedIn, icons }: { signedIn: boolean; icons: SidebarIcon[] }) {
  const iconFor = useSidebarIcons(signedIn);
  return icons.map((icon) => <span key={icon}>{iconFor(icon)}</span>);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useSidebarIcons', () => {
  it('gives a visitor the shell icons at once and fetches no signed-in icons', async () => {
    const { container } = render(<Icons signedIn={false} icons={['home', 'catalogue', 'settings']} />);
    expect(screen.getByRole('img', { name: 'home' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'appstore' })).toBeDefined();
    await settle();
    expect(screen.queryByRole('img', { name: 'setting' })).toBeNull();
    expect(container.querySelectorAll('.anticon[aria-hidden="true"]')).toHaveLength(1);
  });

  it('fills a signed-in entry with its icon once the lazy icons have arrived', async () => {
    render(<Icons signedIn icons={['home', 'settings', 'cart']} />);
    expect(screen.getByRole('img', { name: 'home' })).toBeDefined();
    expect(await screen.findByRole('img', { name: 'setting' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'shopping-cart' })).toBeDefined();
  });
});
