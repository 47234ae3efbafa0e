import type { TestProject } from 'vitest/node';

/**
 * How many workers Vitest runs a project's files in (`maxWorkers` in vitest.config.ts): the tiers'
 * global setups make one server (browser tier) or one database (server tier) per worker, and
 * VITEST_POOL_ID (1 to this number) picks a worker's own.
 */
export const workerCount = (project: TestProject) => Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers) || 1;

/** This worker's number, from 1 (VITEST_POOL_ID). */
export const poolId = () => Number(process.env.VITEST_POOL_ID ?? 1);
