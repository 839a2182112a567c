import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { paths } from './config/paths';
import { restoreSession } from './lib/api/session';
import './styles/global.css';

// Exchange the refresh cookie while React is still starting, not after the first render.
void restoreSession();
// The catalogue is the lazy page most often opened directly: fetch its chunk now, not once the router asks.
if (window.location.pathname === paths.products) void import('./app/routes/shop/products');

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
