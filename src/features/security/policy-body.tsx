import { ProseSections } from "~/components/ui/prose-sections";
import { securityPolicy } from "~/content/security/policy";

/** The disclosure policy's sections: scope, safe harbour, what to include, response times, disclosure. */
export function PolicyBody() {
  return (
    <div className="prose-legal">
      <ProseSections sections={securityPolicy.sections} />
    </div>
  );
}
