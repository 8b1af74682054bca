import { act, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAdoptTypedValues } from "./use-adopt-typed-values";

const FIELDS = ["fullName", "email"] as const;

function TinyForm() {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ fullName: "", email: "" });
  useAdoptTypedValues(ref, FIELDS, (typed) => setValues((v) => ({ ...v, ...typed })));
  return (
    <form ref={ref}>
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
});
