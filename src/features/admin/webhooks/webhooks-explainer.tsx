/** What is sent, how it is signed and retried: the receiver's contract, in four lines. */
export function WebhooksExplainer() {
  const code = "rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem] text-foreground";
  return (
    <section
      aria-labelledby="webhooks-explainer-heading"
      className="rounded-xl border border-border bg-surface p-4 text-sm hc-border sm:p-5"
    >
      <h3 id="webhooks-explainer-heading" className="font-semibold text-foreground">
        How deliveries work
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">What is sent:</span> each new contact message or demo request,
          as JSON with the lead, its attribution (where the visit came from) and the consent given with the form.
        </li>
        <li>
          <span className="font-medium text-foreground">Signed</span> per Standard Webhooks: the headers{" "}
          <code className={code}>webhook-id</code>, <code className={code}>webhook-timestamp</code> and{" "}
          <code className={code}>webhook-signature</code> (<code className={code}>v1,</code> and a base64 HMAC-SHA256
          made with the endpoint&apos;s secret).
        </li>
        <li>
          <span className="font-medium text-foreground">Retried</span> with back-off when the receiver does not answer
          2xx: 30 s, 1 min, 2 min … up to 4 hours apart, for a day; then the delivery is marked failed. Every retry
          carries the same <code className={code}>webhook-id</code>, so the receiver can drop repeats.
        </li>
        <li>
          <span className="font-medium text-foreground">https only:</span> endpoints must use an https:// address.
        </li>
      </ul>
    </section>
  );
}
