/** Spec: names are shown truncated to 30 characters (full name) or 15 (first name), with an ellipsis. */
export function truncateName(name: string, max: 30 | 15): string {
  const trimmed = name.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}
