import { company } from "~/content/company";
import { cn } from "~/lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <path d="M16 2 4 7v8c0 7.4 5.1 13.6 12 15 6.9-1.4 12-7.6 12-15V7L16 2Z" fill="#0f766e" />
      <path d="M16 6.2 8 9.6v5.6c0 5 3.4 9.3 8 10.5 4.6-1.2 8-5.5 8-10.5V9.6l-8-3.4Z" fill="#2dd4bf" />
      <path
        d="m12 15.5 3 3 5.5-6"
        fill="none"
        stroke="#042f2e"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLogo({ light = false }: { light?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <BrandMark />
      <span className={cn("text-lg font-bold tracking-tight", light ? "text-white" : "text-foreground")}>
        {company.name}
      </span>
    </span>
  );
}
