/**
 * The section right after the hero: once the browser has met it, the hero is parsed to its end,
 * and the home page draws its first frame (+Head.tsx).
 */
export const afterHeroId = 'impact';
