import type { CrisisSupport } from '@flowmind/core/contracts/chat';
import { crisisReplyText, detectCrisis, normalizeForSafety } from '@flowmind/core/chat-safety';
import type { CrisisCountry } from '@flowmind/core/crisis-lines';
import {
  ANSWERED_NO_ACTION,
  CALM_TURNS_TO_DECAY,
  MESSAGES_READ_TOGETHER,
  MISREAD_ACTION,
  answeredNoReply,
  conversationRisk,
  crisisSupportFor,
  isRefusalOfHelp,
  misreadReply,
  safetyCheckSupport,
  safetyCheckText,
  safetySupportReply,
  withoutDenials,
  withoutRefusals,
  type EarlierReply,
  type RiskResponse,
} from '@flowmind/core/risk-conversation';
import { tierRank, type RiskClassifier, type RiskTier } from '@flowmind/core/risk-tiers';
import { readAgentResponse } from './chat.mappers';
import type { MessageRow } from './chat.repository';

/** The risk of the conversation with the new message, from the risk check and the coach's earlier replies. */
export function readConversationRisk(
  classifier: RiskClassifier,
  message: string,
  allLatest: MessageRow[],
): RiskResponse {
  // Each stored reply is parsed once: the misreading and the replies below both read it.
  const rows = allLatest.map((row) => ({
    row,
    ...(row.role === 'assistant' ? readAgentResponse(row.agentResponse) : { agentResponse: null }),
  }));
  // After the coach believed them that a raised reply misread them, the conversation starts afresh: what
  // came before is neither read again with the new message nor carried as a raised tier.
  const misreadAt = rows.findLastIndex(({ agentResponse }) => agentResponse?.action === MISREAD_ACTION);
  const latest = misreadAt >= 0 ? rows.slice(misreadAt) : rows;
  // An earlier 'no i dont want to kill myself' is read for what it says, not for the words it denies.
  const earlierUserTexts = latest
    .filter(({ row }) => row.role === 'user')
    .slice(-(MESSAGES_READ_TOGETHER - 1))
    .map(({ row }) => withoutDenials(row.content));
  const assessed = classifier.assess(message);
  // The messages read together are read for what they say, not for the words they deny, the new one too;
  // a message that denies nothing reads the same either way, so it is read once.
  const denialsSetAside = withoutDenials(message);
  const messageWithoutDenials =
    denialsSetAside === normalizeForSafety(message) ? assessed : classifier.assess(denialsSetAside);
  const recentTogether =
    earlierUserTexts.length > 0
      ? classifier.assess([...earlierUserTexts, denialsSetAside].join('\n'))
      : messageWithoutDenials;
  const earlierReplies: EarlierReply[] = latest
    .map((entry, index) => ({ ...entry, asked: latest[index - 1]?.row }))
    .filter(({ row }) => row.role === 'assistant')
    .reverse()
    .map(({ agentResponse, safety, asked }, newest) => {
      const action = agentResponse?.action ?? 'respond';
      // Replies stored before tiers existed: a crisis reply was acute, anything else calm.
      const tier: RiskTier =
        agentResponse?.metadata?.riskTier ?? (action === 'crisis_support' ? 'acute' : 'none');
      const aboutPractice = action === 'recommend_practice' || agentResponse?.metadata?.intent === 'affirm';
      // Only the last few replies decide whether the conversation has calmed down, and whether a rule or the
      // model alone raised it; each reading costs time.
      const askedText =
        newest < CALM_TURNS_TO_DECAY && asked?.role === 'user' ? withoutDenials(asked.content) : null;
      const askedReading = askedText === null ? null : classifier.assess(askedText);
      const answeredCalmMessage = askedReading !== null && tierRank(askedReading.tier) < tierRank('elevated');
      const answeredEverydayMessage = askedReading?.tier === 'none';
      const raisedByRule =
        askedText !== null && tierRank(tier) >= tierRank('elevated') && detectCrisis(askedText).isCrisis;
      return {
        tier,
        action,
        ...(action === 'crisis_support' && safety ? { categories: safety.categories } : {}),
        ...(aboutPractice ? { aboutPractice } : {}),
        ...(answeredCalmMessage ? { answeredCalmMessage } : {}),
        ...(answeredEverydayMessage ? { answeredEverydayMessage } : {}),
        ...(raisedByRule ? { raisedByRule } : {}),
      };
    });
  return conversationRisk({
    message: assessed,
    recentTogether,
    earlierReplies,
    text: message,
    recentText: [...earlierUserTexts, message].join('\n'),
    messageWithoutDenials,
    ...(isRefusalOfHelp(message)
      ? { messageWithoutRefusals: classifier.assess(withoutRefusals(message)) }
      : {}),
  });
}

/** A raised tier: someone at risk is never told to slow down, and no engine sees the message. */
export function isRaised(risk: RiskResponse): boolean {
  return risk.tier === 'acute' || risk.tier === 'elevated';
}

/** Every risk the safety reply answers instead of a coach: the raised tiers, and 'no' to its question. */
export type SafetyRisk = Exclude<RiskResponse, { kind: 'coach' }>;

export interface SafetyReply {
  text: string;
  support?: CrisisSupport;
  action: string;
  thought: string;
}

/**
 * The coach's words and support block for a raised tier, or for the answer 'no' to its question; `message`
 * is what the person just sent, so the card can fit who is speaking (someone young hurt at home).
 */
export function safetyReplyFor(
  risk: SafetyRisk,
  firstName: string | null,
  country: CrisisCountry | null,
  message?: string,
): SafetyReply {
  switch (risk.kind) {
    case 'crisis': {
      const support = crisisSupportFor(risk, country, message);
      return {
        text: crisisReplyText(support, firstName),
        support,
        action: 'crisis_support',
        thought: `Acute risk (${support.categories.join(', ')}). No model is used: answering with care and crisis resources.`,
      };
    }
    case 'safety_check': {
      const support = safetyCheckSupport(risk.category, country, risk.said);
      return {
        text: safetyCheckText(support, firstName),
        support,
        action: 'safety_check',
        thought: `Elevated risk (${risk.category}). Asking directly about suicide, with resources and no practice.`,
      };
    }
    case 'safety_support': {
      const { text, support } = safetySupportReply(risk, firstName, country);
      return {
        text,
        support,
        action: 'safety_support',
        thought: risk.urgent
          ? 'After the crisis reply they told of danger now: emergency number first, asking whether they are safe, one step that fits.'
          : risk.declined
            ? 'Help was declined after a crisis reply: staying with them, offering the text line and one safety-plan step.'
            : 'The conversation is still at elevated risk: staying with them, resources in view, one safety-plan step.',
      };
    }
    case 'misread':
      return {
        text: misreadReply(firstName),
        action: MISREAD_ACTION,
        thought:
          "They said the raised reply misread them, and only the model's reading had raised it: believing them and starting afresh.",
      };
    case 'answered_no':
      return {
        text: answeredNoReply(firstName),
        action: ANSWERED_NO_ACTION,
        thought:
          'They answered the question about suicide with no: thanking them and inviting them to say more.',
      };
  }
}
