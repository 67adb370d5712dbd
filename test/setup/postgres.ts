import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './testPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test cluster (database `postgres`). */
    databaseUrl: string;
  }
}

/** globalSetup of the `server` project: one cluster for the run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('databaseUrl', postgres.url);
  return () => postgres.stop();
}
