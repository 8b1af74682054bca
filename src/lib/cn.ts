import { clsx, type ClassValue } from "clsx";

// Plain class joining. Variants are written so they never fight over the same property;
// a class-merging library would cost more than every page's own code.
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
