// Presence as Realtime keeps it (Phoenix.Presence): per channel topic, each presence key holds
// one meta per tracking channel, `{phx_ref, ...payload}`. Joins and leaves go out as
// `presence_diff` `{joins, leaves}`; a newly joined channel gets the whole `presence_state`.

export interface PresenceMeta {
  phx_ref: string;
  phx_ref_prev?: string;
  [field: string]: unknown;
}

/** `{ key: { metas: [...] } }`, the shape of presence_state and of each half of presence_diff. */
export type PresenceState = Record<string, { metas: PresenceMeta[] }>;

export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

interface Tracked {
  key: string;
  meta: PresenceMeta;
}

let refCounter = 0;
/** Phoenix refs are opaque unique strings; realtime-js only compares them. */
function newRef(): string {
  refCounter += 1;
  return `${Date.now().toString(36)}${refCounter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function single(key: string, meta: PresenceMeta): PresenceState {
  return { [key]: { metas: [meta] } };
}

export class PresenceRegistry {
  /** topic → tracking owner (one joined channel) → what it tracks. */
  private readonly topics = new Map<string, Map<object, Tracked>>();

  /** Tracks (or replaces) `owner`'s presence under `key`; returns the diff to publish. */
  track(topic: string, owner: object, key: string, payload: Record<string, unknown>): PresenceDiff {
    let owners = this.topics.get(topic);
    if (!owners) {
      owners = new Map();
      this.topics.set(topic, owners);
    }
    const previous = owners.get(owner);
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    owners.set(owner, { key, meta });
    return {
      joins: single(key, meta),
      leaves: previous ? single(previous.key, previous.meta) : {},
    };
  }

  /** Drops `owner`'s presence; the diff to publish, or null if it tracked nothing. */
  untrack(topic: string, owner: object): PresenceDiff | null {
    const owners = this.topics.get(topic);
    const previous = owners?.get(owner);
    if (!owners || !previous) return null;
    owners.delete(owner);
    if (owners.size === 0) this.topics.delete(topic);
    return { joins: {}, leaves: single(previous.key, previous.meta) };
  }

  state(topic: string): PresenceState {
    const state: PresenceState = {};
    for (const { key, meta } of this.topics.get(topic)?.values() ?? []) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }
}
