export function lucideIconNames(): string[];
