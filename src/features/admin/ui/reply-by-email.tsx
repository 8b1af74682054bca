import { Copy, Mail } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { mailtoHref } from "~/lib/mailto";
import { toast } from "~/lib/toast";

interface ReplyByEmailProps {
  email: string;
  subject: string;
  /** The element showing the address: selected for the admin to copy where the clipboard is out of reach. */
  addressId: string;
}

/**
 * "Reply by email" opens the admin's mail app (the subject encoded so it can never add a header);
 * "Copy address" beside it serves webmail, where a mailto: link does nothing.
 */
export function ReplyByEmail({ email, subject, addressId }: ReplyByEmailProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="primary">
        <a href={mailtoHref(email, { subject })}>
          <Mail aria-hidden="true" className="size-4" />
          Reply by email
        </a>
      </Button>
      <Button type="button" variant="outline" onClick={() => void copyAddress(email, addressId)}>
        <Copy aria-hidden="true" className="size-4" />
        Copy address
      </Button>
    </div>
  );
}

/** Writes the address to the clipboard; without one (an older browser, no permission) selects it on the page. */
async function copyAddress(email: string, addressId: string) {
  try {
    if (!navigator.clipboard) throw new Error("No clipboard");
    await navigator.clipboard.writeText(email);
    toast({ title: "Address copied", description: email });
  } catch {
    const shown = document.getElementById(addressId);
    const selection = window.getSelection();
    if (!shown || !selection) return;
    selection.selectAllChildren(shown);
    toast({ title: "Address selected", description: "Press Ctrl+C (⌘C on a Mac) to copy it." });
  }
}
