import { Check, Copy } from "~/components/ui/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";

/** Groups of four are easier to type into an app by hand; authenticator apps ignore the spaces. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The TOTP secret as text, for people who cannot scan, with a copy button. */
export function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <code className="min-w-0 rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wide text-foreground hc-border">
        {groupSecret(secret)}
      </code>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {copied ? "Copied" : "Copy key"}
      </Button>
    </div>
  );
}
