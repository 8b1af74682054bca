import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { CUSTOMER_LOGOS } from "./content-kinds";
import { ContentFormDialog } from "./content-form-dialog";

const insert = vi.fn();
const insertResult = vi.fn(() => ({ data: [{ id: "new-id" }] as unknown[] | null, error: null as unknown }));
const upload = vi.fn(async (path: string, _file: Blob, _options: unknown) => ({ data: { path }, error: null }));
const remove = vi.fn(async (_names: string[]) => ({ data: [], error: null }));
const STORAGE = "http://127.0.0.1:54321/storage/v1/object/public/site-media/";
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: () => ({
      insert: (row: unknown) => {
        insert(row);
        return { select: async () => insertResult() };
      },
    }),
    storage: {
      from: () => ({ upload, remove, getPublicUrl: (path: string) => ({ data: { publicUrl: `${STORAGE}${path}` } }) }),
    },
  }),
}));
// jsdom cannot decode images: the resize step answers a small WebP, as Chromium would.
vi.mock("~/lib/image-resize", () => ({
  resizeImage: async () => ({ blob: new Blob(["webp"], { type: "image/webp" }), width: 400, height: 200 }),
}));
URL.createObjectURL = () => "blob:http://localhost/preview";
URL.revokeObjectURL = () => undefined;
const png = (size = 2048, name = "acme.png", type = "image/png") => new File([new Uint8Array(size)], name, { type });

function renderForm(onClose = vi.fn()) {
  render(
    <QueryProvider client={new QueryClient()}>
      <ContentFormDialog kind={CUSTOMER_LOGOS} nextDisplayOrder={9} onClose={onClose} />
    </QueryProvider>,
  );
  return onClose;
}

beforeEach(() => {
  insert.mockClear();
  upload.mockClear();
  remove.mockClear();
  insertResult.mockClear();
});

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

describe("uploading a customer logo", () => {
  it("previews a picked file, uploads it under a generated name on save and stores its public URL", async () => {
    const onClose = renderForm();
    await userEvent.upload(screen.getByLabelText("Logo image file"), png());
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    expect(await screen.findByRole("img", { name: "Acme logo" })).toHaveAttribute(
      "src",
      "blob:http://localhost/preview",
    );
    expect(screen.getByRole("img", { name: "Acme logo" })).toHaveAttribute("width", "192");
    expect(screen.getByRole("button", { name: "Replace image" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, body, options] = upload.mock.calls[0];
    expect(path).toMatch(/^logos\/[0-9a-f-]{36}\.webp$/);
    expect(body.type).toBe("image/webp");
    expect(options).toMatchObject({ contentType: "image/webp", upsert: false });
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ logo_url: `${STORAGE}${path}`, company_name: "Acme" }),
    );
  });

  it("takes a dropped file the same way, and shows the drop state while dragging", async () => {
    renderForm();
    const zone = screen.getByText("Drag an image here, or choose a file.").closest("[class*='border-dashed']")!;
    const dataTransfer = { types: ["Files"], files: [png()], dropEffect: "none" };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText("Drop the image to use it.")).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByRole("img", { name: "Preview" })).toHaveAttribute("src", "blob:http://localhost/preview");
  });

  it("refuses an SVG and a file too large to decode, saying why, and uploads nothing", async () => {
    renderForm();
    // applyAccept: false, as a drop or a picker set to "All files" would deliver it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText("Logo image file"), png(100, "x.svg", "image/svg+xml"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This file is not a PNG, JPEG, WebP or AVIF image. Choose one of those.",
    );
    await user.upload(screen.getByLabelText("Logo image file"), png(26 * 1024 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent("This file is 26 MB; pictures can be up to 25 MB.");
    expect(screen.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(/up to 25 MB/);
    expect(screen.getByText("No image")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("deletes the uploaded file again when the row cannot be saved", async () => {
    insertResult.mockReturnValueOnce({ data: null, error: { code: "42501", message: "denied" } });
    renderForm();
    await userEvent.upload(screen.getByLabelText("Logo image file"), png());
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith([upload.mock.calls[0][0]]);
  });

  it("removing the picked image brings back the need for an image", async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText("Logo image file"), png());
    await userEvent.click(await screen.findByRole("button", { name: "Remove image" }));
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));
    expect(screen.getByLabelText(/Logo image address/)).toHaveAccessibleDescription(
      /Upload an image, or enter its address\./,
    );
    expect(upload).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });
});
