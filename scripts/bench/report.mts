// What every benchmark module shares: picking percentiles from measured times, and putting
// its own section into docs/benchmarks.md between `<!-- bench:<name> start/end -->` markers,
// formatted as Prettier would, so the format check passes without a manual step.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/** The value at percentile `p` (0–100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Replaces (or appends) the section named `name` in `file`. */
export async function writeSection(file: string, name: string, section: string): Promise<void> {
  const startMarker = `<!-- bench:${name} start -->`;
  const endMarker = `<!-- bench:${name} end -->`;
  const marked = `${startMarker}\n\n${section.trim()}\n\n${endMarker}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + marked + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n${marked}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
