import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToasts, toast, useToasts } from "./toast";

// The store is module state: read it through the same subscription the Toaster uses.
const current = () => renderHook(() => useToasts()).result.current;
const openTitles = () =>
  current()
    .filter((t) => t.open)
    .map((t) => t.title);

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToasts(() => true);
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows the newest first and at most 3 at once", () => {
    for (const n of [1, 2, 3, 4, 5]) toast({ title: `Toast ${n}` });
    expect(openTitles()).toEqual(["Toast 5", "Toast 4", "Toast 3"]);
  });

  it("counts a closing toast against the 3 only until a new one arrives", () => {
    const first = toast({ title: "One" });
    toast({ title: "Two" });
    toast({ title: "Three" });
    dismissToasts((t) => t.id === first);
    toast({ title: "Four" });
    expect(current().map((t) => t.title)).toEqual(["Four", "Three", "Two"]);
  });

  it("lets a form's new toast replace that form's earlier ones, and leaves other toasts alone", () => {
    toast({ title: "Signed Out" });
    toast({ title: "Missing required fields", variant: "destructive", group: "contact-form" });
    toast({ title: "Invalid email", variant: "destructive", group: "contact-form" });
    toast({ title: "Message sent successfully!", group: "contact-form" });
    expect(openTitles()).toEqual(["Message sent successfully!", "Signed Out"]);
  });

  it("dismisses a group on request (a new submit), with the exit animation, then forgets it", () => {
    toast({ title: "Password Too Short", variant: "destructive", group: "auth" });
    toast({ title: "Reset Email Sent", group: "other" });
    dismissToasts((t) => t.group === "auth");
    expect(current().find((t) => t.title === "Password Too Short")?.open).toBe(false);
    vi.advanceTimersByTime(300);
    expect(current().map((t) => t.title)).toEqual(["Reset Email Sent"]);
  });

  it("remembers the page a toast was raised on and whether it outlives it", () => {
    window.history.pushState({}, "", "/auth");
    toast({ title: "Welcome back!", outlivesPage: true });
    const [raised] = current();
    expect(raised).toMatchObject({ page: "/auth", outlivesPage: true, variant: "default", open: true });
    window.history.pushState({}, "", "/");
  });
});
