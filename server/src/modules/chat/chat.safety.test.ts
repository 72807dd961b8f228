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
    agentResponse: { thought: '', action, observation: '', finalAnswer: 'reply', metadata: { riskTier } },
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
});
