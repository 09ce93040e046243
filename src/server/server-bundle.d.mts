import type { BuildOptions, BuildResult } from 'esbuild';

export function bundleServer(
  entryPoints: Record<string, string>,
  outdir: string,
  options?: BuildOptions,
): Promise<BuildResult>;
