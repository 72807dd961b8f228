import {
  chunkForStreaming,
  parseMoodCorrection,
  parseStatedMood,
  saysPracticeDone,
} from '@flowmind/core/chat-coach';
import { isMedicalAdviceRequest } from '@flowmind/core/chat-safety';
import { correctedNameFact, nameCorrectionIn } from '@flowmind/core/coach-memory';
import {
  moodLoggedInLastReply,
  type CoachEngine,
  type CoachTurn,
  type EngineEmitter,
  type EngineReply,
} from '../coach-engine';
import { categoryFromText } from '../practice-search';
import { sharedIntentClassifier, type IntentClassifier } from './intent-classifier';
import type { CoachIntent } from './intent-corpus';
import {
  appQuestionIn,
  asksToForget,
  isOffTopicRequest,
  hasIntentWords,
  howItWent,
  lastAssistantTurn,
  minutesAsked,
  offerTakenUp,
  practiceMeant,
  practiceVerdict,
  pressesOnMedicalQuestion,
  recallQuestion,
  saysIntent,
  suggestedPractices,
  wantsToJustTalk,
} from './conversation-rules';
import {
  acceptNo,
  acknowledgeMoodCorrection,
  acknowledgeNameCorrection,
  answerAppQuestion,
  askForMood,
  askHowItWent,
  celebrate,
  clarify,
  closeWarmly,
  comfort,
  declineMedicalAdvice,
  declineOffTopic,
  explainMemory,
  followUp,
  greet,
  hearFeedback,
  hearFeedbackOnUnplacedPractice,
  introduceCapabilities,
  keepListening,
  logMood,
  recallWhatWasSaid,
  savourGoodNews,
  recommendForTopic,
  showProgress,
  type ReplyDraft,
} from './replies';
import { isTopic, topicInMessage, topicShownIn } from './topics';
import { goodNewsIn } from './feelings';
import { TurnVoice } from './turn-voice';

/** A message about a practice or exercise, not about anything else that 'didn't help'. */
const PRACTICE_WORDS =
  /\b(?:practice|exercise|technique|one you (?:gave|suggested|recommended)|you (?:gave|suggested|recommended))\b|\bbreath|\bmeditat|\bvisuali[sz]|\bgratitude\b|\bjournal|\bbody scan\b/i;

/** Words that ask for something: a practice, help, an idea. Without them, a hurting person is listened to. */
const ASKS_FOR_SOMETHING =
  /\b(?:suggest\w*|recommend\w*|practices?|exercises?|techniques?|help me|help with|can (?:you|u)|could (?:you|u)|give me|show me|anything (?:for|to|that)|something (?:for|to|that)|what (?:should|can|could|do) i|how (?:do|can|could) i|try|ideas?|tips?)\b|\b(?:maybe|ok|okay|sure|yeah|yes|lets do|let's do|id like|i'd like|i could do|i could use|i need) (?:a |some |one )?(?:short |quick |little |gentle |small )?(?:breathing|breath|meditation|body scan|grounding|visuali[sz]ation|gratitude|mindfulness)\b/i;

/** 'is it weird that i talk to an ai', 'are you a real person', 'how does this app work' */
const ABOUT_THE_COACH =
  /\b(?:an? (?:ai|bot|chatbot|robot)|this app|flowmind|are (?:you|u) (?:real|human|a (?:person|human|therapist|bot|robot))|talk(?:ing)? to (?:an? )?(?:ai|bot|you))\b/i;

/** 'can you remember what i told you', 'do you keep what i say', 'will you forget this' */
const ASKS_ABOUT_MEMORY =
  /\b(?:remember\w*|memory|memories|forget\w*|recall|keep (?:track of )?what i (?:say|said|tell|told))\b/i;

/** A message this short that says thanks, bye or hi is a thank-you, a goodbye or a hello, whatever else it holds. */
const SHORT_MESSAGE_WORDS = 5;

/** Feelings heard before anything is offered: sadness, shame, loneliness and anger want listening first. */
const LISTEN_FIRST = ['sadness', 'shame', 'loneliness', 'anger'];

/** Intents answered as they are even while someone grieves: what they ask for, yes or no, thanks, goodbye. */
const ANSWERED_IN_GRIEF = [
  'progress',
  'thanks',
  'farewell',
  'about_coach',
  'log_mood',
  'another',
  'affirm',
  'deny',
];

/**
 * The topic to answer: the intent model's when the message bears it out, another the words show, and for
 * someone hurting whose words show no topic, none at all (they are listened to instead); good news with no
 * topic in it is celebrated. A neutral message keeps the model's reading.
 */
function topicBorneOut(
  intent: CoachIntent | 'none',
  message: string,
  feeling: string | null,
): CoachIntent | 'none' {
  if (!isTopic(intent)) return intent;
  const shown = topicInMessage(intent, message);
  if (shown) return shown;
  // Good news that names no need ('i got into my dream uni!!') is celebrated, not answered as a topic.
  if (feeling === 'joy') return 'positive';
  return feeling !== null ? 'none' : intent;
}

/** 'ok ill try the breathing': a yes that names what to try is a request for it. */
function namesAPractice(message: string): boolean {
  return categoryFromText(message) !== undefined || /\b(?:try|practice|exercise|one)\b/i.test(message);
}

export const BUILTIN_PROVIDER = 'builtin';
export const BUILTIN_MODEL = 'flowmind-coach-1';

export interface BuiltinCoachOptions {
  /** Words per streamed piece of the answer. */
  wordsPerChunk?: number;
}

/**
 * The built-in, offline coach: understands the message (rules for moods and medical questions, then a
 * small trained intent model), acts for the person through the toolbox (practices, progress, moods) and
 * answers in the coach's voice and the person's communication style.
 */
export class BuiltinCoachEngine implements CoachEngine {
  readonly provider = BUILTIN_PROVIDER;
  readonly model = BUILTIN_MODEL;
  readonly builtIn = true;
  /** The answer exists all at once, so a streaming caller paces it. */
  readonly paced = true;

  constructor(private readonly options: BuiltinCoachOptions = {}) {}

  async warmUp(): Promise<void> {
    await sharedIntentClassifier();
  }

  async reply(turn: CoachTurn, emit: EngineEmitter): Promise<EngineReply> {
    const classifier = await sharedIntentClassifier();
    const draft = await this.draft(turn, classifier);
    for (const action of draft.actions) await emit({ type: 'action', action });
    const finalAnswer = draft.paragraphs.filter((paragraph) => paragraph.trim() !== '').join('\n\n');
    for (const piece of chunkForStreaming(finalAnswer, this.options.wordsPerChunk ?? 3)) {
      await emit({ type: 'delta', text: piece });
    }
    return {
      thought: draft.thought,
      action: draft.action,
      observation: draft.observation,
      finalAnswer,
      actions: draft.actions,
      provider: this.provider,
      model: this.model,
      builtIn: true,
      intent: draft.intent,
    };
  }

  private async draft(turn: CoachTurn, classifier: IntentClassifier): Promise<ReplyDraft> {
    const say = new TurnVoice(turn);
    const moodCorrection = moodLoggedInLastReply(turn.history) ? parseMoodCorrection(turn.message) : null;
    if (moodCorrection !== null) {
      // Too long after for a correction, the new score is logged as a new check-in.
      const corrected = await turn.tools.correctMood(moodCorrection);
      return corrected ? acknowledgeMoodCorrection(say, corrected) : logMood(turn, say, moodCorrection);
    }
    const statedMood = parseStatedMood(turn.message);
    if (statedMood !== null) return logMood(turn, say, statedMood);
    const lastAssistant = lastAssistantTurn(turn.history);
    const pressedOn = lastAssistant?.intent === 'medical_question' && pressesOnMedicalQuestion(turn.message);
    if (isMedicalAdviceRequest(turn.message) || pressedOn) return declineMedicalAdvice(turn, say);
    if (isOffTopicRequest(turn.message)) return declineOffTopic(turn, say);
    const appQuestion = appQuestionIn(turn.message);
    if (appQuestion) return answerAppQuestion(turn, say, appQuestion, 'a question about the app');
    if (asksToForget(turn.message)) return explainMemory(turn, say, 'a request to forget', true);
    const correction = nameCorrectionIn(turn.message);
    const corrected = correction ? correctedNameFact(turn.memory, correction) : null;
    if (correction && corrected)
      return acknowledgeNameCorrection(say, correction.right, correction.wrong, corrected.text);
    const recalled = recallQuestion(turn.message);
    if (recalled) return recallWhatWasSaid(turn, say, recalled, 'a question about what they told me');

    const classified = await classifier.classify(turn.message);
    let confidence = `intent '${classified.intent}', confidence ${classified.score.toFixed(2)}`;

    // 'ok did it' right after a practice was offered: the practice is done, and how it went is asked.
    const suggested = suggestedPractices(lastAssistant?.actions);
    const offered = lastAssistant?.intent === 'affirm' || suggested.length > 0;
    if (offered && saysPracticeDone(turn.message)) return askHowItWent(turn, say, confidence);

    // Feedback on a practice is heard before anything the words might look like ('that was useless').
    const askedHowItWent = lastAssistant?.intent === 'practice_done';
    const verdict = practiceVerdict(turn.message) ?? (askedHowItWent ? howItWent(turn.message) : null);
    if (verdict) {
      const meant = practiceMeant(turn.message, turn.history, turn.person.completedPractices);
      if (meant) return hearFeedback(turn, say, verdict, meant, confidence);
      if (verdict === 'did_not_help' && PRACTICE_WORDS.test(turn.message))
        return hearFeedbackOnUnplacedPractice(turn, say, categoryFromText(turn.message), confidence);
    }

    if (wantsToJustTalk(turn.message)) return keepListening(turn, say, `${confidence}, asking to talk`);

    // 'nah something shorter' or 'i only have 5 mins': the same need, in the time they have.
    const maxMinutes = minutesAsked(turn.message, suggested);
    if (maxMinutes !== null && (suggested.length > 0 || ASKS_FOR_SOMETHING.test(turn.message))) {
      const topic = isTopic(lastAssistant?.intent) ? lastAssistant.intent : 'recommend_practice';
      return recommendForTopic(turn, say, topic, `${confidence}, at most ${maxMinutes} min`, {
        another: suggested.length > 0,
        maxMinutes,
      });
    }

    // 'yeah i guess the breathing one could work' takes up the suggestion it names, whatever its tone.
    const takenUp = offerTakenUp(turn.message, suggested);
    if (takenUp) return followUp(turn, say, takenUp, `${confidence}, taking up the suggestion`);

    // Someone hurting is heard first: no celebration, greeting or quiz, whatever the words looked like.
    const feeling = say.feeling();
    let intent = topicBorneOut(classified.intent, turn.message, feeling);
    if (hasIntentWords(intent) && !saysIntent(intent, turn.message)) intent = 'none';
    // A short 'ok thanks' or 'ok bye' that the model did not place is what it says.
    if (
      ['none', 'positive', 'affirm'].includes(intent) &&
      turn.message.split(/\s+/).length <= SHORT_MESSAGE_WORDS
    ) {
      const said = (['thanks', 'farewell', 'greeting'] as const).find((social) =>
        saysIntent(social, turn.message),
      );
      if (said) intent = said;
      // 'night' or 'gn' on its own is goodnight; within a sentence it is a time ('rough night').
      if (/^\W*(?:good ?night|night|nite|gn|night night|nighty night)\W*$/i.test(turn.message))
        intent = 'farewell';
    }
    // Nothing the model knew: a question about the coach, or a topic the words show ('that exam murdered me').
    if (intent === 'none')
      intent = ABOUT_THE_COACH.test(turn.message) ? 'about_coach' : (topicShownIn(turn.message) ?? 'none');
    if (intent !== classified.intent) confidence += `, read as '${intent}' from the words`;
    const quiet = ['progress', 'another', 'thanks', 'farewell', 'deny'];
    // A feeling guessed from the tone alone ('is it weird that i talk to an ai') does not override what
    // the message asks; one the words name, or the risk check heard, does.
    const hurting = feeling !== null && feeling !== 'joy' && (say.feelingNamed() || intent === 'none');
    const asked = ASKS_FOR_SOMETHING.test(turn.message);
    if (hurting && asked && !isTopic(intent) && !quiet.includes(intent)) {
      // 'i feel like such a failure, can you suggest something': the need their words show, or any practice.
      intent = topicShownIn(turn.message) ?? 'recommend_practice';
      confidence += `, a request for '${intent}'`;
    }
    if (hurting && !isTopic(intent) && !quiet.includes(intent)) return comfort(turn, say, confidence);
    // Grief, sadness, shame, loneliness and anger are listened to before a practice is offered, unless
    // the person asks for one; grief for as long as they tell of it.
    const listened = lastAssistant?.intent === 'comfort';
    if (!asked && say.loss() && !ANSWERED_IN_GRIEF.includes(intent)) return comfort(turn, say, confidence);
    if (
      !asked &&
      !listened &&
      isTopic(intent) &&
      intent !== 'recommend_practice' &&
      LISTEN_FIRST.includes(feeling ?? '') &&
      say.feelingNamed()
    )
      return comfort(turn, say, confidence);
    // More of what they were telling, while the coach listens: heard, not met with 'I didn't understand'
    // nor with a practice the model guessed they wanted ('my mum has been in hospital since tuesday').
    if (listened && intent === 'none' && !categoryFromText(turn.message))
      return comfort(turn, say, confidence);
    if (listened && !asked && intent === 'recommend_practice') return comfort(turn, say, confidence);
    // News to congratulate ('my sister just had her baby!!') is celebrated even when it names a topic.
    if (feeling === 'joy' && !asked && goodNewsIn(turn.message)) return celebrate(turn, say, confidence);
    // Good news is celebrated, whatever the classifier made of the words.
    const topicOrQuiet = (isTopic(intent) && intent !== 'gratitude') || quiet.includes(intent);
    if (
      feeling === 'joy' &&
      say.feelingNamed() &&
      !topicOrQuiet &&
      !['positive', 'greeting'].includes(intent)
    ) {
      return celebrate(turn, say, confidence);
    }

    // More of the good news just celebrated ('first time ever without stopping') is savoured with them, not
    // met with a topic the model guessed from its neutral words.
    const celebrated = lastAssistant?.intent === 'positive';
    const unplaced =
      ['none', 'positive', 'affirm'].includes(intent) ||
      (isTopic(intent) && !topicInMessage(intent, turn.message));
    if (celebrated && !asked && (feeling === null || feeling === 'joy') && unplaced)
      return savourGoodNews(say, confidence);
    if (isTopic(intent)) return recommendForTopic(turn, say, intent, confidence);
    switch (intent) {
      case 'progress':
        return showProgress(turn, say, confidence);
      case 'log_mood':
        return askForMood(turn, say, confidence);
      case 'positive':
        // Celebrated only when the words name joy or good news: the intent model, and a tone read from words
        // like 'like', 'fine', 'lol' or 'win', also say 'positive' for 'like i literally labeled it', 'im
        // fine' or 'did the lakers win', which are not good news.
        if (feeling === 'joy' && say.feelingNamed()) return celebrate(turn, say, confidence);
        if (listened || (feeling !== null && feeling !== 'joy')) return comfort(turn, say, confidence);
        return clarify(turn, say, lastAssistant?.action === 'clarify', confidence);
      case 'greeting':
        return greet(turn, say, confidence);
      case 'farewell':
      case 'thanks':
        return closeWarmly(turn, say, intent, confidence);
      case 'about_coach':
        return ASKS_ABOUT_MEMORY.test(turn.message)
          ? explainMemory(turn, say, confidence)
          : introduceCapabilities(turn, say, confidence);
      case 'affirm':
        // A yes to 'would you like to tell me more?' is a yes to talking, not a request for a practice.
        if (listened && suggested.length === 0 && !namesAPractice(turn.message))
          return keepListening(turn, say, confidence);
        return followUp(turn, say, suggested[0], confidence);
      case 'deny':
        return acceptNo(turn, say, lastAssistant?.intent === 'comfort', confidence);
      case 'another': {
        const previousTopic = isTopic(lastAssistant?.intent) ? lastAssistant.intent : 'recommend_practice';
        return recommendForTopic(turn, say, previousTopic, confidence, { another: true });
      }
      default: {
        // A practice category named outright ('something with visualization') is a request for one.
        if (categoryFromText(turn.message))
          return recommendForTopic(turn, say, 'recommend_practice', confidence);
        return clarify(turn, say, lastAssistant?.action === 'clarify', confidence);
      }
    }
  }
}
