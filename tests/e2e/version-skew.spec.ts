import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ErrorLogList } from 'shared-rules';
import { expect, test } from '../support/portal-test';
import { DEMO_USERS } from '../support/portal';
import { accessTokenFor, openSignedIn } from '../support/session';
import { expectAccessible } from '../support/accessibility';
import { navigationTimeout } from '../support/remote-code';
import { buildRemote, copyRemoteSources, deployRemote, editSource, removeCopy, againstSharedUi } from '../support/remote-redeploy';

const RUNNING = (JSON.parse(readFileSync(join(resolve(__dirname, '..', '..'), 'shared-ui', 'package.json'), 'utf8')) as { version: string })
  .version;
const [major = 1, minor = 0] = RUNNING.split('.').map(Number);

/** A remote built against shared code the running host does not have: what its team might deploy. */
const SKEWS = [
  {
    what: 'a newer minor of shared-ui with a new export the page uses',
    version: `${major}.${minor + 1}.0`,
    extra: "export const PIPELINE_NOTE = 'Rates refresh at 9:00 AM Central.';",
    edit: (source: string) =>
      source
        .replace('import { AddLoanButton, ', 'import { AddLoanButton, PIPELINE_NOTE, ')
        .replace('description="Every loan in progress, with its status and next steps."', 'description={PIPELINE_NOTE}'),
  },
  { what: 'another major of shared-ui', version: `${major + 1}.0.0`, extra: '', edit: (source: string) => source },
];

test('a remote built for a newer shared-ui, by minor or by major, is fenced by the older host with its reason and logged; the rest of the portal works', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const main = page.getByRole('main');
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
  await expect(main.getByRole('heading', { name: 'Pipeline', exact: true, level: 1 })).toBeVisible();

  for (const skew of SKEWS) {
    const work = copyRemoteSources('mfe-loan');
    let rollback: (() => void) | undefined;
    try {
      editSource(work, 'src/routes/pipeline-route.tsx', /import \{ AddLoanButton, [\s\S]*Every loan in progress/, skew.edit);
      againstSharedUi(work, skew.version, skew.extra);
      await buildRemote(work);
      rollback = deployRemote('mfe-loan', work);

      await page.reload();
      const fence = main.getByRole('alert');
      await expect(main.getByRole('heading', { name: 'This area needs a newer version of the portal' }), skew.what).toBeVisible({
        timeout: navigationTimeout(),
      });
      await expect(fence).toContainText('was updated for a newer version of the portal than the one open here');
      await expect(fence.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      // Nothing of the skewed page ran: the new export never reached the screen.
      await expect(page.getByText('Rates refresh at 9:00 AM Central.')).toHaveCount(0);
      // Only the remote's area is fenced: the host's navigation still works.
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
      await expectAccessible(page, `pipeline fenced for ${skew.what}`);

      const reason = `mfe_loan was built for shared-ui ^${skew.version} (this portal runs ${RUNNING})`;
      await expect
        .poll(
          async () => {
            const answer = await request.get('/api/admin/error-logs?kind=remote-load&pageSize=50', {
              headers: { authorization: `Bearer ${await accessTokenFor(DEMO_USERS.administrator)}` },
            });
            const list = (await answer.json()) as ErrorLogList;
            return list.data.some((entry) => entry.remote === 'mfe_loan' && entry.message.includes(reason));
          },
          { message: `the error log names why mfe_loan is fenced (${skew.what})`, timeout: navigationTimeout() },
        )
        .toBe(true);
    } finally {
      if (rollback) rollback();
      else removeCopy(work);
    }
    // Rolled back, the remote fits again.
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Pipeline', exact: true, level: 1 })).toBeVisible({ timeout: navigationTimeout() });
  }
});
