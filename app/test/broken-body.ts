/** A body that starts and then fails, as a connection cut off (or a page being left) leaves it. */
export function brokenBody(start: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new TypeError("network error"));
    },
  });
}
