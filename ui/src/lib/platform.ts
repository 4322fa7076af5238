/** True inside the desktop app: Tauri 2 injects this global into its webview. */
export function isTauri(): boolean {
  return typeof window !== 'undefined' && '__TAURI_INTERNALS__' in window;
}
