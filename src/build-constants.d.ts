/** Replaced at build time by Vite (vite.config.ts `define`). */
declare const __BUILD_TIME__: string;
