import { Stack, Tabs } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { openPreviewTabs, type PreviewTab } from 'shared-rules';
import { EmptyState, linkTo } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';

/** What each preview will show, said on it until the disclosures are built. */
const PREVIEW_CONTENTS: Record<PreviewTab['slug'], string> = {
  le: 'The Loan Estimate of this loan as it will be sent: loan terms, projected payments, closing costs and cash to close.',
  cd: 'The Closing Disclosure of this loan as it will be sent: loan terms, closing cost details and cash to close, with a Seller-Paid column on purchases.',
  request: 'Asking for the initial Closing Disclosure early, before the loan is cleared to close.',
};

/**
 * /loan/{loanId}/preview/{le|cd|request}: LE Preview, CD Preview and ICD Request as sub-tabs of
 * one page, each open only where the loan's tab list opens it (`openPreviewTabs`); a sub-tab the
 * loan does not open, or the bare /preview, goes to the first one it does.
 */
export default function PreviewTabPage({ loan }: LoanTabProps) {
  const navigate = useNavigate();
  const path = useParams()['*'];
  const subTabs = openPreviewTabs(loan.frame.tabs);
  const current = subTabs.find((entry) => path === `preview/${entry.slug}`);
  const linkOf = (slug: PreviewTab['slug']) => linkTo('loan', { loanId: loan.id, tab: `preview/${slug}` });
  if (!current) return subTabs[0] ? <Navigate to={linkOf(subTabs[0].slug)} replace /> : null;
  // The sub-tab's own heading is its panel's (the empty state's title while it is being built).
  return (
    <Stack gap="lg">
      <Tabs value={current.slug} onChange={(slug) => slug && navigate(linkOf(slug as PreviewTab['slug']))}>
        <Tabs.List aria-label="Previews">
          {subTabs.map((entry) => (
            <Tabs.Tab key={entry.slug} value={entry.slug}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={current.slug} pt="lg">
          <EmptyState
            title={`${current.label} is not available yet`}
            description={`${PREVIEW_CONTENTS[current.slug]} This part of the loan file opens here once it is ready; the loan's details above are current.`}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
