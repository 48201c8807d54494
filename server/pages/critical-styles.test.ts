import { describe, expect, it } from "vitest";
import { criticalCss, criticalStyles, webFontFaces, withoutFontFaces } from "./critical-styles.ts";
import { pageVocabulary } from "./css-rules.ts";

const sheet = [
  '@font-face{font-family:Inter;src:url("/assets/inter.woff2")}',
  '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}',
  ":root{--ink:#221a33}",
  "body{margin:0}",
  ".sale-bar{display:flex}",
  ".calendar-day{color:red}",
  ".sale-bar .sale-bar-button,.calendar-day a{padding:1rem}",
  "#main:focus-visible{outline:3px solid}",
  "table td{padding:0}",
  ".card:not(.card-open){opacity:.5}",
  'a[href$=".pdf"]{color:green}',
  "@media (min-width:48rem){.sale-bar{gap:1rem}.calendar-day{gap:0}}",
  "@media print{.calendar-day{display:none}}",
  "@keyframes pulse{0%{opacity:0}to{opacity:1}}",
].join("");

const page =
  '<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body>' +
  '<main id="main"><div class="sale-bar"><a class="sale-bar-button" href="/ticket">Tickets</a></div>' +
  '<div class="card">A card</div></main><script type="module" src="/assets/enhance.js"></script></body></html>';

describe("a page's critical styles", () => {
  const critical = criticalCss(sheet, pageVocabulary(page));

  it("keep the rules whose classes, ids and elements the page has, and the local fallback font, tokens and animations", () => {
    expect(critical).toContain('@font-face{font-family:"Inter Fallback"');
    expect(critical).toContain(":root{--ink:#221a33}");
    expect(critical).toContain("body{margin:0}");
    expect(critical).toContain(".sale-bar{display:flex}");
    expect(critical).toContain(".sale-bar .sale-bar-button{padding:1rem}");
    expect(critical).toContain("#main:focus-visible{outline:3px solid}");
    expect(critical).toContain(".card:not(.card-open){opacity:.5}");
    expect(critical).toContain('a[href$=".pdf"]{color:green}');
    expect(critical).toContain("@media (min-width:48rem){.sale-bar{gap:1rem}}");
    expect(critical).toContain("@keyframes pulse");
  });

  it("leave out the rules of other pages' classes and elements, blocks left empty, and the web font's files", () => {
    expect(critical).not.toContain("calendar-day");
    expect(critical).not.toContain("inter.woff2");
    expect(critical).not.toContain("td{");
    expect(critical).not.toContain("@media print");
  });

  const interPreload =
    '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter.woff2" data-family="Inter"/>';

  it("take the page's stylesheet link out of the head and hold its copy without font faces, the web fonts and the script until the first paint", () => {
    const files: Record<string, string> = {
      "/assets/root.css": sheet,
      "/assets/root.after-paint.css": withoutFontFaces(sheet),
    };
    const html = criticalStyles((href) => files[href])(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("<link");
    expect(head).toContain(`<style>${critical}</style>`);
    expect(html).toContain(
      '<template data-after-paint><script type="module" src="/assets/enhance.js"></script>' +
        `<link rel="stylesheet" href="/assets/root.after-paint.css"/>${interPreload}</template>`,
    );
    // Without scripts no FontFace is added: the sheet itself brings the web fonts.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root.css"/></noscript>');
  });

  it("hold the sheet itself where the build has no copy of it without font faces", () => {
    const html = criticalStyles((href) => (href === "/assets/root.css" ? sheet : undefined))(page);
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/root.css"/>${interPreload}</template>`,
    );
  });

  it("make the sheet's copy without any font face, the local fallback's too: a sheet that names one lays all text out again", () => {
    const copy = withoutFontFaces(sheet);
    expect(copy).not.toContain("@font-face");
    expect(copy).toBe(sheet.replaceAll(/@font-face\{[^}]*\}/g, ""));
  });

  it("fetch the web font faces every page's text needs with the sheet, with their descriptors, not those of other scripts' ranges", () => {
    const faces = [
      '@font-face{font-family:Inter;font-style:normal;font-weight:400;font-display:swap;src:url(/assets/inter-latin-400.woff2)format("woff2");unicode-range:U+??,U+131}',
      "@font-face{font-family:'Inter';font-weight:700;src:url('/assets/inter-latin-700.woff2');unicode-range:U+0000-00FF}",
      "@font-face{font-family:Inter;src:url(/assets/inter-cyrillic.woff2);unicode-range:U+0400-045F}",
      '@font-face{font-family:"Inter Fallback";src:local("Arial")}',
    ].join("");
    expect(webFontFaces(faces)).toEqual([
      {
        href: "/assets/inter-latin-400.woff2",
        descriptors: {
          family: "Inter",
          style: "normal",
          weight: "400",
          display: "swap",
          unicodeRange: "U+??,U+131",
        },
      },
      {
        href: "/assets/inter-latin-700.woff2",
        descriptors: { family: "Inter", weight: "700", unicodeRange: "U+0000-00FF" },
      },
    ]);
  });

  it("leave a page alone whose stylesheet it cannot read", () => {
    expect(criticalStyles(() => undefined)(page)).toBe(page);
  });
});
