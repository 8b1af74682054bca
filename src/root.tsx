import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { LinksFunction } from "react-router";
import { lazy, Suspense, type ReactNode } from "react";
import appCss from "./styles/app.css?url";
import { PREPAINT_SCRIPT } from "~/lib/accessibility-preferences";
import { Spinner } from "~/components/ui/spinner";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { SiteHeader } from "~/app/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/app/layout/skip-link";
import { AccessibilityPanel } from "~/features/accessibility/accessibility-panel";
import { HeaderAccount, MobileAccount } from "~/app/account-slot";
import { AuthProvider } from "~/lib/auth/auth-context";

// Below the fold on every page: prerendered in full, hydrated once its chunk arrives.
const SiteFooter = lazy(() => import("~/app/layout/site-footer").then((m) => ({ default: m.SiteFooter })));
const ErrorPage = lazy(() => import("~/app/error-page").then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => import("~/app/not-found-page").then((m) => ({ default: m.NotFoundPage })));

export const links: LinksFunction = () => [
  { rel: "preload", href: "/fonts/inter-latin-wght.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script sets accessibility attributes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#020617" />
        <script dangerouslySetInnerHTML={{ __html: PREPAINT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <SkipLink />
      <SiteHeader
        overHero={pathname === "/"}
        account={(onDark) => <HeaderAccount onDark={onDark} />}
        mobileAccount={<MobileAccount />}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <AccessibilityPanel />
      <LazyToaster />
    </AuthProvider>
  );
}

export default function App() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function HydrateFallback() {
  return <Spinner label="Loading page" className="min-h-screen" />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome>
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      </Chrome>
    );
  }
  console.error(error);
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
