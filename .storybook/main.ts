import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import relay from 'vite-plugin-relay';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
    '../packages/widgets/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // vanilla-extract compiles the kit's .css.ts files; relay compiles graphql`` tags in app stories.
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), relay],
      build: { reportCompressedSize: false },
    });
  },
};

export default config;
