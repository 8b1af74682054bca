import type { ReactNode } from "react";

interface ScreenHeaderProps {
  id: string;
  title: string;
  intro: ReactNode;
  action?: ReactNode;
}

/** The heading row of an admin screen: title and one line of help, with the main action beside. */
export function ScreenHeader({ id, title, intro, action }: ScreenHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground">
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{intro}</p>
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-3">{action}</div>}
    </div>
  );
}
