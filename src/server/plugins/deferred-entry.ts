import { createHash } from 'node:crypto';
import { jsonForScript } from '../features/seo/html-head';

const MODULES_ELEMENT_ID = 'kasrat-modules';

/**
 * Fetches and runs the app's code once the page's content is on screen
 * (docs/decisions/0048-server-rendering.md): a server-rendered page is readable before its
 * JavaScript, and a phone on a slow connection should spend its bandwidth on the stylesheet and
 * the first image, then fetch 100 KB of code and spend a second evaluating and hydrating it. The
 * signal is the browser's own first-contentful-paint entry, which arrives when the frame is
 * presented (a frame painted is not yet shown); a browser without paint timing waits a frame. A
 * hidden tab does not paint, so it starts at once, or when it is hidden before its paint. A
 * visible tab waits for its paint however long a busy phone takes to make it (it always comes:
 * every page rendered here has content); ten seconds is only a last resort against a browser
 * that never reports one. The first module listed is the entry; the others are preloaded beside
 * it so that its imports do not wait for it.
 */
export const DEFERRED_ENTRY_SCRIPT = [
  // A tap on a button before the code has come is kept, for the app to repeat once it has
  // hydrated (src/web/lib/early-tap.ts); links work without it.
  "const keep=(event)=>{const button=event.target.closest?.('button');if(button)window.kasratEarlyTap.button=button};",
  "window.kasratEarlyTap={button:null,stop:()=>document.removeEventListener('click',keep,true)};",
  "document.addEventListener('click',keep,true);",
  'let started=false;',
  'const start=()=>{if(started)return;started=true;',
  `const [entry,...others]=JSON.parse(document.getElementById('${MODULES_ELEMENT_ID}').textContent);`,
  "for(const href of others){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}",
  'import(entry)};',
  'if(document.hidden)start();',
  "else if(PerformanceObserver.supportedEntryTypes?.includes('paint')){",
  "new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length>0)start()}).observe({type:'paint',buffered:true});",
  "document.addEventListener('visibilitychange',()=>{if(document.hidden)start()});",
  'setTimeout(start,10000)}',
  'else requestAnimationFrame(()=>setTimeout(start))',
].join('');

/** The inline starter's hash, the one inline script the Content-Security-Policy allows. */
export const DEFERRED_ENTRY_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(DEFERRED_ENTRY_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface DeferredShell {
  /** The shell without the built entry script and its module preloads. */
  shell: string;
  /** The entry first, then the modules Vite preloads with it. */
  modules: string[];
}

/**
 * The shell of a server-rendered page, whose code the starter loads. Null when the shell has no
 * built entry script (tests' shells, `vite dev`).
 */
export function deferEntry(shell: string): DeferredShell | null {
  const entry = ENTRY_SCRIPT.exec(shell);
  if (!entry?.[1]) return null;
  const preloaded = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return {
    shell: shell.replace(entry[0], '').replace(MODULE_PRELOAD, ''),
    modules: [entry[1], ...preloaded],
  };
}

/** The modules to load, entry first, and the starter that loads them. */
export function deferredStarter(modules: string[]): string {
  return `<script id="${MODULES_ELEMENT_ID}" type="application/json">${jsonForScript(modules)}</script><script type="module">${DEFERRED_ENTRY_SCRIPT}</script>`;
}
