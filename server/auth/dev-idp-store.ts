import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * In-memory storage for the development identity provider: its sessions, codes and tokens only
 * need to live as long as the process (a restart just means logging in again).
 */
export function memoryAdapterFactory(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  function live(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === "number" ? now() + expiresIn * 1000 : Infinity;
        entries.set(key(id), { payload, expiresAt });
        if (model === "Session" && payload.uid) byUid.set(payload.uid, id);
        if (payload.grantId) {
          const members = byGrant.get(payload.grantId) ?? new Set<string>();
          members.add(key(id));
          byGrant.set(payload.grantId, members);
        }
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        const id = byUid.get(uid);
        return id ? live(key(id)) : undefined;
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const member of byGrant.get(grantId) ?? []) entries.delete(member);
        byGrant.delete(grantId);
      },
    };
  };
}
