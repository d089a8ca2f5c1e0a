import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  // A Node server that renders each page on every request: `node dist`.
  kit: { adapter: adapter({ out: 'dist', precompress: false }) },
};

export default config;
