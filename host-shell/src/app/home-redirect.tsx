import { Navigate } from 'react-router-dom';
import { useRoles } from 'shared-ui';
import { homePathFor } from './home-path';

export function HomeRedirect() {
  return <Navigate to={homePathFor(useRoles())} replace />;
}
