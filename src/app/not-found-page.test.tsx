import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("logs the missing path and offers Go Home, Contact Support and quick links", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/missing/page"]}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining("/missing/page"));
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    for (const href of ["/about", "/services", "/contact", "/blog"]) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    log.mockRestore();
  });

  it("describes /blog truthfully: the blog says Coming Soon, so the link promises no articles", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/missing/page"]}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    const blog = screen.getByRole("link", { name: /^Blog/ });
    expect(blog).toHaveAttribute("href", "/blog");
    expect(blog).toHaveTextContent(/Coming soon/i);
    expect(blog).not.toHaveTextContent("Research and advisories");
    log.mockRestore();
  });
});

describe("ErrorPage", () => {
  it("shows 'Unexpected Application Error!' and a way back home", () => {
    render(<ErrorPage />);
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });
});
