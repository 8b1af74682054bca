import { BrandLogo } from "./layout/brand-logo";

/** Shown for an uncaught rendering error. Plain links only: the router itself may be broken. */
export function ErrorPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-navy-deep px-6 text-center text-white">
      <BrandLogo light />
      <h1 className="mt-10 text-3xl font-bold md:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-md text-navy-foreground">
        Something went wrong while showing this page. Our team has been notified. Please try again, or go back to the
        home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-accent-foreground"
        >
          Go Home
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg border border-white/30 px-5 font-semibold"
        >
          Reload page
        </button>
      </div>
    </main>
  );
}
