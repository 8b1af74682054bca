import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Every call to action on the marketing pages leads to the contact form. */
export const CONTACT_PATH = "/contact";

/** The hero pair on solution pages (spec §2: 'Get Started' and 'Schedule Demo', both to /contact). */
export function SolutionHeroActions({ solutionName }: { solutionName: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="accent" size="lg">
        {/* The name starts with the visible label and stays meaningful in a screen reader's link list. */}
        <Link to={CONTACT_PATH} aria-label={`Get Started with ${solutionName}`}>
          Get Started
        </Link>
      </Button>
      <Button asChild variant="onDark" size="lg">
        <Link to={CONTACT_PATH}>Schedule Demo</Link>
      </Button>
    </div>
  );
}
