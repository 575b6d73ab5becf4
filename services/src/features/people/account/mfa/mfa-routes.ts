import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CURRENT_PASSWORD_WRONG,
  MFA_TEXTS,
  MfaCodeRequestSchema,
  MfaConfirmedSchema,
  MfaDisableRequestSchema,
  MfaEnrolmentSchema,
  type MfaStatus,
  MfaStatusSchema,
} from 'shared-rules';
import { recordAudit } from '../../../../platform/audit/audit-log';
import { verifyPassword } from '../../../../platform/auth/passwords';
import { ApiError, fieldError } from '../../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../../platform/http/schemas';
import { readSettingValue } from '../../../../platform/settings/setting-reader';
import { mfaRequirement } from '../../../../platform/auth/mfa/mfa-requirement';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../../../../platform/auth/mfa/recovery-codes';
import { acceptedStep, newTotpSecret, otpauthUrl, qrCodeSvg } from '../../../../platform/auth/mfa/totp';
import { SIGNED_IN } from '../../../../platform/access/declarations';

const noSealer = () => new ApiError(409, 'secrets-key-missing', MFA_TEXTS.storageUnavailable);

/**
 * /settings/credentials: the user's two-step sign-in. Setting it up is two calls (a secret and its
 * QR code, then the app's code to confirm; only then is it on, with recovery codes shown once);
 * turning it off needs the password and is refused while the lender requires it.
 */
export async function mfaRoutes(fastify: FastifyInstance, passwordAttempts: object): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const userRow = (userId: string) =>
    app.db
      .selectFrom('users')
      .select(['id', 'email', 'userType', 'createdAt', 'passwordHash', 'totpEnabledAt', 'totpPendingSealed'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  async function mfaStatus(userId: string): Promise<MfaStatus> {
    const row = await userRow(userId);
    const requirement = await mfaRequirement(app, row, new Date());
    return {
      enabled: row.totpEnabledAt !== null,
      enabledAt: row.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: row.totpEnabledAt ? await recoveryCodesLeft(app.db, userId) : 0,
      required: requirement.required,
      setupDueBy: requirement.setupDueBy?.toISOString() ?? null,
      canEnrol: app.secretSealer !== null,
    };
  }

  app.get(
    '/profile/mfa',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'Whether two-step sign-in is on for the signed-in user, whether the lender requires it, and by when',
        security: bearerSecurity,
        response: { 200: MfaStatusSchema, ...authenticatedProblems },
      },
    },
    async (request) => mfaStatus(request.user.id),
  );

  app.post(
    '/profile/mfa/enrolment',
    {
      config: { access: SIGNED_IN, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary:
          'Start setting up two-step sign-in: a new secret and its QR code for the authenticator app (nothing changes until confirmed)',
        security: bearerSecurity,
        response: { 200: MfaEnrolmentSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request) => {
      const sealer = app.secretSealer;
      if (!sealer) throw noSealer();
      const row = await userRow(request.user.id);
      const secret = newTotpSecret();
      await app.db
        .updateTable('users')
        .set({ totpPendingSealed: sealer.seal(secret) })
        .where('id', '=', request.user.id)
        .execute();
      const { brandName } = await readSettingValue(app, 'branding');
      const url = otpauthUrl(secret, brandName, row.email);
      return { secret, otpauthUrl: url, qrCodeSvg: await qrCodeSvg(url) };
    },
  );

  app.post(
    '/profile/mfa/enrolment/confirm',
    {
      config: { access: SIGNED_IN, rateLimit: passwordAttempts, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary: "Turn two-step sign-in on with the app's current code; answers the recovery codes, shown this once",
        security: bearerSecurity,
        body: MfaCodeRequestSchema,
        response: { 200: MfaConfirmedSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const sealer = app.secretSealer;
      if (!sealer) throw noSealer();
      const row = await userRow(request.user.id);
      if (!row.totpPendingSealed) throw fieldError(422, 'mfa-no-enrolment', 'body.code', MFA_TEXTS.noEnrolment);
      const secret = sealer.open(row.totpPendingSealed);
      const step = acceptedStep(secret, request.body.code, null);
      if (step === null) throw fieldError(422, 'mfa-code-wrong', 'body.code', MFA_TEXTS.codeWrong);
      const now = new Date();
      const recoveryCodes = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ totpSecretSealed: sealer.seal(secret), totpPendingSealed: null, totpEnabledAt: now, totpLastStep: step })
          .where('id', '=', request.user.id)
          .execute();
        const codes = await replaceRecoveryCodes(trx, request.user.id);
        await recordAudit(trx, request.user, {
          action: row.totpEnabledAt ? 'mfa-replaced' : 'mfa-enabled',
          entityType: 'user',
          entityId: request.user.id,
          at: now,
        });
        return codes;
      });
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return { status: await mfaStatus(request.user.id), recoveryCodes };
    },
  );

  app.delete(
    '/profile/mfa',
    {
      config: { access: SIGNED_IN, rateLimit: passwordAttempts, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary: 'Turn two-step sign-in off, with the password; refused while the lender requires it',
        security: bearerSecurity,
        body: MfaDisableRequestSchema,
        response: { 200: MfaStatusSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const row = await userRow(request.user.id);
      if (!(await verifyPassword(row.passwordHash, request.body.password))) {
        throw fieldError(422, 'password-wrong', 'body.password', CURRENT_PASSWORD_WRONG);
      }
      if ((await mfaRequirement(app, row, new Date())).required)
        throw new ApiError(409, 'mfa-required-by-lender', MFA_TEXTS.requiredCannotDisable);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ totpSecretSealed: null, totpPendingSealed: null, totpEnabledAt: null, totpLastStep: null })
          .where('id', '=', request.user.id)
          .execute();
        await trx.deleteFrom('mfaRecoveryCodes').where('userId', '=', request.user.id).execute();
        await recordAudit(trx, request.user, { action: 'mfa-disabled', entityType: 'user', entityId: request.user.id });
      });
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return mfaStatus(request.user.id);
    },
  );
}
