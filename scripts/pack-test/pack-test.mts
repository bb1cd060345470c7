// The npm pack test (issue 14, channel 1; docs/decisions/0142): what a partner gets from npm.
//
// 1. `pnpm pack` @bloomkeep/schema and @bloomkeep/ui (prepack builds each) and checks the packed
//    manifests: no workspace: ranges left, exports (`.` and `./map`) and types pointing at files
//    in the tarball, the CSS named in sideEffects, React 18.3 and 19 as peers, maplibre-gl an
//    optional peer.
// 2. Serves the tarballs plus every third-party package from a loopback registry
//    (registry.mts: what pnpm already installed in this checkout), so nothing is downloaded.
// 3. For React 19 and React 18.3 (with maplibre-gl), and React 19 without maplibre-gl:
//    `npm install`s them into a fresh project outside the workspace, type-checks a partner's TSX
//    with moduleResolution node and bundler, bundles the partner's page (a badge, a thing card,
//    gauges, and ThingMap from `@bloomkeep/ui/map` where maplibre-gl is installed) with Vite,
//    esbuild and webpack, and opens each bundle in Chromium (chromium.mts): the card, badges and
//    gauge show, and the map draws its point on its canvas.
//
// Run: node --import tsx scripts/pack-test/pack-test.mts [--keep]   (--keep leaves the temp folder)
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdtempSync } from 'node:fs';
import type * as Esbuild from 'esbuild';
import type * as Vite from 'vite';
import type Webpack from 'webpack';
import type { Stats as WebpackStats } from 'webpack';
import type { Browser } from 'playwright-core';
import { lookAtPartnerPage, openBrowser, sameColour, startSite } from './chromium.mts';
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
let closeSite: (() => Promise<void>) | undefined;
let browser: Browser | undefined;

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
  const mapExport = ui.manifest.exports?.['./map'];
  check(
    ui.list.has(mapExport?.default) && ui.list.has(mapExport?.types),
    `ui: exports["./map"] is built JS and types in the tarball (${mapExport?.default}, ${mapExport?.types})`,
  );
  const mapTypesFallback: string | undefined = ui.manifest.typesVersions?.['*']?.map?.[0];
  check(
    mapTypesFallback !== undefined && ui.list.has(mapTypesFallback),
    `ui: typesVersions gives moduleResolution node the map's types (${mapTypesFallback})`,
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
    Boolean(ui.manifest.peerDependencies?.['maplibre-gl']) &&
      ui.manifest.peerDependenciesMeta?.['maplibre-gl']?.optional === true,
    `ui: maplibre-gl is an optional peer (${ui.manifest.peerDependencies?.['maplibre-gl']})`,
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
  const maplibreVersion = JSON.parse(
    readFileSync(fromUi.resolve('maplibre-gl/package.json'), 'utf8'),
  ).version as string;
  const reacts = {
    19: {
      react: version('react'),
      types: version('@types/react'),
      domTypes: version('@types/react-dom'),
    },
    18: {
      react: version('react-18'),
      types: version('@types/react-18'),
      domTypes: version('@types/react-dom-18'),
    },
  };
  const npmEnv: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  const userconfig = join(work, 'npmrc');
  writeFileSync(userconfig, '');
  Object.assign(npmEnv, { npm_config_userconfig: userconfig, npm_config_update_notifier: 'false' });

  const esbuild = fromRoot('esbuild') as typeof Esbuild;
  const consumer = join(import.meta.dirname, 'consumer');
  // Two partners with maps (they install maplibre-gl themselves: an optional peer is not
  // installed for them), and one without, who uses only the main entry.
  const projects = (
    [
      { name: 'partner-react19', label: 'React 19', react: reacts[19], withMap: true },
      { name: 'partner-react18', label: 'React 18.3', react: reacts[18], withMap: true },
      {
        name: 'partner-react19-no-map',
        label: 'React 19 without maplibre-gl',
        react: reacts[19],
        withMap: false,
      },
    ] as const
  ).map(({ name, label, react: { react, types, domTypes }, withMap }) => {
    const dir = join(work, name);
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify(
        {
          name,
          private: true,
          type: 'module',
          dependencies: {
            '@bloomkeep/ui': ui.manifest.version,
            '@bloomkeep/schema': schema.manifest.version,
            react,
            'react-dom': react,
            ...(withMap ? { 'maplibre-gl': maplibreVersion } : {}),
          },
          devDependencies: { '@types/react': types, '@types/react-dom': domTypes },
        },
        null,
        2,
      ),
    );
    writeFileSync(join(dir, '.npmrc'), `registry=${registry.url}/\n`);
    // The partner's sources: the page, and the map (App.tsx) only where maplibre-gl is.
    const sources: Record<string, string> = withMap
      ? { 'Page.tsx': 'Page.tsx', 'App.tsx': 'App.tsx', 'main.tsx': 'main.tsx' }
      : { 'Page.tsx': 'Page.tsx', 'main.tsx': 'mainWithoutMap.tsx' };
    for (const [file, from] of Object.entries(sources)) {
      writeFileSync(join(dir, 'src', file), readFileSync(join(consumer, from)));
    }
    return { label, react, dir, withMap, sources: Object.keys(sources) };
  });

  console.log('npm install in the partner projects…');
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
  const webpack = fromRoot('webpack') as typeof Webpack;
  const MiniCssExtractPlugin = fromRoot('mini-css-extract-plugin');
  const { build: viteBuild } = (await import(fromRoot.resolve('vite'))) as typeof Vite;

  // What the map should show: the point in the default theme's "needs water" colour (canvases
  // read the built-in theme) on the offline style's plain ground, from the kit as installed.
  const kit = await import(
    pathToFileURL(join(projects[0]!.dir, 'node_modules/@bloomkeep/ui/dist/index.js')).href
  );
  const pointColour: number[] = kit.runtimeTokens.default.indicator.needsWater;
  const groundColour: number[] = kit.hexToRgba(kit.themeTokens.default.colour.tone.neutral.soft);

  // One static server over the temp folder and one Chromium for every page.
  const site = await startSite(work);
  closeSite = site.close;
  browser = await openBrowser();
  const pageUrl = (outDir: string) => `${site.url}/${relative(work, outDir)}/`;

  for (const { label, react, dir, withMap, sources } of projects) {
    console.log(`${label} (${react}), ${dir}:`);
    const installed = (name: string) =>
      JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    check(installed('react') === react, `${label}: npm installed react ${installed('react')}`);
    check(
      existsSync(join(dir, 'node_modules/@bloomkeep/ui/dist/index.js')),
      `${label}: @bloomkeep/ui installed from its tarball`,
    );
    check(
      existsSync(join(dir, 'node_modules/maplibre-gl/package.json')) === withMap,
      withMap
        ? `${label}: maplibre-gl installed (the partner's own dependency)`
        : `${label}: npm installed the kit without maplibre-gl (an optional peer)`,
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
        const read = (file: string) => listed.some((line) => line.endsWith(file));
        check(
          read('node_modules/@bloomkeep/ui/dist/types/index.d.ts') &&
            read('node_modules/@bloomkeep/schema/dist/types/index.d.ts') &&
            (!withMap || read('node_modules/@bloomkeep/ui/dist/types/map/index.d.ts')),
          `${label}: ${resolution} resolution reads ${withMap ? "the kit's two entries' and the schema's" : "both packages'"} dist/types`,
        );
      }),
    );

    console.log(`  type checks and renderToString done (${seconds()})`);
    // The partner's page as plain JavaScript, so every bundler gets the same input.
    mkdirSync(join(dir, 'js'));
    for (const file of sources) {
      const { code } = await esbuild.transform(readFileSync(join(dir, 'src', file), 'utf8'), {
        loader: 'tsx',
        jsx: 'automatic',
        format: 'esm',
      });
      writeFileSync(
        join(dir, 'js', file.replace(/\.tsx$/, '.js')),
        code.replace(/from ["']\.\/(\w+)["']/g, "from './$1.js'"),
      );
    }
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/js/main.js"></script>\n',
    );

    const bundles: { bundler: string; outDir: string }[] = [];
    // Vite (with relative asset paths, so the site can serve it from a folder)
    {
      const outDir = join(dir, 'out/vite');
      await viteBuild({
        root: dir,
        base: './',
        configFile: false,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, minify: false, modulePreload: false, target: 'es2022' },
      });
      bundles.push({ bundler: 'Vite', outDir });
      console.log(`  Vite bundle done (${seconds()})`);
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
      bundles.push({ bundler: 'esbuild', outDir });
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
      bundles.push({ bundler: 'webpack', outDir });
      console.log(`  webpack bundle done (${seconds()})`);
    }

    for (const { bundler, outDir } of bundles) {
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
      if (!withMap) {
        const engine = emitted.find(
          (file) =>
            file.endsWith('.js') &&
            /maplibre|deck\.gl/.test(readFileSync(join(outDir, file), 'utf8')),
        );
        check(
          !engine,
          `${label} + ${bundler}: no map engine in the bundle${engine ? ` (${engine})` : ''}`,
        );
      }

      // esbuild and webpack write no page: the partner's own, linking what they emitted.
      if (bundler !== 'Vite') {
        const sheets = emitted.filter((file) => file.endsWith('.css') && !file.includes('/'));
        writeFileSync(
          join(outDir, 'index.html'),
          [
            '<!doctype html>',
            ...sheets.map((sheet) => `<link rel="stylesheet" href="${sheet}">`),
            '<div id="root"></div><script type="module" src="main.js"></script>',
            '',
          ].join('\n'),
        );
      }
      // The README's step for any bundler: maplibre-gl's worker beside the page (main.tsx
      // passes its address to configureMaps).
      if (withMap) {
        copyFileSync(
          join(dir, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'),
          join(outDir, 'maplibre-gl-worker.mjs'),
        );
      }

      const { page, look } = await lookAtPartnerPage(browser, pageUrl(outDir), { map: withMap });
      const where = `${label} + ${bundler} in Chromium`;
      check(
        look.reactVersion === react &&
          look.schemaElement === 'bloomkeep-thing-map' &&
          look.bbox === '-3.7,50.44',
        `${where}: rendered with react ${look.reactVersion}, and @bloomkeep/schema ran`,
      );
      check(
        look.cardNameVisible &&
          look.gauge.valueNow === '34' &&
          /34%/.test(look.gauge.shownText ?? ''),
        `${where}: the thing card's name and the gauge's 34% show (gauge: ${JSON.stringify(look.gauge)})`,
      );
      check(
        look.badgeCardVisible &&
          look.badges.length === 2 &&
          look.badges[0]!.includes('Waterer') &&
          look.badges[1]!.includes('Founder'),
        `${where}: the badge card and the two listed badges show (${JSON.stringify(look.badges)})`,
      );
      check(
        look.brand === '#5b2a86' && look.textColourProperty !== '',
        `${where}: the kit's stylesheet applies, with createTheme's brand (${look.brand})`,
      );
      if (look.map) {
        const { ready, drawnMark, pointTarget, pointPixel, groundPixel } = look.map;
        check(
          ready && drawnMark && pointTarget,
          `${where}: ThingMap loaded maplibre and deck.gl and drew (ready ${ready}, drawn ${drawnMark}, point's keyboard target ${pointTarget})`,
        );
        check(
          sameColour(pointPixel, pointColour) && sameColour(groundPixel, groundColour),
          `${where}: the map's canvas shows the point in its colour on the offline ground (point ${JSON.stringify(pointPixel)}, expected ${JSON.stringify(pointColour.slice(0, 3))}; ground ${JSON.stringify(groundPixel)}, expected ${JSON.stringify(groundColour.slice(0, 3))})`,
        );
      }
      check(
        look.pageErrors.length === 0,
        `${where}: no uncaught errors${look.pageErrors.length ? `: ${look.pageErrors.slice(0, 3).join(' | ')}` : ''}`,
      );
      if (withMap && bundler === 'Vite' && react === reacts[19].react) {
        const { elements, changed } = await checkIsolation(page);
        check(
          elements > 50 && changed.length === 0,
          `${where}: under a hostile host stylesheet, none of the kit's ${elements} elements changes its text styles${changed.length ? `; ${changed.length} changed, e.g.\n      ${changed.slice(0, 5).join('\n      ')}` : ''}`,
        );
      }
      await page.close();
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
  await browser?.close();
  await closeSite?.();
  await closeRegistry?.();
}

console.log(`\n${passed.length} checks passed, ${failures.length} failed, in ${seconds()}.`);
if (failures.length) {
  console.log(`Failed:\n- ${failures.join('\n- ')}\nThe projects are in ${work}`);
  process.exit(1);
}
if (keep) console.log(`Kept ${work}`);
else rmSync(work, { recursive: true, force: true });
