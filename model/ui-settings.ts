/** Interface constants of the specification (spec 9). */
export const headerScrollThreshold = 20;

/** react-hot-toast: at most 20 kept (its TOAST_LIMIT), these durations in ms, top-right. */
export const toastSettings = {
  limit: 20,
  position: 'top-right',
  durations: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
} as const;

/** The typed phrase of the home hero (spec 9). */
export const typing = { typeMs: 100, deleteMs: 50, pauseMs: 2000 } as const;

/** The hero's particle background (spec 9). */
export const particleSettings = {
  fpsLimit: 120,
  count: 100,
  linkDistance: 150,
  opacity: 0.4,
  colors: ['#22d3ee', '#3b82f6'],
} as const;

/** The latest the particle code may wait for an idle slot after the load event, in ms. */
export const particleIdleTimeoutMs = 4000;
