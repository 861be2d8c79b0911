/** scripts/build.mjs: `npm run build`'s steps, and how a new build takes the last one's place. */
export const steps: readonly (readonly [command: string, args: readonly string[]])[];
export function replaceWith(next: string, target: string): void;
