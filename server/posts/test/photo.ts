import sharp from "sharp";

/** A photo with camera metadata, as phones make them. */
export const photo = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: "#c04080" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Fictional Camera", Artist: "Jane Example" } })
    .toBuffer();
