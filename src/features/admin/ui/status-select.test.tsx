import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { StatusSelect } from "./status-select";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const STATUSES = ["new", "contacted", "qualified", "closed"] as const;
type Status = (typeof STATUSES)[number];
const LABELS: Record<Status, string> = { new: "New", contacted: "Contacted", qualified: "Qualified", closed: "Closed" };

/** The select over a saved status that `save` changes once the test settles it. */
function Harness({ save }: { save: (status: Status) => Promise<unknown> }) {
  const [value, setValue] = useState<Status>("new");
  return (
    <>
      <button type="button">Before</button>
      <StatusSelect
        label="Status of Ada Lovelace"
        hideLabel
        statuses={STATUSES}
        labels={LABELS}
        value={value}
        save={(status) => save(status).then(() => setValue(status))}
        noun="lead"
        subject="Ada Lovelace (ada@example.com)"
      />
      <button type="button">After</button>
    </>
  );
}

function show(save: (status: Status) => Promise<unknown> = () => Promise.resolve()) {
  const saves = vi.fn(save);
  render(<Harness save={saves} />);
  return { user: userEvent.setup(), saves, select: screen.getByRole("combobox", { name: "Status of Ada Lovelace" }) };
}

/** Tab from the button before it, as a keyboard user reaches the select. */
async function focusSelect(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole("button", { name: "Before" }).focus();
  await user.tab();
}

beforeEach(() => vi.mocked(toast).mockClear());

describe("StatusSelect with the keyboard", () => {
  it("proposes a status with the arrow keys without saving, and saves it on Enter with one announcement", async () => {
    const { user, saves, select } = show();
    await focusSelect(user);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(select).toHaveValue("closed");
    expect(select).toHaveFocus();
    expect(saves).not.toHaveBeenCalled();
    expect(select).toHaveAccessibleDescription("Enter saves, Esc cancels");

    await user.keyboard("{Enter}");
    expect(saves).toHaveBeenCalledExactlyOnceWith("closed");
    await vi.waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(toast).toHaveBeenCalledWith({ title: "Lead marked closed", description: "Ada Lovelace (ada@example.com)" });
    expect(select).toHaveValue("closed");
    expect(select).toHaveFocus();
    expect(select).toBeEnabled();
    expect(select).toHaveAccessibleDescription("");
  });

  it("walks back up, jumps with Home and End, and saves nothing when the proposal returns to the saved status", async () => {
    const { user, saves, select } = show();
    await focusSelect(user);
    await user.keyboard("{End}");
    expect(select).toHaveValue("closed");
    await user.keyboard("{ArrowUp}");
    expect(select).toHaveValue("qualified");
    await user.keyboard("{Home}");
    expect(select).toHaveValue("new");
    await user.keyboard("{Enter}");
    expect(saves).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("drops a proposal on Escape or when focus leaves, and the saved status shows again", async () => {
    const { user, saves, select } = show();
    await focusSelect(user);
    await user.keyboard("{ArrowDown}{Escape}");
    expect(select).toHaveValue("new");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    expect(select).toHaveValue("new");
    expect(saves).not.toHaveBeenCalled();
  });

  it("keeps focus and takes no other status while saving, and announces a refusal", async () => {
    let refuse: (error: Error) => void = () => undefined;
    const { user, saves, select } = show(() => new Promise((_, reject) => (refuse = reject)));
    await focusSelect(user);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(select).toHaveValue("contacted");
    expect(select).toHaveAttribute("aria-busy", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(select).toHaveValue("contacted");
    expect(saves).toHaveBeenCalledOnce();
    expect(select).toHaveFocus();

    refuse(new Error("The lead was not updated."));
    await vi.waitFor(() => expect(select).toHaveValue("new"));
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: "Could not update the lead",
      description: "The lead was not updated.",
      variant: "destructive",
    });
    expect(select).toHaveFocus();
  });

  it("saves a pick from the open list at once (a click or a tap, no key held)", async () => {
    const { user, saves } = show();
    await user.selectOptions(screen.getByRole("combobox"), "Qualified");
    expect(saves).toHaveBeenCalledExactlyOnceWith("qualified");
  });
});
