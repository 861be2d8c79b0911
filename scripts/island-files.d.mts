export function moveIslandData(html: string): { page: string; files: Map<string, string> };
