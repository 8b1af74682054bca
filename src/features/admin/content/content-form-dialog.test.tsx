import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { CUSTOMER_LOGOS } from "./content-kinds";
import { ContentFormDialog } from "./content-form-dialog";

const insert = vi.fn();
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: () => ({
      insert: (row: unknown) => {
        insert(row);
        return { select: async () => ({ data: [{ id: "new-id" }], error: null }) };
      },
    }),
  }),
}));

function renderForm(onClose = vi.fn()) {
  render(
    <QueryProvider client={new QueryClient()}>
      <ContentFormDialog kind={CUSTOMER_LOGOS} nextDisplayOrder={9} onClose={onClose} />
    </QueryProvider>,
  );
  return onClose;
}

beforeEach(() => insert.mockClear());

describe("adding a customer logo", () => {
  it("explains a javascript: address next to the field, marks it invalid, and saves nothing", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Logo image address/), "javascript:alert(1)");
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));

    const field = screen.getByLabelText(/Logo image address/);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Use a path on this site such as \/logos\/acme\.svg/);
    expect(field).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
  });

  it("saves trimmed values at the end of the list, shown, and closes", async () => {
    const onClose = renderForm();
    await userEvent.type(screen.getByLabelText(/Logo image address/), " /logos/acme.svg ");
    await userEvent.type(screen.getByLabelText(/Company name/), "  Acme ");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(insert).toHaveBeenCalledWith({
      logo_url: "/logos/acme.svg",
      company_name: "Acme",
      alt_text: "Acme logo",
      display_order: 9,
      is_active: true,
    });
  });
});
