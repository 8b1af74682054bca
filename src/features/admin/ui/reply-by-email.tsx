import { Mail } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { mailtoHref } from "~/lib/mailto";

/** Opens the admin's mail app with a reply to the address; the subject is encoded so it can never add a header. */
export function ReplyByEmail({ email, subject }: { email: string; subject: string }) {
  return (
    <Button asChild variant="primary">
      <a href={mailtoHref(email, { subject })}>
        <Mail aria-hidden="true" className="size-4" />
        Reply by email
      </a>
    </Button>
  );
}
