import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

/** One choice out of a few, shown as a row of buttons; arrow keys move the choice. */
export const RadioGroup = RadioGroupPrimitive.Root;

export const RadioGroupItem = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item>>(
  function RadioGroupItem({ className, ...props }, ref) {
    return (
      <RadioGroupPrimitive.Item
        ref={ref}
        // Narrow sides: "Normal" must fit a third of a phone-width card at the larger text size.
        className={cn(
          "min-h-11 rounded-lg border border-border px-2 text-sm font-medium data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground hc-border",
          className,
        )}
        {...props}
      />
    );
  },
);
