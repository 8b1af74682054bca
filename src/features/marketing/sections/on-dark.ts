// Teal on navy reads well by default, but high contrast turns navy black and teal dark: use white there.
export const accentOnDark = "text-accent [html[data-contrast=high]_&]:text-white";
