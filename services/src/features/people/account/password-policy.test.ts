import { passwordProblem } from './password-policy';

const owner = { email: 'taylor.brooks@summit.test', firstName: 'Taylor', lastName: 'Brooks' };

describe('passwordProblem', () => {
  it('accepts a long passphrase of unrelated words', () => {
    expect(passwordProblem('copper lantern orbit 47 meadow', owner)).toBeNull();
    expect(passwordProblem('Vq7#mL2!xR9$tB', owner)).toBeNull();
  });

  it.each([
    ['short1!A', 'tooShort'],
    ['a'.repeat(129), 'tooLong'],
    ['taylor.brooks@summit.test1', 'personal'],
    ['MyNameIsBrooks2026!', 'personal'],
    ['summit taylor and friends', 'personal'],
    ['passwordpassword', 'breached'],
    ['1234567890qwerty', 'breached'],
    ['aaaaaaaaaaaaaaaa', 'guessable'],
    ['Password12345678', 'guessable'],
  ] as const)('refuses %p (%s)', (password, rule) => {
    expect(passwordProblem(password, owner)).toBe(rule);
  });
});
