// Shared by the slideshow and its placeholder, so the loading box has exactly the slideshow's size.
export const SLIDE_PICTURE_CLASS = "aspect-[4/3] w-full";
export const SLIDE_CAPTION_CLASS = "h-[8.5rem] p-5 sm:h-[7.5rem]";
export const SLIDE_DESCRIPTION_CLAMP_CLASS = "line-clamp-3 sm:line-clamp-2";
export const SLIDESHOW_CONTROLS_CLASS = "h-16 border-t border-border";
