/** Interface constants of the specification (spec 9). */
export const headerScrollThreshold = 20;

/** react-hot-toast: at most 20 kept (its TOAST_LIMIT), these durations in ms, top-right. */
export const toastSettings = {
  limit: 20,
  position: 'top-right',
  durations: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
} as const;
