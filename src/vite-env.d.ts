/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the SPA finds the API (default: same origin, /api). */
  readonly VITE_API_URL?: string;
}
