import { type ApiProblem, USER_ADMIN_TEXTS } from 'shared-rules';
import { fieldsShownFor, userRefusalOf } from './user-field-errors';

const external = fieldsShownFor('external');

const problem = (fields: ApiProblem['fields'], detail = 'The user is not valid.'): ApiProblem => ({
  type: 'about:blank',
  title: 'Request refused',
  status: 422,
  code: 'invalid-input',
  detail,
  fields,
});

describe('where a refused save is explained', () => {
  it('puts each field problem under its field, a list item’s under the list', () => {
    expect(
      userRefusalOf(
        problem([
          { field: 'body.email', message: USER_ADMIN_TEXTS.emailTaken },
          { field: 'body.roleTypes/0', message: 'must be equal to one of the allowed values' },
        ]),
        external,
        'fallback',
      ),
    ).toEqual({ fields: { email: USER_ADMIN_TEXTS.emailTaken, roleTypes: 'Must be equal to one of the allowed values' }, message: null });
  });

  it('says in one sentence what no field shows', () => {
    expect(
      userRefusalOf(
        problem([
          { field: 'body.userType', message: 'Unknown kind.' },
          { field: 'body.personas', message: USER_ADMIN_TEXTS.externalHasNoPersonas },
        ]),
        external,
        'fallback',
      ),
    ).toEqual({ fields: {}, message: `Unknown kind. ${USER_ADMIN_TEXTS.externalHasNoPersonas}` });
    expect(userRefusalOf(problem(undefined, USER_ADMIN_TEXTS.staffOnly), external, 'fallback')).toEqual({
      fields: {},
      message: USER_ADMIN_TEXTS.staffOnly,
    });
    expect(userRefusalOf(null, external, 'The user was not added.')).toEqual({ fields: {}, message: 'The user was not added.' });
  });
});
