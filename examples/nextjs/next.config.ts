import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A static export: `next build` renders every page to HTML on the server side (the
  // 'use client' board among them) and writes the site to dist/, served as it is.
  output: 'export',
  distDir: 'dist',
};

export default nextConfig;
