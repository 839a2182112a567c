/** Who uses the job board: operations watch, administrators may also retry or remove failed jobs. */
export type BoardRole = 'admin' | 'ops';

/** The only board calls that change anything, each limited to failed jobs (see RedactingBullMQAdapter). */
const ADMIN_ACTIONS: RegExp[] = [
  /^\/api\/queues\/[^/]+\/retry\/failed$/, // retry all failed jobs of a queue
  /^\/api\/queues\/[^/]+\/clean\/failed$/, // remove all failed jobs of a queue
  /^\/api\/queues\/[^/]+\/[^/]+\/retry$/, // retry one (failed) job
  /^\/api\/queues\/[^/]+\/[^/]+\/clean$/, // remove one (failed) job
];

/** Redis server details (version, port, OS, memory, clients): for administrators, not for watching the jobs. */
export const REDIS_DETAILS_PATH = '/api/redis/stats';

/**
 * Whether `role` may make this call to the board, `path` relative to the board's base path. Reading is
 * for both roles; of the writing calls only the four above, only for administrators. Everything else
 * Bull Board offers (add job, edit data, pause, resume, empty, obliterate, promote, concurrency) is
 * refused for everyone, whatever the page shows. The Redis server details are for administrators only.
 */
export function boardAllows(role: BoardRole, method: string, path: string): boolean {
  if (path === REDIS_DETAILS_PATH) return role === 'admin' && method === 'GET';
  if (method === 'GET' || method === 'HEAD') return true;
  return role === 'admin' && method === 'PUT' && ADMIN_ACTIONS.some((pattern) => pattern.test(path));
}
