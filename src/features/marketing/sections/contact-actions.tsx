import { Link } from "react-router";
import { Button } from "~/components/ui/button";

interface SolutionHeroActionsProps {
  solutionName: string;
  /** The contact form, with the solution's service when it has one (see ~/lib/contact-link). */
  contactHref: string;
}

/** The hero pair on solution pages (spec §2: 'Get Started' and 'Schedule Demo', both to /contact). */
export function SolutionHeroActions({ solutionName, contactHref }: SolutionHeroActionsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="accent" size="lg">
        {/* The name starts with the visible label and stays meaningful in a screen reader's link list. */}
        <Link to={contactHref} aria-label={`Get Started with ${solutionName}`}>
          Get Started
        </Link>
      </Button>
      <Button asChild variant="onDark" size="lg">
        <Link to={contactHref}>Schedule Demo</Link>
      </Button>
    </div>
  );
}
