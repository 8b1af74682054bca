import { Slot } from "./slot";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg text-center text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:brightness-90",
  accent: "bg-accent text-accent-foreground hover:bg-accent/90",
  outline: "border border-border bg-background text-foreground hover:bg-muted hc-border",
  ghost: "text-foreground hover:bg-muted",
  onDark: "border border-white/30 bg-white/5 text-white hover:bg-white/15",
  destructive: "bg-destructive text-destructive-foreground hover:brightness-90",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

// Sizes own height and padding alone, so no two classes ever fight over one property. A label
// wraps rather than overflow a narrow column (large text on a phone); the vertical padding then
// keeps its lines off the edges, and one line still gets the minimum height.
const SIZES = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2",
  lg: "min-h-12 px-7 py-2.5 text-base",
  icon: "size-11",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

export function buttonVariants({ variant, size }: ButtonStyle = {}): string {
  const v = variant ?? "primary";
  return cn(BASE, VARIANTS[v], v !== "link" && SIZES[size ?? "md"]);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, ...props },
  ref,
) {
  const Comp = asChild ? Slot : "button";
  return <Comp ref={ref} data-button="" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
});
