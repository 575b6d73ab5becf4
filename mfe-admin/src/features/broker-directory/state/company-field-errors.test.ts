import { ORGANIZATION_TEXTS, type ApiProblem } from 'shared-rules';
import { companyFieldErrors } from './company-field-errors';

function problem(fields: ApiProblem['fields']): ApiProblem {
  return { type: 'about:blank', title: 'Request refused', status: 422, code: 'invalid-input', detail: 'Refused', fields };
}

describe('company field errors', () => {
  it('puts each problem under the field it names, a list item’s under its list', () => {
    const placed = companyFieldErrors(
      problem([
        { field: 'body.name', message: ORGANIZATION_TEXTS.nameTaken },
        { field: 'body.channelTypes.1', message: 'must be equal to one of the allowed values' },
      ]),
      ['name', 'channelTypes'],
    );
    expect(placed).toEqual({
      errors: { name: ORGANIZATION_TEXTS.nameTaken, channelTypes: 'Must be equal to one of the allowed values' },
      unplaced: [],
    });
  });

  it('leaves problems about fields the form does not show, or outside the body, for the alert', () => {
    const placed = companyFieldErrors(
      problem([
        { field: 'body.primaryAeId', message: ORGANIZATION_TEXTS.primaryAeAdminsOnly },
        { field: 'params.id', message: 'No organization with this id.' },
      ]),
      ['name'],
    );
    expect(placed).toEqual({ errors: {}, unplaced: [ORGANIZATION_TEXTS.primaryAeAdminsOnly, 'No organization with this id.'] });
  });
});
