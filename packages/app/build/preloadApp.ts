// A Vite plugin for index.html: the entry (src/boot.ts) imports the app (src/main.tsx)
// dynamically, so Vite links neither the app's scripts nor its style sheets from the page.
// This adds them: style sheets as <link rel="stylesheet"> (a server-rendered page needs the
// app's global and kit styles for its first paint), scripts as <link rel="modulepreload">
// (a page the browser renders fetches them at once). The server strips the preloads from
// the pages it renders, which load the app after their first paint (docs/decisions/0141).
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const APP_MODULE = /[\\/]src[\\/]main\.tsx$/;

function isChunk(output: OutputBundle[string] | undefined): output is OutputChunk {
  return output?.type === 'chunk';
}

export function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'bloomkeep:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const app = Object.values(bundle).find(
          (output): output is OutputChunk =>
            isChunk(output) && APP_MODULE.test(output.facadeModuleId ?? ''),
        );
        if (!app) throw new Error('preloadApp: the build has no chunk for src/main.tsx');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (isChunk(next)) visit(next);
          }
        };
        visit(app);
        const tags: HtmlTagDescriptor[] = [];
        for (const file of styles)
          tags.push({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
        for (const file of scripts)
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
        return tags;
      },
    },
  };
}
