/** Slides 2-5: a flyer or shop image, centred on a blurred copy of itself filling the screen. */
export function ImageSlide({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="ss-image">
      <img className="ss-image-backdrop" src={src} alt="" aria-hidden="true" />
      <img className="ss-image-main" src={src} alt={alt} />
    </div>
  );
}
