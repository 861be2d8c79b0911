/** The line tests/support/traced-worker.ts logs for each request the worker runs for. */
export const tracePrefix = 'worker ran:';
