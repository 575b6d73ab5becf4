/**
 * A configured pattern compiled once, or the reason it cannot be. Patterns are written without
 * slashes or flags, as administrators type them (`^\d{5}$`).
 */
export type CompiledPattern = { ok: true; pattern: RegExp } | { ok: false; reason: string };

export function compilePattern(source: string): CompiledPattern {
  try {
    return { ok: true, pattern: new RegExp(source) };
  } catch (error) {
    // The RegExp constructor only throws SyntaxError.
    return { ok: false, reason: (error as SyntaxError).message };
  }
}
