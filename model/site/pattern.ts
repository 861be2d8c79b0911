/** `text` as a regular expression matches it, character for character (each of `.*+?^${}()|[]\` escaped). */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
