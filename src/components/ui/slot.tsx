import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from "react";
import { cn } from "~/lib/cn";

type Props = HTMLAttributes<HTMLElement> & Record<string, unknown>;

/**
 * Renders its only child with the slot's props merged in (`asChild`), e.g. a Button styled as a
 * router Link: class names are joined and event handlers of both run (the child's first).
 * A few lines instead of a dependency on every page's first load.
 */
export const Slot = forwardRef<HTMLElement, Props>(function Slot({ children, ...slotProps }, ref) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props> & { ref?: Ref<HTMLElement> };
  const merged: Props = { ...slotProps, ...child.props };
  for (const [key, value] of Object.entries(slotProps)) {
    const childValue = child.props[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        value(...args);
      };
    }
  }
  merged.className = cn(slotProps.className as string, child.props.className as string);
  return cloneElement(child, { ...merged, ref: ref ?? child.ref } as Props);
});
