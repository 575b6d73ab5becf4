import '../features/login/login.css';

/** Shown while the portal's code loads after sign-in (plain markup: Mantine is not loaded yet). */
export function Splash() {
  return (
    <div className="portal-splash" role="status" aria-label="Loading the portal">
      <span className="portal-spinner" />
    </div>
  );
}
