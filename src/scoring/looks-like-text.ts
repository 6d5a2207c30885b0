/**
 * Whether a response is text at all: binary noise (control characters, U+FFFD replacement
 * characters, lone surrogates) making up more than a fifth of its first 2,000 characters is not.
 */
export function looksLikeText(response: string): boolean {
  const sample = response.slice(0, 2000);
  if (sample.length === 0) return false;
  let noise = 0;
  for (let index = 0; index < sample.length; index++) {
    const code = sample.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(sample[index + 1] ?? "")) {
      index++; // a valid pair (emoji, rare scripts)
      continue;
    }
    const control =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
    if (control || code === 0xfffd || (code >= 0xd800 && code <= 0xdfff)) noise++;
  }
  return noise / sample.length <= 0.2;
}
