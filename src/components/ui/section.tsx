import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";

export function Section({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={cn("py-16 md:py-24", className)} {...props} />;
}

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: "left" | "center";
  onDark?: boolean;
}

export function SectionHeading({ eyebrow, title, intro, id, align = "center", onDark = false }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className={cn("text-sm font-semibold uppercase tracking-wider", onDark ? "text-accent" : "text-primary")}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn("mt-2 text-3xl font-bold tracking-tight md:text-4xl", onDark ? "text-white" : "text-foreground")}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn("mt-4 text-lg leading-relaxed", onDark ? "text-navy-foreground" : "text-muted-foreground")}>
          {intro}
        </p>
      )}
    </div>
  );
}
