import { afterAll, beforeAll } from "vitest";

/**
 * A resource for the enclosing describe block: started in its `beforeAll`, disposed in its
 * `afterAll`. The returned object forwards to the resource, which exists only once `beforeAll`
 * ran, so use it inside tests and hooks.
 */
export function forTheBlock<T extends { dispose(): Promise<unknown> }>(start: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.dispose());
  return new Proxy({} as T, {
    get(_, key) {
      if (!current) throw new Error("started in beforeAll: use it inside tests and hooks");
      return Reflect.get(current, key) as unknown;
    },
  });
}
