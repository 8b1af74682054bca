import { useState } from "react";
import { Download, FileSearch } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { formatBytes } from "~/lib/image-upload";
import { toast } from "~/lib/toast";
import { CV_TYPES } from "@rules/job-applications.ts";
import { describeError } from "../admin-errors";
import { downloadFromUrl } from "../download";
import { signCvLink } from "./applications-api";
import type { JobApplication } from "./application-types";

type Cv = Pick<JobApplication, "full_name" | "cv_path" | "cv_type" | "cv_size">;

/** "PDF, 312 KB". */
export const cvDescription = (cv: Pick<Cv, "cv_type" | "cv_size">) =>
  `${CV_TYPES[cv.cv_type]?.extension.toUpperCase() ?? "File"}, ${formatBytes(cv.cv_size)}`;

/**
 * Opens the tab in the click itself, so no popup blocker stops it, and sends it to the CV once
 * its short-lived link is signed. The tab is cut off from this page (opener) before anything loads.
 */
function openBlankTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  tab.opener = null;
  try {
    tab.document.title = "Opening the CV…";
    tab.document.body.textContent = "Opening the CV…";
  } catch {
    // A browser that gives the new tab an origin of its own: it stays blank until the CV loads.
  }
  return tab;
}

/**
 * A PDF opens in a new tab, where the browser shows it; a Word file cannot be shown there, so it
 * downloads from this page (a download never leaves it). Either way through a link signed for a
 * minute, asked for on the click: a link in the page would have expired by the time it is used.
 */
export function OpenCvButton({ application }: { application: Cv }) {
  const [busy, setBusy] = useState(false);
  // Where a popup blocker still refused the tab: the signed link itself, for a click of its own.
  const [blockedLink, setBlockedLink] = useState<string>();
  const inBrowser = application.cv_type === "pdf";
  const description = cvDescription(application);

  async function open() {
    if (busy) return;
    const tab = inBrowser ? openBlankTab() : null;
    setBusy(true);
    setBlockedLink(undefined);
    try {
      if (!inBrowser) {
        downloadFromUrl(
          await signCvLink(
            application.cv_path,
            `${application.full_name} CV.${CV_TYPES[application.cv_type].extension}`,
          ),
        );
        return;
      }
      const link = await signCvLink(application.cv_path);
      if (!tab) setBlockedLink(link);
      else if (!tab.closed) tab.location.replace(link);
    } catch (error) {
      tab?.close();
      toast({ title: "Could not open the CV", description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid justify-items-start gap-2">
      <Button type="button" variant="outline" size="sm" aria-disabled={busy} onClick={() => void open()}>
        {inBrowser ? (
          <FileSearch aria-hidden="true" className="size-4" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {inBrowser ? `Open CV (${description}) in a new tab` : `Download CV (${description})`}
      </Button>
      {blockedLink && (
        <p role="status" className="text-sm text-foreground">
          Your browser blocked the new tab.{" "}
          <a
            href={blockedLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            Open the CV in a new tab
          </a>{" "}
          (the link works for a minute).
        </p>
      )}
    </div>
  );
}
