import { describe, expect, it } from 'vitest';
import { splitName } from './profile.service';

describe('splitName', () => {
  it('splits at the first space', () => {
    expect(splitName('Mary Jane Watson')).toEqual({ firstName: 'Mary', lastName: 'Jane Watson' });
  });
  it('keeps a single name as the first name', () => {
    expect(splitName('  Cher ')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
