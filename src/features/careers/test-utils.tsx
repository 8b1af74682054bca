import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders a careers component inside a router, as the app does. */
export function renderWithRouter(ui: ReactElement, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
