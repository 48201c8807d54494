/**
 * Set on `<html>` while the code of some parts of the page is still on its way: the woken islands
 * (app/islands/). The browser tests wait for it to go.
 */
export const sectionsLoadingAttribute = "data-sections-loading";
