import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { applicationForm } from "~/content/careers/application-form";
import { cn } from "~/lib/cn";
import { CV_ACCEPT } from "./cv-file";

interface CvFieldProps {
  file: File | null;
  onChoose: (file: File | null) => void;
  error?: string;
}

/**
 * The CV: the browser's own file picker (keyboard, screen readers and phones know it), styled as
 * the other fields, offering PDF and Word files; what it holds is checked on submit. The picker's
 * own "No file chosen" is cut short in a narrow field ("No fil…hosen"), so the chosen file's name is
 * written out below it instead, in full, for the eye (screen readers hear the picker's own).
 */
export function CvField({ file, onChoose, error }: CvFieldProps) {
  return (
    <FormField label={applicationForm.labels.cv} required hint={applicationForm.cvHint} error={error}>
      {(field) => (
        <>
          <Input
            {...field}
            type="file"
            name="cv"
            accept={CV_ACCEPT}
            aria-required="true"
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            className="cursor-pointer py-2 text-sm text-transparent file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary hover:file:bg-primary/15"
          />
          <p
            aria-hidden="true"
            className={cn(
              "mt-1.5 text-sm [overflow-wrap:anywhere]",
              file ? "font-medium text-foreground" : "text-muted-foreground",
            )}
          >
            {file ? file.name : applicationForm.noCv}
          </p>
        </>
      )}
    </FormField>
  );
}
