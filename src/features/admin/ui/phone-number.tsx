import { telHref } from "~/lib/tel";

/** A typed number as a tel: link (a phone dials it), or as text when it holds no number to call. */
export function PhoneNumber({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? (
    <a href={href} className="text-primary underline underline-offset-4">
      {phone}
    </a>
  ) : (
    phone
  );
}
