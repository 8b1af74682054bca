import { Link } from "react-router";
import { ProseSections } from "~/components/ui/prose-sections";
import { securityEntry } from "~/content/security/meta";
import { trustCenter } from "~/content/security/trust";

/** The trust center's sections, then how to ask for your data and where to report a flaw. */
export function TrustBody() {
  return (
    <div className="prose-legal">
      <ProseSections sections={trustCenter.sections} />
      <section>
        <h2>{trustCenter.requestHeading}</h2>
        <p>{trustCenter.requestText}</p>
        <p>
          {trustCenter.securityText} <Link to={securityEntry.path}>{trustCenter.securityLink}</Link>.
        </p>
      </section>
    </div>
  );
}
