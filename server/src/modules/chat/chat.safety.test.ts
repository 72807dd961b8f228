import { describe, expect, it } from 'vitest';
import { detectCrisis } from '@flowmind/core/chat-safety';
import type { RiskAssessment, RiskClassifier, RiskTier } from '@flowmind/core/risk-tiers';
import type { MessageRow } from './chat.repository';
import { readConversationRisk } from './chat.safety';

/** A risk check of rules alone: what a crisis rule hears is acute, anything else calm. */
const rulesOnly: RiskClassifier = {
  assess(text): RiskAssessment {
    const heard = detectCrisis(text).isCrisis;
    return {
      tier: heard ? 'acute' : 'none',
      category: heard ? 'suicide_plan' : 'everyday',
      source: heard ? 'rule' : 'classifier',
      scores: { none: heard ? 0 : 1, distress: 0, elevated: 0, acute: heard ? 1 : 0 },
    };
  },
};

let rowNumber = 0;
const said = (content: string): MessageRow =>
  ({ id: `m${++rowNumber}`, role: 'user', content, agentResponse: null }) as unknown as MessageRow;
const replied = (action: string, riskTier: RiskTier): MessageRow =>
  ({
    id: `m${++rowNumber}`,
    role: 'assistant',
    content: 'reply',
    agentResponse: {
      thought: '',
      action,
      observation: '',
      finalAnswer: 'reply',
      metadata: { provider: 'safety', model: 'safety', latencyMs: 1, riskTier },
    },
  }) as unknown as MessageRow;

describe('readConversationRisk', () => {
  it("reads an earlier 'no, I don't want to kill myself' for what it says, not for the words it denies", () => {
    const latest = [
      said('i dont really see the point of anything lately'),
      replied('safety_check', 'elevated'),
      said('no i dont want to kill myself, just tired'),
      replied('respond', 'distress'),
    ];
    expect(readConversationRisk(rulesOnly, 'work and my ex mostly', latest)).toMatchObject({
      kind: 'coach',
    });
    // A crisis said beside the denial is still heard in the messages after it.
    const withPlan = [said('i dont want to kill myself but i took all my pills'), replied('respond', 'none')];
    expect(readConversationRisk(rulesOnly, 'all of them', withPlan).kind).not.toBe('coach');
  });

  it('lets a raised conversation go once the person has written calmly for three turns', () => {
    const latest = [
      said('i am going to kill myself tonight'),
      replied('crisis_support', 'acute'),
      said('the roses are blooming now'),
      replied('safety_support', 'elevated'),
    ];
    // One calm message after the card: support goes on.
    expect(readConversationRisk(rulesOnly, 'we planted tulips too', latest)).toMatchObject({
      kind: 'safety_support',
    });
    // The third calm message in a row: gentle coaching again, never a cheerful one.
    const calmer = [...latest, said('we planted tulips too'), replied('safety_support', 'elevated')];
    expect(readConversationRisk(rulesOnly, 'my granddaughter helped', calmer)).toEqual({
      kind: 'coach',
      tier: 'distress',
    });
    // A reply that answered the crisis itself does not count as calm.
    const raisedAgain = [...latest, said('i took all my pills'), replied('crisis_support', 'acute')];
    expect(readConversationRisk(rulesOnly, 'my granddaughter helped', raisedAgain).kind).not.toBe('coach');
  });

  it('believes someone who says a raised reply misread them, when only the model had raised it', () => {
    // A model that reads any mention of the bridge as a plan, as naive Bayes can.
    const bridgeModel: RiskClassifier = {
      assess(text) {
        const ruled = rulesOnly.assess(text);
        if (ruled.source === 'rule' || !/\bbridge\b/.test(text)) return ruled;
        return { ...ruled, tier: 'acute', category: 'suicide_plan', source: 'classifier' };
      },
    };
    const walk = [said('walking the dog over the bridge tonight'), replied('crisis_support', 'acute')];
    const corrected = 'no im not suicidal lol i literally just meant a walk';
    expect(readConversationRisk(bridgeModel, corrected, walk)).toEqual({ kind: 'misread', tier: 'none' });
    // After it the conversation starts afresh: the walk is not read again with what comes next.
    const afresh = [...walk, said(corrected), replied('safety_misread', 'none')];
    expect(readConversationRisk(bridgeModel, 'ok what should i cook tonight', afresh)).toEqual({
      kind: 'coach',
      tier: 'none',
    });
    // A correction that still holds danger is not believed.
    expect(readConversationRisk(bridgeModel, 'im fine but i have the pills ready', walk).kind).not.toBe(
      'misread',
    );
    // After a crisis rule heard them, 'jk' is thanked as a no, not taken as a misreading.
    const ruled = [said('i want to kill myself'), replied('crisis_support', 'acute')];
    expect(readConversationRisk(bridgeModel, 'jk im fine', ruled)).toEqual({
      kind: 'answered_no',
      tier: 'distress',
    });
  });
});
