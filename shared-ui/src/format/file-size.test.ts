import { fileSizeLabel } from './file-size';

describe('fileSizeLabel', () => {
  it('shows MB with two decimals', () => {
    expect(fileSizeLabel(20_480)).toBe('0.02 MB');
    expect(fileSizeLabel(25 * 1024 * 1024)).toBe('25.00 MB');
    expect(fileSizeLabel(0)).toBe('0.00 MB');
    expect(fileSizeLabel(1_572_864)).toBe('1.50 MB');
  });
});
