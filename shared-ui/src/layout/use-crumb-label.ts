import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../store/store';
import { crumbLabelSet } from './crumb-labels-slice';

/**
 * Names the open page in the breadcrumbs by the record it shows (a conversation's or a content
 * page's title), once that is known; until then the crumb is the page its route declares.
 */
export function useCrumbLabel(label: string | null | undefined): void {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  useEffect(() => {
    if (label) dispatch(crumbLabelSet({ path, label }));
  }, [dispatch, path, label]);
}
