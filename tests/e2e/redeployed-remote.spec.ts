import { readFileSync } from 'node:fs';
import { expect, test } from '../support/portal-test';
import { DEMO_USERS } from '../support/portal';
import { openSignedIn } from '../support/session';
import { expectAccessible } from '../support/accessibility';
import { navigationTimeout } from '../support/remote-code';
import { buildRemote, copyRemoteSources, deployRemote, editSource, HOST_INDEX, removeCopy } from '../support/remote-redeploy';

test('a remote rebuilt with a new behaviour through shared-ui reaches a reloaded host and works there; the host is not rebuilt', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const heading = 'Pipeline (redeployed)';
  const action = 'Add a loan from here';
  const hostIndexBefore = readFileSync(HOST_INDEX, 'utf8');
  // The pipeline gets a new heading and an Add Loan button in its header. The button reads the
  // officer's access from the store and opens the host's Add Loan modal through the bus, so it
  // works only if the rebuilt remote runs against the host's own shared-ui (one store, one bus).
  const work = copyRemoteSources('mfe-loan');
  let rollback: (() => void) | undefined;
  try {
    editSource(work, 'src/routes/pipeline-route.tsx', /import \{ AddLoanButton,[\s\S]*title="Pipeline"/, (source) =>
      source.replace('title="Pipeline"', `title="${heading}" actions={<AddLoanButton label="${action}" />}`),
    );
    await buildRemote(work);

    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Pipeline', exact: true, level: 1 })).toBeVisible();
    await expect(main.getByRole('button', { name: action })).toHaveCount(0);
    await expectAccessible(page, 'pipeline');

    rollback = deployRemote('mfe-loan', work);
    await page.reload();
    await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: navigationTimeout() });
    await expectAccessible(page, 'pipeline of the redeployed remote');
    await main.getByRole('button', { name: action }).click();
    const addLoan = page.getByRole('dialog', { name: 'Add Loan' });
    await expect(addLoan).toBeVisible({ timeout: navigationTimeout() });
    await expect(page).toHaveURL(/[?&]modal=add-loan/);
    await addLoan.getByRole('button', { name: 'Cancel' }).click();
    await expect(addLoan).toBeHidden();
    expect(readFileSync(HOST_INDEX, 'utf8')).toBe(hostIndexBefore);
  } finally {
    if (rollback) rollback();
    else removeCopy(work);
  }
});
