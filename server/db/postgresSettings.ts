/**
 * Settings of the embedded cluster, chosen for this machine: 2 cores, 24 GiB, shared with other
 * work, catalogue of up to ~200,000 products (~3.7 GB with indexes and search postings). See docs/server.md.
 */
export const POSTGRES_SETTINGS: Record<string, string> = {
  // The whole 200k catalogue, its indexes and search postings stay in Postgres's own cache (memory is
  // taken as pages are first read: a small shop uses little of it).
  shared_buffers: '4GB',
  effective_cache_size: '8GB',
  // Sorts and bitmaps of a page or a count stay in memory; 100 connections × 16 MB is still safe.
  work_mem: '16MB',
  maintenance_work_mem: '256MB',
  // Data is in memory: an index probe costs about what a sequential read does.
  random_page_cost: '1.1',
  // On 2 cores a second worker halves a cold count; more would only steal from other requests.
  max_parallel_workers_per_gather: '1',
  max_parallel_workers: '2',
  // Compiling a query costs 50-100 ms, far more than any listing query runs.
  jit: 'off',
  // Bulk loads (the bench's generator) without a checkpoint storm.
  max_wal_size: '2GB',
};

export const postgresSettingFlags = () =>
  Object.entries(POSTGRES_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
