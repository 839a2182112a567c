/** Unit tests (pure logic, beside the code or under test/unit) and integration tests (real PG, Redis, S3). */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/integration/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
  maxWorkers: 2,
  testTimeout: 30000,
};
