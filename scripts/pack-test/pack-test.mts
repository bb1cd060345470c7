// The npm pack test (issue 14, channel 1; docs/decisions/0142): what a partner gets from npm.
//
// 1. `pnpm pack` @bloomkeep/schema and @bloomkeep/ui (prepack builds each) and checks the packed
//    manifests: no workspace: ranges left, exports and types pointing at files in the tarball,
//    the CSS named in sideEffects, React 18.3 and 19 as peers.
// 2. Serves the tarballs plus every third-party package from a loopback registry
//    (registry.mts: what pnpm already installed in this checkout), so nothing is downloaded.
// 3. For React 19 and React 18.3: `npm install`s them into a fresh project outside the workspace,
//    type-checks a partner's TSX with moduleResolution node and bundler, bundles the partner's
//    page (ThingMap, a badge, a thing card, a gauge) with Vite, esbuild and webpack, and runs each
//    bundle in a happy-dom window: the components render, and the map's lazy maplibre chunk loads.
//
// Run: node --import tsx scripts/pack-test/pack-test.mts [--keep]   (--keep leaves the temp folder)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { mkdtempSync } from 'node:fs';
import type * as Esbuild from 'esbuild';
import type * as Vite from 'vite';
import type Webpack from 'webpack';
import type { Stats as WebpackStats } from 'webpack';
import { checkIsolation } from './isolation.mts';
import { startRegistry } from './registry.mts';

const repo = resolve(import.meta.dirname, '../..');
const fromRoot = createRequire(join(repo, 'package.json'));
const fromUi = createRequire(join(repo, 'packages/ui/package.json'));
const keep = process.argv.includes('--keep');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const failures: string[] = [];
const passed: string[] = [];
function check(ok: unknown, what: string) {
  (ok ? passed : failures).push(what);
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

async function must(
  step: string,
  command: string,
  args: string[],
  cwd: string,
  env?: NodeJS.ProcessEnv,
) {
  const result = await run(command, args, { cwd, env });
  if (result.code !== 0) {
    console.error(`${step} failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
    throw new Error(`${step} failed`);
  }
  return result.output;
}

const work = mkdtempSync(join(tmpdir(), 'bloomkeep-pack-'));
let closeRegistry: (() => Promise<void>) | undefined;

try {
  // 1. Pack (prepack builds). pnpm is the one running us, or npx's pnpm 10.
  console.log(`Packing @bloomkeep/schema and @bloomkeep/ui into ${work}/tarballs (builds both)…`);
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const pnpm = process.env.npm_execpath?.includes('pnpm')
    ? [process.execPath, process.env.npm_execpath]
    : ['npx', '-y', 'pnpm@10'];
  await Promise.all(
    ['schema', 'ui'].map((name) =>
      must(
        `pnpm pack ${name}`,
        pnpm[0]!,
        [...pnpm.slice(1), 'pack', '--pack-destination', tarballs],
        join(repo, 'packages', name),
      ),
    ),
  );
  const files = readdirSync(tarballs).map((file) => join(tarballs, file));
  console.log(`Packed in ${seconds()}: ${readdirSync(tarballs).join(', ')}`);

  // What is in each tarball, and its package.json.
  const contents = async (tarball: string) => {
    const list = (await must('tar -t', 'tar', ['-tzf', tarball], work)).split('\n').filter(Boolean);
    const manifest = JSON.parse(
      await must('tar -x', 'tar', ['-xzOf', tarball, 'package/package.json'], work),
    );
    return { list: new Set(list.map((file) => file.replace(/^package\//, './'))), manifest };
  };
  const schemaTarball = files.find((file) => file.includes('schema'))!;
  const uiTarball = files.find((file) => file.includes('-ui-'))!;
  const schema = await contents(schemaTarball);
  const ui = await contents(uiTarball);

  console.log('Packed manifests:');
  for (const [label, { list, manifest }] of [
    ['schema', schema],
    ['ui', ui],
  ] as const) {
    const ranges = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.values((manifest[field] ?? {}) as Record<string, string>),
    );
    check(
      !ranges.some((range) => range.startsWith('workspace:')),
      `${label}: no workspace: ranges left`,
    );
    const main = manifest.exports?.['.'];
    check(
      list.has(main?.default) && main.default.endsWith('.js'),
      `${label}: exports["."] is built JS in the tarball (${main?.default})`,
    );
    check(
      list.has(main?.types) && main.types.endsWith('.d.ts'),
      `${label}: exports["."].types is in the tarball (${main?.types})`,
    );
    check(
      list.has(manifest.types),
      `${label}: top-level types for moduleResolution node (${manifest.types})`,
    );
    check(list.has(manifest.main), `${label}: top-level main (${manifest.main})`);
    check(
      ![...list].some((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
      `${label}: no TypeScript sources shipped`,
    );
  }
  check(
    ui.manifest.dependencies?.['@bloomkeep/schema'] === schema.manifest.version,
    `ui: depends on @bloomkeep/schema ${schema.manifest.version} (workspace:* rewritten)`,
  );
  for (const css of ['./style.css', './fonts.css']) {
    check(ui.list.has(ui.manifest.exports?.[css]), `ui: exports["${css}"] is in the tarball`);
  }
  const sideEffects: string[] = ui.manifest.sideEffects ?? [];
  check(
    Array.isArray(sideEffects) && sideEffects.includes('**/*.css'),
    'ui: sideEffects names the CSS',
  );
  check(schema.manifest.sideEffects === false, 'schema: sideEffects false');
  const reactPeer: string = ui.manifest.peerDependencies?.react ?? '';
  check(reactPeer.includes('^18.3') && reactPeer.includes('^19'), `ui: React peer ${reactPeer}`);
  check(
    Boolean(ui.manifest.peerDependencies?.['maplibre-gl']),
    `ui: maplibre-gl is a peer (${ui.manifest.peerDependencies?.['maplibre-gl']})`,
  );

  // 2. The loopback registry.
  const cache = join(repo, 'node_modules/.cache/bloomkeep-pack-test');
  const registry = await startRegistry({
    pnpmDir: join(repo, 'node_modules/.pnpm'),
    tarballs: files,
    cacheDir: join(cache, 'tarballs'),
  });
  closeRegistry = registry.close;
  console.log(`Loopback registry at ${registry.url}`);

  // 3. A partner project per React version.
  const version = (name: string) =>
    JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8'))
      .version as string;
  const reacts = [
    {
      label: 'React 19',
      react: version('react'),
      types: version('@types/react'),
      domTypes: version('@types/react-dom'),
    },
    {
      label: 'React 18.3',
      react: version('react-18'),
      types: version('@types/react-18'),
      domTypes: version('@types/react-dom-18'),
    },
  ];
  const npmEnv: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  const userconfig = join(work, 'npmrc');
  writeFileSync(userconfig, '');
  Object.assign(npmEnv, { npm_config_userconfig: userconfig, npm_config_update_notifier: 'false' });

  const esbuild = fromRoot('esbuild') as typeof Esbuild;
  const consumer = join(import.meta.dirname, 'consumer');
  const projects = reacts.map(({ label, react, types, domTypes }) => {
    const dir = join(work, `partner-react${react.split('.')[0]}`);
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify(
        {
          name: `partner-react${react.split('.')[0]}`,
          private: true,
          type: 'module',
          dependencies: {
            '@bloomkeep/ui': ui.manifest.version,
            '@bloomkeep/schema': schema.manifest.version,
            react,
            'react-dom': react,
          },
          devDependencies: { '@types/react': types, '@types/react-dom': domTypes },
        },
        null,
        2,
      ),
    );
    writeFileSync(join(dir, '.npmrc'), `registry=${registry.url}/\n`);
    for (const file of readdirSync(consumer)) {
      writeFileSync(join(dir, 'src', file), readFileSync(join(consumer, file)));
    }
    return { label, react, dir };
  });

  console.log('npm install in both partner projects…');
  await Promise.all(
    projects.map(({ dir, label }) =>
      must(
        `npm install (${label})`,
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--ignore-scripts',
          '--cache',
          join(cache, 'npm'),
          '--loglevel=error',
        ],
        dir,
        npmEnv,
      ),
    ),
  );
  console.log(
    `Installed in ${seconds()}: ${registry.served.count} tarballs from the loopback registry`,
  );

  const tsc = fromRoot.resolve('typescript/bin/tsc');
  const happyDom = fromUi.resolve('happy-dom');
  const webpack = fromRoot('webpack') as typeof Webpack;
  const MiniCssExtractPlugin = fromRoot('mini-css-extract-plugin');
  const { build: viteBuild } = (await import(fromRoot.resolve('vite'))) as typeof Vite;

  for (const { label, react, dir } of projects) {
    console.log(`${label} (${react}), ${dir}:`);
    const installed = (name: string) =>
      JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    check(installed('react') === react, `${label}: npm installed react ${installed('react')}`);
    check(
      existsSync(join(dir, 'node_modules/@bloomkeep/ui/dist/index.js')),
      `${label}: @bloomkeep/ui installed from its tarball`,
    );
    check(
      existsSync(join(dir, 'node_modules/maplibre-gl/package.json')),
      `${label}: the maplibre-gl peer installed`,
    );

    // Node imports the kit as it is (no CSS in its JavaScript) and renders it to a string.
    writeFileSync(
      join(dir, 'ssr.mjs'),
      [
        "import { createElement as h } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { BadgeCard, HydrationGauge, ThemeProvider } from '@bloomkeep/ui';",
        "process.stdout.write(renderToString(h(ThemeProvider, { theme: 'default' },",
        "  h(BadgeCard, { badgeType: 'watering', title: 'Waterer', level: 2 }),",
        '  h(HydrationGauge, { value: 34 }))));',
      ].join('\n'),
    );
    const ssr = await run(process.execPath, ['ssr.mjs'], { cwd: dir });
    check(
      ssr.code === 0 && ssr.output.includes('Waterer') && ssr.output.includes('role="meter"'),
      `${label}: renderToString in Node (badge and gauge)${ssr.code ? `\n${ssr.output.slice(-1500)}` : ''}`,
    );

    // Type checks, with both resolutions partners use.
    await Promise.all(
      (['node', 'bundler'] as const).map(async (resolution) => {
        const config = join(dir, `tsconfig.${resolution}.json`);
        writeFileSync(
          config,
          JSON.stringify({
            compilerOptions: {
              target: 'ES2022',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              module: 'ESNext',
              moduleResolution: resolution,
              jsx: 'react-jsx',
              strict: true,
              noEmit: true,
              skipLibCheck: true,
              types: [],
            },
            files: ['src/main.tsx'],
          }),
        );
        const result = await run(process.execPath, [tsc, '-p', config, '--listFiles'], {
          cwd: dir,
        });
        const listed = result.output.split('\n');
        const errors = listed.filter((line) => /error TS\d+/.test(line));
        check(
          result.code === 0 && errors.length === 0,
          `${label}: tsc, moduleResolution ${resolution}${errors.length ? `\n${errors.slice(0, 5).join('\n')}` : ''}`,
        );
        check(
          listed.some((file) =>
            file.endsWith('node_modules/@bloomkeep/ui/dist/types/index.d.ts'),
          ) &&
            listed.some((file) =>
              file.endsWith('node_modules/@bloomkeep/schema/dist/types/index.d.ts'),
            ),
          `${label}: ${resolution} resolution reads both packages' dist/types`,
        );
      }),
    );

    console.log(`  type checks and renderToString done (${seconds()})`);
    // The partner's page as plain JavaScript, so every bundler gets the same input.
    mkdirSync(join(dir, 'js'));
    for (const file of ['App', 'main']) {
      const { code } = await esbuild.transform(
        readFileSync(join(dir, 'src', `${file}.tsx`), 'utf8'),
        {
          loader: 'tsx',
          jsx: 'automatic',
          format: 'esm',
        },
      );
      writeFileSync(
        join(dir, 'js', `${file}.js`),
        code.replace(/from ["']\.\/App["']/, "from './App.js'"),
      );
    }
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/js/main.js"></script>\n',
    );

    const bundles: { bundler: string; entry: string; outDir: string }[] = [];
    // Vite
    {
      const outDir = join(dir, 'out/vite');
      await viteBuild({
        root: dir,
        configFile: false,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, minify: false, modulePreload: false, target: 'es2022' },
      });
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const src = /<script[^>]*src="\/?([^"]+\.js)"/.exec(html)?.[1];
      bundles.push({ bundler: 'Vite', entry: join(outDir, src ?? 'missing.js'), outDir });
      console.log(`  Vite bundle done (${seconds()})`);
      if (react === reacts[0]!.react) {
        const { elements, changed } = await checkIsolation(repo, outDir);
        check(
          elements > 50 && changed.length === 0,
          `${label} + Vite in Chromium: under a hostile host stylesheet, none of the kit's ${elements} elements changes its text styles${changed.length ? `; ${changed.length} changed, e.g.\n      ${changed.slice(0, 5).join('\n      ')}` : ''}`,
        );
      }
    }
    // esbuild
    {
      const outDir = join(dir, 'out/esbuild');
      await esbuild.build({
        absWorkingDir: dir,
        entryPoints: ['js/main.js'],
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        outdir: outDir,
        loader: { '.woff2': 'file', '.woff': 'file' },
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'error',
      });
      bundles.push({ bundler: 'esbuild', entry: join(outDir, 'main.js'), outDir });
      console.log(`  esbuild bundle done (${seconds()})`);
    }
    // webpack
    {
      const outDir = join(dir, 'out/webpack');
      const stats = await new Promise<WebpackStats | undefined>((done, fail) =>
        webpack({
          mode: 'production',
          context: dir,
          entry: './js/main.js',
          target: ['web', 'es2022'],
          output: {
            path: outDir,
            filename: 'main.js',
            module: true,
            chunkFormat: 'module',
            chunkLoading: 'import',
            clean: true,
          },
          experiments: { outputModule: true },
          optimization: { minimize: false },
          performance: { hints: false },
          module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
          plugins: [new MiniCssExtractPlugin()],
          resolveLoader: { modules: [join(repo, 'node_modules')] },
        }).run((error, result) => (error ? fail(error) : done(result))),
      );
      const errors = stats?.toJson({ all: false, errors: true }).errors ?? [];
      check(
        errors.length === 0,
        `${label}: webpack built${errors.length ? `: ${errors[0]?.message.slice(0, 500)}` : ''}`,
      );
      bundles.push({ bundler: 'webpack', entry: join(outDir, 'main.js'), outDir });
      console.log(`  webpack bundle done (${seconds()})`);
    }

    for (const { bundler, entry, outDir } of bundles) {
      const emitted = readdirSync(outDir, { recursive: true }).map(String);
      const css = emitted
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(join(outDir, file), 'utf8'))
        .join('\n');
      check(
        css.includes('--bk-colour-brand:') && css.includes('@font-face'),
        `${label} + ${bundler}: the kit's styles and fonts in the CSS output`,
      );
      check(
        emitted.some((file) => file.endsWith('.woff2')),
        `${label} + ${bundler}: font files emitted`,
      );

      const result = await run(
        process.execPath,
        [join(import.meta.dirname, 'run-bundle.mjs'), happyDom, entry],
        { cwd: dir },
      );
      let page: Record<string, unknown> = {};
      try {
        page = JSON.parse(result.output.trim().split('\n').at(-1) ?? '{}');
      } catch {
        check(false, `${label} + ${bundler}: the page ran\n${result.output.slice(-2000)}`);
        continue;
      }
      check(
        page.reactVersion === react,
        `${label} + ${bundler}: rendered with react ${String(page.reactVersion)}`,
      );
      check(
        page.badge && page.card && page.gauge,
        `${label} + ${bundler}: badge, thing card and gauge rendered`,
      );
      check(
        page.mapLoadedMaplibre,
        `${label} + ${bundler}: ThingMap loaded maplibre lazily (asked for WebGL; happy-dom has none, so it shows its no-WebGL message)`,
      );
      check(
        page.schemaElement === 'bloomkeep-thing-map' && page.bbox === '-3.7,50.44',
        `${label} + ${bundler}: @bloomkeep/schema ran`,
      );
      check(
        page.customBrand === '#5b2a86',
        `${label} + ${bundler}: createTheme's brand on the theme root`,
      );
      const errors = (page.errors as string[]).filter((line) => !line.includes('WebGL'));
      if (errors.length)
        console.log(`    console.error during ${bundler}: ${errors.slice(0, 3).join(' | ')}`);
    }
    console.log(`  (${seconds()})`);
  }
  if (registry.missing.size)
    console.log(
      `Not in the loopback registry (npm skipped them): ${[...registry.missing].join(', ')}`,
    );
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  await closeRegistry?.();
}

console.log(`\n${passed.length} checks passed, ${failures.length} failed, in ${seconds()}.`);
if (failures.length) {
  console.log(`Failed:\n- ${failures.join('\n- ')}\nThe projects are in ${work}`);
  process.exit(1);
}
if (keep) console.log(`Kept ${work}`);
else rmSync(work, { recursive: true, force: true });
