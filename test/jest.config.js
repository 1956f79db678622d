// Jest in ESM mode (NestJS 12 is ESM-only): run through `node --experimental-vm-modules`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const common = {
  rootDir: '..',
  // Crawl only sources: node_modules, builds and .data (PostgreSQL files, uploads) are large;
  // crawling them made a cold run's first suite take ~40 s instead of ~6 s.
  roots: ['<rootDir>/packages', '<rootDir>/backend/src', '<rootDir>/site/src', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Workspace packages from their TypeScript sources, as the typecheck and Vite read them
    // (their `rutalia-source` export condition); Node itself loads their builds.
    '^@rutalia/catalog$': '<rootDir>/packages/catalog/src/index.ts',
    '^@rutalia/catalog/(.*)$': '<rootDir>/packages/catalog/src/$1.ts',
  },
  testEnvironment: 'node',
};

export default {
  rootDir: '..',
  globalSetup: '<rootDir>/test/helpers/global-setup.mjs',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.mjs',
  // Generous: the first suite of a cold run also pays for transforming the whole backend.
  testTimeout: 90000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/packages/*/src/**/*.spec.ts', '<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/site/src/**/*.spec.ts'],
    },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.spec.ts'] },
    // Real processes with faults injected: their own Redis, SMTP and PostgreSQL stopped and
    // restarted, the API killed mid-write, two API processes behind nginx.
    { ...common, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.spec.ts'] },
  ],
};
