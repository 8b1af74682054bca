import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { LinkAnswer, WithdrawAnswer, WithdrawApi } from "./withdraw-api";
import { WithdrawPage } from "./withdraw-page";

const application = { jobTitle: "Cyber Security Engineer", submittedAt: "2026-11-28T15:30:00.000Z" };
const found: LinkAnswer = { kind: "found", application };

const failed = { kind: "failed", problem: null } as const;

function fakeApi(load: LinkAnswer[], withdraw: WithdrawAnswer[] = []): WithdrawApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    load: vi.fn(async (token: string): Promise<LinkAnswer> => {
      calls.push(`load ${token}`);
      return load.shift() ?? failed;
    }),
    withdraw: vi.fn(async (token: string): Promise<WithdrawAnswer> => {
      calls.push(`withdraw ${token}`);
      return withdraw.shift() ?? failed;
    }),
  };
}

function renderPage(api: WithdrawApi, hash = "#token=tok-123") {
  const router = createMemoryRouter([{ path: "*", element: <WithdrawPage api={api} /> }], {
    initialEntries: [`/careers/withdraw${hash}`],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 2, name });

describe("/careers/withdraw", () => {
  it("says the link doesn't work when its fragment has no token, and asks nothing of the function", async () => {
    const api = fakeApi([]);
    renderPage(api, "");
    expect(await heading("This link doesn't work")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows which application the link is for: the position and the day it was sent", async () => {
    const api = fakeApi([found]);
    renderPage(api);
    expect(await heading("Withdraw your application")).toBeInTheDocument();
    expect(api.calls).toEqual(["load tok-123"]);
    expect(screen.getByText("Position").nextElementSibling).toHaveTextContent("Cyber Security Engineer");
    expect(screen.getByText("Sent").nextElementSibling).toHaveTextContent("November 28, 2026");
    expect(screen.getByText(/deletes your application and your CV at once and for good/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Withdraw your application");
  });

  it("asks first, saying what goes, and withdraws only on 'Yes, withdraw and delete'", async () => {
    const api = fakeApi([found], [{ kind: "withdrawn" }]);
    const { user } = renderPage(api);
    await user.click(await screen.findByRole("button", { name: "Withdraw my application" }));
    const dialog = screen.getByRole("alertdialog", { name: "Withdraw your application?" });
    expect(dialog).toHaveAccessibleDescription(
      "Your application for Cyber Security Engineer and your CV will be deleted now, for good. This cannot be undone.",
    );
    // Cancel has the focus first, so Enter never deletes by accident.
    expect(within(dialog).getByRole("button", { name: "Keep my application" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Keep my application" }));
    expect(api.calls).toEqual(["load tok-123"]);

    await user.click(screen.getByRole("button", { name: "Withdraw my application" }));
    await user.click(screen.getByRole("button", { name: "Yes, withdraw and delete" }));
    const done = await heading("Your application is withdrawn");
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(/We have deleted your application and your CV/)).toBeInTheDocument();
    expect(api.calls).toEqual(["load tok-123", "withdraw tok-123"]);
  });

  it("keeps the question open with the reason when withdrawing fails, and withdraws on another try", async () => {
    const api = fakeApi([found], [{ kind: "failed", problem: null }, { kind: "withdrawn" }]);
    const { user } = renderPage(api);
    await user.click(await screen.findByRole("button", { name: "Withdraw my application" }));
    await user.click(screen.getByRole("button", { name: "Yes, withdraw and delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "We couldn't withdraw your application Please check your connection and try again.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Yes, withdraw and delete" }));
    expect(await heading("Your application is withdrawn")).toBeInTheDocument();
  });

  it("says there is nothing left to do when the application is already withdrawn or deleted (404)", async () => {
    renderPage(fakeApi([{ kind: "gone" }]));
    expect(await heading("This application is no longer with us")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See our open positions" })).toHaveAttribute("href", "/careers");
  });

  it("says the link doesn't work when the function finds it not valid (400)", async () => {
    renderPage(fakeApi([{ kind: "invalid" }]));
    expect(await heading("This link doesn't work")).toBeInTheDocument();
  });

  it("offers to try again after a network failure, and then shows the application, focusing its heading", async () => {
    const api = fakeApi([{ kind: "failed", problem: null }, found]);
    const { user } = renderPage(api);
    expect(await heading("We couldn't load your application")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const open = await heading("Withdraw your application");
    await waitFor(() => expect(open).toHaveFocus());
    expect(api.calls).toEqual(["load tok-123", "load tok-123"]);
  });

  it("says an expired link has expired, in the function's words, with no button to try again (410)", async () => {
    const problem = { title: "This link has expired", description: "Reply to the confirmation email we sent you." };
    renderPage(fakeApi([{ kind: "expired", problem }]));
    expect(await heading("This link has expired")).toBeInTheDocument();
    expect(screen.getByText(problem.description)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the function's words when it has some, as for too many attempts", async () => {
    const problem = { title: "Too many requests", description: "Please wait a few minutes and try again." };
    renderPage(fakeApi([{ kind: "failed", problem }]));
    expect(await heading("Too many requests")).toBeInTheDocument();
    expect(screen.getByText(problem.description)).toBeInTheDocument();
  });

  it("shows that the application is gone when it was withdrawn meanwhile (404 on withdrawing)", async () => {
    const api = fakeApi([found], [{ kind: "gone" }]);
    const { user } = renderPage(api);
    await user.click(await screen.findByRole("button", { name: "Withdraw my application" }));
    await user.click(screen.getByRole("button", { name: "Yes, withdraw and delete" }));
    expect(await heading("This application is no longer with us")).toBeInTheDocument();
  });
});
