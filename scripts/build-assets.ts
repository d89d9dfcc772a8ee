import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * After the build: every text asset also as `.br` and `.gz` (the server sends what the browser accepts, so no
 * request pays for compression), and the source maps moved out of the served folder into `mapsDir`, where an
 * error tracker can read them but no browser can.
 */
export function buildAssets(mapsDir: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'visapath-build-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = join(mapsDir, relative(outDir, file));
          mkdirSync(join(target, '..'), { recursive: true });
          renameSync(file, target);
        } else if (COMPRESSIBLE.test(file) && statSync(file).size >= 1024) {
          const content = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      }
    },
  };
}
