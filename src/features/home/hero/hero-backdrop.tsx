/** Decorative radar sweep behind the hero: inline, so it costs no request and never shifts layout. */
export function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 800 800"
      className="pointer-events-none absolute -right-64 -top-24 h-[52rem] w-[52rem] text-accent opacity-[0.22] md:-right-40 lg:-right-24 lg:top-0"
    >
      <defs>
        <radialGradient id="hero-sweep" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.55" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="400" cy="400" r="120" />
        <circle cx="400" cy="400" r="220" strokeDasharray="4 10" />
        <circle cx="400" cy="400" r="320" />
        <circle cx="400" cy="400" r="396" strokeDasharray="2 14" />
        <path d="M400 0v800M0 400h800" strokeOpacity="0.5" />
      </g>
      <path d="M400 400 L400 80 A320 320 0 0 1 677 240 Z" fill="url(#hero-sweep)" />
      <g fill="currentColor">
        <circle cx="520" cy="210" r="6" />
        <circle cx="250" cy="300" r="4" />
        <circle cx="610" cy="470" r="5" />
        <circle cx="330" cy="590" r="4" />
        <circle cx="470" cy="640" r="3" />
      </g>
    </svg>
  );
}
