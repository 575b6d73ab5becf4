import { useEffect, useRef, useState } from 'react';
import type { UiChannel } from 'shared-rules';
import { problemMessage, useAppDispatch } from 'shared-ui';
import { importedLoanSummary } from '../../../lib/imported-loan-summary';
import { useRedeemLoanTokenMutation } from '../api/redeem-loan-token';
import { linkLoanLoaded } from '../state/add-loan-wizard-slice';

/**
 * Loads the loan of a `?loan_token=` link once (`POST /api/loans/from-token`) and hands it to the
 * wizard. Returns why it could not be loaded (expired, not the user's), or null.
 */
export function useLinkLoan(loanToken: string | null, channel: UiChannel | null): { loading: boolean; failure: string | null } {
  const dispatch = useAppDispatch();
  const [redeem, redemption] = useRedeemLoanTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Redeem once per token; the channel chosen by the time the loan arrives is the one it gets.
  const latestChannel = useRef(channel);
  useEffect(() => {
    latestChannel.current = channel;
  }, [channel]);

  useEffect(() => {
    if (!loanToken) return;
    let cancelled = false;
    setFailure(null);
    void redeem({ token: loanToken }).then((result) => {
      if (cancelled) return;
      if ('data' in result && result.data) {
        dispatch(
          linkLoanLoaded({
            loanToken,
            channel: latestChannel.current,
            imported: { fileName: null, summary: importedLoanSummary(result.data.loan), warnings: [] },
            loan: result.data.loan,
          }),
        );
      } else {
        setFailure(problemMessage(result.error, 'The loan of this link could not be loaded.'));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [loanToken, dispatch, redeem]);

  return { loading: redemption.isLoading, failure };
}
