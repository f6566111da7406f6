export function initialScriptUrls(html: string): string[];
export function measureInitialJs(
  baseUrl: string,
  path?: string,
  options?: { cookie?: string },
): Promise<{
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  perFile: { url: string; gzipBytes: number; rawBytes: number }[];
}>;
