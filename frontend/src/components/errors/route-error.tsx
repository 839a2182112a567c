import { Button } from 'antd';
import { useRouteError } from 'react-router-dom';

/** After a deployment, old chunk names no longer exist: a reload fetches the new ones. */
function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

// Deliberately plain (no antd Result or Typography, both heavy): this is part of the first page's bundle.
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  if (!stale) console.error(error);

  return (
    <div role="alert" style={{ maxWidth: 560, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}>
      <h2>{stale ? 'Eine neue Version des Portals ist verfügbar' : 'Etwas ist schiefgelaufen'}</h2>
      <p style={{ color: 'rgba(0, 0, 0, 0.55)' }}>
        {stale
          ? 'Bitte laden Sie die Seite neu, um fortzufahren.'
          : 'Die Seite konnte nicht angezeigt werden. Bitte laden Sie sie neu oder versuchen Sie es später erneut.'}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Seite neu laden
      </Button>
    </div>
  );
}
