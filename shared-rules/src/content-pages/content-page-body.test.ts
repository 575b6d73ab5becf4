import { contentPageBody } from './content-page-body';

describe('contentPageBody', () => {
  it('drops a first heading that repeats the label', () => {
    expect(contentPageBody({ label: 'Rate sheets', body: '# Rate sheets\n\nToday’s sheets.' })).toBe('\nToday’s sheets.');
    expect(contentPageBody({ label: ' Rate sheets ', body: '#  Rate sheets \nToday’s sheets.' })).toBe('Today’s sheets.');
  });

  it('keeps a body whose first line is another heading, or the label as plain text', () => {
    expect(contentPageBody({ label: 'Rate sheets', body: '# Pricing\n\nToday’s sheets.' })).toBe('# Pricing\n\nToday’s sheets.');
    expect(contentPageBody({ label: 'Rate sheets', body: 'Rate sheets\n\nToday’s sheets.' })).toBe('Rate sheets\n\nToday’s sheets.');
    expect(contentPageBody({ label: 'Rate sheets', body: '' })).toBe('');
  });
});
