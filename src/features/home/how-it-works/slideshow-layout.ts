// Shared by the slideshow and its placeholder, so the loading box has the slideshow's size.
export const SLIDE_PICTURE_CLASS = "aspect-[4/3] w-full";
// A minimum, not a fixed height: a long description or larger text shows whole instead of being cut
// off. The slides sit side by side in one row, so the tallest sets the height and turning never shifts.
export const SLIDE_CAPTION_CLASS = "min-h-[8.5rem] p-5 sm:min-h-[7.5rem]";
export const SLIDESHOW_CONTROLS_CLASS = "h-16 border-t border-border";
