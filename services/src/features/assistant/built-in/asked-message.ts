/**
 * A user's message as the built-in intents read it: the text as typed, and a folded form (lower
 * case, typographic quotes made plain, spaces collapsed) that their patterns match against.
 */
export interface AskedMessage {
  text: string;
  folded: string;
  /** "how do I …", "what is a …": a question about the portal or mortgages, not about a record. */
  howTo: boolean;
  /** Ends with "?" or starts with a question word. */
  question: boolean;
}

const HOW_TO =
  /^(?:(?:please |hi |hey |hello )?(?:how (?:do|can|should|would|to|does)|how's|where (?:do|can|is)|what (?:is|are|does|do) (?:a|an|the)\b|what does|why (?:is|are|does|do|can't|cannot)|can i|can we|explain|tell me about|what happens)\b)/;
const QUESTION_WORD = /^(?:how|what|what's|whats|where|why|when|who|which|can|could|is|are|does|do|should|will|would)\b/;

export function askedMessage(text: string): AskedMessage {
  const folded = text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();
  return { text: text.trim(), folded, howTo: HOW_TO.test(folded), question: folded.endsWith('?') || QUESTION_WORD.test(folded) };
}

/** The words a search needs: the question's lead-in ("how do I", "can you tell me") and punctuation dropped. */
export function searchWordsOf(asked: AskedMessage): string {
  return asked.folded
    .replace(/^(?:(?:hi|hey|hello|please)[, ]+)+/, '')
    .replace(/^(?:can|could|would) you (?:please )?(?:tell me|explain|show me|help me(?: understand)?)\s*/, '')
    .replace(
      /^(?:how (?:do|can|should|would) (?:i|we|you)|how to|how does|what (?:is|are|does|do)|what's|whats|where (?:do|can) (?:i|we)|why (?:is|are|does|do)|can i|can we|explain|tell me about|i need to know|i want to know)\s+/,
      '',
    )
    .replace(/^(?:a|an|the)\s+/, '')
    .replace(/[?!.,;:"()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
