import { useId, useRef, useState, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Check, Copy, Key } from "~/components/ui/icons";
import { Modal } from "~/components/ui/modal";
import type { RevealedSecret } from "./webhook-types";

interface SecretDialogProps {
  /** The secret to show, or null: closed, and the secret forgotten. */
  revealed: RevealedSecret | null;
  onClose: () => void;
  /** Where focus goes back on close (the dialog opens without a trigger). */
  returnFocusTo: RefObject<HTMLElement>;
}

const code = "rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem] text-foreground wrap-anywhere";

/**
 * A new signing secret, shown once: the database answers it only when it is made. Copy (focused
 * first) puts it on the clipboard, or selects it where the clipboard is out of reach; closing
 * forgets it. A click
 * beside the dialog does not close it, so a secret is never lost to a stray click.
 */
export function SecretDialog({ revealed, onClose, returnFocusTo }: SecretDialogProps) {
  const id = useId();
  const shown = useRef<HTMLElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState<"copied" | "selected">();

  async function copy() {
    if (!revealed) return;
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(revealed.secret);
      setCopied("copied");
    } catch {
      const selection = window.getSelection();
      if (!shown.current || !selection) return;
      selection.selectAllChildren(shown.current);
      setCopied("selected");
    }
  }

  function close() {
    setCopied(undefined);
    onClose();
  }

  return (
    <Modal
      open={revealed !== null}
      onOpenChange={(open) => !open && close()}
      title="Copy the signing secret now"
      closeLabel="Close: the secret will not be shown again"
      description={
        revealed && (
          <>
            {revealed.reason === "created" ? "The endpoint is added: " : "A new secret for "}
            <span className="font-medium text-foreground wrap-anywhere">{revealed.url}</span>
            {revealed.reason === "rotated" && ". The old secret no longer signs anything"}.
          </>
        )
      }
      initialFocus={copyButton}
      closeOnOutsideClick={false}
      returnFocusTo={returnFocusTo}
    >
      {revealed && (
        <>
          <div className="rounded-xl border-2 border-warning/60 bg-warning/5 p-4 hc-border">
            <p id={`${id}-once`} className="flex items-start gap-2 text-sm font-semibold text-foreground">
              <Key aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              This secret will not be shown again. Copy it into the receiver&apos;s settings before you close this.
            </p>
            <div role="group" aria-labelledby={`${id}-label`} className="mt-4">
              <p id={`${id}-label`} className="text-sm font-medium text-foreground">
                Signing secret
              </p>
              <code
                ref={shown}
                className="mt-1.5 block select-all break-all rounded-lg border border-border bg-background px-3.5 py-2.5 font-mono text-sm text-foreground hc-border"
              >
                {revealed.secret}
              </code>
            </div>
            <Button
              ref={copyButton}
              type="button"
              variant="primary"
              onClick={() => void copy()}
              aria-describedby={`${id}-once`}
              className="mt-3"
            >
              {copied === "copied" ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              Copy secret
            </Button>
            <p role="status" className="mt-2 text-sm text-foreground">
              {copied === "copied" && "Copied to the clipboard."}
              {copied === "selected" && "Selected: press Ctrl+C (⌘C on a Mac) to copy it."}
            </p>
          </div>
          <section aria-labelledby={`${id}-verify`} className="mt-5 text-sm text-muted-foreground">
            <h3 id={`${id}-verify`} className="font-semibold text-foreground">
              How the receiver checks each request (Standard Webhooks)
            </h3>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5">
              <li>
                Read the headers <code className={code}>webhook-id</code>,{" "}
                <code className={code}>webhook-timestamp</code> (Unix seconds) and{" "}
                <code className={code}>webhook-signature</code> (<code className={code}>v1,</code> and a base64
                signature).
              </li>
              <li>
                Compute HMAC-SHA256 of <code className={code}>webhook-id.webhook-timestamp.body</code> (the raw body)
                with the secret&apos;s bytes: the base64 after <code className={code}>whsec_</code>. Its base64 must
                equal the signature after <code className={code}>v1,</code>.
              </li>
              <li>
                Refuse a timestamp more than five minutes off, and drop a <code className={code}>webhook-id</code>{" "}
                already seen: retries repeat it.
              </li>
            </ol>
            <p className="mt-2">Any Standard Webhooks library does this with the secret exactly as shown.</p>
          </section>
          <div className="mt-6 flex justify-end">
            <Button type="button" variant="outline" onClick={close}>
              Done
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
