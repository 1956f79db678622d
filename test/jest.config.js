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
  roots: ['<rootDir>/backend/src', '<rootDir>/site/src', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static (CJS) requires content-disposition 3, which is ESM-only. Node 20.19+ handles
    // that natively, but Jest's module registry cannot before Node 24.9: give it the CJS 1.x build,
    // whose API is the same. Tests only; the app uses the real one.
    '^content-disposition$': 'content-disposition-cjs',
    // The site's alias for the shared catalog (see site/vite.config.ts).
    '^@catalog/(.*)$': '<rootDir>/backend/src/catalog/$1',
    // sanitize-html (CJS) requires htmlparser2, which is ESM-only: load the real one natively.
    '^sanitize-html$': '<rootDir>/test/helpers/sanitize-html-native.cjs',
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
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/site/src/**/*.spec.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.spec.ts'] },
    // Real processes with faults injected: their own Redis, SMTP and PostgreSQL stopped and
    // restarted, the API killed mid-write, two API processes behind nginx.
    { ...common, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.spec.ts'] },
  ],
};
