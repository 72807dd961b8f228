import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LLM_PROVIDERS, LlmEnv } from '../../config/env';
import { AiSdkCoachEngine } from './ai-sdk-coach';
import { BuiltinCoachEngine } from './builtin/builtin-coach';
import type { CoachEngine } from './coach-engine';

export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export type LlmConfig =
  | { provider: 'builtin' }
  | {
      provider: Exclude<LlmProvider, 'builtin'>;
      model: string;
      baseUrl?: string;
      apiKey?: string;
      maxSteps?: number;
      maxOutputTokens?: number;
      timeoutMs?: number;
    };

const DEFAULT_MODELS: Partial<Record<LlmProvider, string>> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
};

/** Settings from a parsed environment; a provider without what it needs stops startup with a clear line. */
export function llmConfigFromEnv(env: LlmEnv): LlmConfig {
  const provider = env.LLM_PROVIDER;
  if (provider === 'builtin') return { provider };
  const problems: string[] = [];
  if (provider === 'openai-compatible' && !env.LLM_BASE_URL) {
    problems.push('  LLM_BASE_URL: required when LLM_PROVIDER=openai-compatible');
  }
  if (provider === 'openai-compatible' && !env.LLM_MODEL) {
    problems.push('  LLM_MODEL: required when LLM_PROVIDER=openai-compatible');
  }
  if ((provider === 'openai' || provider === 'anthropic') && !env.LLM_API_KEY) {
    problems.push(`  LLM_API_KEY: required when LLM_PROVIDER=${provider}`);
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    provider,
    model: env.LLM_MODEL ?? DEFAULT_MODELS[provider]!,
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
  };
}

export function createLanguageModel(config: Exclude<LlmConfig, { provider: 'builtin' }>): LanguageModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl!,
        apiKey: config.apiKey,
        includeUsage: true,
      }).chatModel(config.model);
  }
}

/** The coach engine for a configuration: the built-in coach, or a model coach that falls back to it. */
export function createCoachEngine(config: LlmConfig, log?: (message: string) => void): CoachEngine {
  const builtin = new BuiltinCoachEngine();
  if (config.provider === 'builtin') return builtin;
  return new AiSdkCoachEngine({
    model: createLanguageModel(config),
    provider: config.provider,
    modelName: config.model,
    fallback: builtin,
    maxSteps: config.maxSteps,
    maxOutputTokens: config.maxOutputTokens,
    timeoutMs: config.timeoutMs,
    log,
  });
}
