import { act, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HOLD_EARLY_SUBMITS, PENDING_SUBMIT } from "./early-submit";
import { useAdoptTypedValues } from "./use-adopt-typed-values";

const FIELDS = ["fullName", "email"] as const;

function TinyForm({ onSend = () => {} }: { onSend?: (values: Record<string, string>) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ fullName: "", email: "" });
  useAdoptTypedValues(ref, FIELDS, (typed) => setValues((v) => ({ ...v, ...typed })));
  return (
    <form
      ref={ref}
      onSubmit={(e) => {
        e.preventDefault();
        onSend(values);
      }}
    >
      {FIELDS.map((f) => (
        <input
          key={f}
          aria-label={f}
          name={f}
          value={values[f]}
          onChange={(e) => setValues({ ...values, [f]: e.target.value })}
        />
      ))}
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe("useAdoptTypedValues", () => {
  it("keeps what a visitor typed into the prerendered form before it hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<TinyForm />);
    document.body.appendChild(container);
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = "early@example.com";

    await act(async () => {
      render(<TinyForm />, { container, hydrate: true });
    });

    expect(screen.getByRole("status")).toHaveTextContent('{"fullName":"","email":"early@example.com"}');
    expect(screen.getByLabelText("email")).toHaveValue("early@example.com");
  });

  it("holds a submit made before hydration, then sends it once, with what was typed", async () => {
    window.eval(HOLD_EARLY_SUBMITS);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<TinyForm />);
    document.body.appendChild(container);
    const form = container.querySelector("form")!;
    (form.querySelector('input[name="fullName"]') as HTMLInputElement).value = "Jane Smith";
    (form.querySelector('input[name="email"]') as HTMLInputElement).value = "jane@example.com";
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // no GET with the fields in the address bar
    expect(form.hasAttribute(PENDING_SUBMIT)).toBe(true);

    const sent: Array<Record<string, string>> = [];
    await act(async () => {
      render(<TinyForm onSend={(v) => sent.push(v)} />, { container, hydrate: true });
    });

    expect(sent).toEqual([{ fullName: "Jane Smith", email: "jane@example.com" }]);
    expect(form.hasAttribute(PENDING_SUBMIT)).toBe(false);
    const later = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(sent).toHaveLength(2); // hydrated: React handles it, the hold stays out of the way
  });
});
