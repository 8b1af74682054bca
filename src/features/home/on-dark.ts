// In high-contrast mode the accent token turns dark teal for use on white; on our dark bands the
// same token would vanish against black, so accents there switch to white.
export const ON_DARK_ACCENT_TEXT = "text-accent [html[data-contrast=high]_&]:text-white";
export const ON_DARK_ACCENT_BG = "bg-accent [html[data-contrast=high]_&]:bg-white";
export const ON_DARK_ACCENT_BORDER = "border-accent/70 [html[data-contrast=high]_&]:border-white";
