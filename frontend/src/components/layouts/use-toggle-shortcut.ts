import { useEffect, useRef } from 'react';

/** Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export function useToggleShortcut(onToggle: () => void): void {
  const latest = useRef(onToggle);
  latest.current = onToggle;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
