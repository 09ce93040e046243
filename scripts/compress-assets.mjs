// Writes .br and .gz beside every compressible file of the web build, once at build time, so
// that the server (@fastify/static with preCompressed) sends them with no CPU per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

await stat(WEB_DIST_DIR).catch(() => {
  throw new Error(`${WEB_DIST_DIR} is missing: run vite build first`);
});

let files = 0;
let rawBytes = 0;
let brBytes = 0;
let gzBytes = 0;
for await (const file of walk(WEB_DIST_DIR)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost bytes; the server then sends the original.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  files += 1;
  rawBytes += content.length;
  brBytes += Math.min(br.length, content.length);
  gzBytes += Math.min(gz.length, content.length);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `compressed ${files} web assets: ${kib(rawBytes)} raw, ${kib(gzBytes)} gzip, ${kib(brBytes)} brotli`,
);
