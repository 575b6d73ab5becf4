// The Loan remote's handler set for jest: what every loan page may read before the test's own
// answers (`server.use(...)`) come into play — the profile (a lender's account executive) and the
// document upload rules of the documents setting's default.
import { HttpResponse } from 'msw';
import { type DocumentUploadRules, documentUploadRulesOf, PERSONA, type Profile, SETTING_DEFINITIONS } from 'shared-rules';
import { api, internalProfile } from 'shared-ui/testing';

/** The user signed in unless a test says otherwise. */
export const accountExecutive: Profile = internalProfile({ id: 'usr-ae-jordan', personas: [{ entityId: PERSONA.accountExecutive }] });

export const handlers = [
  api.get<Profile>('/profile', () => HttpResponse.json(accountExecutive)),
  api.get<DocumentUploadRules>('/documents/upload-rules', () =>
    HttpResponse.json(documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue)),
  ),
];
