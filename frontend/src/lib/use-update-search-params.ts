import { useCallback, useRef } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router-dom';

/**
 * Changes some query parameters and keeps the rest. react-router's `setSearchParams(fn)` hands `fn` the parameters
 * of the last render, so two changes before React renders again (a category, then at once a sort order; or the
 * search box's delayed update right after a click) lost the first. Here each change builds on the one before it,
 * until the router's location has caught up.
 */
export function useUpdateSearchParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = useRef(location.search);
  const written = useRef<string | null>(null);
  if (rendered.current !== location.search) {
    rendered.current = location.search;
    written.current = null; // the location has caught up (or moved elsewhere, e.g. Back): it is the truth again
  }
  return useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = `?${update(new URLSearchParams(written.current ?? rendered.current))}`;
      written.current = next;
      navigate(next, options);
    },
    [navigate],
  );
}
