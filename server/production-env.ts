/**
 * Imported first by the production entry (main.ts): React and React Router pick their development
 * or production build from NODE_ENV when they are first evaluated, which happens before any line
 * of the module importing them runs. The production entry always loads their production build:
 * without it, a plain `npm start` would render every page with React's slower, larger development
 * build, and so would a site under test (NODE_ENV=test, the browser tests), which is to render
 * what production renders. The configuration reads NODE_ENV as the process was started with it
 * (`startedNodeEnv`): "test" still marks a site under test (server/test-clock.ts).
 */
export const startedNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
