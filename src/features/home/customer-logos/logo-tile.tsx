import { useState } from "react";
import { LOGO_ITEM_WIDTH_PX } from "~/lib/constants";
import type { CustomerLogo } from "./customer-logos";

const reported = new Set<string>();

/** One 192 px slot of the strip. A logo that fails to load is logged (once) and shown as its company name. */
export function LogoTile({ logo, decorative = false }: { logo: CustomerLogo; decorative?: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <li
      data-logo={decorative ? undefined : logo.company_name}
      className="flex h-20 shrink-0 items-center justify-center px-6"
      style={{ width: LOGO_ITEM_WIDTH_PX }}
    >
      {broken ? (
        <span className="truncate text-sm font-semibold text-muted-foreground">{logo.company_name}</span>
      ) : (
        <img
          src={logo.logo_url}
          alt={decorative ? "" : logo.alt_text}
          width={144}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-36 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
          onError={() => {
            if (!reported.has(logo.logo_url)) console.warn(`Customer logo failed to load: ${logo.logo_url}`);
            reported.add(logo.logo_url);
            setBroken(true);
          }}
        />
      )}
    </li>
  );
}
