import { describe, it, expect } from 'vitest';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from './auth-validation';

describe('validateNewPassword', () => {
  it('accepts matching passwords of the minimum length', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('checks that the passwords match before checking length', () => {
    expect(validateNewPassword('abc', 'abd')).toBe('Passwords do not match');
    expect(validateNewPassword('abcdefgh', 'abcdefgx')).toBe('Passwords do not match');
  });

  it('rejects passwords shorter than six characters', () => {
    expect(validateNewPassword('abcde', 'abcde')).toBe('Password must be at least 6 characters long');
    expect(validateNewPassword('', '')).toBe('Password must be at least 6 characters long');
  });
});
