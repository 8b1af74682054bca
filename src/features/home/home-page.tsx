import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";

export function HomePage() {
  return (
    <div className="relative overflow-hidden bg-navy-deep pb-24 pt-36 text-white">
      <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-50" />
      <div className="container relative">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{company.tagline}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
          Security operations that never sleep
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-navy-foreground">{company.description}</p>
        <Button asChild size="lg" variant="accent" className="mt-8">
          <Link to="/contact">Schedule a Demo</Link>
        </Button>
      </div>
    </div>
  );
}
