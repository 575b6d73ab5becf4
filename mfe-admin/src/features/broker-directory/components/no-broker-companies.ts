import type { EmptyStateProps } from 'shared-ui';

/** What a list of broker companies says when the signed-in user reaches none; `description` says what to do about it. */
export function noBrokerCompanies(description = 'No organizations are assigned to you yet.'): EmptyStateProps {
  return { title: 'No broker companies', description };
}
