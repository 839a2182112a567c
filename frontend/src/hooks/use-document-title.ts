import { useEffect } from 'react';

const SITE_NAME = 'Radwerk B2B-Portal';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
