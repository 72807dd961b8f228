import { describe, expect, it } from 'vitest';
import {
  ANSWERED_NO_ACTION,
  answerToSafetyQuestion,
  conversationRisk,
  isRefusalOfHelp,
  safetyCheckSupport,
  safetyCheckText,
  safetySupportReply,
  type ConversationRiskInput,
  type EarlierReply,
} from './risk-conversation';
import type { RiskAssessment, RiskCategory, RiskTier } from './risk-tiers';

function assessed(tier: RiskTier, category: RiskCategory): RiskAssessment {
  const scores = { none: 0, distress: 0, elevated: 0, acute: 0 };
  scores[tier] = 1;
  return { tier, category, source: 'classifier', scores };
}
const calm = assessed('none', 'everyday');
const sad = assessed('distress', 'sadness');
const passive = assessed('elevated', 'passive_ideation');
const plan = assessed('acute', 'suicide_plan');

const turn = (tier: RiskTier, action: string): EarlierReply => ({ tier, action });

/**
 * The risk of a message with no earlier replies and no text unless given; the last messages read together
 * assess as the message alone unless `recentTogether` says otherwise.
 */
function riskOf(
  message: RiskAssessment,
  {
    recentTogether = message,
    earlierReplies = [],
    text = '',
    recentText,
    messageWithoutDenials,
    messageWithoutRefusals,
  }: Partial<ConversationRiskInput> = {},
) {
  return conversationRisk({
    message,
    recentTogether,
    earlierReplies,
    text,
    recentText,
    ...(messageWithoutDenials ? { messageWithoutDenials } : {}),
    ...(messageWithoutRefusals ? { messageWithoutRefusals } : {}),
  });
}

describe('conversationRisk', () => {
  it('answers an acute message with the crisis card of its category', () => {
    expect(riskOf(plan)).toEqual({
      kind: 'crisis',
      tier: 'acute',
      categories: ['suicide'],
    });
    const overdose = assessed('acute', 'overdose');
    expect(riskOf(overdose)).toMatchObject({ categories: ['medical_emergency'] });
  });

  it('reads the last messages together: calm one by one, a crisis together', () => {
    expect(riskOf(calm, { recentTogether: plan, earlierReplies: [turn('none', 'respond')] })).toMatchObject({
      kind: 'crisis',
    });
  });

  it('asks directly about suicide on an elevated message, then keeps supporting instead of asking again', () => {
    expect(riskOf(passive, { text: 'i wish i could just not wake up' })).toEqual({
      kind: 'safety_check',
      tier: 'elevated',
      category: 'passive_ideation',
      said: 'i wish i could just not wake up',
    });
    // Read from the messages together: the reply hears all of them.
    expect(
      riskOf(calm, {
        recentTogether: passive,
        earlierReplies: [turn('none', 'respond')],
        text: 'and nobody would notice',
        recentText: 'everything is too much\nand nobody would notice',
      }),
    ).toMatchObject({ kind: 'safety_check', said: 'everything is too much\nand nobody would notice' });
    expect(
      riskOf(passive, {
        earlierReplies: [turn('elevated', 'safety_check')],
        text: 'i just want it all to stop',
      }),
    ).toMatchObject({ kind: 'safety_support', declined: false });
  });

  it('moves the tier with the answer to the question', () => {
    const afterQuestion = [turn('elevated', 'safety_check')];
    expect(
      riskOf(calm, { recentTogether: passive, earlierReplies: afterQuestion, text: 'yeah sometimes' }),
    ).toMatchObject({ kind: 'crisis', categories: ['suicide'] });
    expect(
      riskOf(calm, { recentTogether: passive, earlierReplies: afterQuestion, text: 'no just really tired' }),
    ).toEqual({ kind: 'answered_no', tier: 'distress' });
    // A no in the question's own words is a no, though a crisis rule hears 'kill myself' in it; a no with
    // a crisis beside it is not.
    const ruleHeard: RiskAssessment = { ...plan, source: 'rule' };
    expect(
      riskOf(ruleHeard, { earlierReplies: afterQuestion, text: 'no i dont want to kill myself, just tired' }),
    ).toEqual({ kind: 'answered_no', tier: 'distress' });
    expect(
      riskOf(ruleHeard, {
        earlierReplies: afterQuestion,
        text: 'no i dont want to kill myself but i took all my pills',
      }),
    ).toMatchObject({ kind: 'crisis' });
  });

  it('keeps supporting after a crisis reply when help is declined, one safety-plan step at a time', () => {
    const afterCrisis = [turn('acute', 'crisis_support')];
    const first = riskOf(calm, { earlierReplies: afterCrisis, text: "I don't want to call anyone" });
    expect(first).toEqual({ kind: 'safety_support', tier: 'elevated', declined: true, step: 0 });
    const second = riskOf(calm, {
      earlierReplies: [turn('elevated', 'safety_support'), ...afterCrisis],
      text: 'nah not calling a hotline',
    });
    expect(second).toMatchObject({ kind: 'safety_support', declined: true, step: 1 });
    // The recent messages read together still hold the crisis message itself: the refusal is heard anyway.
    expect(
      riskOf(calm, { recentTogether: plan, earlierReplies: afterCrisis, text: 'i dont want to call anyone' }),
    ).toEqual({ kind: 'safety_support', tier: 'elevated', declined: true, step: 0 });
    // A new crisis message is a crisis, refusal or not.
    expect(
      riskOf(plan, { earlierReplies: afterCrisis, text: "i dont want to call anyone, i'm doing it tonight" }),
    ).toMatchObject({ kind: 'crisis' });
  });

  it('carries a raised tier until several calm turns have passed', () => {
    const history = [turn('elevated', 'safety_support'), turn('acute', 'crisis_support')];
    expect(riskOf(calm, { earlierReplies: history, text: 'ok' })).toMatchObject({
      kind: 'safety_support',
    });
    // Replies to calm messages are raised themselves; two of them and this calm message let the tier go.
    const afterCalmMessages = [
      { ...turn('elevated', 'safety_support'), answeredCalmMessage: true },
      { ...turn('elevated', 'safety_support'), answeredCalmMessage: true },
      turn('acute', 'crisis_support'),
    ];
    expect(riskOf(calm, { earlierReplies: afterCalmMessages, text: 'ok' })).toEqual({
      kind: 'coach',
      tier: 'distress',
    });
    const calmed = [turn('none', 'respond'), turn('none', 'respond'), turn('none', 'respond'), ...history];
    expect(riskOf(calm, { earlierReplies: calmed, text: 'ok' })).toEqual({
      kind: 'coach',
      tier: 'none',
    });
  });

  it('treats distress as distress, and lets it go after one turn', () => {
    expect(riskOf(sad)).toEqual({
      kind: 'coach',
      tier: 'distress',
      feeling: 'sadness',
    });
    expect(riskOf(calm, { earlierReplies: [turn('distress', 'respond')] })).toEqual({
      kind: 'coach',
      tier: 'distress',
    });
    expect(riskOf(calm, { earlierReplies: [turn('none', 'respond'), turn('distress', 'respond')] })).toEqual({
      kind: 'coach',
      tier: 'none',
    });
    // A mood rated 5 or more is not distress, however it was worded.
    expect(riskOf(sad, { text: 'i feel like a 6 today' })).toEqual({ kind: 'coach', tier: 'none' });
    expect(riskOf(sad, { text: 'i feel like a 2 today' })).toEqual({
      kind: 'coach',
      tier: 'distress',
      feeling: 'sadness',
    });
    // A carried distress reply does not carry again: one sad message does not colour the conversation.
    expect(
      riskOf(calm, { earlierReplies: [turn('distress', 'respond'), turn('distress', 'respond')] }),
    ).toEqual({ kind: 'coach', tier: 'none' });
  });
});

describe('a short message read in its context', () => {
  const misread = assessed('acute', 'preparatory');
  it('is calm when the model alone raised its few words and the messages with it read calm or sad', () => {
    expect(
      riskOf(misread, {
        recentTogether: sad,
        text: 'i keep looking at her bed',
        recentText: 'my dog died this morning\nshe was 15\ni keep looking at her bed',
      }),
    ).toMatchObject({ kind: 'coach', tier: 'distress' });
    // A wish to be gone is asked about however short, whatever came before.
    expect(
      riskOf(passive, {
        recentTogether: sad,
        text: 'i just want to disappear',
        recentText: 'my boss yelled at me in front of everyone\ni just want to disappear',
      }),
    ).toMatchObject({ kind: 'safety_check' });
  });

  it('does not hear a wish to be dead in everyday messages that only read so together', () => {
    const everyday: EarlierReply = { tier: 'none', action: 'respond', answeredEverydayMessage: true };
    const together = { text: 'didnt sleep great', recentText: 'just woke up\ndidnt sleep great' };
    expect(riskOf(calm, { ...together, recentTogether: passive, earlierReplies: [everyday] })).toEqual({
      kind: 'coach',
      tier: 'none',
    });
    // One of them hard on its own, or a crisis read together, still counts.
    expect(
      riskOf(calm, { ...together, recentTogether: passive, earlierReplies: [turn('none', 'respond')] }),
    ).toMatchObject({ kind: 'safety_check' });
    expect(riskOf(calm, { ...together, recentTogether: plan, earlierReplies: [everyday] })).toMatchObject({
      kind: 'crisis',
    });
  });

  it('hears a plain thank-you as one, and a goodbye in thanks as what it is', () => {
    expect(riskOf(misread, { text: 'thanks, i needed that' })).toEqual({ kind: 'coach', tier: 'none' });
    expect(riskOf(misread, { text: 'thank you for everything' })).toMatchObject({ kind: 'crisis' });
  });

  it('keeps its own reading when the messages together read raised, a rule heard it, or nothing came before', () => {
    const recentText = 'nothing matters anymore\ni have the rope';
    expect(riskOf(plan, { recentTogether: passive, text: 'i have the rope', recentText })).toMatchObject({
      kind: 'crisis',
    });
    expect(
      riskOf(
        { ...plan, source: 'rule' },
        { recentTogether: calm, text: 'i want to kill myself', recentText },
      ),
    ).toMatchObject({ kind: 'crisis' });
    expect(riskOf(misread, { recentTogether: misread, text: 'not for much longer' })).toMatchObject({
      kind: 'crisis',
    });
  });
});

describe('after the crisis card', () => {
  const abuseCard: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['abuse'] };
  const abuse = assessed('acute', 'abuse');

  it('follows with support, not the same card, when only the earlier message makes the window acute', () => {
    const next = riskOf(calm, {
      recentTogether: abuse,
      earlierReplies: [abuseCard],
      text: 'im fine its not a big deal',
    });
    expect(next).toMatchObject({ kind: 'safety_support', about: 'abuse' });
    // A new crisis in the message itself still gets its card; a short follow-up the model alone reads as
    // something less urgent than the card (abuse, then 'a friend at risk') is followed with support.
    expect(
      riskOf(plan, { recentTogether: plan, earlierReplies: [abuseCard], text: 'i have the rope ready' }),
    ).toMatchObject({ kind: 'crisis' });
    const friend = assessed('acute', 'someone_else');
    expect(
      riskOf(friend, { recentTogether: friend, earlierReplies: [abuseCard], text: 'he said sorry' }),
    ).toMatchObject({ kind: 'safety_support', about: 'abuse' });
    // Past the card, an elevated reading is followed with support, not the question again.
    expect(
      riskOf(passive, {
        earlierReplies: [turn('elevated', 'safety_support'), abuseCard],
        text: 'i dont have a plan',
      }),
    ).toMatchObject({ kind: 'safety_support' });
  });

  it('follows an overdose, self-harm, eating or anger card with that crisis own urgent step', () => {
    const followUp = (category: 'medical_emergency' | 'self_harm' | 'eating_disorder' | 'harm_to_others') => {
      const next = riskOf(passive, {
        earlierReplies: [{ tier: 'acute', action: 'crisis_support', categories: [category] }],
        text: 'i dont feel anything yet',
      });
      expect(next).toMatchObject({ kind: 'safety_support', about: category });
      return safetySupportReply(next as Extract<typeof next, { kind: 'safety_support' }>, 'Sam', 'US');
    };
    const overdose = followUp('medical_emergency');
    expect(overdose.text).toMatch(/hours before anything shows/);
    expect(overdose.text).toMatch(/call 911 now/i);
    expect(overdose.support.resources[0]?.contact.label).toBe('Call 911');
    expect(followUp('self_harm').text).toMatch(/urge/);
    expect(followUp('eating_disorder').text).toMatch(/food is serious/);
    expect(followUp('harm_to_others').text).toMatch(/before anything happened/);
    for (const category of ['medical_emergency', 'self_harm', 'eating_disorder', 'harm_to_others'] as const)
      expect(followUp(category).text).not.toMatch(/act on these thoughts|one small step/);
  });

  it('does not ask the same question again right after a no, unless a rule hears more', () => {
    const afterNo = [turn('distress', ANSWERED_NO_ACTION), turn('elevated', 'safety_check')];
    expect(riskOf(passive, { earlierReplies: afterNo, text: 'just feel empty and flat' })).toEqual({
      kind: 'coach',
      tier: 'distress',
    });
    const ruleHeard: RiskAssessment = { ...passive, source: 'rule' };
    expect(riskOf(ruleHeard, { earlierReplies: afterNo, text: 'i wish i was dead' }).kind).not.toBe('coach');
    // A couple of replies later the model's reading counts again.
    const later = [turn('none', 'respond'), turn('none', 'respond'), ...afterNo];
    expect(riskOf(passive, { earlierReplies: later, text: 'i just dont want to be here' }).kind).not.toBe(
      'coach',
    );
  });

  it('hears that they reached out', () => {
    const card: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['suicide'] };
    const reached = riskOf(calm, {
      recentTogether: plan,
      earlierReplies: [card],
      text: 'ok i texted the crisis line',
    });
    expect(reached).toMatchObject({ kind: 'safety_support', reachedOut: true });
    // Abuse told further, in however many words, is followed with support in its own words.
    const abuseCard: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['abuse'] };
    const abuse = assessed('acute', 'abuse');
    expect(
      riskOf(abuse, {
        earlierReplies: [abuseCard],
        text: 'he took my car keys so i cant go and see my sister',
      }),
    ).toMatchObject({ kind: 'safety_support', about: 'abuse' });
    const reply = safetySupportReply(reached as Extract<typeof reached, { kind: 'safety_support' }>, 'Sam');
    expect(reply.text).toMatch(/glad you reached out|glad you did it/);
    expect(reply.text).not.toMatch(/one small step/);
    // However the model read its few words: 'ok i texted them' is not 'ok i took them'.
    const misread = assessed('acute', 'preparatory');
    expect(
      riskOf(misread, {
        recentTogether: misread,
        earlierReplies: [{ tier: 'acute', action: 'crisis_support', categories: ['self_harm'] }],
        text: 'ok i texted them',
      }),
    ).toMatchObject({ kind: 'safety_support', reachedOut: true });
  });

  it('follows a short message the model alone reads as the same crisis with support, not the card again', () => {
    const friendCard: EarlierReply = {
      tier: 'acute',
      action: 'crisis_support',
      categories: ['someone_else'],
    };
    const friend = assessed('acute', 'someone_else');
    expect(
      riskOf(friend, { recentTogether: friend, earlierReplies: [friendCard], text: 'she wont talk to me' }),
    ).toMatchObject({ kind: 'safety_support', about: 'someone_else' });
    const overdose = assessed('acute', 'overdose');
    expect(
      riskOf(overdose, {
        recentTogether: overdose,
        earlierReplies: [friendCard],
        text: 'she took all of them',
      }),
    ).toMatchObject({ kind: 'crisis', categories: ['medical_emergency'] });
  });

  it('takes new danger after the card seriously: the emergency number first and whether they are safe now', () => {
    const card: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['suicide'] };
    // 'the pills r on my desk' after the card: the model reads a plan, no rule hears it.
    const followUp = riskOf(plan, {
      recentTogether: plan,
      earlierReplies: [card],
      text: 'the pills r on my desk',
    });
    expect(followUp).toMatchObject({ kind: 'safety_support', tier: 'acute', urgent: true });
    const reply = safetySupportReply(
      followUp as Extract<typeof followUp, { kind: 'safety_support' }>,
      'Sam',
      'GB',
    );
    expect(reply.text).toMatch(/^Sam, what you've just told me worries me\. Are you safe right now\?/);
    expect(reply.text).toContain('call 999 now');
    expect(reply.support.resources[0]!.contact.kind).toBe('emergency');
    expect(reply.support.level).toBe('crisis');
    // The next one in a row says it in other words.
    const next = safetySupportReply(
      { ...(followUp as Extract<typeof followUp, { kind: 'safety_support' }>), step: 1 },
      'Sam',
      'GB',
    );
    expect(next.text.split('\n\n')[0]).not.toBe(reply.text.split('\n\n')[0]);
    expect(next.text.split('\n\n')[2]).not.toBe(reply.text.split('\n\n')[2]);
    // A friend at risk: whether they are safe, and where they are.
    const friend = safetySupportReply(
      {
        kind: 'safety_support',
        tier: 'acute',
        declined: false,
        step: 0,
        about: 'someone_else',
        urgent: true,
      },
      null,
      'US',
    );
    expect(friend.text).toMatch(/Are they safe right now/);
    expect(friend.text).toContain('call 911 now and tell them where they are');
    expect(friend.text).toMatch(/stay with them or get someone to them/);
    // 'no im not safe' after a raised reply is a crisis, whatever the model read.
    expect(
      riskOf(passive, { earlierReplies: [turn('elevated', 'safety_support'), card], text: 'no im not safe' }),
    ).toMatchObject({ kind: 'crisis', tier: 'acute' });
    // A yes right after saying no to the question is a yes to it.
    expect(
      riskOf(sad, {
        earlierReplies: [turn('distress', ANSWERED_NO_ACTION), turn('elevated', 'safety_check')],
        text: 'ok actually yeah',
      }),
    ).toMatchObject({ kind: 'crisis', tier: 'acute' });
  });

  it('answers the fear behind a no, and hears being asked to stop sending numbers as one', () => {
    const card: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['suicide'] };
    const afraid = riskOf(sad, {
      recentTogether: plan,
      earlierReplies: [card],
      text: 'i dont want to call anyone theyll just lock me up',
    });
    expect(afraid).toMatchObject({ kind: 'safety_support', declined: true, fearsBeingSentFor: true });
    const reply = safetySupportReply(
      afraid as Extract<typeof afraid, { kind: 'safety_support' }>,
      null,
      'US',
    );
    expect(reply.text).toMatch(/nearly every call or text stays a conversation/);
    expect(isRefusalOfHelp('stop sending me hotline numbers')).toBe(true);
    expect(isRefusalOfHelp('please dont give me a hotline number i hate those')).toBe(true);
  });

  it('hears the model alone as the feeling right after owning a misreading, and going to the ER as reaching out', () => {
    const owned = [turn('none', 'safety_misread'), turn('acute', 'crisis_support')];
    expect(riskOf(plan, { earlierReplies: owned, text: 'like break up with him' })).toMatchObject({
      kind: 'coach',
      tier: 'distress',
    });
    const card: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['suicide'] };
    expect(
      riskOf(plan, { earlierReplies: [card], text: 'my roommate is driving me to the er' }),
    ).toMatchObject({ kind: 'safety_support', reachedOut: true });
    expect(riskOf(sad, { earlierReplies: [card], text: 'ok ill text 988' })).toMatchObject({
      kind: 'safety_support',
      reachedOut: true,
    });
  });

  it("reads 'im not suicidal' for the rest of the message, and a crisis beside the denial still", () => {
    const denied = riskOf(passive, {
      text: 'no im not suicidal i meant its annoying lmao',
      recentTogether: calm,
      messageWithoutDenials: calm,
    });
    expect(denied).toEqual({ kind: 'coach', tier: 'none' });
    expect(
      riskOf(passive, { text: 'im not suicidal but i have the pills ready', messageWithoutDenials: calm })
        .kind,
    ).not.toBe('coach');
  });

  it('keeps supporting in the words of what the card was about', () => {
    const abuseReply = safetySupportReply(
      { kind: 'safety_support', tier: 'elevated', declined: false, step: 0, about: 'abuse' },
      null,
    );
    expect(abuseReply.text).toMatch(/not your fault/);
    expect(abuseReply.text).toContain('National Domestic Violence Hotline');
    expect(abuseReply.text).not.toMatch(/kept you going/);
    const friendReply = safetySupportReply(
      { kind: 'safety_support', tier: 'elevated', declined: false, step: 0, about: 'someone_else' },
      null,
    );
    expect(friendReply.text).toMatch(/ask them directly/);
    expect(friendReply.support.categories).toEqual(['someone_else']);
    const parentReply = safetySupportReply(
      { kind: 'safety_support', tier: 'elevated', declined: false, step: 0, about: 'child_safety' },
      null,
      'US',
    );
    expect(parentReply.text).toMatch(/does not mean you will act on them/);
    expect(parentReply.text).toMatch(/If your child is in danger right now, call 911/);
    expect(parentReply.text).not.toMatch(/kept you going/);
  });

  it('remembers the card through every reply of support after it, until the conversation calms down', () => {
    const abuseCard: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['abuse'] };
    const supported = [1, 2, 3].map(() => turn('elevated', 'safety_support'));
    const friend = assessed('acute', 'someone_else');
    // 'hes home now', a fourth message after the card about abuse, is danger in that story, not a new card.
    expect(riskOf(friend, { earlierReplies: [...supported, abuseCard], text: 'hes home now' })).toMatchObject(
      { kind: 'safety_support', tier: 'acute', urgent: true, about: 'abuse' },
    );
    // After three calm replies the card is over: a new crisis gets its own.
    const calmed = [1, 2, 3].map(() => turn('none', 'respond'));
    expect(riskOf(friend, { earlierReplies: [...calmed, abuseCard], text: 'hes home now' })).toMatchObject({
      kind: 'crisis',
      categories: ['someone_else'],
    });
  });

  it('meets a follow-up that plays the crisis down with support, and one that says more with the emergency number', () => {
    const selfHarmCard: EarlierReply = { tier: 'acute', action: 'crisis_support', categories: ['self_harm'] };
    const cutting = assessed('acute', 'self_harm');
    for (const text of ['its not that deep i promise', 'just my thighs nobody sees', 'he said sorry tho']) {
      const next = riskOf(cutting, { earlierReplies: [selfHarmCard], text });
      expect(next, text).toMatchObject({ kind: 'safety_support', about: 'self_harm' });
      expect(next, text).not.toHaveProperty('urgent');
    }
    expect(
      riskOf(plan, {
        earlierReplies: [{ tier: 'acute', action: 'crisis_support', categories: ['suicide'] }],
        text: 'its fine dont worry',
      }),
    ).toMatchObject({ kind: 'safety_support', urgent: true });
    expect(
      riskOf(cutting, {
        earlierReplies: [selfHarmCard],
        text: 'its fine the blade is right here',
      }),
    ).toMatchObject({ kind: 'safety_support', urgent: true });
  });

  it('believes a raised reply misread a figure of speech', () => {
    const angerCard: EarlierReply = {
      tier: 'acute',
      action: 'crisis_support',
      categories: ['harm_to_others'],
    };
    for (const text of [
      'lol not literally',
      'im not actually gonna hit him',
      'i was just venting',
      'figure of speech',
    ])
      expect(riskOf(calm, { earlierReplies: [angerCard], text }), text).toEqual({
        kind: 'misread',
        tier: 'none',
      });
  });

  it('reads a refusal after the card for what else it says', () => {
    const parentCard: EarlierReply = {
      tier: 'acute',
      action: 'crisis_support',
      categories: ['child_safety'],
    };
    // The model reads the refusal's words as a plan; the rest is the fear for the child the card was about.
    const refusal = riskOf(plan, {
      earlierReplies: [turn('elevated', 'safety_support'), parentCard],
      text: 'i dont want to call anyone theyll take her away',
      messageWithoutRefusals: assessed('acute', 'child_harm_fear'),
    });
    expect(refusal).toMatchObject({
      kind: 'safety_support',
      declined: true,
      fearsBeingSentFor: true,
      about: 'child_safety',
    });
    const reply = safetySupportReply(
      refusal as Extract<typeof refusal, { kind: 'safety_support' }>,
      null,
      'US',
    );
    expect(reply.text).toMatch(/what a caring parent does/);
    // A plan beside the refusal is still a crisis.
    expect(
      riskOf(plan, {
        earlierReplies: [parentCard],
        text: 'i dont want to call anyone, im doing it tonight',
        messageWithoutRefusals: plan,
      }),
    ).toMatchObject({ kind: 'crisis', categories: ['suicide'] });
  });
});

describe('joy the model alone reads as a hard feeling', () => {
  it('is met as good news; a hard word beside it still counts', () => {
    expect(riskOf(sad, { text: 'so excited' })).toEqual({ kind: 'coach', tier: 'none' });
    expect(riskOf(sad, { text: 'killed it at my presentation today btw' })).toEqual({
      kind: 'coach',
      tier: 'none',
    });
    expect(riskOf(sad, { text: 'so excited but also kind of scared' })).toMatchObject({ tier: 'distress' });
  });
});

describe('a stated mood of 5 or more', () => {
  it('is not a hard moment, whatever the model made of the words around it; a rule still counts', () => {
    const hopeless = assessed('elevated', 'hopelessness');
    expect(riskOf(hopeless, { text: 'honestly just a 5, nothing special' })).toEqual({
      kind: 'coach',
      tier: 'none',
    });
    // A bare rating the model reads as an overdose ('6 now'): not a crisis, and support goes on after one.
    const overdose = assessed('acute', 'overdose');
    expect(riskOf(overdose, { text: '6 now' })).toEqual({ kind: 'coach', tier: 'none' });
    const afterCard = [
      turn('elevated', 'safety_support'),
      { ...turn('acute', 'crisis_support'), categories: ['suicide' as const] },
    ];
    expect(riskOf(overdose, { earlierReplies: afterCard, text: '6 now' })).toMatchObject({
      kind: 'safety_support',
    });
    const ruled = { ...hopeless, source: 'rule' as const };
    expect(riskOf(ruled, { text: 'like a 6 but i wish i wasnt here' })).toMatchObject({
      kind: 'safety_check',
    });
  });
});

describe('after a practice was suggested', () => {
  it("hears 'ok did it' as the practice done, unless a rule or more words say otherwise", () => {
    const suggested: EarlierReply = { tier: 'none', action: 'recommend_practice', aboutPractice: true };
    const selfHarm = assessed('acute', 'self_harm');
    for (const text of ['ok did it', 'did it', 'yep done', 'i did the breathing one thanks']) {
      expect(riskOf(selfHarm, { earlierReplies: [suggested], text }), text).toEqual({
        kind: 'coach',
        tier: 'none',
      });
    }
    expect(
      riskOf(selfHarm, { earlierReplies: [suggested], text: 'did it again, cut deeper this time' }),
    ).toMatchObject({ kind: 'crisis' });
    expect(riskOf(selfHarm, { earlierReplies: [turn('none', 'respond')], text: 'did it' })).toMatchObject({
      kind: 'crisis',
    });
    const ruled = { ...selfHarm, source: 'rule' as const };
    expect(riskOf(ruled, { earlierReplies: [suggested], text: 'did it' })).toMatchObject({ kind: 'crisis' });
  });
});

describe('answers and refusals', () => {
  it('hears a refusal of help in the ways people say it', () => {
    for (const text of [
      "I don't want to call anyone",
      'i dont wanna talk to a stranger',
      'not gonna call a hotline',
      'there is no one to talk to',
      'hotlines are useless',
      "they'll just send the police",
      "they'd just send police",
      'theyd only lock me up',
      'i dont want to end up in a psych ward',
    ]) {
      expect(isRefusalOfHelp(text), text).toBe(true);
    }
    for (const text of [
      'i called my sister',
      'can we talk about sleep',
      'i dont want to go to work',
      'my mum is in the hospital',
    ]) {
      expect(isRefusalOfHelp(text), text).toBe(false);
    }
  });

  it('reads yes and no answers, and nothing else as one', () => {
    expect(answerToSafetyQuestion('yeah')).toBe('yes');
    expect(answerToSafetyQuestion('yes sometimes at night')).toBe('yes');
    expect(answerToSafetyQuestion('i am')).toBe('yes');
    expect(answerToSafetyQuestion('idk maybe')).toBe('yes');
    expect(answerToSafetyQuestion('sometimes i think about it')).toBe('yes');
    // A hedge that goes on to something else is not an answer to the question.
    expect(answerToSafetyQuestion('maybe i should just quit')).toBeNull();
    expect(answerToSafetyQuestion('no')).toBe('no');
    expect(answerToSafetyQuestion("no i'm just exhausted")).toBe('no');
    expect(answerToSafetyQuestion('not really')).toBe('no');
    expect(answerToSafetyQuestion('nah its mostly work and my ex')).toBe('no');
    expect(answerToSafetyQuestion('i dont want to kill myself, just tired')).toBe('no');
    expect(answerToSafetyQuestion("i'm not suicidal, just burnt out")).toBe('no');
    expect(
      answerToSafetyQuestion('i am so tired of work and my boss keeps yelling at me every single day'),
    ).toBeNull();
    expect(answerToSafetyQuestion('can we talk about something else')).toBeNull();
  });
});

describe('the coach words for raised tiers', () => {
  it('asks plainly about suicide with the resources in view', () => {
    const support = safetyCheckSupport('hopelessness');
    expect(support.level).toBe('check_in');
    expect(support.message).toMatch(/are you having thoughts of suicide/);
    expect(support.resources.map((resource) => resource.name)).toContain('988 Suicide & Crisis Lifeline');
    expect(safetyCheckText(support, 'Sam')).toMatch(/^Sam, thank you for telling me\./);
  });

  it('names drinking or using only when the person did', () => {
    const heard = safetyCheckSupport('substance', null, 'been drinking every night just to get to sleep');
    expect(heard.message).toMatch(/drinking or using/);
    const unsaid = safetyCheckSupport('substance', null, 'my partner didnt even ask how my day was');
    expect(unsaid.message).not.toMatch(/drinking|using/);
    expect(unsaid.message).toMatch(/are you having thoughts of suicide/);
  });

  it('offers the text line to someone who will not call, and never says no problem', () => {
    const reply = safetySupportReply(
      { kind: 'safety_support', tier: 'elevated', declined: true, step: 0 },
      null,
    );
    expect(reply.text).toMatch(/text HOME to 741741/);
    expect(reply.text).toMatch(/kept you going/);
    expect(reply.text).not.toMatch(/no problem/i);
    expect(reply.support.resources[0]!.name).toBe('Crisis Text Line');
  });
});
