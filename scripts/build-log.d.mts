export function isBuildNoise(line: string): boolean;
export function buildLogFilter(write: (text: string) => void): { push(chunk: string): void; end(): void };
