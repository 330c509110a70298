import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Pool tests spawn their own worker threads; forks keep them isolated from vitest's workers.
    pool: 'forks',
  },
});
