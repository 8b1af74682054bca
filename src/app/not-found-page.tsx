import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { NOT_FOUND_PRERENDER_PATH, notFoundQuickLinks } from "~/content/site/not-found";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== NOT_FOUND_PRERENDER_PATH) console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="bg-surface pb-20 pt-32 md:pt-40">
      <div className="container max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Error 404</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">We couldn't find that page</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          The page may have moved, or the address may be mistyped. These links will get you back on track.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">Go Home</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </div>
        <h2 className="mt-14 text-left text-lg font-semibold">Popular pages</h2>
        <ul className="mt-4 grid gap-3 text-left sm:grid-cols-2">
          {notFoundQuickLinks.map((l) => (
            <li key={l.href}>
              <Link
                to={l.href}
                className="block rounded-xl border border-border bg-background p-4 shadow-card hover:border-primary hc-border"
              >
                <span className="font-semibold text-primary">{l.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{l.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
