import { NO_ROLES, type Roles } from '../auth/roles';
import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, BROKER_PAGES, LENDER_STAFF_PAGE, mayOpenPage, pageFor } from './page-access';

const officer: Roles = { ...NO_ROLES, isExternal: true };
const executive: Roles = { ...NO_ROLES, isInternal: true, isAccountExecutive: true };
const administrator: Roles = { ...NO_ROLES, isInternal: true, isAdmin: true };
/** An internal user with neither the administrator's nor the account executive's persona. */
const otherStaff: Roles = { ...NO_ROLES, isInternal: true };

describe('who may open a page', () => {
  it('lets any signed-in user open a page for everyone', () => {
    expect([officer, executive, administrator].every((roles) => mayOpenPage(ANY_SIGNED_IN_USER, roles))).toBe(true);
  });

  it('opens a page for its roles only', () => {
    expect([officer, executive, administrator].map((roles) => mayOpenPage(ADMINISTRATORS_PAGE, roles))).toEqual([false, false, true]);
    expect([officer, executive, administrator].map((roles) => mayOpenPage(LENDER_STAFF_PAGE, roles))).toEqual([false, true, true]);
    expect([officer, executive, administrator].map((roles) => mayOpenPage(pageFor(['external'], 'brokers'), roles))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('opens the broker pages for account executives and administrators, not for other staff or brokers', () => {
    expect([officer, executive, administrator, otherStaff].map((roles) => mayOpenPage(BROKER_PAGES, roles))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(mayOpenPage(LENDER_STAFF_PAGE, otherStaff)).toBe(true);
  });
});
