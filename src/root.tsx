import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { LinksFunction } from "react-router";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import appCss from "./styles/app.css?url";
import faviconSvg from "../public/favicon.svg?raw";
import { PREPAINT_SCRIPT } from "~/lib/accessibility-preferences";
import { HOLD_EARLY_SUBMITS } from "~/lib/early-submit";
import { Spinner } from "~/components/ui/spinner";
import { IconSprite } from "~/components/ui/icons";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { SiteHeader } from "~/app/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/app/layout/skip-link";
import { AccessibilityPanel } from "~/features/accessibility/accessibility-panel";
import { HeaderAccount, MobileAccount } from "~/app/account-slot";
import { AuthProvider } from "~/lib/auth/auth-context";
import { rememberFirstTouch } from "~/lib/first-touch";

// Below the fold on every page: prerendered in full, hydrated once its chunk arrives.
const SiteFooter = lazy(() => import("~/app/layout/site-footer").then((m) => ({ default: m.SiteFooter })));
const ErrorPage = lazy(() => import("~/app/error-page").then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => import("~/app/not-found-page").then((m) => ({ default: m.NotFoundPage })));

export const links: LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: appCss }] : []),
  // Prerendered pages carry the icon as a data URI: as a file, Chromium fetches it with high priority
  // before the first paint, and the page waits a round trip longer in Lighthouse's simulation.
  { rel: "icon", href: import.meta.env.SSR ? svgDataUri(faviconSvg) : "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Marks the end of the page's content (every document has it): the first frame waits for it. */
const CONTENT_END_ID = "content-end";

const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Pages hydrate after their first paint; this marks when they have (tests wait for it).
    document.documentElement.setAttribute("data-hydrated", "");
    // The visit's first page, for the lead forms' attribution (kept for this tab's visit only).
    rememberFirstTouch();
  }, []);
  return (
    // The pre-paint script sets accessibility attributes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame before the page's content is parsed: a paint of half a hero, then the rest
            arriving and re-centring it, is a layout shift a slow phone would show. */}
        <link rel="expect" href={`#${CONTENT_END_ID}`} blocking="render" />
        <meta name="theme-color" content="#020617" />
        <script dangerouslySetInnerHTML={{ __html: PREPAINT_SCRIPT }} />
        {/* Prerender-only text: hydration keeps the server's script. */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HOLD_EARLY_SUBMITS : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {import.meta.env.PROD && <Stylesheet />}
      </head>
      <body>
        {children}
        <IconSprite />
        <div id={CONTENT_END_ID} hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * In production each prerendered page carries the rules its own markup uses inline, so the first
 * paint waits for nothing but the HTML, and loads the whole stylesheet after that paint, before it
 * hydrates: the build fills the empty <style> and makes the <link> wait (scripts/build-steps/). The
 * browser bundle never carries the CSS text: hydration keeps the server's <style> as it is (React
 * does not rewrite it). The client-only screens' shell keeps the plain link. Without JavaScript the
 * <noscript> link brings the whole stylesheet (hover and open states included).
 */
function Stylesheet() {
  return (
    <>
      <style data-critical-css="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      <link rel="stylesheet" href={appCss} suppressHydrationWarning />
      <noscript>
        <link rel="stylesheet" href={appCss} />
      </noscript>
    </>
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
        accessibility={<AccessibilityPanel />}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
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
