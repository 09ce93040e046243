// `npm run dev`: the API with reload on change (tsx watch, port 3001) and the Vite dev server
// with hot reload on port 3000, which forwards /api (with the socket.io websocket), /uploads,
// /demo and /health to the API. Ctrl-C stops both. DEV_WEB_PORT and DEV_API_PORT change the ports.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build, createServer } from 'vite';

const API_PORT = Number(process.env.DEV_API_PORT ?? 3001);
const WEB_PORT = Number(process.env.DEV_WEB_PORT ?? 3000);
process.env.DEV_API_URL = `http://localhost:${API_PORT}`;
const isWindows = process.platform === 'win32';

// The API serves the built shell for page routes and refuses to start without one; the
// pages themselves come from Vite in development, so an old build is good enough.
if (!existsSync('dist/web/index.html')) {
  console.log('[dev] dist/web is missing: building the web app once for the API server');
  await build({ logLevel: 'warn' });
}

let stopping = false;

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  shell: isWindows,
  // Its own process group, so that stopping reaches tsx's child as well as npx.
  detached: !isWindows,
  env: {
    ...process.env,
    PORT: String(API_PORT),
    NODE_ENV: 'development',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
  },
});
api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[dev] the API server stopped (${signal ?? `exit code ${code}`}); stopping`);
  void stop(code ?? 1);
});

const web = await createServer({ server: { port: WEB_PORT, strictPort: true } });
try {
  await web.listen();
} catch (error) {
  console.error(`[dev] the web dev server could not start: ${error.message}`);
  await stop(1);
}
web.printUrls();
console.log(`[dev] API on http://localhost:${API_PORT}; open http://localhost:${WEB_PORT}`);

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  try {
    if (isWindows) api.kill();
    else process.kill(-api.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await web.close();
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
