import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@flowmind/core/auth-validation';
import { newPasswordRule } from './new-password';

const Fields = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(newPasswordRule('password', 'confirmPassword'));

const resolve = (password: string, confirmPassword: string) =>
  zodResolver(Fields)({ password, confirmPassword }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('newPasswordRule', () => {
  it('checks the match first: a short, different confirmation reads as a mismatch only', async () => {
    const { errors } = await resolve('abc', 'abd');
    expect(errors).toEqual({
      confirmPassword: expect.objectContaining({ message: PASSWORDS_DO_NOT_MATCH }) as unknown,
    });
  });

  it('then the length, on the password', async () => {
    const { errors } = await resolve('abc', 'abc');
    expect(errors).toEqual({
      password: expect.objectContaining({ message: PASSWORD_TOO_SHORT }) as unknown,
    });
  });

  it('passes a matching password of the minimum length', async () => {
    const { errors, values } = await resolve('abcdef', 'abcdef');
    expect(errors).toEqual({});
    expect(values).toEqual({ password: 'abcdef', confirmPassword: 'abcdef' });
  });
});
