import { lazy, Suspense } from "react";
import { HeroSection } from "./hero/hero-section";

// Prerendered in full; in the browser the hero hydrates first and the rest follows from its own
// chunk, so the JavaScript every visitor downloads first stays small.
const BelowTheFold = lazy(() => import("./below-the-fold").then((m) => ({ default: m.BelowTheFold })));

export function HomePage() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
