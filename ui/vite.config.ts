import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { dirname, join, normalize, resolve } from 'node:path';
import { createRequire } from 'node:module';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** The whiteboard's fonts, served from our own build rather than a CDN. */
const EXCALIDRAW_FONTS = join(
  dirname(createRequire(import.meta.url).resolve('@excalidraw/excalidraw')),
  'fonts',
);
const FONTS_PATH = '/excalidraw/fonts/';

function excalidrawFonts(): Plugin {
  return {
    name: 'excalidraw-fonts',
    async writeBundle(options) {
      await cp(EXCALIDRAW_FONTS, join(options.dir ?? 'dist', FONTS_PATH), { recursive: true });
    },
    configureServer(devServer) {
      devServer.middlewares.use(FONTS_PATH, (request, response, next) => {
        const file = normalize(join(EXCALIDRAW_FONTS, decodeURIComponent(request.url ?? '')));
        if (
          !file.startsWith(resolve(EXCALIDRAW_FONTS)) ||
          !existsSync(file) ||
          !statSync(file).isFile()
        ) {
          next();
          return;
        }
        createReadStream(file).pipe(response);
      });
    },
  };
}

/**
 * Mantine modules that import more than our pages use of them, each with
 * the stand-in it gets instead (src/lib/bundle/ explains each):
 *
 * - ScrollArea (in tables' and dialogs' code) takes one ref-merging hook
 *   from @floating-ui/react, and with it the whole positioning library,
 *   which only menus and dropdowns need.
 * - Table.ScrollContainer scrolls in ScrollArea, drawing its own scroll
 *   bars; the browser's are enough for a wide table.
 */
const STAND_INS: { importer: RegExp; source: string; standIn: string }[] = [
  {
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/,
    source: '@floating-ui/react',
    standIn: 'src/lib/bundle/scrollAreaMergeRefs.ts',
  },
  {
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    source: '../ScrollArea/ScrollArea.mjs',
    standIn: 'src/lib/bundle/tableScrollArea.tsx',
  },
];

function mantineStandIns(): Plugin {
  return {
    name: 'mantine-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = STAND_INS.find(
        (each) => each.source === source && importer !== undefined && each.importer.test(importer),
      );
      return match ? resolve(import.meta.dirname, match.standIn) : null;
    },
  };
}

const UNIT_TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * The unit tests that replace a module with `vi.mock`. Each of them loads
 * its modules afresh; the rest share one set per worker, since loading
 * jsdom, React and Mantine again for every file took half the suite's time.
 * A mock cannot be shared: a module already loaded by an earlier file
 * would keep the real import.
 */
const MOCKING_TESTS = readdirSync(join(import.meta.dirname, 'src'), { recursive: true })
  .map((file) => join('src', String(file)))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(join(import.meta.dirname, file), 'utf8').includes('vi.mock('));

// The Rust server listens here in development; in production it serves the
// built UI itself on the same origin, so no proxy is needed there.
const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), excalidrawFonts(), mantineStandIns()],
  server: {
    proxy: {
      // ws: the live session channel is a WebSocket.
      '/api': { target: server, ws: true },
      '/static-data': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists each chunk's imports, for scripts/check-bundle.mjs.
    manifest: true,
    // The whiteboard's own chunk is large; it loads only on the session pages.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first (React, the router, the frame)
          // comes as one file rather than two dozen: each file is
          // compressed on its own, and small ones compress poorly, which
          // cost 10 kB (gzip) on every first load (scripts/check-bundle.mjs).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    projects: [
      {
        extends: true,
        test: { name: 'own modules', include: MOCKING_TESTS, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: [UNIT_TESTS],
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
          isolate: false,
        },
      },
    ],
  },
});
