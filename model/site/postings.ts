/**
 * What Ontario asks a publicly advertised job posting to state (issue 54; the Employment Standards
 * Act as amended by the Working for Workers Acts, employers of 25 or more, since 1 January 2026),
 * as the careers openings' fields name it. The careers page marks each opening with what it lacks,
 * and the launch check (scripts/launch-check.ts) names it, from the page and from the content.
 */
export const postingFacts = ['pay', 'aiScreening', 'vacancy'] as const;

/** The facts an opening does not state yet, in order. */
export const postingMissing = (job: Partial<Record<(typeof postingFacts)[number], string | undefined>>): string[] => postingFacts.filter((fact) => !job[fact]);
