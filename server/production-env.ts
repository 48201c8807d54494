/**
 * Imported first by the production entry (main.ts): React and React Router pick their development
 * or production build from NODE_ENV when they are first evaluated, which happens before any line
 * of the module importing them runs. Without this default, a plain `npm start` would render every
 * page with React's slower, larger development build.
 */
process.env.NODE_ENV ??= "production";
