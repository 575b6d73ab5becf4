/**
 * Refuses the markup that makes XML dangerous before any element is read: a DOCTYPE (external
 * entities can read server files or call out to the network; internal ones expand without bound,
 * "billion laughs") and bare entity declarations. The XML reader refuses them anywhere in the
 * file as well; this guard looks only at the prolog, where a DOCTYPE is allowed to be, so the
 * refusal does not depend on how far a reader gets.
 */
import { type LoanFileProblem, problem } from './loan-file-problems';

export const DOCTYPE_FORBIDDEN_MESSAGE =
  'The file declares a DOCTYPE or entities, which loan files may not contain: they can read files on the server or expand without bound. Export the loan again without a DOCTYPE.';

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Null when the prolog (everything before the root element) holds no DOCTYPE or declaration. */
export function checkXmlProlog(text: string): { ok: false; problem: LoanFileProblem } | null {
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (position < text.length) {
    while (position < text.length && isWhitespace(text.charCodeAt(position))) position += 1;
    if (text.startsWith('<?', position)) {
      const end = text.indexOf('?>', position + 2);
      if (end < 0) return null;
      position = end + 2;
    } else if (text.startsWith('<!--', position)) {
      const end = text.indexOf('-->', position + 4);
      if (end < 0) return null;
      position = end + 3;
    } else if (text.startsWith('<!', position)) {
      const keyword = text.slice(position + 2, position + 9).toUpperCase();
      if (keyword.startsWith('DOCTYPE') || keyword.startsWith('ENTITY')) {
        return problem('xml-doctype-forbidden', DOCTYPE_FORBIDDEN_MESSAGE);
      }
      return null;
    } else {
      return null;
    }
  }
  return null;
}
