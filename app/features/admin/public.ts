// The team area's shell, for the other team screens (the post editor): the only module of this
// feature another feature may import (eslint.config.js).
export { adminFallback, AdminPage } from "./admin-page.tsx";
export { loadTeamData } from "./team-loader.ts";
