import { type RefObject, useLayoutEffect, useState } from "react";

export type ToastSide = "top" | "bottom";

/** Below Tailwind's `sm`: the toasts span the screen's width. */
const PHONE_QUERY = "(max-width: 639.98px)";

export interface ToastPlacement {
  side: ToastSide;
  /** Distance from the layout viewport's bottom to the visible area's (an on-screen keyboard). */
  bottomInset: number;
}

/** Air kept between the toasts and the control in use. */
const CLEARANCE_PX = 8;

const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom && b.top < a.bottom;

/**
 * Where the toasts sit: at the top of a phone's screen (away from the on-screen keyboard and from
 * the fields and buttons a thumb is using, which the browser keeps in the lower part), in the
 * bottom-right corner elsewhere (the spec's default). Whenever the control that has focus would
 * be under them, they move to the other edge, above the keyboard if one is open.
 */
export function useToastPlacement(viewport: RefObject<HTMLElement>, toasts: readonly unknown[]): ToastPlacement {
  // The first frame already has the list on its edge: the toaster mounts after the page has been
  // painted, and a list that moved there a frame later would count as a layout shift.
  const [placement, setPlacement] = useState<ToastPlacement>(() => ({
    side: window.matchMedia(PHONE_QUERY).matches ? "top" : "bottom",
    bottomInset: 0,
  }));

  // Before paint, so a change of edge is never seen in the old place.
  useLayoutEffect(() => {
    const active = toasts.length > 0;
    const phone = window.matchMedia(PHONE_QUERY);
    let frame = 0;
    const place = () => {
      frame = 0;
      const preferred: ToastSide = phone.matches ? "top" : "bottom";
      const stack = viewport.current?.getBoundingClientRect();
      const visual = window.visualViewport;
      const visibleBottom = visual ? visual.offsetTop + visual.height : window.innerHeight;
      const bottomInset = Math.max(0, Math.round(window.innerHeight - visibleBottom));
      const focused = document.activeElement;
      let side = preferred;
      if (active && stack && focused && focused !== document.body && !viewport.current?.contains(focused)) {
        const control = focused.getBoundingClientRect();
        const beside = control.right > stack.left && control.left < stack.right;
        // The stack keeps the same inset from either edge, and a little air from the control.
        const inset = viewport.current?.dataset.side === "bottom" ? visibleBottom - stack.bottom : stack.top;
        const reach = inset + stack.height + CLEARANCE_PX;
        const at = { top: { top: 0, bottom: reach }, bottom: { top: visibleBottom - reach, bottom: visibleBottom } };
        const other: ToastSide = preferred === "top" ? "bottom" : "top";
        if (beside && overlaps(control, at[preferred]) && !overlaps(control, at[other])) side = other;
      }
      setPlacement((current) =>
        current.side === side && current.bottomInset === bottomInset ? current : { side, bottomInset },
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    if (!active) return;
    const targets: (Window | VisualViewport)[] = [window, ...(window.visualViewport ? [window.visualViewport] : [])];
    for (const target of targets) {
      target.addEventListener("resize", schedule);
      target.addEventListener("scroll", schedule, { passive: true });
    }
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    return () => {
      cancelAnimationFrame(frame);
      for (const target of targets) {
        target.removeEventListener("resize", schedule);
        target.removeEventListener("scroll", schedule);
      }
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
    };
  }, [viewport, toasts]);

  return placement;
}
