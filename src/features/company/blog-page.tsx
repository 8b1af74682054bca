import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";

export function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Coming Soon"
        intro="Threat research, incident write-ups and practical guidance from our security operations center are on their way."
      />
      <div className="container py-16 md:py-24">
        <div className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-8 text-center hc-border">
          <h2 className="text-2xl font-bold">Until the first post is out</h2>
          <p className="mt-3 text-muted-foreground">
            Have a question our analysts could answer today? Send it over and a specialist will reply within 24 hours.
          </p>
          <Button asChild className="mt-6">
            <Link to="/contact">Ask our team</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
