import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface ScreenHeaderProps {
  id: string;
  title: string;
  intro: ReactNode;
  action?: ReactNode;
  /** Whether a phone shows the intro too; without it, only screen readers read it there (the leads list, which a phone must reach first). */
  introOnPhone?: boolean;
}

/** The heading row of an admin screen: title and one line of help, with the main action beside. */
export function ScreenHeader({ id, title, intro, action, introOnPhone = true }: ScreenHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground">
          {title}
        </h2>
        <p className={cn("mt-1 max-w-2xl text-sm text-muted-foreground", !introOnPhone && "max-sm:sr-only")}>{intro}</p>
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-3">{action}</div>}
    </div>
  );
}
