// One Phoenix channel message, whichever frame carried it (phoenix.ts decodes JSON frames,
// broadcast-binary.ts the binary user broadcasts); its own module so neither imports the other's.
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}
