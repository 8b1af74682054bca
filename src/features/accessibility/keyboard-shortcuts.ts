export const keyboardShortcuts = [
  { keys: ["Tab"], action: "Move to the next link, button or field" },
  { keys: ["Shift", "Tab"], action: "Move to the previous one" },
  { keys: ["Enter"], action: "Follow a link or press a button" },
  { keys: ["Space"], action: "Press a button or toggle a switch" },
  { keys: ["Esc"], action: "Close a menu, dialog or this panel" },
  { keys: ["Alt", "T"], action: "Jump to notifications" },
] as const;
