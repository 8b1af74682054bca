import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { toast } from "~/lib/toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("shows a toast's title and description in a region labelled 'Notifications'", async () => {
    render(<Toaster />);
    act(
      () =>
        void toast({ title: "Demo Request Sent!", description: "We'll get back to you soon to schedule your demo." }),
    );
    expect(await screen.findByText("Demo Request Sent!")).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you soon to schedule your demo.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  });

  it("styles failures as destructive", async () => {
    render(<Toaster />);
    act(() => void toast({ title: "Failed to send message", variant: "destructive" }));
    const title = await screen.findByText("Failed to send message");
    expect(title.closest("li")).toHaveClass("destructive");
  });

  it("keeps about 3 visible at once", async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast({ title: `Toast ${n}` });
    });
    expect(await screen.findByText("Toast 5")).toBeInTheDocument();
    expect(screen.queryByText("Toast 2")).not.toBeInTheDocument();
    expect(screen.getAllByRole("status").length).toBeLessThanOrEqual(3);
  });

  it("focuses the notifications with Alt+T", async () => {
    render(<Toaster />);
    act(() => void toast({ title: "Signed Out" }));
    await screen.findByText("Signed Out");
    await userEvent.keyboard("{Alt>}t{/Alt}");
    const viewport = screen.getByRole("region", { name: /Notifications/ }).querySelector("ol");
    expect(viewport).toHaveFocus();
  });
});
