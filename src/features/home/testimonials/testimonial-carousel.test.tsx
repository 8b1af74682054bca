import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testimonials } from "~/content/home/copy";
import { TestimonialCarousel } from "./testimonial-carousel";

const slide = () => screen.getByRole("group");

describe("TestimonialCarousel", () => {
  it("shows the first testimonial as slide 1 of 4", () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(slide()).toHaveAccessibleName("1 of 4");
    expect(slide()).toHaveTextContent(testimonials[0].quote);
  });

  it("wraps from the first to the last with Previous, and back to the first with Next", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(slide()).toHaveTextContent(testimonials[3].quote);
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(slide()).toHaveTextContent(testimonials[0].quote);
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(slide()).toHaveTextContent(testimonials[1].quote);
  });

  it("jumps to an index with the dots and marks the current one", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    const third = screen.getByRole("button", { name: "Show testimonial 3 of 4" });
    await user.click(third);
    expect(slide()).toHaveTextContent(testimonials[2].quote);
    expect(slide()).toHaveAccessibleName("3 of 4");
    expect(third).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show testimonial 1 of 4" })).not.toHaveAttribute("aria-current");
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Previous testimonial" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(slide()).toHaveTextContent(testimonials[3].quote);
  });

  it("reads well with an empty author and logo: the position leads, then the company", () => {
    render(
      <TestimonialCarousel
        testimonials={[{ quote: "Q", author: "", position: "CISO", company: "Acme Bank", logo: "" }]}
      />,
    );
    expect(slide()).toHaveTextContent("CISO");
    expect(slide()).toHaveTextContent("Acme Bank");
    expect(slide().querySelector("img")).toBeNull();
    expect(slide()).not.toHaveTextContent(/,\s*$/);
  });

  it("names the author when there is one", () => {
    render(
      <TestimonialCarousel
        testimonials={[{ quote: "Q", author: "Dana Lee", position: "CISO", company: "Acme Bank", logo: "" }]}
      />,
    );
    expect(slide()).toHaveTextContent("Dana LeeCISO, Acme Bank");
  });
});
