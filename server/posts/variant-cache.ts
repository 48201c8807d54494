/** One re-encoded width of an image as it is served. */
export interface ServedVariant {
  etag: string;
  bytes: Uint8Array;
}

/**
 * The most recently served image variants of this instance, up to `maxBytes` together: a hot
 * image is read from the database once, not on every request. A Map keeps insertion order, so
 * its first key is the one used longest ago.
 */
export function variantCache(maxBytes: number) {
  const entries = new Map<string, ServedVariant>();
  let total = 0;

  function drop(name: string) {
    const entry = entries.get(name);
    if (!entry) return;
    entries.delete(name);
    total -= entry.bytes.byteLength;
  }

  return {
    get(name: string): ServedVariant | undefined {
      const entry = entries.get(name);
      if (entry) {
        // Used now: moves to the end of the order.
        entries.delete(name);
        entries.set(name, entry);
      }
      return entry;
    },
    drop,
    set(name: string, variant: ServedVariant): void {
      drop(name);
      if (variant.bytes.byteLength > maxBytes) return;
      entries.set(name, variant);
      total += variant.bytes.byteLength;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    get size(): number {
      return total;
    },
  };
}
