/*
 * The drawing component loads its fonts from this path, which the build
 * fills from the package (vite.config.ts); without it, it would fetch
 * them from a public CDN. Imported before the component.
 */
declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

window.EXCALIDRAW_ASSET_PATH = '/excalidraw/';

export {};
