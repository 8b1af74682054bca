import type { LegalSection } from "~/content/legal/types";

/** A document's sections in the legal pages' prose style: each a heading, its paragraphs and its list. */
export function ProseSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((s) => (
    <section key={s.heading}>
      <h2>{s.heading}</h2>
      {s.paragraphs?.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
      {s.list && (
        <ul>
          {s.list.map((item) => (
            <li key={item.slice(0, 32)}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}
