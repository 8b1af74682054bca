/** Holds the strip's height (one 80 px row of logos) until its code and data arrive. */
export function LogoStripPlaceholder() {
  return <div aria-hidden="true" className="h-20" />;
}
