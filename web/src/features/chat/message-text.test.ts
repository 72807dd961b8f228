import { describe, expect, it } from 'vitest';
import { isInAppPath, parseMessageText, plainMessageText } from './message-text';

describe('parseMessageText', () => {
  it('turns markdown links to app paths into links and keeps the rest as text', () => {
    expect(parseMessageText('Try [Box Breathing](/practice?practiceId=p1) tonight.')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'link', text: 'Box Breathing', to: '/practice?practiceId=p1' },
      { kind: 'text', text: ' tonight.' },
    ]);
  });

  it('leaves links to other sites, protocol-relative and script URLs as plain text', () => {
    for (const text of [
      'See [this](https://evil.example)',
      'See [this](//evil.example/x)',
      'See [this](javascript:alert(1))',
      'See [this](/\\evil.example)',
    ]) {
      expect(parseMessageText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('handles several links, links at the edges and text without links', () => {
    expect(parseMessageText('[A](/a) and [B](/b)')).toEqual([
      { kind: 'link', text: 'A', to: '/a' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'B', to: '/b' },
    ]);
    expect(parseMessageText('Just words.\nTwo lines.')).toEqual([
      { kind: 'text', text: 'Just words.\nTwo lines.' },
    ]);
    expect(parseMessageText('')).toEqual([]);
  });

  it('reads in-app paths only', () => {
    expect(isInAppPath('/progress')).toBe(true);
    expect(isInAppPath('progress')).toBe(false);
    expect(isInAppPath('//x.y')).toBe(false);
  });
});

describe('plainMessageText', () => {
  it('keeps link labels and drops their targets', () => {
    expect(plainMessageText('Try [Box Breathing](/practice?practiceId=p1) tonight. ')).toBe(
      'Try Box Breathing tonight.',
    );
  });
});
