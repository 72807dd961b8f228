import { describe, expect, it } from 'vitest';
import { ChatReplyError } from '../../api/chat-stream';
import { ApiError } from '../../lib/api';
import { chatErrorText } from './chat-errors';

describe('chatErrorText', () => {
  it('shows the server’s message after "Error: " for a refusal or a failed reply', () => {
    expect(chatErrorText(new ChatReplyError('coach_unavailable', 'The coach is unavailable.'))).toEqual({
      title: null,
      text: 'Error: The coach is unavailable.',
    });
    expect(chatErrorText(new ApiError(429, 'rate_limited', 'Slow down.')).text).toBe('Error: Slow down.');
  });

  it('uses the thrown error’s text, else the spec’s unknown error', () => {
    expect(chatErrorText(new TypeError('Failed to fetch'))).toEqual({ title: null, text: 'Failed to fetch' });
    expect(chatErrorText(new Error(''))).toEqual({ title: null, text: 'Unknown error occurred.' });
    expect(chatErrorText(undefined)).toEqual({ title: null, text: 'Unknown error occurred.' });
    expect(chatErrorText(new ApiError(500, 'internal', 'Database down')).text).toBe('Error: Database down');
  });
});
