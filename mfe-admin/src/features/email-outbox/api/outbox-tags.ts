/** The cache tags of the outbox's reads, so a retry refreshes the list and the open email. */
export const OUTBOX_TAGS = {
  type: 'OutboxEmail' as const,
  list: { type: 'OutboxEmail' as const, id: 'LIST' },
  email: (id: string) => ({ type: 'OutboxEmail' as const, id }),
};
