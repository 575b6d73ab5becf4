/**
 * Full-page moves of the portal (held in an object so a test can watch them: jsdom does not
 * navigate). After an impersonation session starts, the portal starts over as the user.
 */
export const portalNavigation = {
  openHome: (): void => window.location.assign('/'),
};
