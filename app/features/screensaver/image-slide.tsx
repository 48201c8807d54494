/**
 * Slides 2-5: a flyer or shop image, centred on a blurred copy of itself filling the screen.
 * Never the first slide, so its pictures wait until it is shown (`loading="lazy"`: a hidden
 * slide's picture is not fetched, nor carried in the page's HTML: server/pages/inline-images.ts),
 * and then stay; the service worker has kept them for an outage (0038).
 */
export function ImageSlide({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="ss-image">
      <img className="ss-image-backdrop" src={src} alt="" aria-hidden="true" loading="lazy" />
      <img className="ss-image-main" src={src} alt={alt} loading="lazy" />
    </div>
  );
}
