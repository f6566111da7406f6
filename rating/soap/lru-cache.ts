/** Extraction cache key: start, length and end of the response (docs/product/rating-engine.md#response-processing). */
export function responseCacheKey(text: string): string {
  return `${text.length}|${text.slice(0, 120)}|${text.slice(-120)}`;
}
