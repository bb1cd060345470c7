// A loopback npm registry for the pack test. The machines that run the tests reach no registry
// at test time, yet the test must install the packed tarballs with npm the way a partner would.
// So this serves what pnpm has already installed: every package folder under
// node_modules/.pnpm/<entry>/node_modules/<name>/ becomes a version in a packument, and its
// tarball is made on request (a minimal tar writer plus gzip). The test's own tarballs (the
// packed @bloomkeep packages) are served as they are. npm then resolves and installs as it would
// against registry.npmjs.org, and nothing leaves the machine.
import { createServer, type Server } from 'node:http';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

interface Version {
  manifest: Record<string, unknown>;
  /** A package folder to pack, or a ready tarball. */
  source: { dir: string } | { tarball: Buffer };
}

export interface Registry {
  url: string;
  /** Packages npm asked for that are not here (a 404 each). */
  missing: Set<string>;
  /** Tarballs served, and their bytes. */
  served: { count: number; bytes: number };
  close(): Promise<void>;
}

/** Every package folder pnpm installed, by name and version. */
function indexPnpmStore(pnpmDir: string, versions: Map<string, Map<string, Version>>) {
  const add = (dir: string) => {
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      return;
    }
    const { name, version } = manifest as { name?: string; version?: string };
    if (!name || !version) return;
    const byVersion = versions.get(name) ?? new Map<string, Version>();
    // The same version appears once per peer context (…_react@19); the files are the same.
    if (!byVersion.has(version)) byVersion.set(version, { manifest, source: { dir } });
    versions.set(name, byVersion);
  };
  for (const entry of readdirSync(pnpmDir)) {
    const modules = join(pnpmDir, entry, 'node_modules');
    let names: string[];
    try {
      names = readdirSync(modules);
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(modules, name);
      // Dependencies are symlinks to their own entries; the entry's package is the real folder.
      if (lstatSync(path).isSymbolicLink()) continue;
      if (!name.startsWith('@')) add(path);
      else
        for (const scoped of readdirSync(path)) {
          const scopedPath = join(path, scoped);
          if (!lstatSync(scopedPath).isSymbolicLink()) add(scopedPath);
        }
    }
  }
}

/** Reads one file out of a gzipped tarball (enough tar to find package/package.json). */
function fileInTarball(tgz: Buffer, wanted: string): Buffer | undefined {
  const tar = gunzipSync(tgz);
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (name === wanted) return tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

function tarHeader(name: string, size: number, mode: number, type: '0' | 'x'): Buffer {
  const header = Buffer.alloc(512);
  const write = (value: string, start: number, length: number) =>
    header.write(value, start, length, 'utf8');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  // ustar splits long paths into a prefix (155 bytes) and a name (100 bytes) at a slash.
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  write(base, 0, 100);
  write(octal(mode, 8), 100, 8);
  write(octal(0, 8), 108, 8);
  write(octal(0, 8), 116, 8);
  write(octal(size, 12), 124, 12);
  // npm's own tarballs carry this fixed date, so packing the same folder twice is identical.
  write(octal(499162500, 12), 136, 12);
  header.fill(' ', 148, 156);
  write(type, 156, 1);
  write('ustar\u000000', 257, 8);
  write(prefix, 345, 155);
  const sum = header.reduce((total, byte) => total + byte, 0);
  write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

function fits(name: string) {
  if (Buffer.byteLength(name) <= 100) return true;
  const cut = name.lastIndexOf('/', 155);
  return cut > 0 && Buffer.byteLength(name.slice(cut + 1)) <= 100;
}

/** A PAX extended header carrying a path too long for ustar. */
function paxPath(name: string): Buffer[] {
  let record = '';
  const body = ` path=${name}\n`;
  // The record's length counts its own digits.
  for (let length = body.length + 1; ; length++) {
    record = `${length}${body}`;
    if (Buffer.byteLength(record) === length) break;
  }
  const data = Buffer.from(record);
  return [
    tarHeader('PaxHeader', data.length, 0o644, 'x'),
    data,
    Buffer.alloc((512 - (data.length % 512)) % 512),
  ];
}

/** The package folder as npm would publish it: every file under `package/`. */
function packFolder(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
        continue;
      }
      const stats = statSync(path);
      if (!stats.isFile()) continue;
      const name = `package/${relative(dir, path).split(sep).join('/')}`;
      const data = readFileSync(path);
      if (!fits(name)) parts.push(...paxPath(name));
      parts.push(
        tarHeader(
          fits(name) ? name : name.slice(-100),
          data.length,
          stats.mode & 0o111 ? 0o755 : 0o644,
          '0',
        ),
        data,
        Buffer.alloc((512 - (data.length % 512)) % 512),
      );
    }
  };
  walk(dir);
  parts.push(Buffer.alloc(1024));
  // Level 1: the test packs ~200 MB of folders; size on loopback does not matter, time does.
  return gzipSync(Buffer.concat(parts), { level: 1 });
}

const compareVersions = (a: string, b: string) => {
  const parse = (version: string) => {
    const [core = '', pre] = version.split(/-(.*)/s);
    return { numbers: core.split('.').map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < 3; i++) {
    const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (difference) return difference;
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre < right.pre ? -1 : 1;
};

/**
 * Starts the registry on a free loopback port, serving every package in `pnpmDir`
 * (node_modules/.pnpm) and the given tarballs (which win over a folder of the same version).
 */
export async function startRegistry({
  pnpmDir,
  tarballs,
  cacheDir,
}: {
  pnpmDir: string;
  tarballs: string[];
  /**
   * Where tarballs made from folders are kept between runs (a store folder never changes for a
   * given version). Packing maplibre-gl alone takes seconds; a run packs ~200 packages.
   */
  cacheDir?: string;
}): Promise<Registry> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const versions = new Map<string, Map<string, Version>>();
  indexPnpmStore(pnpmDir, versions);
  for (const file of tarballs) {
    const tarball = readFileSync(file);
    const manifestFile = fileInTarball(tarball, 'package/package.json');
    if (!manifestFile) throw new Error(`${file} has no package/package.json`);
    const manifest = JSON.parse(manifestFile.toString('utf8'));
    const byVersion = versions.get(manifest.name) ?? new Map<string, Version>();
    byVersion.set(manifest.version, { manifest, source: { tarball } });
    versions.set(manifest.name, byVersion);
  }

  const packed = new Map<string, Buffer>();
  const missing = new Set<string>();
  const served = { count: 0, bytes: 0 };
  let url = '';

  const tarballName = (name: string, version: string) =>
    `${url}/${name}/-/${name.split('/').pop()}-${version}.tgz`;

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).slice(1);
    const send = (status: number, body: Buffer | string, type: string) => {
      response.writeHead(status, {
        'content-type': type,
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    };
    try {
      const tarballAt = path.indexOf('/-/');
      if (tarballAt > 0) {
        const name = path.slice(0, tarballAt);
        const file = path.slice(tarballAt + 3);
        const version = file.slice(`${name.split('/').pop()}-`.length, -'.tgz'.length);
        const found = versions.get(name)?.get(version);
        if (!found) return send(404, '{"error":"not found"}', 'application/json');
        const key = `${name}@${version}`;
        let tarball = packed.get(key);
        if (!tarball) {
          if ('tarball' in found.source) tarball = found.source.tarball;
          else {
            const cached = cacheDir && join(cacheDir, `${key.replace('/', '+')}.tgz`);
            if (cached && existsSync(cached)) tarball = readFileSync(cached);
            else {
              tarball = packFolder(found.source.dir);
              if (cached) {
                writeFileSync(`${cached}.${process.pid}`, tarball);
                renameSync(`${cached}.${process.pid}`, cached);
              }
            }
          }
          packed.set(key, tarball);
        }
        served.count++;
        served.bytes += tarball.length;
        return send(200, tarball, 'application/octet-stream');
      }
      const byVersion = versions.get(path);
      if (!byVersion) {
        missing.add(path);
        return send(404, '{"error":"not found"}', 'application/json');
      }
      const sorted = [...byVersion.keys()].sort(compareVersions);
      const stable = sorted.filter((version) => !version.includes('-'));
      const packument = {
        name: path,
        'dist-tags': { latest: stable.at(-1) ?? sorted.at(-1) },
        versions: Object.fromEntries(
          sorted.map((version) => {
            const { manifest } = byVersion.get(version)!;
            // No integrity here: the tarball is made on request, and npm records the digest
            // of what it downloads.
            return [version, { ...manifest, dist: { tarball: tarballName(path, version) } }];
          }),
        ),
      };
      return send(200, JSON.stringify(packument), 'application/json');
    } catch (error) {
      return send(500, String(error), 'text/plain');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The registry has no port');
  url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    missing,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
