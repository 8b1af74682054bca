import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToasts, toast } from "~/lib/toast";
import { Toaster } from "./toaster";

/** The Toaster on a two-page app (it listens to the route), starting at `path`. */
function renderToaster(path = "/") {
  window.history.replaceState({}, "", path);
  const page = (to: string) => (
    <>
      <Link to={to}>Go to {to}</Link>
      <Toaster />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: page("/auth") },
      { path: "/auth", element: page("/") },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What a navigation does to window.location in the browser (the toasts record it). */
async function navigate(router: ReturnType<typeof createMemoryRouter>, to: string) {
  window.history.pushState({}, "", to);
  await act(() => router.navigate(to));
}

const shown = (title: string) => screen.queryByText(title);

describe("Toaster", () => {
  afterEach(() => act(() => dismissToasts(() => true)));

  it("shows a toast's title and description in a region labelled 'Notifications'", async () => {
    renderToaster();
    act(
      () =>
        void toast({ title: "Demo Request Sent!", description: "We'll get back to you soon to schedule your demo." }),
    );
    expect(await screen.findByText("Demo Request Sent!")).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you soon to schedule your demo.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  });

  it("styles failures as destructive", async () => {
    renderToaster();
    act(() => void toast({ title: "Failed to send message", variant: "destructive" }));
    const title = await screen.findByText("Failed to send message");
    expect(title.closest("li")).toHaveClass("destructive");
  });

  it("keeps about 3 visible at once", async () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast({ title: `Toast ${n}` });
    });
    expect(await screen.findByText("Toast 5")).toBeInTheDocument();
    expect(shown("Toast 2")).not.toBeInTheDocument();
    expect(screen.getAllByRole("status").length).toBeLessThanOrEqual(3);
  });

  it("replaces a form's earlier toasts with its new one: only 'Message sent successfully!' stays", async () => {
    renderToaster();
    act(() => void toast({ title: "Missing required fields", variant: "destructive", group: "contact-form" }));
    act(() => void toast({ title: "Invalid email", variant: "destructive", group: "contact-form" }));
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(shown("Missing required fields")).not.toBeInTheDocument();
    act(() => void toast({ title: "Message sent successfully!", group: "contact-form" }));
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    expect(shown("Invalid email")).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("dismisses a page's toasts when the visitor leaves it, but keeps one announcing the navigation", async () => {
    const router = renderToaster("/auth");
    act(() => void toast({ title: "Password Too Short", variant: "destructive", group: "auth" }));
    expect(await screen.findByText("Password Too Short")).toBeInTheDocument();
    act(() => void toast({ title: "Signed Out", outlivesPage: true }));
    await navigate(router, "/");
    expect(screen.getByText("Signed Out")).toBeInTheDocument();
    await screen.findByRole("link", { name: "Go to /auth" });
    await act(() => new Promise((done) => setTimeout(done, 350))); // the exit animation's allowance
    expect(shown("Password Too Short")).not.toBeInTheDocument();
    expect(screen.getByText("Signed Out")).toBeInTheDocument();
  });

  it("keeps a toast raised on the page the visitor is on", async () => {
    renderToaster("/");
    act(() => void toast({ title: "Demo Request Sent!", group: "demo-request" }));
    await act(() => new Promise((done) => setTimeout(done, 350)));
    expect(screen.getByText("Demo Request Sent!")).toBeInTheDocument();
  });

  it("focuses the notifications with Alt+T, with a visible focus ring", async () => {
    renderToaster();
    act(() => void toast({ title: "Signed Out" }));
    await screen.findByText("Signed Out");
    await userEvent.keyboard("{Alt>}t{/Alt}");
    const viewport = screen.getByRole("region", { name: /Notifications/ }).querySelector("ol");
    expect(viewport).toHaveFocus();
    // The ring (app.css) shows for focus the hotkey moved, even when the last click was the mouse's.
    expect(viewport).toHaveClass("toast-focus-ring");
    expect(viewport).toHaveAttribute("data-hotkey-focus");
  });
});
