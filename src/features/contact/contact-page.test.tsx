import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, formattedAddress } from "~/content/company";
import { ContactPage } from "./contact-page";
import { createRoutesStub } from "react-router";

const Stub = createRoutesStub([{ path: "/contact", Component: ContactPage }]);
const ContactPageInRouter = () => <Stub initialEntries={["/contact"]} />;

describe("ContactPage", () => {
  it("shows email, phone and address from company settings", async () => {
    render(<ContactPageInRouter />);
    const details = await screen.findByRole("region", { name: "Contact details" });
    expect(within(details).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    expect(within(details).getByRole("link", { name: company.phone })).toHaveAttribute("href", company.phoneHref);
    expect(within(details).getByText(formattedAddress())).toBeInTheDocument();
  });

  it("shows the business hours card: Sunday - Saturday, 24x7, emergency support for enterprise clients", async () => {
    render(<ContactPageInRouter />);
    const hours = await screen.findByRole("region", { name: "Business hours" });
    expect(within(hours).getByText("Sunday - Saturday")).toBeInTheDocument();
    expect(within(hours).getByText("24x7")).toBeInTheDocument();
    expect(within(hours).getByText(/Emergency support available 24\/7 for enterprise clients/)).toBeInTheDocument();
  });

  it("has one h1 and the form under its own heading", async () => {
    render(<ContactPageInRouter />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const button = await screen.findByRole("button", { name: "Send Message" });
    expect(screen.getByRole("region", { name: "Send us a message" })).toContainElement(button);
  });
});
