import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = 'rel="modulepreload"';
const lowPreload = `${preload} fetchpriority="low"`;

/**
 * Marks React Router's `<link rel="modulepreload">` tags as low priority, as React does for its
 * own bootstrap modules. The page is rendered on the server, so on a slow phone network the
 * stylesheets, fonts and images it shows first should get the bandwidth before the ~120 kB of
 * script that only makes it interactive. `<Scripts>` passes no attributes to these links, hence a
 * rewrite of the HTML stream; a tag split across two chunks is held back until it is whole.
 */
export function lowPriorityPreloads(): Transform {
  // Decoded as a whole stream, so that a character split across two chunks stays whole.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (pending + decoder.write(chunk)).replaceAll(preload, lowPreload);
      // The end of the text could be the start of a tag the next chunk completes.
      const keep = heldBack(text);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}

/** How many characters at the end of `text` begin the marker (and so must wait for more). */
function heldBack(text: string): number {
  for (let length = Math.min(preload.length - 1, text.length); length > 0; length -= 1) {
    if (preload.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
