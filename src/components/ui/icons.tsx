// The site's icons: Lucide's drawings, served once as an SVG sprite (scripts/build-steps/icon-sprite.ts
// builds it from icon-names.ts) and drawn with <use>. A page's HTML carries a reference per icon
// instead of its paths, and the JavaScript carries none. To add an icon, add its Lucide name to
// icon-names.ts (and a component below if code draws it by name).
//
// The references point into the page (`#name`), at the symbols IconSprite fetches once the page has
// hydrated: a sprite URL in the markup would have the browser fetch it before the first paint, a
// round trip that Lighthouse's simulation adds to the page's FCP and LCP (about 15% on every page).
// The icons are decorative, so they may arrive with the page's code.
import { forwardRef, useEffect, type SVGProps } from "react";
import { cn } from "~/lib/cn";
import type { BrandGlyphName } from "./brand-glyphs";
import type { IconName } from "./icon-names";

type IconProps = SVGProps<SVGSVGElement>;

/** Draws the sprite's icon or brand glyph `name`, sized by its class (24 px without one). */
export const Icon = forwardRef<SVGSVGElement, Omit<IconProps, "name"> & { name: IconName | BrandGlyphName }>(
  function Icon({ name, className, ...props }, ref) {
    // Decorative unless given a name or role, as Lucide's own components are.
    const named = Boolean(props["aria-label"] || props["aria-labelledby"] || props.role);
    return (
      <svg
        ref={ref}
        width="24"
        height="24"
        aria-hidden={named ? undefined : true}
        className={cn("lucide", `lucide-${name}`, className)}
        {...props}
      >
        <use href={`#${name}`} />
      </svg>
    );
  },
);

/** A component for one icon, as code imports it: `<ArrowRight className="size-4" />`. */
function spriteIcon(name: IconName) {
  const Named = forwardRef<SVGSVGElement, Omit<IconProps, "name">>(function Named(props, ref) {
    return <Icon ref={ref} {...props} name={name} />;
  });
  Named.displayName = `Icon(${name})`;
  return Named;
}

export type IconComponent = ReturnType<typeof spriteIcon>;

const SPRITE_ID = "icon-sprite";

/**
 * The symbols every Icon refers to, rendered once by the root layout: empty in the prerendered
 * page, filled from the sprite file after hydration. React leaves the content of an element it
 * renders through dangerouslySetInnerHTML alone, so filling it in later is no hydration mismatch.
 */
export function IconSprite() {
  useEffect(() => {
    const symbols = document.getElementById(SPRITE_ID);
    if (!symbols || symbols.firstElementChild) return;
    void fetch(__ICON_SPRITE__)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
      .then((sprite) => {
        symbols.innerHTML = sprite.replace(/^\s*<svg[^>]*>|<\/svg>\s*$/g, "");
      })
      .catch((error) => console.warn(`Icons not loaded (${__ICON_SPRITE__}): ${String(error)}`));
  }, []);
  return <svg id={SPRITE_ID} aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: "" }} />;
}

export const Accessibility = spriteIcon("accessibility");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const ArrowUpDown = spriteIcon("arrow-up-down");
export const BadgeCheck = spriteIcon("badge-check");
export const BrainCircuit = spriteIcon("brain-circuit");
export const Briefcase = spriteIcon("briefcase");
export const Building2 = spriteIcon("building-complex");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleCheck = spriteIcon("circle-check");
export const CircleX = spriteIcon("circle-x");
export const ClipboardList = spriteIcon("clipboard-list");
export const Clock = spriteIcon("clock");
export const CloudCog = spriteIcon("cloud-cog");
export const Copy = spriteIcon("copy");
export const Cpu = spriteIcon("cpu");
export const Download = spriteIcon("download");
export const Eye = spriteIcon("eye");
export const EyeOff = spriteIcon("eye-off");
export const FileSearch = spriteIcon("file-search");
export const GraduationCap = spriteIcon("graduation-cap");
export const GripVertical = spriteIcon("grip-vertical");
export const Headset = spriteIcon("headset");
export const Image = spriteIcon("image");
export const ImageOff = spriteIcon("image-off");
export const ImagePlus = spriteIcon("image-plus");
export const Inbox = spriteIcon("inbox");
export const Key = spriteIcon("key");
export const Layers = spriteIcon("layers");
export const LoaderCircle = spriteIcon("loader-circle");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailCheck = spriteIcon("mail-check");
export const MailClock = spriteIcon("mail-clock");
export const MailWarning = spriteIcon("mail-exclamation-point");
export const MailX = spriteIcon("mail-x");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const Network = spriteIcon("network");
export const Pause = spriteIcon("pause");
export const Pencil = spriteIcon("pencil");
export const Phone = spriteIcon("phone");
export const Play = spriteIcon("play");
export const Quote = spriteIcon("quote");
export const Radar = spriteIcon("radar");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCw = spriteIcon("rotate-cw");
export const ScrollText = spriteIcon("scroll-text");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const Settings = spriteIcon("settings");
export const ShieldAlert = spriteIcon("shield-exclamation-point");
export const ShieldCheck = spriteIcon("shield-check");
export const Smartphone = spriteIcon("smartphone");
export const Trash2 = spriteIcon("trash");
export const TrendingUp = spriteIcon("trending-up");
export const Upload = spriteIcon("upload");
export const UserPlus = spriteIcon("user-plus");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const Webhook = spriteIcon("webhook");
export const X = spriteIcon("x");
