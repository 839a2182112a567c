import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { HomePage } from './routes/shop/home';
import { RootLayout } from './shell/root-layout';

/** Lazy route: the page's code is fetched only when the route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const strip = (path: string) => path.replace(/^\//, '');

const infoRoutes: RouteObject[] = [
  { path: strip(paths.info.impressum), lazy: page(() => import('./routes/info/impressum'), (m) => m.ImpressumPage) },
  { path: strip(paths.info.datenschutz), lazy: page(() => import('./routes/info/datenschutz'), (m) => m.DatenschutzPage) },
  { path: strip(paths.info.agb), lazy: page(() => import('./routes/info/agb'), (m) => m.AgbPage) },
  { path: strip(paths.info.widerruf), lazy: page(() => import('./routes/info/widerruf'), (m) => m.WiderrufPage) },
  { path: strip(paths.info.kontakt), lazy: page(() => import('./routes/info/kontakt'), (m) => m.KontaktPage) },
  { path: strip(paths.info.hilfe), lazy: page(() => import('./routes/info/hilfe'), (m) => m.HilfePage) },
  { path: strip(paths.info.versand), lazy: page(() => import('./routes/info/versand'), (m) => m.VersandPage) },
  { path: strip(paths.info.retouren), lazy: page(() => import('./routes/info/retouren'), (m) => m.RetourenPage) },
  { path: strip(paths.info.cookies), lazy: page(() => import('./routes/info/cookies'), (m) => m.CookiesPage) },
  { path: strip(paths.info.sitemap), lazy: page(() => import('./routes/info/sitemap'), (m) => m.SitemapPage) },
];

/** Cart, checkout, payment and the dealer's orders. */
const orderingRoutes: RouteObject[] = [
  { path: strip(paths.cart), lazy: page(() => import('./routes/shop/cart'), (m) => m.CartPage) },
  { path: strip(paths.checkout), lazy: page(() => import('./routes/shop/checkout'), (m) => m.CheckoutPage) },
  { path: strip(paths.orders), lazy: page(() => import('./routes/shop/orders'), (m) => m.OrdersPage) },
  { path: strip(paths.invoices), lazy: page(() => import('./routes/shop/invoices'), (m) => m.InvoicesPage) },
  { path: strip(paths.orderDetail), lazy: page(() => import('./routes/shop/order-detail'), (m) => m.OrderDetailPage) },
  { path: strip(paths.orderConfirmation), lazy: page(() => import('./routes/shop/order-confirmation'), (m) => m.OrderConfirmationPage) },
  { path: strip(paths.paymentSuccess), lazy: page(() => import('./routes/shop/payment-success'), (m) => m.PaymentSuccessPage) },
  { path: strip(paths.paymentCancelled), lazy: page(() => import('./routes/shop/payment-cancelled'), (m) => m.PaymentCancelledPage) },
  { path: strip(paths.testCheckout), lazy: page(() => import('./routes/shop/test-checkout'), (m) => m.TestCheckoutPage) },
];

/** Sign-up onboarding (steps 2 and 3), the e-mail link targets and the dealer's profile. */
const accountRoutes: RouteObject[] = [
  { path: strip(paths.documentUpload), lazy: page(() => import('./routes/onboarding/document-upload'), (m) => m.DocumentUploadPage) },
  { path: strip(paths.emailConfirmation), lazy: page(() => import('./routes/onboarding/email-confirmation'), (m) => m.EmailConfirmationPage) },
  { path: strip(paths.confirmEmail), lazy: page(() => import('./routes/auth/confirm-email'), (m) => m.ConfirmEmailPage) },
  { path: strip(paths.forgotPassword), lazy: page(() => import('./routes/auth/forgot-password'), (m) => m.ForgotPasswordPage) },
  { path: strip(paths.resetPassword), lazy: page(() => import('./routes/auth/reset-password'), (m) => m.ResetPasswordPage) },
  { path: strip(paths.acceptInvite), lazy: page(() => import('./routes/auth/accept-invite'), (m) => m.AcceptInvitePage) },
  { path: strip(paths.profile), lazy: page(() => import('./routes/shop/profile'), (m) => m.ProfilePage) },
  { path: strip(paths.company), lazy: page(() => import('./routes/shop/company'), (m) => m.CompanyPage) },
  { path: strip(paths.news), lazy: page(() => import('./routes/shop/news'), (m) => m.NewsPage) },
  { path: strip(paths.quickOrder), lazy: page(() => import('./routes/shop/quick-order'), (m) => m.QuickOrderPage) },
  { path: strip(paths.ticket), lazy: page(() => import('./routes/shop/ticket-detail'), (m) => m.TicketDetailPage) },
];

/** One lazy chunk for the whole admin tree; its pages are routed inside AdminApp. */
const adminRoute: RouteObject = {
  path: `${strip(paths.admin.root)}/*`,
  lazy: page(() => import('./routes/admin/admin-app'), (m) => m.AdminApp),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Errors of a page render inside the shell, so the navigation stays usable.
        ErrorBoundary: RouteError,
        children: [
          // The landing page ships in the entry chunk: no second script request before it can render.
          { index: true, Component: HomePage },
          { path: strip(paths.products), lazy: page(() => import('./routes/shop/products'), (m) => m.ProductsPage) },
          { path: strip(paths.productDetail), lazy: page(() => import('./routes/shop/product-detail'), (m) => m.ProductDetailPage) },
          { path: strip(paths.auth), lazy: page(() => import('./routes/auth/auth-page'), (m) => m.AuthPage) },
          ...accountRoutes,
          ...orderingRoutes,
          ...infoRoutes,
          adminRoute,
          { path: '*', lazy: page(() => import('./routes/not-found'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
