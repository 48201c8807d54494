import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./accept-encoding.ts";

describe("negotiateEncoding", () => {
  it("prefers Brotli when a browser accepts it and gzip", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
  });

  it("answers gzip to a client that only knows gzip", () => {
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("deflate, gzip;q=0.5")).toBe("gzip");
  });

  it("follows the client's weights over ours", () => {
    expect(negotiateEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
  });

  it("reads * as every coding not named", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
  });

  it("sends the plain file without the header, with an empty one, or when nothing fits", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("*;q=0")).toBe("identity");
  });

  it("only picks codings that exist for the file", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
  });
});
